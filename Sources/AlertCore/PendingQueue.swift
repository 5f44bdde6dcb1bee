/// Where an alert stands in the queue: higher level first, then earlier
/// request first (FIFO among equals, which a plain heap would not keep).
struct QueueOrder: Comparable, Hashable, Sendable, Codable {
    var level: AlertLevel
    var sequence: Int

    static func < (lhs: QueueOrder, rhs: QueueOrder) -> Bool {
        lhs.level != rhs.level ? lhs.level > rhs.level : lhs.sequence < rhs.sequence
    }
}

/// The opposite order of `Base`, so a min-heap yields the largest.
struct Reversed<Base: Comparable & Sendable>: Comparable, Sendable {
    var base: Base
    static func < (lhs: Reversed, rhs: Reversed) -> Bool { rhs.base < lhs.base }
}

/// When a pending alert goes stale; ties by request order.
struct ExpiryOrder: Comparable, Hashable, Sendable {
    var deadline: Milliseconds
    var sequence: Int

    static func < (lhs: ExpiryOrder, rhs: ExpiryOrder) -> Bool {
        (lhs.deadline, lhs.sequence) < (rhs.deadline, rhs.sequence)
    }
}

/// One request, from the moment it is accepted until it finishes.
struct RequestEntry: Hashable, Sendable, Codable {
    var definition: AlertDefinition
    /// Request order, unique per scheduler; kept across suspensions.
    var sequence: Int
    var requestedAt: Milliseconds
    /// Whether it has been presented before (group limits count first showings only).
    var wasPresented = false

    var id: AlertID { definition.id }
    var level: AlertLevel { definition.level }
    var order: QueueOrder { QueueOrder(level: definition.level, sequence: sequence) }

    /// The instant it expires if still pending then, or `nil` without ttl.
    var expiresAt: Milliseconds? {
        definition.ttlMilliseconds.map(requestedAt.addingClamped)
    }
}

/// The pending alerts, indexed for every question the scheduler asks.
///
/// Invariant: every entry is in exactly one head heap (`unscoped`, or
/// `scoped[screen]`), in `tail`, in `expiries` iff it has a ttl, and in
/// `unpresentedByGroup[group]` iff it has a group and was never presented.
/// No head heap in `scoped` is empty.
struct PendingQueue: Sendable {
    private(set) var entries: [AlertID: RequestEntry] = [:]
    private var unscoped = IndexedHeap<AlertID, QueueOrder>()
    private var scoped: [String: IndexedHeap<AlertID, QueueOrder>] = [:]
    private var tail = IndexedHeap<AlertID, Reversed<QueueOrder>>()
    private var expiries = IndexedHeap<AlertID, ExpiryOrder>()
    private var unpresentedByGroup: [String: Set<AlertID>] = [:]
    /// The queue order as a sorted array, while ``mirrorsOrder`` is on.
    private var mirror: QueueOrderMirror?

    init() {}

    /// Whether the queue also keeps its order as a sorted array, which makes
    /// ``orderedIDs()`` O(1) and every insert and remove O(*n*).
    ///
    /// - Complexity: O(*n* log *n*) to turn on, O(1) to turn off.
    var mirrorsOrder: Bool {
        get { mirror != nil }
        set {
            guard newValue != mirrorsOrder else { return }
            mirror = nil
            guard newValue else { return }
            var sorted = QueueOrderMirror()
            for entry in ordered() { sorted.insert(entry.id, order: entry.order) }
            mirror = sorted
        }
    }

    /// - Complexity: O(1)
    var count: Int { entries.count }

    /// - Complexity: O(1)
    func contains(_ id: AlertID) -> Bool { entries[id] != nil }

    /// The first alert in order that may show on `screen`: unscoped, or
    /// scoped to that screen.
    ///
    /// - Complexity: O(1)
    func first(eligibleOn screen: String?) -> RequestEntry? {
        let onScreen = screen.flatMap { scoped[$0]?.min }
        let anywhere = unscoped.min
        let first: AlertID?
        switch (anywhere, onScreen) {
        case (let a?, let s?): first = a.key < s.key ? a.id : s.id
        case (let a?, nil): first = a.id
        case (nil, let s?): first = s.id
        case (nil, nil): first = nil
        }
        return first.flatMap { entries[$0] }
    }

    /// The last alert in order, eligible or not.
    ///
    /// - Complexity: O(1)
    var last: RequestEntry? { tail.min.flatMap { entries[$0.id] } }

    /// The pending alert that expires first, if any has a ttl.
    ///
    /// - Complexity: O(1)
    var nextExpiry: (entry: RequestEntry, deadline: Milliseconds)? {
        guard let next = expiries.min, let entry = entries[next.id] else { return nil }
        return (entry, next.key.deadline)
    }

    /// Adds an entry. Its id must not be pending.
    ///
    /// - Complexity: O(log *n*)
    mutating func insert(_ entry: RequestEntry) {
        entries[entry.id] = entry
        if let screen = entry.definition.screen {
            scoped[screen, default: IndexedHeap()].insert(entry.id, key: entry.order)
        } else {
            unscoped.insert(entry.id, key: entry.order)
        }
        tail.insert(entry.id, key: Reversed(base: entry.order))
        mirror?.insert(entry.id, order: entry.order)
        if let deadline = entry.expiresAt {
            expiries.insert(entry.id, key: ExpiryOrder(deadline: deadline, sequence: entry.sequence))
        }
        if let group = entry.definition.group, !entry.wasPresented {
            unpresentedByGroup[group, default: []].insert(entry.id)
        }
    }

    /// Removes and returns the entry with this id, if it is pending.
    ///
    /// - Complexity: O(log *n*)
    @discardableResult
    mutating func remove(_ id: AlertID) -> RequestEntry? {
        guard let entry = entries.removeValue(forKey: id) else { return nil }
        if let screen = entry.definition.screen {
            scoped[screen]?.remove(id)
            if scoped[screen]?.isEmpty == true { scoped[screen] = nil }
        } else {
            unscoped.remove(id)
        }
        tail.remove(id)
        expiries.remove(id)
        mirror?.remove(order: entry.order)
        if let group = entry.definition.group {
            unpresentedByGroup[group]?.remove(id)
            if unpresentedByGroup[group]?.isEmpty == true { unpresentedByGroup[group] = nil }
        }
        return entry
    }

    /// The pending members of `group` that were never presented, in queue order.
    ///
    /// - Complexity: O(*k* log *k*) for *k* such members.
    func unpresented(inGroup group: String) -> [RequestEntry] {
        (unpresentedByGroup[group] ?? []).compactMap { entries[$0] }.sorted { $0.order < $1.order }
    }

    /// Every pending id, in queue order.
    ///
    /// - Complexity: O(1) while ``mirrorsOrder`` is on, else O(*n* log *n*).
    func orderedIDs() -> [AlertID] {
        if let mirror { return mirror.ids }
        return tail.elements.sorted { $0.key.base < $1.key.base }.map(\.id)
    }

    /// Every pending entry, in queue order.
    ///
    /// - Complexity: O(*n* log *n*)
    func ordered() -> [RequestEntry] {
        entries.values.sorted { $0.order < $1.order }
    }

    /// Above this many entries the per-entry walk is skipped, so debug
    /// builds stay usable on large scenarios; tests stay far below it.
    static let fullCheckLimit = 512

    /// Checks the invariants stated on ``PendingQueue``; free in release
    /// builds. Sizes always; every entry while there are at most
    /// ``fullCheckLimit``.
    func _checkInvariants() {
        #if DEBUG
            let headCount = unscoped.count + scoped.values.reduce(0) { $0 + $1.count }
            precondition(headCount == entries.count, "PendingQueue: head heaps out of step")
            precondition(tail.count == entries.count, "PendingQueue: tail heap out of step")
            guard entries.count <= Self.fullCheckLimit else { return }
            mirror?._checkInvariants(count: entries.count)
            if let mirror { precondition(mirror.ids == ordered().map(\.id), "PendingQueue: mirror order") }
            unscoped._checkInvariants()
            tail._checkInvariants()
            expiries._checkInvariants()
            for (screen, heap) in scoped {
                heap._checkInvariants()
                precondition(!heap.isEmpty, "PendingQueue: empty scoped heap kept")
                for id in heap.ids {
                    precondition(entries[id]?.definition.screen == screen, "PendingQueue: wrong scope")
                }
            }
            for (id, entry) in entries {
                precondition(entry.id == id, "PendingQueue: entry filed under another id")
                precondition(tail.contains(id), "PendingQueue: entry missing from tail")
                precondition(expiries.contains(id) == (entry.expiresAt != nil), "PendingQueue: expiry index")
                if let group = entry.definition.group {
                    let indexed = unpresentedByGroup[group]?.contains(id) ?? false
                    precondition(indexed == !entry.wasPresented, "PendingQueue: group index")
                }
            }
        #endif
    }
}
