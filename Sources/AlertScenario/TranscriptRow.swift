import AlertCore

/// The fields of one transcript line for an event, as the transcript
/// format names them: an event name, the alert and level concerned, and the
/// `reason`, `action`, `hold` and `screen` that apply to it.
package struct TranscriptRow: Hashable, Sendable {
    package var time: Milliseconds
    /// `presented`, `dismissed`, `relaunched`, ...
    package var event: String
    package var alert: AlertID?
    package var level: AlertLevel?
    /// `preempted`, `closed`, `group-limit`, `not-held`, ...
    package var reason: String?
    /// On `tapped` and on a dismissal by tap.
    package var action: String?
    /// On `held`, `released` and a `not-held` rejection.
    package var hold: String?
    /// On `navigated`.
    package var screen: String?

    /// The row for `event`.
    ///
    /// - Complexity: O(1)
    package init(_ event: AlertEvent) {
        time = event.time
        self.event = event.kind.name
        alert = event.alert
        level = event.level
        switch event.kind {
        case .requested, .presented, .coalesced, .relaunched: break
        case .tapped(_, let action): self.action = action
        case .suspended(_, let reason): self.reason = reason.name
        case .dismissed(_, let reason):
            self.reason = reason.name
            if case .action(let label) = reason { action = label }
        case .cancelled(_, let reason): self.reason = reason.name
        case .expired: reason = "ttl"
        case .dropped(_, let reason): self.reason = reason.name
        case .rejected(_, let reason):
            self.reason = reason.name
            if case .notHeld(let name) = reason { hold = name }
        case .held(let name), .released(let name): hold = name
        case .navigated(let target): screen = target
        }
    }
}
