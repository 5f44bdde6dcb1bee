import PropertyBased
import Testing

@testable import AlertCore

@Suite("IndexedHeap and PendingQueue (internals)")
struct IndexedHeapTests {
    @Test("An empty heap has no minimum")
    func empty() {
        let heap = IndexedHeap<String, Int>()
        #expect(heap.isEmpty)
        #expect(heap.count == 0)
        #expect(heap.min == nil)
        #expect(!heap.contains("a"))
        #expect(heap.key(of: "a") == nil)
    }

    @Test("Insert, look up and remove by id")
    func basics() {
        var heap = IndexedHeap<String, Int>()
        heap.insert("c", key: 30)
        heap.insert("a", key: 10)
        heap.insert("b", key: 20)
        #expect(heap.min?.id == "a")
        #expect(heap.key(of: "b") == 20)
        #expect(Set(heap.ids) == ["a", "b", "c"])
        #expect(heap.remove("b") == 20)
        #expect(heap.remove("b") == nil)
        #expect(!heap.contains("b"))
        #expect(heap.remove("a") == 10)
        #expect(heap.min?.id == "c")
        #expect(heap.count == 1)
        heap._checkInvariants()
    }

    enum Operation: Hashable, Sendable {
        case insert(Int, key: Int)
        case remove(Int)
    }

    static let operations = zip(Gen.bool(0.6), Gen.int(in: 0...15), Gen.int(in: -5...5))
        .map { choice in choice.0 ? Operation.insert(choice.1, key: choice.2) : Operation.remove(choice.1) }
        .array(of: 0...120)

    @Test("Random inserts and removals match a sorted array")
    func matchesSortedArray() async {
        await propertyCheck(count: 300, input: Self.operations) { operations in
            var heap = IndexedHeap<Int, Int>()
            var reference: [(id: Int, key: Int)] = []
            for operation in operations {
                switch operation {
                case .insert(let id, let key):
                    guard !reference.contains(where: { $0.id == id }) else { continue }
                    heap.insert(id, key: key)
                    reference.append((id, key))
                case .remove(let id):
                    let expected = reference.first { $0.id == id }?.key
                    reference.removeAll { $0.id == id }
                    #expect(heap.remove(id) == expected)
                }
                heap._checkInvariants()
                #expect(heap.count == reference.count)
                #expect(heap.min?.key == reference.map(\.key).min())
                for element in reference { #expect(heap.key(of: element.id) == element.key) }
            }
            // Draining by the minimum yields the keys in ascending order.
            var drained: [Int] = []
            while let min = heap.min {
                drained.append(min.key)
                heap.remove(min.id)
            }
            #expect(drained == reference.map(\.key).sorted())
        }
    }

    @Test("Inserting an id twice is a programming error")
    func duplicateTraps() async {
        await #expect(processExitsWith: .failure) {
            var heap = IndexedHeap<String, Int>()
            heap.insert("a", key: 1)
            heap.insert("a", key: 2)
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
