/// A binary min-heap of small integer slots with their keys, that can remove
/// any slot: each slot's position lives in an array indexed by the slot, so
/// sifting never hashes anything.
///
/// Slots are dense, non-negative integers handed out by the owner (see
/// ``PendingQueue``), so `positions` stays as long as the largest slot.
///
/// Invariants: `storage` is a min-heap by key; `positions[s] == i` exactly
/// when `storage[i].slot == s`, and `positions[s] == -1` for absent slots.
struct SlotHeap<Key: Comparable & Sendable>: Sendable {
    private var storage: [(slot: Int, key: Key)] = []
    private var positions: [Int] = []

    init() {}

    /// - Complexity: O(1)
    var count: Int { storage.count }

    /// - Complexity: O(1)
    var isEmpty: Bool { storage.isEmpty }

    /// The smallest element.
    ///
    /// - Complexity: O(1)
    var min: (slot: Int, key: Key)? { storage.first }

    /// Every element, in heap order (not sorted).
    ///
    /// - Complexity: O(1)
    var elements: [(slot: Int, key: Key)] { storage }

    /// - Complexity: O(1)
    func contains(_ slot: Int) -> Bool { slot < positions.count && positions[slot] >= 0 }

    /// Adds `slot` with `key`. The slot must not be in the heap.
    ///
    /// - Complexity: O(log *n*), amortised O(1) to grow `positions`.
    mutating func insert(_ slot: Int, key: Key) {
        if slot >= positions.count {
            positions.append(contentsOf: repeatElement(-1, count: slot - positions.count + 1))
        }
        storage.append((slot, key))
        siftUp(storage.count - 1)
    }

    /// Removes `slot` if it is in the heap.
    ///
    /// - Complexity: O(log *n*)
    mutating func remove(_ slot: Int) {
        guard contains(slot) else { return }
        let position = positions[slot]
        positions[slot] = -1
        let last = storage.removeLast()
        guard position < storage.count else { return }
        storage[position] = last
        positions[last.slot] = position
        if position > 0, last.key < storage[(position - 1) / 2].key {
            siftUp(position)
        } else {
            siftDown(position)
        }
    }

    /// Moves the element at `start` up to its place, carrying a hole rather
    /// than swapping.
    private mutating func siftUp(_ start: Int) {
        let moving = storage[start]
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard moving.key < storage[parent].key else { break }
            storage[child] = storage[parent]
            positions[storage[child].slot] = child
            child = parent
        }
        storage[child] = moving
        positions[moving.slot] = child
    }

    private mutating func siftDown(_ start: Int) {
        let moving = storage[start]
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < storage.count else { break }
            let right = left + 1
            let smaller = right < storage.count && storage[right].key < storage[left].key ? right : left
            guard storage[smaller].key < moving.key else { break }
            storage[parent] = storage[smaller]
            positions[storage[parent].slot] = parent
            parent = smaller
        }
        storage[parent] = moving
        positions[moving.slot] = parent
    }

    /// Checks the invariants stated on ``SlotHeap``; free in release builds.
    func _checkInvariants() {
        #if DEBUG
            for (position, element) in storage.enumerated() {
                precondition(positions[element.slot] == position, "SlotHeap: position out of date")
                if position > 0 {
                    precondition(!(element.key < storage[(position - 1) / 2].key), "SlotHeap: heap order")
                }
            }
            precondition(positions.count { $0 >= 0 } == storage.count, "SlotHeap: stale positions")
        #endif
    }
}
