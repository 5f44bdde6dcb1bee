extension PendingQueue {
    /// The first `maxCount` pending slots (all by default) in queue order,
    /// with where each stands, without sorting the rest of the queue.
    ///
    /// A best-first walk of the head heaps: the frontier, a heap of heap
    /// positions by their keys, starts with every head heap's root; each
    /// position taken from it is the next in order, and its children join it.
    ///
    /// - Complexity: O((*h* + *k*) log(*h* + *k*)) for *k* = `maxCount` (or
    ///   *n*) and *h* head heaps (one, plus one per screen scoped alerts named).
    func ordered(first maxCount: Int = .max) -> [(slot: Int32, order: QueueOrder)] {
        guard maxCount > 0, count > 0 else { return [] }
        let heaps = [unscoped.entries] + scopedHeaps.map(\.entries)
        // The frontier names its positions by the order they joined it.
        var frontier = SlotHeap<FrontierPosition>()
        var joined: [Int32] = []
        func join(_ position: FrontierPosition) {
            joined.append(-1)
            frontier.insert(Int32(joined.count - 1), key: position, positions: &joined)
        }
        for (heap, entries) in heaps.enumerated() where !entries.isEmpty {
            join(FrontierPosition(order: entries[0].key, heap: heap, position: 0))
        }
        var first: [(slot: Int32, order: QueueOrder)] = []
        first.reserveCapacity(Swift.min(maxCount, count))
        while first.count < maxCount, let next = frontier.min?.key {
            frontier.remove(at: 0, positions: &joined)
            let entries = heaps[next.heap]
            first.append((entries[next.position].slot, next.order))
            for child in SlotHeap<QueueOrder>.children(of: next.position, count: entries.count) {
                join(FrontierPosition(order: entries[child].key, heap: next.heap, position: child))
            }
        }
        return first
    }
}

/// A position in one of the head heaps, ordered by its key.
private struct FrontierPosition: Comparable, Sendable {
    var order: QueueOrder
    var heap: Int
    var position: Int

    static func < (lhs: FrontierPosition, rhs: FrontierPosition) -> Bool { lhs.order < rhs.order }
    static func == (lhs: FrontierPosition, rhs: FrontierPosition) -> Bool { lhs.order == rhs.order }
}
