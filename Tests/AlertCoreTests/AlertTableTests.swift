import PropertyBased
import Testing

@testable import AlertCore

/// The table hands out slots, reuses freed ones last-freed first, and finds
/// every live id at its slot while alerts come and go.
@Suite("AlertTable (internals)")
struct AlertTableTests {
    /// Every id in `live` is found at its slot, and every id in `gone` is not found.
    private func expectLookups(_ table: AlertTable, live: [String: Int32], gone: some Sequence<String>) {
        for (id, slot) in live { #expect(table.slot(of: id) == slot, "\(id)") }
        for id in gone { #expect(table.slot(of: id) == nil, "\(id)") }
        #expect(table.count == live.count)
        table._checkInvariants()
    }

    @Test("After most alerts leave, the high slots they left behind are still found and reused")
    func highSlotsAfterALongRunOfRemovals() {
        var table = AlertTable()
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
        #expect(table.slotCount == 3_000)
        expectLookups(table, live: live, gone: gone.suffix(200))
    }

    @Test("A freed slot is the next one handed out, and only once")
    func freeSlotsAreReusedLastFreedFirst() {
        var table = AlertTable()
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

    @Test("Churn does not grow the index: stale buckets are taken back")
    func churnKeepsTheIndexSmall() {
        var table = AlertTable()
        let blocker = table.insertPending("blocker")
        for round in 0..<20_000 {
            let id = "churn-\(round)"
            let slot = table.insertPending(id)
            #expect(table.slot(of: id) == slot)
            table.remove(slot)
            if round % 1_000 == 0 { table._checkInvariants() }
        }
        #expect(table.buckets.count == 16)
        #expect(table.slotCount == 2)
        #expect(table.slot(of: "blocker") == blocker)
        #expect(table.slot(of: "churn-19999") == nil)
        expectLookups(table, live: ["blocker": blocker], gone: (0..<100).map { "churn-\($0)" })
    }

    @Test("An id filed again after it left is found at its new slot, not through its stale bucket")
    func refiledIDFoundAtItsNewSlot() {
        var table = AlertTable()
        let first = (0..<6).map { table.insertPending("r\($0)") }
        for slot in first { table.remove(slot) }
        // The same ids again, in another order: each takes a slot another
        // of them had, while the old buckets still name those slots.
        var live: [String: Int32] = [:]
        for index in [3, 0, 5, 1, 4] { live["r\(index)"] = table.insertPending("r\(index)") }
        expectLookups(table, live: live, gone: ["r2"])
        table.remove(live["r0"] ?? -1)
        live["r0"] = nil
        expectLookups(table, live: live, gone: ["r0", "r2"])
    }

    @Test("Canonically equivalent ids are one id, as String equality says")
    func canonicalEquivalence() {
        var table = AlertTable()
        let slot = table.insertPending("\u{212A}elvin")  // KELVIN SIGN
        #expect(table.slot(of: "Kelvin") == slot)
        #expect(table.slot(of: "e\u{301}") == nil)
        let accented = table.insertPending("caf\u{E9}")
        #expect(table.slot(of: "cafe\u{301}") == accented)
    }

    @Test("Random filings and removals agree with a dictionary after every step")
    func agreesWithADictionary() async {
        // Each number picks an id from a pool of 60 and files it, or removes
        // it when it is live: removals leave stale buckets whose slots are
        // handed out again to other ids, filings take stale buckets back,
        // and the index is built again, sometimes twice as large.
        let operations = Gen.int(in: 0...10_000).array(of: 0...400)
        await propertyCheck(count: 200, input: operations) { operations in
            var table = AlertTable()
            var model: [String: Int32] = [:]
            for (step, number) in operations.enumerated() {
                let id = "id\(number % 60)"
                if let slot = model[id] {
                    table.remove(slot)
                    model[id] = nil
                } else {
                    model[id] = table.insertPending(id)
                }
                table._checkInvariants()
                for (live, slot) in model where table.slot(of: live) != slot {
                    Issue.record("after step \(step): \(live) not at slot \(slot)")
                    return
                }
                for index in 0..<60 where model["id\(index)"] == nil && table.slot(of: "id\(index)") != nil {
                    Issue.record("after step \(step): id\(index) found though not live")
                    return
                }
                #expect(table.count == model.count)
            }
        }
    }
}

extension AlertTable {
    /// Files `alert` under its id, which must not be live, and returns its
    /// slot: a claim and a filing, as a request makes them.
    mutating func insert(_ alert: LiveAlert) -> Int32 {
        let search = find(alert.id)
        precondition(search.slot == nil, "\(alert.id) is live already")
        return insert(alert, at: search)
    }

    /// Files a pending alert with the bare definition of `id` and returns
    /// its slot: for the internals' tests.
    mutating func insertPending(_ id: AlertID) -> Int32 {
        insert(
            LiveAlert(
                definition: AlertDefinition(id: id), requestedAt: 0, state: .pending, wasPresented: false))
    }
}
