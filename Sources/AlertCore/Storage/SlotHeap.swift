/// A four-ary min-heap of slots (small dense integers handed out by
/// ``AlertTable``) with their keys, that can remove any slot.
///
/// Each slot's position in the heap lives in a `positions` array indexed by
/// slot that the owner keeps and passes in: heaps that never hold the same
/// slot at once share one array (every head heap of a ``PendingQueue``), so
/// many small heaps cost no more than one. Four children a node halve the
/// levels a removal goes down, compared with a binary heap.
///
/// Invariants: `entries` is a min-heap by key (the children of position `i`
/// are `4i + 1 ... 4i + 4`); `positions[entries[i].slot] == i` for every
/// position `i`.
struct SlotHeap<Key: Comparable & Sendable>: Sendable {
    /// A slot and its key, stored side by side.
    struct Entry: Sendable {
        var key: Key
        var slot: Int32
    }

    /// Every slot with its key, in heap order (not sorted).
    private(set) var entries: [Entry] = []

    init() {}

    /// - Complexity: O(1)
    var count: Int { entries.count }

    /// The slot with the smallest key, and that key.
    /// - Complexity: O(1)
    var min: (slot: Int32, key: Key)? { entries.first.map { ($0.slot, $0.key) } }

    /// The key of the slot at heap position `position`.
    /// - Complexity: O(1)
    func key(at position: Int32) -> Key { entries[Int(position)].key }

    /// Adds `slot` with `key`, recording its position in `positions`, which
    /// must already have an entry for `slot`.
    ///
    /// - Complexity: O(log *n*)
    mutating func insert(_ slot: Int32, key: Key, positions: inout [Int32]) {
        entries.append(Entry(key: key, slot: slot))
        siftUp(from: entries.count - 1, positions: &positions)
    }

    /// Removes the slot at heap position `position` and marks it absent
    /// (`-1`) in `positions`.
    ///
    /// - Complexity: O(log *n*)
    mutating func remove(at position: Int32, positions: inout [Int32]) {
        let hole = Int(position)
        positions[Int(entries[hole].slot)] = -1
        let last = entries.removeLast()
        guard hole < entries.count else { return }
        entries[hole] = last
        if hole > 0, last.key < entries[Self.parent(of: hole)].key {
            siftUp(from: hole, positions: &positions)
        } else {
            siftDown(from: hole, positions: &positions)
        }
    }

    /// Children per node.
    private static var arity: Int { 4 }

    private static func parent(of position: Int) -> Int { (position - 1) / arity }

    /// The positions of the children of `position`, in a heap of `count`
    /// entries (empty for a leaf).
    ///
    /// - Complexity: O(1)
    static func children(of position: Int, count: Int) -> Range<Int> {
        let first = arity * position + 1
        return Swift.min(first, count)..<Swift.min(first + arity, count)
    }

    /// Moves the entry at `start` up to its place, carrying a hole rather
    /// than swapping.
    private mutating func siftUp(from start: Int, positions: inout [Int32]) {
        let moving = entries[start]
        var child = start
        while child > 0 {
            let parent = Self.parent(of: child)
            guard moving.key < entries[parent].key else { break }
            entries[child] = entries[parent]
            positions[Int(entries[child].slot)] = Int32(child)
            child = parent
        }
        entries[child] = moving
        positions[Int(moving.slot)] = Int32(child)
    }

    /// Moves the entry at `start` down to its place. Bottom-up (Floyd's):
    /// the hole goes down along the smallest child to a leaf, and the moving
    /// entry, which came from the bottom, then climbs back the usual step
    /// or two, so each level costs the comparisons among the children only.
    private mutating func siftDown(from start: Int, positions: inout [Int32]) {
        let moving = entries[start]
        let count = entries.count
        var hole = start
        while true {
            let first = Self.arity * hole + 1
            guard first < count else { break }
            var smallest = first
            var smallestKey = entries[first].key
            for child in (first + 1)..<Swift.min(first + Self.arity, count) where entries[child].key < smallestKey {
                smallest = child
                smallestKey = entries[child].key
            }
            entries[hole] = entries[smallest]
            positions[Int(entries[hole].slot)] = Int32(hole)
            hole = smallest
        }
        entries[hole] = moving
        siftUp(from: hole, positions: &positions)
    }

    /// Checks the invariants stated on ``SlotHeap``; free in release builds.
    func _checkInvariants(positions: [Int32]) {
        #if DEBUG
            for (position, entry) in entries.enumerated() {
                precondition(positions[Int(entry.slot)] == Int32(position), "SlotHeap: position out of date")
                if position > 0 {
                    precondition(!(entry.key < entries[Self.parent(of: position)].key), "SlotHeap: heap order")
                }
            }
        #endif
    }
}
