/// A change to the stacks, or an event, in the order they happened: what a
/// machine that records its stacks logs (see ``StackRecording``).
package enum StackChange: Sendable, Equatable {
    /// An alert entered the queue at its place in queue order.
    case pendingInserted(AlertID, QueueOrder)
    /// The alert at this place in queue order left the queue.
    case pendingRemoved(QueueOrder)
    /// An alert went on screen at this z-position (0 is the bottom).
    case visibleInserted(AlertID, at: Int)
    /// The alert at this z-position left the screen.
    case visibleRemoved(at: Int)
    /// An event was emitted: the stacks as they stand are its stacks, with
    /// `masks` dim layers.
    case event(masks: Int)
}
