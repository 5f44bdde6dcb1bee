/// A state machine that stamps events with its clock and, when asked, its stacks.
protocol EventStamping {
    var now: Milliseconds { get }
    /// The stacks right now, or `nil` when they are not recorded.
    var currentStacks: AlertStacks? { get }
}

extension EventStamping {
    /// An event at the current instant.
    func event(_ kind: AlertEvent.Kind, level: AlertLevel? = nil) -> AlertEvent {
        AlertEvent(time: now, kind: kind, level: level, stacks: currentStacks)
    }

    /// An event at the current instant about `definition`.
    func event(_ kind: AlertEvent.Kind, _ definition: AlertDefinition) -> AlertEvent {
        AlertEvent(time: now, kind: kind, level: definition.level, stacks: currentStacks)
    }
}
