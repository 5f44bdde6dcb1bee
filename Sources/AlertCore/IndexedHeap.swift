/// A binary min-heap of ids by key, with an index from id to position so any
/// element can be removed or looked up by id.
///
/// Invariant: for every position `i > 0`, `storage[(i - 1) / 2].key <=
/// storage[i].key`; `positions[storage[i].id] == i` for every `i`, and
/// `positions` has no other entries. Ids are unique.
struct IndexedHeap<ID: Hashable & Sendable, Key: Comparable & Sendable>: Sendable {
    private var storage: [(id: ID, key: Key)] = []
    private var positions: [ID: Int] = [:]

    init() {}

    /// The number of elements.
    ///
    /// - Complexity: O(1)
    var count: Int { storage.count }

    var isEmpty: Bool { storage.isEmpty }

    /// The element with the smallest key.
    ///
    /// - Complexity: O(1)
    var min: (id: ID, key: Key)? { storage.first }

    /// Whether `id` is in the heap.
    ///
    /// - Complexity: O(1)
    func contains(_ id: ID) -> Bool { positions[id] != nil }

    /// The key of `id`, if it is in the heap.
    ///
    /// - Complexity: O(1)
    func key(of id: ID) -> Key? { positions[id].map { storage[$0].key } }

    /// All ids and keys, in heap order (no particular order).
    ///
    /// - Complexity: O(1)
    var elements: [(id: ID, key: Key)] { storage }

    /// All ids, in no particular order.
    ///
    /// - Complexity: O(1) to start, O(*n*) to go through.
    var ids: some Collection<ID> { storage.lazy.map(\.id) }

    /// Adds `id` with `key`. `id` must not be in the heap.
    ///
    /// - Complexity: O(log *n*)
    mutating func insert(_ id: ID, key: Key) {
        precondition(positions[id] == nil, "IndexedHeap: duplicate id")
        storage.append((id, key))
        positions[id] = storage.count - 1
        siftUp(from: storage.count - 1)
    }

    /// Removes `id` and returns its key, or `nil` if it is not in the heap.
    ///
    /// - Complexity: O(log *n*)
    @discardableResult
    mutating func remove(_ id: ID) -> Key? {
        guard let position = positions.removeValue(forKey: id) else { return nil }
        let removed = storage[position].key
        let last = storage.removeLast()
        if position < storage.count {
            storage[position] = last
            positions[last.id] = position
            if position > 0, last.key < storage[(position - 1) / 2].key {
                siftUp(from: position)
            } else {
                siftDown(from: position)
            }
        }
        return removed
    }

    private mutating func siftUp(from start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard storage[child].key < storage[parent].key else { break }
            swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < storage.count else { return }
            let right = left + 1
            let smaller = right < storage.count && storage[right].key < storage[left].key ? right : left
            guard storage[smaller].key < storage[parent].key else { return }
            swapAt(parent, smaller)
            parent = smaller
        }
    }

    private mutating func swapAt(_ i: Int, _ j: Int) {
        storage.swapAt(i, j)
        positions[storage[i].id] = i
        positions[storage[j].id] = j
    }

    /// Checks the heap property and the index. Free in release builds.
    func _checkInvariants() {
        #if DEBUG
            precondition(positions.count == storage.count, "IndexedHeap: index size")
            for (position, element) in storage.enumerated() {
                precondition(positions[element.id] == position, "IndexedHeap: index out of date")
                if position > 0 {
                    precondition(!(element.key < storage[(position - 1) / 2].key), "IndexedHeap: heap order")
                }
            }
        #endif
    }
}
