/// Where an alert stands in the queue: higher level first, then earlier
/// request first (FIFO among equals, which a plain heap would not keep).
///
/// Invariant: sequences are unique among a scheduler's live alerts, so two
/// live alerts never have equal orders.
package struct QueueOrder: Comparable, Hashable, Sendable {
    /// The alert's level.
    package var level: AlertLevel
    /// Request order, unique per scheduler; kept across suspensions.
    package var sequence: Int

    /// The place of an alert of `level`, requested `sequence`-th.
    package init(level: AlertLevel, sequence: Int) {
        self.level = level
        self.sequence = sequence
    }

    package static func < (lhs: QueueOrder, rhs: QueueOrder) -> Bool {
        lhs.level != rhs.level ? lhs.level > rhs.level : lhs.sequence < rhs.sequence
    }
}
