/// The pending ids kept sorted in queue order, for callers that read the
/// whole queue after every event (transcripts, the player).
///
/// Reading ``ids`` shares storage, so handing the queue to an event costs
/// O(1); the price moves to changes, which shift the array.
///
/// Invariant: `keys` is strictly increasing and `ids[i]` has `keys[i]`.
struct QueueOrderMirror: Sendable {
    private var keys: [QueueOrder] = []
    /// Pending ids in queue order.
    private(set) var ids: [AlertID] = []

    /// - Complexity: O(*n*) (a binary search, then a shift).
    mutating func insert(_ id: AlertID, order: QueueOrder) {
        let position = lowerBound(of: order)
        keys.insert(order, at: position)
        ids.insert(id, at: position)
    }

    /// - Complexity: O(*n*) (a binary search, then a shift).
    mutating func remove(order: QueueOrder) {
        let position = lowerBound(of: order)
        guard position < keys.count, keys[position] == order else { return }
        keys.remove(at: position)
        ids.remove(at: position)
    }

    /// The first position whose key is not before `order`.
    private func lowerBound(of order: QueueOrder) -> Int {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < order { low = middle + 1 } else { high = middle }
        }
        return low
    }

    func _checkInvariants(count: Int) {
        #if DEBUG
            precondition(keys.count == count && ids.count == count, "QueueOrderMirror: size")
            for (earlier, later) in zip(keys, keys.dropFirst()) {
                precondition(earlier < later, "QueueOrderMirror: order")
            }
        #endif
    }
}
