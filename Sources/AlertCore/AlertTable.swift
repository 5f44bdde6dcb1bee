/// Every live alert (pending or visible) in a dense array of slots, with an
/// index from id to slot.
///
/// A request is hashed once (by ``IDHashing``), when it arrives; from then
/// on the queue's heaps and the visible stack name it by its slot (a small
/// integer, reused once the alert finishes), so nothing on the hot path
/// hashes a string or copies a definition.
///
/// The index is open addressing with linear probing over a power-of-two
/// array of 4-byte buckets: `0` empty, `-1` a deleted entry, and otherwise
/// slot `s` as `s + 1` in the low ``slotBits`` bits, under a tag: the top
/// bits of its id's hash, as many as are left. A probe passes another id's
/// entry on its tag alone, without reading that alert's record (in a long
/// queue seldom in cache), and reads a record only when the tags agree.
/// A deletion leaves `-1` only where a probe may still have to pass:
/// before an empty bucket it empties its own. It keeps at most five
/// eighths of its buckets in use (entries and deleted ones together), and
/// a rebuild leaves at most half in use, so a million alerts cost about 8
/// bytes each in the index. (At three quarters, a request probed about
/// one bucket more, twice: to look its id up and to file it.) Each record
/// keeps its id's hash, so growing never hashes a string, and a deletion
/// finds its bucket by comparing entries.
///
/// The vacant slots form a stack linked through their records (a vacant
/// record keeps the next free slot where a live one keeps its hash), so
/// freeing and reusing a slot touches only the record it writes anyway,
/// not a separate array: the last slot freed is the first reused.
///
/// Invariants: `records[s].state != .vacant` exactly when `s` is in use,
/// which is exactly when some bucket holds `entry(for: s, hash:)` of its
/// record's hash, reachable from the bucket that hash starts at without
/// crossing an empty one; every slot, and every slot an append can reach
/// before the index is next rebuilt, fits in ``slotBits`` bits with the
/// `+ 1`; the free list from `firstFree` holds every vacant slot once;
/// `count` is the number of slots in use.
struct AlertTable: Sendable {
    /// Every slot's record, vacant ones included. Read fields in place
    /// (`records[Int(slot)].definition.level`, or ``id(of:)`` and
    /// ``level(of:)``) rather than copying a whole record on a hot path.
    private(set) var records: [LiveAlert] = []
    /// The most recently freed vacant slot, the head of the free list
    /// through ``LiveAlert/nextFree``; `-1` when every record is in use.
    private var firstFree: Int32 = -1
    private(set) var buckets: [Int32] = []
    private var deleted = 0
    /// How many low bits of a bucket hold the slot (plus one); the bits
    /// above them, up to the sign, hold the tag. Chosen when the index is
    /// built so that every slot fits until it is built again.
    private var slotBits: UInt32 = 0
    /// How ids are hashed: seeded per process, see ``IDHashing``.
    let hashing: IDHashing
    /// How many alerts are live.
    private(set) var count = 0

    /// An empty table that hashes ids with `hashing`.
    init(hashing: IDHashing = IDHashing()) { self.hashing = hashing }

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
    @inline(__always)
    mutating func markVisible(_ slot: Int32) -> Bool { records[Int(slot)].markVisible() }

    /// The hash of `id` as the index uses it.
    ///
    /// - Complexity: O(*k*) in the length of `id`.
    @inline(__always)
    func hash(_ id: AlertID) -> UInt32 { hashing.hash(id) }

    /// The slot of the live alert `id`, if there is one.
    ///
    /// - Complexity: O(1) expected; hashes `id` once.
    func slot(of id: AlertID) -> Int32? { slot(of: id, hash: hash(id)) }

    /// The slot of the live alert `id`, whose hash is `hash`.
    ///
    /// - Complexity: O(1) expected.
    @inline(__always)
    func slot(of id: AlertID, hash: UInt32) -> Int32? {
        guard !buckets.isEmpty else { return nil }
        let mask = buckets.count - 1
        let wanted = tag(of: hash)
        let home = homeBucket(of: hash)
        var bucket = home
        while true {
            let entry = buckets[bucket]
            if entry == 0 {
                OperationCounts.countProbes((bucket &- home) & mask &+ 1)
                return nil
            }
            // Deleted entries are negative; another id's entry seldom has this tag.
            if entry > 0, UInt32(bitPattern: entry) &>> slotBits == wanted {
                let slot = slot(inEntry: entry)
                if records[Int(slot)].hash == hash, records[Int(slot)].definition.id == id {
                    OperationCounts.countProbes((bucket &- home) & mask &+ 1)
                    return slot
                }
            }
            bucket = (bucket + 1) & mask
        }
    }

    /// The bucket where a probe for `hash` starts.
    @inline(__always)
    func homeBucket(of hash: UInt32) -> Int { Int(hash) & (buckets.count - 1) }

    /// The first bucket from `hash`'s home on that holds no entry: an
    /// empty one, or one a deletion left (a rebuild leaves none).
    @inline(__always)
    private func openBucket(for hash: UInt32) -> Int {
        let mask = buckets.count - 1
        let home = homeBucket(of: hash)
        var bucket = home
        while buckets[bucket] > 0 { bucket = (bucket + 1) & mask }
        OperationCounts.countProbes((bucket &- home) & mask &+ 1)
        return bucket
    }

    /// The top bits of `hash` that tag its entries: as many as the slot
    /// leaves below the sign bit.
    @inline(__always)
    private func tag(of hash: UInt32) -> UInt32 {
        // Shifted as 64 bits: with a 31-bit slot the shift is 32, and no tag is left.
        UInt32(truncatingIfNeeded: UInt64(hash) &>> UInt64(slotBits &+ 1))
    }

    /// The slot that the positive bucket entry `entry` holds.
    @inline(__always)
    private func slot(inEntry entry: Int32) -> Int32 {
        Int32(UInt32(bitPattern: entry) & ((1 &<< slotBits) &- 1)) - 1
    }

    /// The bucket entry of `slot`, whose id hashes to `hash`.
    @inline(__always)
    private func entry(for slot: Int32, hash: UInt32) -> Int32 {
        Int32(bitPattern: tag(of: hash) &<< slotBits | UInt32(slot + 1))
    }

    /// Files `alert` under its id, which must not be live, and returns its slot.
    /// Inlined, like ``remove(_:)``, into its callers: see AlertScheduler+Recording.swift.
    ///
    /// - Complexity: O(1) amortised.
    @inline(__always)
    mutating func insert(_ alert: consuming LiveAlert) -> Int32 {
        let hash = alert.hash
        if (count + deleted + 1) * 8 > buckets.count * 5 { rebuildIndex(forCount: count + 1) }
        let slot: Int32
        if firstFree >= 0 {
            slot = firstFree
            firstFree = records[Int(slot)].nextFree
            records[Int(slot)] = alert
        } else {
            slot = Int32(records.count)
            records.append(alert)
        }
        let bucket = openBucket(for: hash)
        if buckets[bucket] < 0 { deleted -= 1 }
        buckets[bucket] = entry(for: slot, hash: hash)
        count += 1
        return slot
    }

    /// Takes the alert in `slot` out of the table; the slot becomes free
    /// for a later alert.
    ///
    /// - Complexity: O(1) expected.
    @inline(__always)
    mutating func remove(_ slot: Int32) {
        let hash = records[Int(slot)].hash
        records[Int(slot)] = .vacant(nextFree: firstFree)
        firstFree = slot
        let mask = buckets.count - 1
        let entry = entry(for: slot, hash: hash)
        let home = homeBucket(of: hash)
        var bucket = home
        while buckets[bucket] != entry { bucket = (bucket + 1) & mask }
        OperationCounts.countProbes((bucket &- home) & mask &+ 1)
        // No probe goes on past an empty bucket, so before one a deletion
        // can empty its own bucket too, and lookups and rebuilds do not
        // pile up behind deleted entries (a select, not a branch: whether
        // the next bucket is empty is a coin toss in a full table).
        let isLastOfRun = buckets[(bucket + 1) & mask] == 0
        buckets[bucket] = isLastOfRun ? 0 : -1
        deleted += isLastOfRun ? 0 : 1
        count -= 1
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

    /// Rehashes into a fresh array of buckets sized for `count` entries
    /// (at most half full), dropping deleted entries.
    ///
    /// The slot field is wide enough for every slot up to `records.count +
    /// size`: before the records can grow by `size` (one slot an insert),
    /// the index is five eighths full and built again.
    ///
    /// Internal rather than private so that tests can build a small index
    /// over high slots, which otherwise takes a long run of deletions.
    ///
    /// - Complexity: O(*s*) for *s* slots.
    mutating func rebuildIndex(forCount count: Int) {
        var size = 16
        while size < count * 2 { size *= 2 }
        deleted = 0
        slotBits = UInt32(min(31, Int.bitWidth - (records.count + size).leadingZeroBitCount))
        // Filled on buffers: each slot below `records.count` and each bucket
        // masked below `size` is in bounds, and the fresh array is unshared,
        // so the arrays' per-access checks would repeat what the loop knows
        // (callgrind, request then drain at 1k: 7,900 instructions a
        // rebuild with them, 6,500 without, allocation included).
        var fresh = [Int32](repeating: 0, count: size)
        let mask = size - 1
        fresh.withUnsafeMutableBufferPointer { fresh in
            records.withUnsafeBufferPointer { records in
                for slot in records.indices where records[slot].state != .vacant {
                    let hash = records[slot].hash
                    let home = Int(hash) & mask
                    var bucket = home
                    while fresh[bucket] != 0 { bucket = (bucket &+ 1) & mask }
                    OperationCounts.countProbes((bucket &- home) & mask &+ 1)
                    fresh[bucket] = entry(for: Int32(truncatingIfNeeded: slot), hash: hash)
                }
            }
        }
        buckets = fresh
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
            precondition(buckets.count { $0 > 0 } == count, "AlertTable: index size")
            precondition(buckets.isEmpty || records.count < 1 << Int(slotBits), "AlertTable: slot field too narrow")
            for entry in buckets where entry > 0 {
                let slot = slot(inEntry: entry)
                precondition(records[Int(slot)].state != .vacant, "AlertTable: entry of a vacant slot")
                precondition(entry == self.entry(for: slot, hash: records[Int(slot)].hash), "AlertTable: tag")
            }
            precondition(buckets.count { $0 < 0 } == deleted, "AlertTable: deleted count")
            for slot in records.indices where records[slot].state != .vacant {
                let record = records[slot]
                precondition(record.hash == hash(record.id), "AlertTable: stale hash")
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
