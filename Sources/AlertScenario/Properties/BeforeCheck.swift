import AlertCore
import TerminalText

/// `before: [A, B]`: in a run where both are presented, A's first
/// presentation comes before B's first (the earlier event). Known broken
/// when A is first presented after B was.
struct BeforeCheck: PropertyCheck {
    let first: AlertID
    let second: AlertID
    /// When B was first presented, while A has not been.
    private var secondAt: Milliseconds?
    private var firstSeen = false

    init(first: AlertID, second: AlertID) {
        self.first = first
        self.second = second
    }

    mutating func observe(_ recorded: RecordedEvent) -> PropertyBreach? {
        guard !firstSeen, case .presented(let id) = recorded.kind else { return nil }
        if id == first {
            firstSeen = true
            guard let earlier = secondAt else { return nil }
            return PropertyBreach(
                instant: recorded.time, alert: second,
                why: "\(second) presented (at \(DurationText.instant(earlier))) before \(first)")
        }
        if id == second, secondAt == nil { secondAt = recorded.time }
        return nil
    }

    mutating func reset() {
        secondAt = nil
        firstSeen = false
    }
}
