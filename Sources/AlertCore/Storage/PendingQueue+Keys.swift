// The keys of the pending queue's two side heaps: the tail heap (the last
// in order first, for a capacity) and the expiry heap (the next ttl first).

/// The opposite order of `Base`, so a min-heap yields the largest: the
/// tail heap's key, the queue's last alert first.
struct Reversed<Base: Comparable & Sendable>: Comparable, Sendable {
    var base: Base
    static func < (lhs: Reversed, rhs: Reversed) -> Bool { rhs.base < lhs.base }
}

/// When a pending alert goes stale; ties by request order: the expiry
/// heap's key.
struct ExpiryOrder: Comparable, Hashable, Sendable {
    var deadline: Milliseconds
    var sequence: Int

    static func < (lhs: ExpiryOrder, rhs: ExpiryOrder) -> Bool {
        lhs.deadline != rhs.deadline ? lhs.deadline < rhs.deadline : lhs.sequence < rhs.sequence
    }
}
