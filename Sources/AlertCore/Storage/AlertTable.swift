/// Every live alert (pending or visible) in a dense array of slots, with an
/// index from id to slot (``AlertTable+Index``).
///
/// A request looks its id up once, when it arrives; from then on the
/// queue's heaps and the visible stack name it by its slot (a small
/// integer, reused once the alert finishes), so nothing on the hot path
/// hashes a string or copies a definition. The last slot freed is the first
/// reused.
///
/// Invariants: `records[s].state != .vacant` exactly when `s` is in use;
/// `freeSlots` holds every vacant slot once; the index holds every slot in
/// use at a bucket its probe from the id's hash reaches (and may hold
/// stale ones, see ``AlertTable+Index``).
struct AlertTable: Sendable {
    /// Every slot's record, vacant ones included. Read fields in place
    /// (`records[Int(slot)].definition.level`, or ``id(of:)`` and
    /// ``level(of:)``) rather than copying a whole record on a hot path.
    private(set) var records: [LiveAlert] = []
    /// The vacant slots, the most recently freed last.
    private var freeSlots: [Int32] = []
    /// The index's open-addressing buckets: a slot, live or stale, or `-1`
    /// for none. Their number is a power of two, at least twice the slots'.
    var buckets: [Int32] = []
    /// How many buckets hold a slot, live or stale: at most half of them.
    var takenBuckets = 0
    /// How many alerts are live.
    var count = 0

    /// An empty table.
    init() {}

    /// A copy of the record in `slot`.
    /// - Complexity: O(1)
    func record(_ slot: Int32) -> LiveAlert { records[Int(slot)] }

    /// Moves the alert in `slot` back to the queue (it stays marked presented).
    /// - Complexity: O(1)
    mutating func markPending(_ slot: Int32) { records[Int(slot)].state = .pending }

    /// Puts the alert in `slot` on screen and marks it presented, in one
    /// access to its record, and returns whether this is its first showing.
    ///
    /// - Complexity: O(1)
    mutating func markVisible(_ slot: Int32) -> Bool { records[Int(slot)].markVisible() }

    /// Files `alert`, whose id ``find(_:)`` did not find (`search`, with the
    /// table unchanged since), and returns its slot.
    ///
    /// - Complexity: O(1) amortised.
    mutating func insert(_ alert: consuming LiveAlert, at search: IDSearch) -> Int32 {
        alert.idHash = search.hash
        let slot = Int32(records.store(alert, reusing: &freeSlots))
        count += 1
        index(slot, at: search)
        return slot
    }

    /// Takes the alert in `slot` out of the table; the slot becomes free
    /// for a later alert. Its bucket in the index goes stale as it is.
    ///
    /// - Complexity: O(1) amortised.
    mutating func remove(_ slot: Int32) {
        records[Int(slot)] = .vacant
        freeSlots.append(slot)
        count -= 1
    }

    /// How many slots there are, live or vacant: the most alerts ever live
    /// at once. A walk over the slots costs this much, however few are live.
    ///
    /// - Complexity: O(1)
    var slotCount: Int { records.count }

    /// Every live slot, in slot order.
    /// - Complexity: O(*s*) for *s* slots ever in use at once.
    var liveSlots: [Int32] {
        records.indices.compactMap { state(of: Int32($0)) == .vacant ? nil : Int32($0) }
    }

    /// Checks the invariants stated on ``AlertTable``; free in release builds.
    func _checkInvariants() {
        #if DEBUG
            precondition(records.count { $0.state != .vacant } == count, "AlertTable: count")
            precondition(freeSlots.count + count == records.count, "AlertTable: free slots")
            precondition(Set(freeSlots).count == freeSlots.count, "AlertTable: a free slot listed twice")
            for slot in freeSlots {
                precondition(records[Int(slot)].state == .vacant, "AlertTable: free slot in use")
                precondition(!records[Int(slot)].holdsDefinition, "AlertTable: a vacant record keeps a definition")
            }
            precondition(buckets.count { $0 >= 0 } == takenBuckets, "AlertTable: taken buckets")
            precondition(2 * takenBuckets <= buckets.count, "AlertTable: index over half full")
            precondition(2 * records.count <= buckets.count, "AlertTable: fewer buckets than twice the slots")
            precondition(takenBuckets >= count, "AlertTable: live slots not indexed")
            precondition(buckets.allSatisfy { $0 < records.count }, "AlertTable: a bucket names no slot")
            for slot in records.indices where records[slot].state != .vacant {
                let record = records[slot]
                precondition(record.holdsDefinition, "AlertTable: live record without a definition")
                precondition(record.hasTTL == (record.definition.ttl != nil), "AlertTable: ttl flag")
                precondition(record.hasGroup == (record.definition.group != nil), "AlertTable: group flag")
                precondition(record.isScoped == (record.definition.screen != nil), "AlertTable: screen flag")
                precondition(
                    record.isDismissible == record.definition.isDismissible, "AlertTable: dismissible flag")
                precondition(record.definition.idHash == record.id.hashValue, "AlertTable: stale definition hash")
                precondition(record.idHash == Self.indexHash(record.definition.idHash), "AlertTable: stale hash")
                precondition(self.slot(of: record.id) == Int32(slot), "AlertTable: \(record.id) not indexed")
            }
        #endif
    }
}
