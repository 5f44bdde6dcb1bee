/// A state machine that emits events at its clock.
package protocol EventEmitting {
    var now: Milliseconds { get }
}

extension EventEmitting {
    /// Appends an event of `kind` at the current instant, about an alert of
    /// `level`, to `events`.
    ///
    /// - Complexity: O(1) amortised.
    package func emit(
        _ kind: consuming AlertEvent.Kind, level: AlertLevel? = nil, into events: inout [AlertEvent]
    ) {
        events.append(AlertEvent(time: now, kind: kind, level: level))
    }
}
