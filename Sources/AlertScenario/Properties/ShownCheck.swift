import AlertCore
import TerminalText

/// `shown: ID`: in a run where ID is requested and not coalesced, it is
/// presented at least once before the run ends. Judged when the run ends.
///
/// A `coalesced` event follows its `requested` event directly, so a request
/// counts once the next event is not its `coalesced`.
struct ShownCheck: PropertyCheck {
    let alert: AlertID
    /// When the last request of ID arrived, while the next event may still coalesce it.
    private var unconfirmed: Milliseconds?
    /// When the first request of ID that was not coalesced arrived.
    private var firstRequest: Milliseconds?
    private var presented = false

    init(alert: AlertID) { self.alert = alert }

    mutating func observe(_ recorded: RecordedEvent) -> PropertyBreach? {
        switch recorded.kind {
        case .coalesced(let id) where id == alert:
            unconfirmed = nil
            return nil
        default:
            confirm()
        }
        switch recorded.kind {
        case .requested(let id) where id == alert: unconfirmed = recorded.time
        case .presented(let id) where id == alert: presented = true
        default: break
        }
        return nil
    }

    mutating func finish(at instant: Milliseconds) -> PropertyBreach? {
        confirm()
        guard !presented, let first = firstRequest else { return nil }
        return PropertyBreach(
            instant: instant, alert: alert,
            why: "\(alert) requested at \(DurationText.instant(first)) but never shown")
    }

    mutating func reset() {
        unconfirmed = nil
        firstRequest = nil
        presented = false
    }

    private mutating func confirm() {
        if firstRequest == nil, let time = unconfirmed { firstRequest = time }
        unconfirmed = nil
    }
}
