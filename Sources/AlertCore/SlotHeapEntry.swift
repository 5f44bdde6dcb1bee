/// How a ``SlotHeap`` stores a slot with its key, and orders the pairs.
///
/// A heap compares its entries, never bare keys: an entry may store its
/// key and slot packed together (``QueueEntry`` keeps a queue order and a
/// slot in 16 bytes, where the two side by side would take 24), so that
/// four children share fewer cache lines and a million of them less memory.
///
/// Invariant: `Self(key: k, slot: s)` has `key == k` and `slot == s` for
/// every slot a table hands out, and `precedes` orders entries as `<`
/// orders their keys wherever the keys differ.
protocol SlotHeapEntry: Sendable {
    associatedtype Key: Comparable & Sendable
    init(key: Key, slot: Int32)
    var key: Key { get }
    var slot: Int32 { get }
    /// Whether `lhs` comes out of a min-heap before `rhs`.
    static func precedes(_ lhs: Self, _ rhs: Self) -> Bool
}

/// A key and a slot side by side: the entry of a heap whose key has no
/// room for the slot.
struct KeyedSlot<Key: Comparable & Sendable>: SlotHeapEntry {
    var key: Key
    var slot: Int32

    @inline(__always)
    static func precedes(_ lhs: KeyedSlot, _ rhs: KeyedSlot) -> Bool { lhs.key < rhs.key }
}
