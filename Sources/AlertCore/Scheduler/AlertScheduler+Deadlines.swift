/// What happens next on its own, without a command.
public enum AlertDeadline: Hashable, Sendable {
    /// A pending alert's ttl runs out.
    case expiry(AlertID, at: Milliseconds)
    /// The pause after the last dismissal ends.
    case gapEnd(at: Milliseconds)

    /// When it happens.
    ///
    /// - Complexity: O(1)
    public var time: Milliseconds {
        switch self {
        case .expiry(_, let time), .gapEnd(let time): time
        }
    }
}

extension AlertScheduler {
    /// When the pause after the last dismissal ends, while it runs.
    ///
    /// - Complexity: O(1)
    public var gapEnd: Milliseconds? { gapEndsAt }

    /// The earliest pending expiry or the end of the gap after a dismissal.
    ///
    /// - Complexity: O(1)
    public var nextDeadline: Milliseconds? { Self.first(expiry: queue.nextExpiry, gapEnd: gapEndsAt)?.time }

    /// The next thing that happens on its own, named: the earliest ttl
    /// expiry (first at one instant) or the end of the gap.
    ///
    /// - Complexity: O(1)
    public var nextDeadlineCause: AlertDeadline? {
        guard let first = Self.first(expiry: queue.nextExpiry, gapEnd: gapEndsAt) else { return nil }
        guard let slot = first.expiring else { return .gapEnd(at: first.time) }
        return .expiry(alerts.id(of: slot), at: first.time)
    }

    /// Which of the next expiry and the gap's end comes first, with the
    /// slot of the alert whose ttl runs out then (`nil` for the gap's end):
    /// an expiry wins a tie. It takes the two values rather than the
    /// scheduler, which `advance` would otherwise copy whole to call it.
    ///
    /// - Complexity: O(1)
    private static func first(
        expiry: (slot: Int32, deadline: Milliseconds)?, gapEnd: Milliseconds?
    ) -> (time: Milliseconds, expiring: Int32?)? {
        guard let expiry, expiry.deadline <= gapEnd ?? .max else { return gapEnd.map { ($0, nil) } }
        return (expiry.deadline, expiry.slot)
    }

    /// Fires every deadline up to `time` in order, ttl expiries
    /// before the gap's end at one instant, settling after each; then the
    /// clock stands at `time`. Moving backwards does nothing.
    ///
    /// - Complexity: O(log *n*) per deadline fired, plus what settling does.
    mutating func advance(to time: Milliseconds, into events: inout [AlertEvent]) {
        guard time >= now else { return }
        while let deadline = Self.first(expiry: queue.nextExpiry, gapEnd: gapEndsAt), deadline.time <= time {
            now = Swift.max(now, deadline.time)
            if let slot = deadline.expiring {
                let alert = finishPending(slot)
                tally.expired += 1
                emit(.expired(alert.id), level: alert.level, into: &events)
            } else {
                gapEndsAt = nil
            }
            settle(into: &events)
        }
        now = time
    }
}
