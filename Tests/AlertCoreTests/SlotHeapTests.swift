import PropertyBased
import Testing

@testable import AlertCore

@Suite("SlotHeap, AlertTable and PendingQueue (internals)")
struct SlotHeapTests {
    @Test("An empty heap has no minimum")
    func empty() {
        let heap = SlotHeap<Int>()
        #expect(heap.entries.isEmpty)
        #expect(heap.count == 0)
        #expect(heap.min == nil)
    }

    @Test("Insert, then remove by position, keeping positions up to date")
    func basics() {
        var heap = SlotHeap<Int>()
        var positions = [Int32](repeating: -1, count: 8)
        heap.insert(2, key: 30, positions: &positions)
        heap.insert(0, key: 10, positions: &positions)
        heap.insert(7, key: 20, positions: &positions)
        heap._checkInvariants(positions: positions)
        #expect(heap.min?.slot == 0)
        #expect(heap.min?.key == 10)
        #expect(Set(heap.entries.map(\.slot)) == [0, 2, 7])
        heap.remove(at: positions[7], positions: &positions)
        #expect(positions[7] == -1)
        heap.remove(at: positions[0], positions: &positions)
        #expect(heap.min?.slot == 2)
        #expect(heap.count == 1)
        heap._checkInvariants(positions: positions)
    }

    @Test("Random inserts and removals match a sorted array, with slots reused")
    func matchesSortedArray() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...1_000).array(of: 0...120)) { numbers in
            var heap = SlotHeap<Int>()
            var positions = [Int32](repeating: -1, count: 37)
            var reference: [(slot: Int32, key: Int)] = []
            for number in numbers {
                let slot = Int32(number % 37)
                if let index = reference.firstIndex(where: { $0.slot == slot }) {
                    reference.remove(at: index)
                    heap.remove(at: positions[Int(slot)], positions: &positions)
                } else {
                    heap.insert(slot, key: number, positions: &positions)
                    reference.append((slot, number))
                }
                heap._checkInvariants(positions: positions)
                #expect(heap.count == reference.count)
                #expect(heap.min?.key == reference.map(\.key).min())
            }
            var drained: [Int] = []
            while let (slot, key) = heap.min {
                drained.append(key)
                heap.remove(at: positions[Int(slot)], positions: &positions)
            }
            #expect(drained == reference.map(\.key).sorted())
        }
    }

    /// A pending record, and where it stands in the queue.
    static func alert(
        _ id: AlertID, _ level: AlertLevel, _ sequence: Int, screen: String? = nil, ttl: Milliseconds? = nil,
        group: String? = nil, presented: Bool = false
    ) -> (alert: LiveAlert, order: QueueOrder) {
        let alert = LiveAlert(
            definition: AlertDefinition(
                id: id, level: level, screen: screen, ttl: ttl.map { .milliseconds($0) }, group: group),
            requestedAt: 100, state: .pending, wasPresented: presented)
        return (alert, QueueOrder(level: level, sequence: sequence))
    }

    @Test("The table's index agrees with a dictionary through growth, stale buckets, rebuilds and slot reuse")
    func tableMatchesDictionary() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...299).array(of: 0...600)) { numbers in
            var table = AlertTable()
            var reference: [AlertID: Int32] = [:]
            for number in numbers {
                let id = "id-\(number)"
                if let slot = reference[id] {
                    #expect(table.slot(of: id) == slot)
                    #expect(table.id(of: slot) == id)
                    table.remove(slot)
                    #expect(table.state(of: slot) == .vacant)
                    reference[id] = nil
                } else {
                    #expect(table.slot(of: id) == nil)
                    let slot = table.insert(Self.alert(id, 500, number).alert)
                    #expect(table.id(of: slot) == id)
                    reference[id] = slot
                }
                #expect(table.count == reference.count)
                // Every live id stays reachable after each step, and no gone
                // one is found: a stale bucket must answer only for the alert
                // now in its slot, and a rebuild must not cut a probe short.
                table._checkInvariants()
            }
            for (id, slot) in reference { #expect(table.slot(of: id) == slot) }
            #expect(Set(table.liveSlots) == Set(reference.values))
        }
    }

    @Test("PendingQueue answers first eligible, last, next expiry and group members in queue order")
    func pendingQueue() {
        var table = AlertTable()
        var queue = PendingQueue(tracksLast: true, screen: nil)
        var slots: [AlertID: Int32] = [:]
        for alert in [
            Self.alert("a", 500, 0), Self.alert("s", 900, 1, screen: "shop", ttl: 50),
            Self.alert("h", 500, 2, screen: "home", group: "promo"),
            Self.alert("p", 600, 3, ttl: 20, group: "promo", presented: true), Self.alert("q", 400, 4, group: "promo"),
        ] {
            let slot = table.insert(alert.alert)
            queue.insert(slot, at: alert.order, of: table)
            slots[alert.alert.id] = slot
        }
        func ids(_ found: [Int32]) -> [AlertID] { found.map { table.id(of: $0) } }
        func first(on screen: String?) -> AlertID? {
            queue.show(screen)
            guard let first = queue.firstEligible else { return nil }
            #expect(first.key == queue.order(of: first.slot))
            return table.id(of: first.slot)
        }
        func remove(_ id: AlertID) {
            guard let slot = slots.removeValue(forKey: id) else { return }
            queue.remove(slot, of: table)
            table.remove(slot)
        }
        queue._checkInvariants(in: table)
        #expect(ids(queue.ordered().map(\.slot)) == ["s", "p", "a", "h", "q"])
        #expect(first(on: nil) == "p")
        #expect(first(on: "shop") == "s")
        #expect(first(on: "home") == "p")
        #expect(queue.last.map { table.id(of: $0) } == "q")
        #expect(queue.nextExpiry.map { table.id(of: $0.slot) } == "p")
        #expect(queue.nextExpiry?.deadline == 120)
        #expect(ids(queue.unpresented(inGroup: "promo")) == ["h", "q"])

        remove("p")
        remove("s")
        queue._checkInvariants(in: table)
        #expect(first(on: "shop") == "a")
        #expect(first(on: "home") == "a")
        remove("a")
        #expect(first(on: "home") == "h")
        #expect(first(on: "shop") == "q")
        #expect(queue.nextExpiry == nil)
        #expect(queue.count == 2)
        #expect(slots.values.allSatisfy(queue.contains))
        queue._checkInvariants(in: table)
    }

    @Test("A screen whose first scoped alert arrives after navigating to it is found")
    func screenHeapMadeAfterNavigation() {
        var table = AlertTable()
        var queue = PendingQueue(tracksLast: false, screen: "late")
        let alert = Self.alert("x", 500, 0, screen: "late")
        let slot = table.insert(alert.alert)
        queue.insert(slot, at: alert.order, of: table)
        #expect(queue.firstEligible?.slot == slot)
        queue._checkInvariants(in: table)
    }

    /// The queue remembers which scoped heap each slot is in; a slot freed
    /// by a scoped alert and taken by an unscoped one (or one of another
    /// screen) must be looked for in its new heap, not its old one.
    @Test("A slot reused across scopes is removed from the heap it is in now")
    func slotReusedAcrossScopes() {
        var table = AlertTable()
        var queue = PendingQueue(tracksLast: false, screen: "home")
        func add(_ entry: (alert: LiveAlert, order: QueueOrder)) -> Int32 {
            let slot = table.insert(entry.alert)
            queue.insert(slot, at: entry.order, of: table)
            return slot
        }
        func remove(_ slot: Int32) {
            queue.remove(slot, of: table)
            table.remove(slot)
            queue._checkInvariants(in: table)
        }
        let keep = add(Self.alert("keep", 500, 0, screen: "home"))
        let scoped = add(Self.alert("shop-only", 900, 1, screen: "shop"))
        remove(scoped)
        let unscoped = add(Self.alert("anywhere", 400, 2))
        #expect(unscoped == scoped, "the freed slot is handed out again")
        queue._checkInvariants(in: table)
        #expect(queue.order(of: unscoped) == QueueOrder(level: 400, sequence: 2))
        remove(unscoped)
        let otherScreen = add(Self.alert("home-too", 700, 3, screen: "home"))
        #expect(otherScreen == scoped)
        #expect(queue.firstEligible?.slot == otherScreen)
        remove(otherScreen)
        #expect(queue.firstEligible?.slot == keep)
        #expect(queue.count == 1)
    }

    @Test("QueueOrder: higher level first, then earlier request")
    func queueOrder() {
        #expect(QueueOrder(level: 600, sequence: 9) < QueueOrder(level: 500, sequence: 0))
        #expect(QueueOrder(level: 500, sequence: 1) < QueueOrder(level: 500, sequence: 2))
        #expect(!(QueueOrder(level: 500, sequence: 2) < QueueOrder(level: 500, sequence: 2)))
        #expect(Reversed(base: 2) < Reversed(base: 1))
    }
}
