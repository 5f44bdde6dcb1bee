/// A four-ary min-heap of slots (small dense integers handed out by
/// ``AlertTable``) with their keys, that can remove any slot.
///
/// Each slot's position in the heap lives in a `positions` array indexed by
/// slot that the owner keeps and passes in: heaps that never hold the same
/// slot at once share one array (every head heap of a ``PendingQueue``), so
/// many small heaps cost no more than one. Keys and slots are kept in two
/// parallel arrays (20 bytes an element for a 16-byte key, where a tuple
/// would take 24), and sifting carries a hole instead of swapping.
///
/// Invariants: `keys` is a min-heap (the children of position `i` are
/// `4i + 1 ... 4i + 4`); `keys.count == slots.count`;
/// `positions[slots[i]] == i` for every position `i`.
struct SlotHeap<Key: Comparable & Sendable>: Sendable {
    private var keys: [Key] = []
    private var slots: [Int32] = []

    init() {}

    /// - Complexity: O(1)
    var count: Int { keys.count }

    /// - Complexity: O(1)
    var isEmpty: Bool { keys.isEmpty }

    /// The slot with the smallest key.
    ///
    /// - Complexity: O(1)
    var minSlot: Int32? { slots.first }

    /// The smallest key.
    ///
    /// - Complexity: O(1)
    var minKey: Key? { keys.first }

    /// The slot with the smallest key, and that key.
    ///
    /// - Complexity: O(1)
    var min: (slot: Int32, key: Key)? {
        guard let key = keys.first, let slot = slots.first else { return nil }
        return (slot, key)
    }

    /// Every slot, in heap order (not sorted).
    ///
    /// - Complexity: O(1)
    var allSlots: [Int32] { slots }

    /// The key of the slot at heap position `position`.
    ///
    /// - Complexity: O(1)
    func key(at position: Int32) -> Key { keys[Int(position)] }

    /// Adds `slot` with `key`, recording its position in `positions`, which
    /// must already have an entry for `slot`.
    ///
    /// - Complexity: O(log *n*)
    mutating func insert(_ slot: Int32, key: Key, positions: inout [Int32]) {
        let position = keys.count
        keys.append(key)
        slots.append(slot)
        // A key no smaller than its parent stays where it lands: about half
        // of all inserts, which then skip the sift's three buffer accesses.
        if position > 0, key < keys[Self.parent(of: position)] {
            siftUp(from: position, positions: &positions)
        } else {
            positions[Int(slot)] = Int32(truncatingIfNeeded: position)
        }
    }

    /// Removes the slot at heap position `position` and marks it absent
    /// (`-1`) in `positions`.
    ///
    /// - Complexity: O(log *n*)
    mutating func remove(at position: Int32, positions: inout [Int32]) {
        let hole = Int(position)
        positions[Int(slots[hole])] = -1
        let lastKey = keys.removeLast()
        let lastSlot = slots.removeLast()
        guard hole < keys.count else { return }
        keys[hole] = lastKey
        slots[hole] = lastSlot
        positions[Int(lastSlot)] = Int32(hole)
        if hole > 0, lastKey < keys[Self.parent(of: hole)] {
            siftUp(from: hole, positions: &positions)
        } else {
            siftDown(from: hole, positions: &positions)
        }
    }

    /// Moves the element at `start` up to its place.
    private mutating func siftUp(from start: Int, positions: inout [Int32]) {
        keys.withUnsafeMutableBufferPointer { keys in
            slots.withUnsafeMutableBufferPointer { slots in
                positions.withUnsafeMutableBufferPointer { positions in
                    Self.siftUp(from: start, keys: keys, slots: slots, positions: positions)
                }
            }
        }
    }

    /// Moves the element at `start` down to its place.
    private mutating func siftDown(from start: Int, positions: inout [Int32]) {
        keys.withUnsafeMutableBufferPointer { keys in
            slots.withUnsafeMutableBufferPointer { slots in
                positions.withUnsafeMutableBufferPointer { positions in
                    Self.siftDown(from: start, keys: keys, slots: slots, positions: positions)
                }
            }
        }
    }

    /// Children per node. Four halve the levels a pop goes down (a pop is
    /// the costly half of a request and its presentation), and the four
    /// keys a level compares sit next to each other. `siftDown` compares a
    /// full node's four children by hand.
    private static var arity: Int { 4 }

    @inline(__always)
    private static func parent(of position: Int) -> Int { (position - 1) / arity }

    // The sifts work on buffers: every index they touch is a heap position
    // below `keys.count` or a slot the heap holds, so the arrays' checks
    // (bounds, uniqueness) would only repeat what the heap guarantees.

    private static func siftUp(
        from start: Int, keys: UnsafeMutableBufferPointer<Key>, slots: UnsafeMutableBufferPointer<Int32>,
        positions: UnsafeMutableBufferPointer<Int32>
    ) {
        let movingKey = keys[start]
        let movingSlot = slots[start]
        var child = start
        while child > 0 {
            let parent = Self.parent(of: child)
            guard movingKey < keys[parent] else { break }
            keys[child] = keys[parent]
            slots[child] = slots[parent]
            positions[Int(slots[child])] = Int32(truncatingIfNeeded: child)
            child = parent
        }
        keys[child] = movingKey
        slots[child] = movingSlot
        positions[Int(movingSlot)] = Int32(truncatingIfNeeded: child)
    }

    /// Bottom-up (Floyd's) sift: the hole goes down along the smallest
    /// child to a leaf, three comparisons a level, and the moving element then
    /// climbs back from there, usually a step or two, since it came from
    /// the bottom. It never climbs above `start`: it is not below the
    /// parent of `start`.
    private static func siftDown(
        from start: Int, keys: UnsafeMutableBufferPointer<Key>, slots: UnsafeMutableBufferPointer<Int32>,
        positions: UnsafeMutableBufferPointer<Int32>
    ) {
        let movingKey = keys[start]
        let movingSlot = slots[start]
        let count = keys.count
        var hole = start
        while true {
            // No overflow: a position is below `count`, far below `Int.max / 4`.
            let first = arity &* hole &+ 1
            guard first < count else { break }
            var smallest: Int
            var smallestKey: Key
            if first &+ 3 < count {
                // All four children: two independent pairs, then their winners.
                let left = keys[first &+ 1] < keys[first] ? first &+ 1 : first
                let right = keys[first &+ 3] < keys[first &+ 2] ? first &+ 3 : first &+ 2
                smallest = keys[right] < keys[left] ? right : left
                smallestKey = keys[smallest]
            } else {
                smallest = first
                smallestKey = keys[first]
                var child = first &+ 1
                while child < count {
                    if keys[child] < smallestKey {
                        smallest = child
                        smallestKey = keys[child]
                    }
                    child &+= 1
                }
            }
            keys[hole] = smallestKey
            slots[hole] = slots[smallest]
            positions[Int(slots[hole])] = Int32(truncatingIfNeeded: hole)
            hole = smallest
        }
        keys[hole] = movingKey
        slots[hole] = movingSlot
        siftUp(from: hole, keys: keys, slots: slots, positions: positions)
    }

    /// Checks the invariants stated on ``SlotHeap``; free in release builds.
    func _checkInvariants(positions: [Int32]) {
        #if DEBUG
            precondition(keys.count == slots.count, "SlotHeap: keys and slots out of step")
            for (position, slot) in slots.enumerated() {
                precondition(positions[Int(slot)] == Int32(position), "SlotHeap: position out of date")
                if position > 0 {
                    precondition(!(keys[position] < keys[Self.parent(of: position)]), "SlotHeap: heap order")
                }
            }
        #endif
    }
}
