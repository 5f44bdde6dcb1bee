internal import CPrefetch

/// A four-ary min-heap of slots (small dense integers handed out by
/// ``AlertTable``) with their keys, that can remove any slot.
///
/// Each slot's position in the heap lives in a `positions` array indexed by
/// slot that the owner keeps and passes in: heaps that never hold the same
/// slot at once share one array (every head heap of a ``PendingQueue``), so
/// many small heaps cost no more than one. Each entry keeps its key and its
/// slot together (see ``SlotHeapEntry``), so a sift step that picks a child
/// reads one place in memory, not two (in a queue too long for the cache,
/// two misses). Sifting carries a hole instead of swapping.
///
/// Invariants: `entries` is a min-heap by ``SlotHeapEntry/precedes(_:_:)``
/// (the children of position `i` are `4i + 1 ... 4i + 4`);
/// `positions[entries[i].slot] == i` for every position `i`.
struct SlotHeap<Entry: SlotHeapEntry>: Sendable {
    typealias Key = Entry.Key

    private var entries: [Entry] = []

    init() {}

    /// - Complexity: O(1)
    var count: Int { entries.count }

    /// - Complexity: O(1)
    var isEmpty: Bool { entries.isEmpty }

    /// The slot with the smallest key.
    ///
    /// - Complexity: O(1)
    var minSlot: Int32? { entries.first?.slot }

    /// The slot with the smallest key, and that key.
    ///
    /// - Complexity: O(1)
    var min: (slot: Int32, key: Key)? { entries.first.map { ($0.slot, $0.key) } }

    /// Every slot with its key, in heap order (not sorted).
    ///
    /// - Complexity: O(1)
    var elements: [Entry] { entries }

    /// The key of the slot at heap position `position`.
    ///
    /// - Complexity: O(1)
    func key(at position: Int32) -> Key { entries[Int(position)].key }

    /// Adds `slot` with `key`, recording its position in `positions`, which
    /// must already have an entry for `slot`.
    ///
    /// - Complexity: O(log *n*)
    mutating func insert(_ slot: Int32, key: Key, positions: inout [Int32]) {
        let position = entries.count
        let entry = Entry(key: key, slot: slot)
        entries.append(entry)
        // A key no smaller than its parent stays where it lands: about half
        // of all inserts, which then skip the sift's buffer accesses.
        if position > 0, Entry.precedes(entry, entries[Self.parent(of: position)]) {
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
        positions[Int(entries[hole].slot)] = -1
        let last = entries.removeLast()
        guard hole < entries.count else { return }
        entries[hole] = last
        positions[Int(last.slot)] = Int32(hole)
        if hole > 0, Entry.precedes(last, entries[Self.parent(of: hole)]) {
            siftUp(from: hole, positions: &positions)
        } else {
            siftDown(from: hole, positions: &positions)
        }
    }

    /// Replaces every key with `transform` of it. `transform` must keep
    /// the keys' order (the heap is not rebuilt; the debug invariant check
    /// catches a transform that breaks it).
    ///
    /// - Complexity: O(*n*)
    mutating func rekey(_ transform: (Key) -> Key) {
        for position in entries.indices {
            entries[position] = Entry(key: transform(entries[position].key), slot: entries[position].slot)
        }
    }

    /// Moves the element at `start` up to its place.
    private mutating func siftUp(from start: Int, positions: inout [Int32]) {
        entries.withUnsafeMutableBufferPointer { entries in
            positions.withUnsafeMutableBufferPointer { positions in
                Self.siftUp(from: start, entries: entries, positions: positions)
            }
        }
    }

    /// Moves the element at `start` down to its place.
    private mutating func siftDown(from start: Int, positions: inout [Int32]) {
        entries.withUnsafeMutableBufferPointer { entries in
            positions.withUnsafeMutableBufferPointer { positions in
                Self.siftDown(from: start, entries: entries, positions: positions)
            }
        }
    }

    /// Children per node. Four halve the levels a pop goes down (a pop is
    /// the costly half of a request and its presentation), and the four
    /// entries a level compares sit next to each other. `siftDown` compares
    /// a full node's four children by hand.
    private static var arity: Int { 4 }

    @inline(__always)
    private static func parent(of position: Int) -> Int { (position - 1) / arity }

    /// The positions of the children of `position`, in a heap of `count`
    /// entries (empty for a leaf).
    ///
    /// - Complexity: O(1)
    static func children(of position: Int, count: Int) -> Range<Int> {
        let first = arity * position + 1
        return Swift.min(first, count)..<Swift.min(first + arity, count)
    }

    /// The bytes a prefetch brings in (x86-64 and Apple's arm64 cores
    /// fetch at least this much).
    private static var cacheLineSize: Int { 64 }

    // The sifts work on buffers: every index they touch is a heap position
    // below `entries.count` or a slot the heap holds, so the arrays' checks
    // (bounds, uniqueness) would only repeat what the heap guarantees.

    private static func siftUp(
        from start: Int, entries: UnsafeMutableBufferPointer<Entry>, positions: UnsafeMutableBufferPointer<Int32>
    ) {
        let moving = entries[start]
        var child = start
        while child > 0 {
            let parent = Self.parent(of: child)
            guard Entry.precedes(moving, entries[parent]) else { break }
            entries[child] = entries[parent]
            positions[Int(entries[child].slot)] = Int32(truncatingIfNeeded: child)
            child = parent
        }
        entries[child] = moving
        positions[Int(moving.slot)] = Int32(truncatingIfNeeded: child)
        OperationCounts.countSift(from: start, to: child, arity: arity)
    }

    /// Bottom-up (Floyd's) sift: the hole goes down along the smallest
    /// child to a leaf, three comparisons a level, and the moving element then
    /// climbs back from there, usually a step or two, since it came from
    /// the bottom. It never climbs above `start`: it is not below the
    /// parent of `start`.
    ///
    /// Each level's four children are compared one after the other, each
    /// choice waiting on the last: in a heap too large for the nearest
    /// cache, the loads of one level would wait too. So while a level is
    /// compared, the next level's candidates (the sixteen grandchildren,
    /// side by side whichever child wins) are asked for: a hint that
    /// changes no result.
    private static func siftDown(
        from start: Int, entries: UnsafeMutableBufferPointer<Entry>, positions: UnsafeMutableBufferPointer<Int32>
    ) {
        let moving = entries[start]
        let count = entries.count
        var hole = start
        while true {
            // No overflow: a position is below `count`, far below `Int.max / 4`.
            let first = arity &* hole &+ 1
            guard first < count else { break }
            var smallest: Int
            if first &+ 3 < count {
                // The next level's candidates, whichever child wins, a cache
                // line at a time. Lines past the last entry are harmless to
                // ask for: a prefetch never faults.
                let grandchildren = arity &* first &+ 1
                if grandchildren < count, let base = entries.baseAddress {
                    let start = UnsafeRawPointer(base + grandchildren)
                    var offset = 0
                    while offset < arity * arity * MemoryLayout<Entry>.stride {
                        alert_prefetch(start + offset)
                        offset &+= Self.cacheLineSize
                    }
                }
                // All four children: two independent pairs, then their winners.
                let left = Entry.precedes(entries[first &+ 1], entries[first]) ? first &+ 1 : first
                let right = Entry.precedes(entries[first &+ 3], entries[first &+ 2]) ? first &+ 3 : first &+ 2
                smallest = Entry.precedes(entries[right], entries[left]) ? right : left
            } else {
                smallest = first
                var child = first &+ 1
                while child < count {
                    if Entry.precedes(entries[child], entries[smallest]) { smallest = child }
                    child &+= 1
                }
            }
            entries[hole] = entries[smallest]
            positions[Int(entries[hole].slot)] = Int32(truncatingIfNeeded: hole)
            hole = smallest
        }
        OperationCounts.countSift(from: start, to: hole, arity: arity)
        entries[hole] = moving
        siftUp(from: hole, entries: entries, positions: positions)
    }

    /// Checks the invariants stated on ``SlotHeap``; free in release builds.
    func _checkInvariants(positions: [Int32]) {
        #if DEBUG
            for (position, entry) in entries.enumerated() {
                precondition(positions[Int(entry.slot)] == Int32(position), "SlotHeap: position out of date")
                if position > 0 {
                    precondition(
                        !Entry.precedes(entry, entries[Self.parent(of: position)]), "SlotHeap: heap order")
                }
            }
        #endif
    }
}
