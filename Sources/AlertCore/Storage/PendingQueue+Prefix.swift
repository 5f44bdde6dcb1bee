extension PendingQueue {
    /// The first `maxCount` pending slots (all by default) in queue order,
    /// with where each stands, without sorting the rest of the queue.
    ///
    /// A best-first walk of the head heaps: the frontier, a binary min-heap
    /// of heap positions by their keys, starts with every head heap's root;
    /// each position taken from it is the next in order, and its children
    /// join it.
    ///
    /// - Complexity: O(*h* + *k* log(*h* + *k*)) for *k* = `maxCount` (or
    ///   *n*) and *h* head heaps (one, plus one per screen scoped alerts named).
    func ordered(first maxCount: Int = .max) -> [(slot: Int32, order: QueueOrder)] {
        guard maxCount > 0, count > 0 else { return [] }
        let heaps = [unscoped.elements] + scopedHeaps.map(\.elements)
        var frontier = PrefixFrontier()
        for (heap, entries) in heaps.enumerated() where !entries.isEmpty {
            frontier.append(FrontierPosition(order: entries[0].key, heap: heap, position: 0))
        }
        frontier.heapify()
        var first: [(slot: Int32, order: QueueOrder)] = []
        first.reserveCapacity(Swift.min(maxCount, count))
        while first.count < maxCount, let next = frontier.popMin() {
            let entries = heaps[next.heap]
            first.append((entries[next.position].slot, next.order))
            for child in SlotHeap<QueueOrder>.children(of: next.position, count: entries.count) {
                frontier.insert(FrontierPosition(order: entries[child].key, heap: next.heap, position: child))
            }
        }
        return first
    }
}

/// A position in one of the head heaps, with its key.
private struct FrontierPosition {
    var order: QueueOrder
    var heap: Int
    var position: Int
}

/// A binary min-heap of heap positions by their unique keys: the frontier
/// of ``PendingQueue/ordered(first:)``.
private struct PrefixFrontier {
    private var items: [FrontierPosition] = []

    /// Adds `item` without restoring the heap order (``heapify()`` does).
    /// - Complexity: O(1) amortized
    mutating func append(_ item: FrontierPosition) { items.append(item) }

    /// Restores the heap order over every item.
    /// - Complexity: O(*m*) for *m* items.
    mutating func heapify() {
        var index = items.count / 2
        while index > 0 {
            index -= 1
            siftDown(from: index)
        }
    }

    /// - Complexity: O(log *m*)
    mutating func insert(_ item: FrontierPosition) {
        items.append(item)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child].order < items[parent].order else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    /// - Complexity: O(log *m*)
    mutating func popMin() -> FrontierPosition? {
        guard let last = items.popLast() else { return nil }
        guard !items.isEmpty else { return last }
        let first = items[0]
        items[0] = last
        siftDown(from: 0)
        return first
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < items.count else { return }
            let right = left + 1
            let child = right < items.count && items[right].order < items[left].order ? right : left
            guard items[child].order < items[parent].order else { return }
            items.swapAt(child, parent)
            parent = child
        }
    }
}
