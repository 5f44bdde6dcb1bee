import Testing

@testable import AlertCore

/// The table's index keeps a slot and a tag of the id's hash in each
/// bucket; these runs change how many bits the slot needs while alerts
/// come and go, and check every lookup against a dictionary.
@Suite("AlertTable (internals)")
struct AlertTableTests {
    /// Every id in `live` is found at its slot, and every id in `gone` is not found.
    private func expectLookups(_ table: AlertTable, live: [String: Int32], gone: some Sequence<String>) {
        for (id, slot) in live { #expect(table.slot(of: id) == slot, "\(id)") }
        for id in gone { #expect(table.slot(of: id) == nil, "\(id)") }
        #expect(table.count == live.count)
        table._checkInvariants()
    }

    @Test("After most alerts leave, a small index still holds the high slots they left behind")
    func highSlotsInASmallIndex() {
        var table = AlertTable(hashing: IDHashing(seed: 7))
        var live: [String: Int32] = [:]
        for index in 0..<3_000 { live["a\(index)"] = table.insertPending("a\(index)") }
        // Keep the last ten (the highest slots) and free the rest.
        var gone: [String] = []
        for index in 0..<2_990 {
            table.remove(live["a\(index)"] ?? -1)
            live["a\(index)"] = nil
            gone.append("a\(index)")
        }
        expectLookups(table, live: live, gone: gone.prefix(50))
        // Deleted entries pile up in a long run of deletions until the
        // index is built again for the few alerts left: as here, sized for
        // a dozen while slots up to 2,999 stay live.
        table.rebuildIndex(forCount: table.count + 1)
        #expect(table.buckets.count == 32)
        expectLookups(table, live: live, gone: gone.prefix(50))
        // Freed slots are handed out again, high ones first, until the
        // index grows again.
        for round in 0..<500 {
            let id = "b\(round)"
            live[id] = table.insertPending(id)
            if round % 3 != 0 {
                table.remove(live[id] ?? -1)
                live[id] = nil
                gone.append(id)
            }
        }
        #expect(live.values.contains { $0 >= 2_990 })
        expectLookups(table, live: live, gone: gone.suffix(200))
    }

    @Test("Ids whose hashes start at the same bucket are told apart, by tag or by record")
    func crowdedBuckets() {
        let hashing = IDHashing(seed: 11)
        // Ids that all start at bucket 0 of a 64-bucket index.
        let crowded = Array((0..<20_000).lazy.map { "c\($0)" }.filter { hashing.hash($0) & 63 == 0 }.prefix(20))
        #expect(crowded.count == 20)
        var table = AlertTable(hashing: hashing)
        var live: [String: Int32] = [:]
        for id in crowded { live[id] = table.insertPending(id) }
        expectLookups(table, live: live, gone: ["c-1", "d0"])
        for id in crowded.prefix(10) {
            table.remove(live[id] ?? -1)
            live[id] = nil
        }
        expectLookups(table, live: live, gone: crowded.prefix(10))
    }

    @Test("A freed slot is the next one handed out, and only once")
    func freeSlotsAreReusedLastFreedFirst() {
        var table = AlertTable(hashing: IDHashing(seed: 3))
        let slots = (0..<5).map { table.insertPending("e\($0)") }
        #expect(slots == [0, 1, 2, 3, 4])
        table.remove(slots[1])
        table.remove(slots[3])
        #expect(table.insertPending("f0") == 3)
        #expect(table.insertPending("f1") == 1)
        #expect(table.insertPending("f2") == 5)
        expectLookups(
            table, live: ["e0": 0, "f1": 1, "e2": 2, "f0": 3, "e4": 4, "f2": 5], gone: ["e1", "e3"])
    }

    @Test("A record stays 24 bytes: the flags and the free list live in what would be padding")
    func recordSize() {
        #expect(MemoryLayout<LiveAlert>.stride == 24)
    }
}

extension AlertTable {
    /// Files a pending alert with the bare definition of `id`, hashed by
    /// this table, and returns its slot: for the internals' tests.
    mutating func insertPending(_ id: AlertID) -> Int32 {
        insert(
            LiveAlert(
                definition: AlertDefinition(id: id), requestedAt: 0, hash: hash(id), state: .pending,
                wasPresented: false))
    }
}
