/// The pending alerts, as slots of an ``AlertTable``, indexed for every
/// question the scheduler asks: the first eligible on the current screen,
/// the last in order, the next to expire, the unpresented members of a group.
///
/// Head heaps: one for unscoped alerts and one per screen that scoped alerts
/// have named (kept once made). A slot is in at most one head heap, so they
/// share one array of positions. The tail heap (the last in order first)
/// exists only when a capacity needs it.
///
/// Invariant: every pending slot is in exactly one head heap (the unscoped
/// one, or its screen's), in `tail` when it is kept, in `expiries` iff it
/// has a ttl, and in `unpresentedByGroup[group]` iff it has a group and was
/// never presented; `headPositions[s] >= 0` exactly for pending slots, and
/// `scopedHeapOf[s]` names a pending slot's scoped heap (-1 or out of range
/// for an unscoped one).
struct PendingQueue: Sendable {
    private(set) var unscoped = SlotHeap<QueueOrder>()
    private(set) var scopedHeaps: [SlotHeap<QueueOrder>] = []
    private var scopeOf: [String: Int] = [:]
    /// The current screen, and the index of its head heap if it has one.
    private(set) var screen: String?
    private var screenScope: Int?
    /// Position of each slot in its head heap; -1 when it is not pending.
    private var headPositions: [Int32] = []
    /// The index in `scopedHeaps` of each pending slot's heap, -1 for an
    /// unscoped one (grown only once an alert is scoped).
    private var scopedHeapOf: [Int32] = []
    /// The queue's last entries first, kept only when a capacity needs them.
    private var tail: SlotHeap<Reversed<QueueOrder>>?
    private var tailPositions: [Int32] = []
    private var expiries = SlotHeap<ExpiryOrder>()
    private var expiryPositions: [Int32] = []
    private var unpresentedByGroup: [String: Set<Int32>] = [:]
    /// How many alerts are pending.
    private(set) var count = 0

    /// A queue on `screen`; `tracksLast` keeps the tail heap behind ``last``.
    init(tracksLast: Bool, screen: String?) {
        tail = tracksLast ? SlotHeap() : nil
        show(screen)
    }

    /// Makes `screen` the one whose scoped alerts are eligible.
    /// - Complexity: O(1) expected (one hash of the name).
    mutating func show(_ screen: String?) {
        self.screen = screen
        screenScope = screen.flatMap { scopeOf[$0] }
    }

    /// Whether `slot` is pending.
    /// - Complexity: O(1)
    func contains(_ slot: Int32) -> Bool { Int(slot) < headPositions.count && headPositions[Int(slot)] >= 0 }

    /// The first alert in order that may show on the current screen
    /// (unscoped, or scoped to that screen), and its place in the queue.
    ///
    /// - Complexity: O(1)
    var firstEligible: (slot: Int32, key: QueueOrder)? {
        guard let screenScope, let onScreen = scopedHeaps[screenScope].min else { return unscoped.min }
        guard let anywhere = unscoped.min, anywhere.key < onScreen.key else { return onScreen }
        return anywhere
    }

    /// The last alert in order, eligible or not, when the queue tracks it.
    /// - Complexity: O(1)
    var last: Int32? { tail?.min?.slot }

    /// Where the pending alert in `slot` stands: its key in its head heap.
    /// - Complexity: O(1)
    func order(of slot: Int32) -> QueueOrder {
        let position = headPositions[Int(slot)]
        if let scope = scopedHeap(of: slot) { return scopedHeaps[scope].key(at: position) }
        return unscoped.key(at: position)
    }

    /// The index of the scoped heap a pending slot is in; `nil` for the unscoped one.
    private func scopedHeap(of slot: Int32) -> Int? {
        guard Int(slot) < scopedHeapOf.count else { return nil }
        let scope = scopedHeapOf[Int(slot)]
        return scope >= 0 ? Int(scope) : nil
    }

    /// The pending alert that expires first, if any has a ttl.
    /// - Complexity: O(1)
    var nextExpiry: (slot: Int32, deadline: Milliseconds)? { expiries.min.map { ($0.slot, $0.key.deadline) } }

    /// Queues the alert in `slot` of `table` at `order`. It must not be pending.
    /// - Complexity: O(log *n*), plus one hash of its screen when it is scoped.
    mutating func insert(_ slot: Int32, at order: QueueOrder, of table: AlertTable) {
        Self.reserve(slot, in: &headPositions)
        if let screen = table.screen(of: slot) {
            let scope = scope(of: screen)
            Self.reserve(slot, in: &scopedHeapOf)
            scopedHeapOf[Int(slot)] = Int32(scope)
            scopedHeaps[scope].insert(slot, key: order, positions: &headPositions)
        } else {
            if Int(slot) < scopedHeapOf.count { scopedHeapOf[Int(slot)] = -1 }
            unscoped.insert(slot, key: order, positions: &headPositions)
        }
        if tail != nil {
            Self.reserve(slot, in: &tailPositions)
            tail?.insert(slot, key: Reversed(base: order), positions: &tailPositions)
        }
        if let deadline = table.expiresAt(of: slot) {
            Self.reserve(slot, in: &expiryPositions)
            let key = ExpiryOrder(deadline: deadline, sequence: order.sequence)
            expiries.insert(slot, key: key, positions: &expiryPositions)
        }
        if !table.wasPresented(slot), let group = table.group(of: slot) {
            unpresentedByGroup[group, default: []].insert(slot)
        }
        count += 1
    }

    /// Takes the pending alert in `slot` of `table` out of the queue and
    /// returns where it stood.
    ///
    /// - Complexity: O(log *n*), plus a hash of its group's name when it
    ///   has one and was never presented.
    @discardableResult
    mutating func remove(_ slot: Int32, of table: AlertTable) -> QueueOrder? {
        guard contains(slot) else { return nil }
        let position = headPositions[Int(slot)]
        let order: QueueOrder
        if let scope = scopedHeap(of: slot) {
            order = scopedHeaps[scope].key(at: position)
            scopedHeaps[scope].remove(at: position, positions: &headPositions)
        } else {
            order = unscoped.key(at: position)
            unscoped.remove(at: position, positions: &headPositions)
        }
        if tail != nil { tail?.remove(at: tailPositions[Int(slot)], positions: &tailPositions) }
        if table.hasTTL(slot) { expiries.remove(at: expiryPositions[Int(slot)], positions: &expiryPositions) }
        if !table.wasPresented(slot), let group = table.group(of: slot),
            let index = unpresentedByGroup.index(forKey: group)
        {
            unpresentedByGroup.values[index].remove(slot)
            if unpresentedByGroup.values[index].isEmpty { unpresentedByGroup.remove(at: index) }
        }
        count -= 1
        return order
    }

    /// The pending members of `group` that were never presented, in queue order.
    /// - Complexity: O(*k* log *k*) for *k* such members.
    func unpresented(inGroup group: String) -> [Int32] {
        let members = unpresentedByGroup[group] ?? []
        return members.map { (order: order(of: $0), slot: $0) }.sorted { $0.order < $1.order }.map(\.slot)
    }

    /// The index of the head heap for `screen`, made on first use.
    private mutating func scope(of screen: String) -> Int {
        if let scope = scopeOf[screen] { return scope }
        let scope = scopedHeaps.count
        scopedHeaps.append(SlotHeap())
        scopeOf[screen] = scope
        if screen == self.screen { screenScope = scope }
        return scope
    }

    /// Grows `positions` so that `slot` has an entry, by at least an eighth.
    /// - Complexity: O(1) amortised.
    private static func reserve(_ slot: Int32, in positions: inout [Int32]) {
        let needed = Int(slot) + 1
        guard positions.count < needed else { return }
        let grown = Swift.max(needed, positions.count + positions.count / 8, 16)
        positions.append(contentsOf: repeatElement(-1, count: grown - positions.count))
    }

    /// Above this many table slots the per-entry walk is skipped, so that a
    /// debug build's checks cost at most a constant a command and `check`
    /// stays linear there too; tests stay far below it.
    static let fullCheckLimit = 512

    /// Checks the invariants stated on ``PendingQueue``; free in release
    /// builds. Sizes always; every entry up to ``fullCheckLimit`` slots.
    func _checkInvariants(in table: AlertTable) {
        #if DEBUG
            let headCount = unscoped.count + scopedHeaps.reduce(0) { $0 + $1.count }
            precondition(headCount == count, "PendingQueue: head heaps out of step")
            if let tail { precondition(tail.count == count, "PendingQueue: tail heap out of step") }
            precondition(screenScope == screen.flatMap { scopeOf[$0] }, "PendingQueue: stale screen scope")
            guard table.slotCount <= Self.fullCheckLimit else { return }
            unscoped._checkInvariants(positions: headPositions)
            for heap in scopedHeaps { heap._checkInvariants(positions: headPositions) }
            tail?._checkInvariants(positions: tailPositions)
            expiries._checkInvariants(positions: expiryPositions)
            precondition(headPositions.count { $0 >= 0 } == count, "PendingQueue: stale head positions")
            for slot in table.liveSlots where table.state(of: slot) == .pending {
                let alert = table.record(slot)
                precondition(contains(slot), "PendingQueue: \(alert.id) pending in the table but not queued")
                let position = headPositions[Int(slot)]
                if let screen = alert.definition.screen {
                    let scope = scopeOf[screen] ?? -1
                    precondition(
                        scope >= 0 && scopedHeaps[scope].key(at: position).level == alert.level,
                        "PendingQueue: wrong scope")
                    precondition(scopedHeap(of: slot) == scope, "PendingQueue: stale scoped heap index")
                } else {
                    precondition(unscoped.key(at: position).level == alert.level, "PendingQueue: wrong key")
                    precondition(scopedHeap(of: slot) == nil, "PendingQueue: stale scoped heap index")
                }
                precondition(
                    (table.expiresAt(of: slot) != nil)
                        == (Int(slot) < expiryPositions.count && expiryPositions[Int(slot)] >= 0),
                    "PendingQueue: expiry index")
                if let group = alert.definition.group {
                    let indexed = unpresentedByGroup[group]?.contains(slot) ?? false
                    precondition(indexed == !alert.wasPresented, "PendingQueue: group index")
                }
            }
        #endif
    }
}
