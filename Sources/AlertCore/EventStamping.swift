/// A state machine that stamps events with its clock and, when asked, their
/// place among its recorded changes to the stacks.
protocol EventStamping {
    var now: Milliseconds { get }
    /// Where an event made now sits among the recorded changes to the
    /// stacks, or `nil` when they are not recorded.
    var currentStamp: StackStamp? { get }
}

extension EventStamping {
    /// An event at the current instant.
    func event(_ kind: AlertEvent.Kind, level: AlertLevel? = nil) -> AlertEvent {
        AlertEvent(time: now, kind: kind, level: level, stamp: currentStamp)
    }

    /// An event at the current instant about `definition`.
    func event(_ kind: AlertEvent.Kind, _ definition: AlertDefinition) -> AlertEvent {
        AlertEvent(time: now, kind: kind, level: definition.level, stamp: currentStamp)
    }
}
