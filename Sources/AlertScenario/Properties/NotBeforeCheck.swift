import AlertCore
import TerminalText

/// `not-before: {alert: ID, at: T}`: ID is never presented before instant T.
struct NotBeforeCheck: PropertyCheck {
    let alert: AlertID
    let earliest: Milliseconds

    mutating func observe(_ recorded: RecordedEvent) -> PropertyBreach? {
        guard case .presented(let id) = recorded.kind, recorded.time < earliest, id == alert else { return nil }
        return PropertyBreach(
            instant: recorded.time, alert: alert,
            why: "\(alert) presented before \(DurationText.instant(earliest))")
    }

    mutating func reset() {}
}
