import PropertyBased
import Testing

@testable import AlertCore

@Suite("SlotHeap and PendingQueue (internals)")
struct SlotHeapTests {
    @Test("An empty heap has no minimum")
    func empty() {
        let heap = SlotHeap<Int>()
        #expect(heap.isEmpty)
        #expect(heap.count == 0)
        #expect(heap.min == nil)
        #expect(!heap.contains(0))
        #expect(!heap.contains(99))
    }

    @Test("Insert, look up and remove by slot")
    func basics() {
        var heap = SlotHeap<Int>()
        heap.insert(2, key: 30)
        heap.insert(0, key: 10)
        heap.insert(7, key: 20)
        #expect(heap.min?.slot == 0)
        #expect(Set(heap.elements.map(\.slot)) == [0, 2, 7])
        heap.remove(7)
        heap.remove(7)
        #expect(!heap.contains(7))
        heap.remove(0)
        #expect(heap.min?.slot == 2)
        #expect(heap.count == 1)
        heap._checkInvariants()
    }

    @Test("Random inserts and removals match a sorted array, with slots reused")
    func matchesSortedArray() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...1_000).array(of: 0...120)) { numbers in
            var heap = SlotHeap<Int>()
            var reference: [(slot: Int, key: Int)] = []
            for number in numbers {
                let slot = number % 37
                if let index = reference.firstIndex(where: { $0.slot == slot }) {
                    reference.remove(at: index)
                    heap.remove(slot)
                } else {
                    heap.insert(slot, key: number)
                    reference.append((slot, number))
                }
                heap._checkInvariants()
                #expect(heap.count == reference.count)
                #expect(heap.min?.key == reference.map(\.key).min())
            }
            var drained: [Int] = []
            while let min = heap.min {
                drained.append(min.key)
                heap.remove(min.slot)
            }
            #expect(drained == reference.map(\.key).sorted())
        }
    }

    static func entry(
        _ id: AlertID, _ level: AlertLevel, _ sequence: Int, screen: String? = nil, ttl: Milliseconds? = nil,
        group: String? = nil, presented: Bool = false
    ) -> RequestEntry {
        RequestEntry(
            definition: AlertDefinition(
                id: id, level: level, screen: screen, ttl: ttl.map { .milliseconds($0) }, group: group),
            sequence: sequence, requestedAt: 100, wasPresented: presented)
    }

    @Test("PendingQueue answers first eligible, last, next expiry and group members in queue order")
    func pendingQueue() {
        var queue = PendingQueue()
        queue.insert(Self.entry("a", 500, 0))
        queue.insert(Self.entry("s", 900, 1, screen: "shop", ttl: 50))
        queue.insert(Self.entry("h", 500, 2, screen: "home", group: "promo"))
        queue.insert(Self.entry("p", 600, 3, ttl: 20, group: "promo", presented: true))
        queue.insert(Self.entry("q", 400, 4, group: "promo"))
        queue._checkInvariants()
        #expect(queue.ordered().map(\.id) == ["s", "p", "a", "h", "q"])
        #expect(queue.first(eligibleOn: nil)?.id == "p")
        #expect(queue.first(eligibleOn: "shop")?.id == "s")
        #expect(queue.first(eligibleOn: "home")?.id == "p")
        #expect(queue.last?.id == "q")
        #expect(queue.nextExpiry?.entry.id == "p")
        #expect(queue.nextExpiry?.deadline == 120)
        #expect(queue.unpresented(inGroup: "promo").map(\.id) == ["h", "q"])

        queue.remove("p")
        queue.remove("s")
        queue._checkInvariants()
        #expect(queue.first(eligibleOn: "shop")?.id == "a")
        #expect(queue.first(eligibleOn: "home")?.id == "a")
        queue.remove("a")
        #expect(queue.first(eligibleOn: "home")?.id == "h")
        #expect(queue.first(eligibleOn: "shop")?.id == "q")
        #expect(queue.nextExpiry == nil)
        #expect(queue.remove("ghost") == nil)
        #expect(queue.count == 2)
        #expect(queue.contains("h") && !queue.contains("a"))
    }

    @Test("QueueOrder: higher level first, then earlier request")
    func queueOrder() {
        #expect(QueueOrder(level: 600, sequence: 9) < QueueOrder(level: 500, sequence: 0))
        #expect(QueueOrder(level: 500, sequence: 1) < QueueOrder(level: 500, sequence: 2))
        #expect(!(QueueOrder(level: 500, sequence: 2) < QueueOrder(level: 500, sequence: 2)))
        #expect(Reversed(base: 2) < Reversed(base: 1))
    }
}
