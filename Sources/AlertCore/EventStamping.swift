/// A state machine that stamps events with its clock and, when asked, its stacks.
protocol EventStamping {
    var now: Milliseconds { get }
    /// The stacks right now, or `nil` when they are not recorded.
    var currentStacks: AlertStacks? { get }
}

extension EventStamping {
    /// An event at the current instant about `definition`, if any.
    func event(
        _ kind: AlertEvent.Kind,
        _ definition: AlertDefinition? = nil,
        reason: AlertEvent.Reason? = nil,
        action: String? = nil,
        hold: String? = nil,
        screen: String? = nil
    ) -> AlertEvent {
        AlertEvent(
            time: now, kind: kind, alert: definition?.id, level: definition?.level, reason: reason,
            action: action, hold: hold, screen: screen, stacks: currentStacks)
    }

    /// The rejection of `dismiss(id)` for an id neither pending nor visible.
    func notFound(_ id: AlertID) -> AlertEvent {
        AlertEvent(time: now, kind: .rejected, alert: id, reason: .notFound, stacks: currentStacks)
    }
}
