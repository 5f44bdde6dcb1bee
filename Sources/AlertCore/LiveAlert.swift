/// An accepted request, from the moment it enters the queue until it
/// finishes: pending, visible, or suspended back to pending.
///
/// Its place in the queue (``QueueOrder``) is kept where it is used: in the
/// heap key while it is pending, in its ``StackEntry`` while it is visible.
/// That keeps a record at 24 bytes.
struct LiveAlert: Sendable {
    /// Where a record of an ``AlertTable`` stands.
    enum State: UInt8, Sendable {
        /// The slot holds no alert.
        case vacant
        case pending
        case visible
    }

    var definition: AlertDefinition
    var requestedAt: Milliseconds
    /// The id's hash, truncated: where the table's index looks first, and
    /// what lets it rehash without hashing strings again.
    var hash: UInt32
    var state: State
    /// Whether it has been presented before (groups and caps count first
    /// showings only).
    var wasPresented: Bool

    /// A record for a slot that holds nothing: every field empty, nothing
    /// to retain.
    static let vacant = LiveAlert(
        definition: AlertDefinition(id: ""), requestedAt: 0, hash: 0, state: .vacant,
        wasPresented: false)

    var id: AlertID { definition.id }
    var level: AlertLevel { definition.level }
}

/// Where an alert stands in the queue: higher level first, then earlier
/// request first (FIFO among equals, which a plain heap would not keep).
package struct QueueOrder: Comparable, Hashable, Sendable, Codable {
    var level: AlertLevel
    /// Request order, unique per scheduler; kept across suspensions.
    var sequence: Int

    package static func < (lhs: QueueOrder, rhs: QueueOrder) -> Bool {
        lhs.level != rhs.level ? lhs.level > rhs.level : lhs.sequence < rhs.sequence
    }
}

/// The opposite order of `Base`, so a min-heap yields the largest.
struct Reversed<Base: Comparable & Sendable>: Comparable, Sendable {
    var base: Base
    static func < (lhs: Reversed, rhs: Reversed) -> Bool { rhs.base < lhs.base }
}

/// When a pending alert goes stale; ties by request order.
struct ExpiryOrder: Comparable, Hashable, Sendable {
    var deadline: Milliseconds
    var sequence: Int

    static func < (lhs: ExpiryOrder, rhs: ExpiryOrder) -> Bool {
        lhs.deadline != rhs.deadline ? lhs.deadline < rhs.deadline : lhs.sequence < rhs.sequence
    }
}
