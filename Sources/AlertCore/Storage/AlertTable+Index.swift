/// The index from id to slot: an open-addressing hash table of slots with
/// linear probing, hashed by the standard library (`String.hashValue`, seeded
/// per process). A definition's buffer takes its id's hash once, when it is
/// made, so a request hashes nothing; each record keeps that hash, so the
/// table grows, and a finished alert leaves it, without hashing a string
/// again; a lookup compares ids only where the hashes agree. Only a command
/// that names an alert by id alone (a removal, an addressed gesture)
/// hashes the id.
///
/// A `[AlertID: Int32]` would hash an id twice an alert (in and out) and
/// keep a copy of every id in its buckets; these buckets are four bytes.
///
/// Invariant: at most half the buckets are taken, and no empty bucket lies
/// between a slot's bucket and the one its hash points to (the probe from
/// the hash reaches it).
extension AlertTable {
    /// Where ``find(_:)`` looked for an id: the slot holding it, or the
    /// empty bucket where it would go.
    struct IDSearch {
        var slot: Int32?
        var hash: UInt32
        var bucket: Int
    }

    /// The hash by which an id whose `hashValue` is `idHash` is indexed:
    /// the standard library's, cut to 32 bits (the one place it is cut).
    /// - Complexity: O(1)
    static func indexHash(_ idHash: Int) -> UInt32 { UInt32(truncatingIfNeeded: idHash) }

    /// Looks `id` up: its slot if it is live, else where it would be filed.
    /// - Complexity: O(1) expected; hashes `id` once.
    func find(_ id: AlertID) -> IDSearch { find(id, hash: Self.indexHash(id.hashValue)) }

    /// Looks up the id of `definition`, by the hash its buffer keeps: its
    /// slot if it is live, else where it would be filed.
    /// - Complexity: O(1) expected; hashes nothing.
    func find(_ definition: AlertDefinition) -> IDSearch {
        find(definition.id, hash: Self.indexHash(definition.idHash))
    }

    /// The slot of the live alert `id`, if there is one.
    /// - Complexity: O(1) expected; hashes `id` once.
    func slot(of id: AlertID) -> Int32? { find(id).slot }

    private func find(_ id: AlertID, hash: UInt32) -> IDSearch {
        guard !buckets.isEmpty else { return IDSearch(slot: nil, hash: hash, bucket: -1) }
        let mask = buckets.count - 1
        var bucket = Int(hash) & mask
        while true {
            let slot = buckets[bucket]
            if slot < 0 { return IDSearch(slot: nil, hash: hash, bucket: bucket) }
            if records[Int(slot)].idHash == hash, records[Int(slot)].id == id {
                return IDSearch(slot: slot, hash: hash, bucket: bucket)
            }
            bucket = (bucket + 1) & mask
        }
    }

    /// Files `slot`, whose record (with the hash) is written, in the bucket
    /// `search` found, first doubling the buckets when they would be more
    /// than half taken.
    ///
    /// - Complexity: O(1) amortised.
    mutating func index(_ slot: Int32, at search: IDSearch) {
        count += 1
        if 2 * count > buckets.count {
            rebuildIndex(bucketCount: Swift.max(16, 2 * buckets.count))
        } else {
            buckets[search.bucket] = slot
        }
    }

    /// Takes `slot` out of the index. The slots after it in its run move
    /// back to the first bucket their probes reach (no tombstones, so
    /// lookups never slow down with churn).
    ///
    /// - Complexity: O(1) expected.
    mutating func unindex(_ slot: Int32) {
        let mask = buckets.count - 1
        var hole = Int(records[Int(slot)].idHash) & mask
        while buckets[hole] != slot { hole = (hole + 1) & mask }
        var next = hole
        while true {
            next = (next + 1) & mask
            let moving = buckets[next]
            if moving < 0 { break }
            let home = Int(records[Int(moving)].idHash) & mask
            // `moving` may fill the hole unless its home lies after the hole
            // (cyclically) up to where it is now.
            let reachable = hole <= next ? (home <= hole || home > next) : (home <= hole && home > next)
            if reachable {
                buckets[hole] = moving
                hole = next
            }
        }
        buckets[hole] = -1
        count -= 1
    }

    /// Files every live slot again in `bucketCount` buckets, by the hashes
    /// the records keep.
    ///
    /// - Complexity: O(*s* + `bucketCount`) for *s* slots.
    private mutating func rebuildIndex(bucketCount: Int) {
        buckets = Array(repeating: -1, count: bucketCount)
        let mask = bucketCount - 1
        for slot in records.indices where records[slot].state != .vacant {
            var bucket = Int(records[slot].idHash) & mask
            while buckets[bucket] >= 0 { bucket = (bucket + 1) & mask }
            buckets[bucket] = Int32(slot)
        }
    }
}
