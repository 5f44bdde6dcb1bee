/// Every live alert (pending or visible) in a dense array of slots, with an
/// index from id to slot.
///
/// A request looks its id up once, when it arrives; from then on the
/// queue's heaps and the visible stack name it by its slot (a small
/// integer, reused once the alert finishes), so nothing on the hot path
/// hashes a string or copies a definition.
///
/// The vacant slots form a stack linked through their records (a vacant
/// record keeps the next free slot), so freeing and reusing a slot touches
/// only the record it writes anyway: the last slot freed is the first reused.
///
/// Invariants: `records[s].state != .vacant` exactly when `s` is in use,
/// which is exactly when `index[records[s].id] == s`; the free list from
/// `firstFree` holds every vacant slot once; `count` is the number of
/// slots in use.
struct AlertTable: Sendable {
    /// Every slot's record, vacant ones included. Read fields in place
    /// (`records[Int(slot)].definition.level`, or ``id(of:)`` and
    /// ``level(of:)``) rather than copying a whole record on a hot path.
    private(set) var records: [LiveAlert] = []
    /// The most recently freed vacant slot, the head of the free list
    /// through ``LiveAlert/nextFree``; `-1` when every record is in use.
    private var firstFree: Int32 = -1
    /// The slot of each live id.
    private var index: [AlertID: Int32] = [:]
    /// How many alerts are live.
    var count: Int { index.count }

    /// An empty table.
    init() {}

    /// A copy of the record in `slot`.
    ///
    /// - Complexity: O(1)
    func record(_ slot: Int32) -> LiveAlert { records[Int(slot)] }

    /// Moves the alert in `slot` back to the queue (it stays marked presented).
    ///
    /// - Complexity: O(1)
    mutating func markPending(_ slot: Int32) { records[Int(slot)].state = .pending }

    /// Puts the alert in `slot` on screen and marks it presented, in one
    /// access to its record, and returns whether this is its first showing.
    ///
    /// - Complexity: O(1)
    mutating func markVisible(_ slot: Int32) -> Bool { records[Int(slot)].markVisible() }

    /// The slot of the live alert `id`, if there is one.
    ///
    /// - Complexity: O(1) expected; hashes `id` once.
    func slot(of id: AlertID) -> Int32? { index[id] }

    /// The slot of the live alert `id`, or, when there is none, a slot
    /// claimed for it in the index, in one lookup: a request that is not
    /// coalesced then files its alert with ``file(_:claimed:)``, or gives
    /// the claim back with ``unclaim(_:)``. Until it does, the table's
    /// invariant waits on it.
    ///
    /// - Complexity: O(1) expected; hashes `id` once.
    mutating func slotOrClaim(_ id: AlertID) -> (slot: Int32, isLive: Bool) {
        let free = firstFree >= 0 ? firstFree : Int32(records.count)
        var live: Int32?
        func claim(_ entry: inout Int32) {
            if entry >= 0 { live = entry } else { entry = free }
        }
        claim(&index[id, default: -1])
        return live.map { ($0, true) } ?? (free, false)
    }

    /// Files `alert` in the slot that ``slotOrClaim(_:)`` claimed for its id.
    ///
    /// - Complexity: O(1) amortised.
    mutating func file(_ alert: consuming LiveAlert, claimed slot: Int32) {
        let filed = fill(alert)
        precondition(filed == slot, "AlertTable: a claimed slot was taken")
    }

    /// Gives back the slot ``slotOrClaim(_:)`` claimed for `id`.
    ///
    /// - Complexity: O(1) expected.
    mutating func unclaim(_ id: AlertID) { index[id] = nil }

    /// Puts `alert` in the first free slot and returns it.
    private mutating func fill(_ alert: consuming LiveAlert) -> Int32 {
        guard firstFree >= 0 else {
            records.append(alert)
            return Int32(records.count - 1)
        }
        let slot = firstFree
        firstFree = records[Int(slot)].nextFree
        records[Int(slot)] = alert
        return slot
    }

    /// Takes the alert in `slot` out of the table; the slot becomes free
    /// for a later alert.
    ///
    /// - Complexity: O(1) expected.
    mutating func remove(_ slot: Int32) {
        index[records[Int(slot)].id] = nil
        records[Int(slot)] = .vacant(nextFree: firstFree)
        firstFree = slot
    }

    /// How many slots there are, live or vacant: the most alerts ever live
    /// at once. A walk over the slots costs this much, however few are live.
    ///
    /// - Complexity: O(1)
    var slotCount: Int { records.count }

    /// Every live slot, in slot order.
    ///
    /// - Complexity: O(*s*) for *s* slots ever in use at once.
    var liveSlots: [Int32] {
        records.indices.compactMap { state(of: Int32($0)) == .vacant ? nil : Int32($0) }
    }

    /// Checks the invariants stated on ``AlertTable``; free in release builds.
    func _checkInvariants() {
        #if DEBUG
            precondition(records.count { $0.state != .vacant } == count, "AlertTable: count")
            var free = 0
            var next = firstFree
            while next >= 0 {
                precondition(records[Int(next)].state == .vacant, "AlertTable: free slot in use")
                free += 1
                precondition(free <= records.count - count, "AlertTable: free list too long or cyclic")
                next = records[Int(next)].nextFree
            }
            precondition(free + count == records.count, "AlertTable: free slots")
            for record in records {
                precondition(record.holdsDefinition == (record.state != .vacant), "AlertTable: vacant record")
            }
            precondition(index.count == count, "AlertTable: index size")
            for slot in records.indices where records[slot].state != .vacant {
                let record = records[slot]
                precondition(record.hasTTL == (record.definition.ttl != nil), "AlertTable: ttl flag")
                precondition(record.hasGroup == (record.definition.group != nil), "AlertTable: group flag")
                precondition(record.isScoped == (record.definition.screen != nil), "AlertTable: screen flag")
                precondition(
                    record.isDismissible == record.definition.isDismissible, "AlertTable: dismissible flag")
                precondition(self.slot(of: record.id) == Int32(slot), "AlertTable: \(record.id) not indexed")
            }
        #endif
    }
}
