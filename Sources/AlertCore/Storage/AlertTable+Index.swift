/// The index from id to slot: an open-addressing hash table of slots with
/// linear probing, hashed by the standard library (`String.hashValue`, seeded
/// per process). A definition's buffer takes its id's hash once, when it is
/// made, so a request hashes nothing; each record keeps that hash, so the
/// table is built again without hashing a string, and a lookup compares ids
/// only where the hashes agree. Only a command that names an alert by id
/// alone (a removal, an addressed gesture) hashes the id.
///
/// A finished alert leaves its bucket as it was (a *stale* bucket), so an
/// alert leaves the index without touching it. A lookup checks each slot it
/// meets against that slot's record (live, the same hash, the same id), so
/// a stale bucket never answers for an alert that has gone, and a bucket
/// whose slot was handed out again answers only for the alert now in it. A
/// filing reuses the first bucket on its probe whose slot is vacant; when
/// the taken buckets would pass half, the index is built again from the
/// live records alone, with twice the buckets if more than a quarter would
/// still be taken.
///
/// A `[AlertID: Int32]` would hash an id twice an alert (in and out) and
/// keep a copy of every id in its buckets; these buckets are four bytes.
///
/// Invariants: at most half the buckets are taken (by live or stale
/// slots), and there are at least twice as many buckets as slots; every
/// live slot is in a bucket that the probe from its hash reaches before an
/// empty one.
extension AlertTable {
    /// Where ``find(_:)`` looked for an id: the slot holding it and its
    /// bucket, or the bucket where it would go (the first on its probe
    /// whose slot is vacant, else the empty one that ends the probe).
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
        var reusable: Int?
        while true {
            let slot = buckets[bucket]
            if slot < 0 { return IDSearch(slot: nil, hash: hash, bucket: reusable ?? bucket) }
            if records[Int(slot)].state == .vacant {
                if reusable == nil { reusable = bucket }
            } else if records[Int(slot)].idHash == hash, records[Int(slot)].id == id {
                return IDSearch(slot: slot, hash: hash, bucket: bucket)
            }
            bucket = (bucket + 1) & mask
        }
    }

    /// Files `slot`, whose record (with the hash) is written and counted in
    /// ``count``, in the bucket `search` found; or, when that bucket is
    /// empty and taking it would leave more than half the buckets taken,
    /// builds the index again.
    ///
    /// - Complexity: O(1) amortised.
    mutating func index(_ slot: Int32, at search: IDSearch) {
        if search.bucket >= 0, buckets[search.bucket] >= 0 {
            buckets[search.bucket] = slot  // a stale bucket, taken back
        } else if 2 * (takenBuckets + 1) > buckets.count {
            rebuildIndex()
        } else {
            buckets[search.bucket] = slot
            takenBuckets += 1
        }
    }

    /// Files every live slot again, by the hashes the records keep, in as
    /// many buckets as before, or twice as many when the live slots would
    /// take more than a quarter of them; stale buckets are dropped.
    ///
    /// - Complexity: O(*b*) for *b* buckets (there are at least twice as
    ///   many buckets as slots).
    private mutating func rebuildIndex() {
        if 4 * count > buckets.count {
            buckets = Array(repeating: -1, count: Swift.max(16, 2 * buckets.count))
        } else {
            for bucket in buckets.indices { buckets[bucket] = -1 }
        }
        let mask = buckets.count - 1
        for slot in records.indices where records[slot].state != .vacant {
            var bucket = Int(records[slot].idHash) & mask
            while buckets[bucket] >= 0 { bucket = (bucket + 1) & mask }
            buckets[bucket] = Int32(slot)
        }
        takenBuckets = count
    }
}
