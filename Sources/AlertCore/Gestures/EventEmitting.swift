/// A state machine that emits events at its clock and, while it records its
/// stacks, logs a marker for each (see ``StackRecording``).
package protocol EventEmitting {
    var now: Milliseconds { get }
    var masks: Int { get }
    var recordsStacks: Bool { get }
    /// Changes to the stacks and event markers, oldest first, while stacks
    /// are recorded.
    var stackChanges: [StackChange] { get set }
}

extension EventEmitting {
    /// Appends an event of `kind` at the current instant, about an alert of
    /// `level`, to `events`.
    ///
    /// - Complexity: O(1) amortised.
    package mutating func emit(
        _ kind: consuming AlertEvent.Kind, level: AlertLevel? = nil, into events: inout [AlertEvent]
    ) {
        events.append(AlertEvent(time: now, kind: kind, level: level))
        if recordsStacks { stackChanges.append(.event(masks: masks)) }
    }
}
