import AlertCore
import TerminalText

/// `max-wait: {alert: ID, wait: D}`: ID never stays pending longer than D at
/// a stretch. A stretch runs while ID is in the queue: from its request or
/// its suspension to its presentation or its end (dropped, expired, removed).
/// A stretch still running when the run ends counts only if it already lasted
/// longer than D.
struct MaxWaitCheck: PropertyCheck {
    let alert: AlertID
    let wait: Milliseconds
    /// When the running stretch began, or `nil` while ID is not pending.
    private var since: Milliseconds?

    init(alert: AlertID, wait: Milliseconds) {
        self.alert = alert
        self.wait = wait
    }

    mutating func observe(_ recorded: RecordedEvent) -> PropertyBreach? {
        let isPending = recorded.stacks.pending.contains(alert)
        switch (since, isPending) {
        case (nil, true):
            since = recorded.time
            return nil
        case (let start?, false):
            since = nil
            return breach(from: start, to: recorded.time, running: false)
        default:
            return nil
        }
    }

    mutating func finish(at instant: Milliseconds) -> PropertyBreach? {
        guard let start = since else { return nil }
        since = nil
        return breach(from: start, to: instant, running: true)
    }

    mutating func reset() { since = nil }

    private func breach(from start: Milliseconds, to end: Milliseconds, running: Bool) -> PropertyBreach? {
        let waited = end - start
        guard waited > wait else { return nil }
        let how = running ? "was still waiting after" : "waited"
        return PropertyBreach(
            instant: end, alert: alert,
            why: "\(alert) \(how) \(DurationText.written(waited)) (> \(DurationText.written(wait)))")
    }
}
