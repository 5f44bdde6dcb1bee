/// Where an alert stands in the queue: higher level first, then earlier
/// request first (FIFO among equals, which a plain heap would not keep).
package struct QueueOrder: Comparable, Hashable, Sendable, Codable {
    var level: AlertLevel
    var sequence: Int

    package static func < (lhs: QueueOrder, rhs: QueueOrder) -> Bool {
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
/// Each id is interned once, on insertion, to a dense integer slot (freed
/// slots are reused); every index below works on slots, so sifting a heap
/// never hashes a string.
///
/// Invariant: every entry is in exactly one head heap (`unscoped`, or
/// `scoped[screen]`), in `tail` when it is kept, in `expiries` iff it has a
/// ttl, and in `unpresentedByGroup[group]` iff it has a group and was never
/// presented. No head heap in `scoped` is empty. `slotOf[id] == s` exactly
/// when `entryAt[s]?.id == id`.
struct PendingQueue: Sendable {
    private var slotOf: [AlertID: Int] = [:]
    private var entryAt: [RequestEntry?] = []
    private var freeSlots: [Int] = []
    private var unscoped = SlotHeap<QueueOrder>()
    private var scoped: [String: SlotHeap<QueueOrder>] = [:]
    /// The queue's last entries first, kept only when a capacity needs them.
    private var tail: SlotHeap<Reversed<QueueOrder>>?
    private var expiries = SlotHeap<ExpiryOrder>()
    private var unpresentedByGroup: [String: Set<Int>] = [:]
    /// Insertions and removals since a consumer last took them, while
    /// ``recordsChanges`` is on.
    var changes = ChangeLog<QueueChange>()

    /// A queue; `tracksLast` keeps the index behind ``last`` (needed for a
    /// capacity).
    init(tracksLast: Bool = true) {
        tail = tracksLast ? SlotHeap() : nil
    }

    /// Whether every insert and remove is appended to ``changes``. Turning
    /// it on records the alerts already pending as insertions.
    ///
    /// - Complexity: O(*n* log *n*) to turn on, O(1) to turn off.
    var recordsChanges = false {
        didSet {
            guard recordsChanges != oldValue else { return }
            changes.removeAll()
            guard recordsChanges else { return }
            for entry in ordered() { changes.append(.inserted(entry.id, entry.order)) }
        }
    }

    /// - Complexity: O(1)
    var count: Int { slotOf.count }

    /// - Complexity: O(1)
    func contains(_ id: AlertID) -> Bool { slotOf[id] != nil }

    /// The entry with this id, if it is pending.
    ///
    /// - Complexity: O(1)
    func entry(_ id: AlertID) -> RequestEntry? { slotOf[id].flatMap { entryAt[$0] } }

    /// The first alert in order that may show on `screen`: unscoped, or
    /// scoped to that screen.
    ///
    /// - Complexity: O(1)
    func first(eligibleOn screen: String?) -> RequestEntry? {
        let onScreen = screen.flatMap { scoped[$0]?.min }
        let anywhere = unscoped.min
        let first: Int?
        switch (anywhere, onScreen) {
        case (let a?, let s?): first = a.key < s.key ? a.slot : s.slot
        case (let a?, nil): first = a.slot
        case (nil, let s?): first = s.slot
        case (nil, nil): first = nil
        }
        return first.flatMap { entryAt[$0] }
    }

    /// The last alert in order, eligible or not.
    ///
    /// - Complexity: O(1) when the tail is kept, O(*n*) otherwise.
    var last: RequestEntry? {
        if let tail { return tail.min.flatMap { entryAt[$0.slot] } }
        return entryAt.lazy.compactMap { $0 }.max { $0.order < $1.order }
    }

    /// The pending alert that expires first, if any has a ttl.
    ///
    /// - Complexity: O(1)
    var nextExpiry: (entry: RequestEntry, deadline: Milliseconds)? {
        guard let next = expiries.min, let entry = entryAt[next.slot] else { return nil }
        return (entry, next.key.deadline)
    }

    /// Adds an entry. Its id must not be pending.
    ///
    /// - Complexity: O(log *n*)
    mutating func insert(_ entry: RequestEntry) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            entryAt[slot] = entry
        } else {
            slot = entryAt.count
            entryAt.append(entry)
        }
        slotOf[entry.id] = slot
        if let screen = entry.definition.screen {
            scoped[screen, default: SlotHeap()].insert(slot, key: entry.order)
        } else {
            unscoped.insert(slot, key: entry.order)
        }
        tail?.insert(slot, key: Reversed(base: entry.order))
        if recordsChanges { changes.append(.inserted(entry.id, entry.order)) }
        if let deadline = entry.expiresAt {
            expiries.insert(slot, key: ExpiryOrder(deadline: deadline, sequence: entry.sequence))
        }
        if let group = entry.definition.group, !entry.wasPresented {
            unpresentedByGroup[group, default: []].insert(slot)
        }
    }

    /// Removes and returns the entry with this id, if it is pending.
    ///
    /// - Complexity: O(log *n*)
    @discardableResult
    mutating func remove(_ id: AlertID) -> RequestEntry? {
        guard let slot = slotOf.removeValue(forKey: id), let entry = entryAt[slot] else { return nil }
        entryAt[slot] = nil
        freeSlots.append(slot)
        if let screen = entry.definition.screen {
            scoped[screen]?.remove(slot)
            if scoped[screen]?.isEmpty == true { scoped[screen] = nil }
        } else {
            unscoped.remove(slot)
        }
        tail?.remove(slot)
        if entry.expiresAt != nil { expiries.remove(slot) }
        if recordsChanges { changes.append(.removed(entry.order)) }
        if let group = entry.definition.group, !entry.wasPresented {
            unpresentedByGroup[group]?.remove(slot)
            if unpresentedByGroup[group]?.isEmpty == true { unpresentedByGroup[group] = nil }
        }
        return entry
    }

    /// The pending members of `group` that were never presented, in queue order.
    ///
    /// - Complexity: O(*k* log *k*) for *k* such members.
    func unpresented(inGroup group: String) -> [RequestEntry] {
        (unpresentedByGroup[group] ?? []).compactMap { entryAt[$0] }.sorted { $0.order < $1.order }
    }

    /// Every pending id, in queue order.
    ///
    /// - Complexity: O(*n* log *n*)
    func orderedIDs() -> [AlertID] {
        return ordered().map(\.id)
    }

    /// Every pending entry, in queue order.
    ///
    /// - Complexity: O(*n* log *n*)
    func ordered() -> [RequestEntry] {
        entryAt.compactMap { $0 }.sorted { $0.order < $1.order }
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
            precondition(headCount == slotOf.count, "PendingQueue: head heaps out of step")
            if let tail { precondition(tail.count == slotOf.count, "PendingQueue: tail heap out of step") }
            precondition(entryAt.count - freeSlots.count == slotOf.count, "PendingQueue: slots out of step")
            guard slotOf.count <= Self.fullCheckLimit else { return }
            unscoped._checkInvariants()
            tail?._checkInvariants()
            expiries._checkInvariants()
            for heap in scoped.values {
                heap._checkInvariants()
                precondition(!heap.isEmpty, "PendingQueue: empty scoped heap kept")
            }
            for (id, slot) in slotOf {
                guard let entry = entryAt[slot] else { preconditionFailure("PendingQueue: slot of \(id) is free") }
                precondition(entry.id == id, "PendingQueue: entry filed under another id")
                if let screen = entry.definition.screen {
                    precondition(scoped[screen]?.contains(slot) == true, "PendingQueue: wrong scope")
                } else {
                    precondition(unscoped.contains(slot), "PendingQueue: missing from the unscoped heap")
                }
                if let tail { precondition(tail.contains(slot), "PendingQueue: entry missing from tail") }
                precondition(expiries.contains(slot) == (entry.expiresAt != nil), "PendingQueue: expiry index")
                if let group = entry.definition.group {
                    let indexed = unpresentedByGroup[group]?.contains(slot) ?? false
                    precondition(indexed == !entry.wasPresented, "PendingQueue: group index")
                }
            }
        #endif
    }
}
