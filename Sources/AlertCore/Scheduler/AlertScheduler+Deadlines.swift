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
    public var nextDeadline: Milliseconds? {
        // The time of ``nextDeadlineCause``, without reading the id it names.
        switch (queue.nextExpiry?.deadline, gapEndsAt) {
        case (let expiry?, let gap?): Swift.min(expiry, gap)
        case (let expiry, let gap): expiry ?? gap
        }
    }

    /// The next thing that happens on its own, named: the earliest ttl
    /// expiry (first at one instant) or the end of the gap.
    ///
    /// - Complexity: O(1)
    public var nextDeadlineCause: AlertDeadline? {
        let expiry = queue.nextExpiry
        switch (expiry, gapEndsAt) {
        case (let expiry?, let gap?):
            return expiry.deadline <= gap ? .expiry(alerts.id(of: expiry.slot), at: expiry.deadline) : .gapEnd(at: gap)
        case (let expiry?, nil): return .expiry(alerts.id(of: expiry.slot), at: expiry.deadline)
        case (nil, let gap?): return .gapEnd(at: gap)
        case (nil, nil): return nil
        }
    }

    /// Fires every deadline up to `time` in order, ttl expiries
    /// before the gap's end at one instant, settling after each; then the
    /// clock stands at `time`. Moving backwards does nothing.
    ///
    /// - Complexity: O(log *n*) per deadline fired, plus what settling does.
    mutating func advance(to time: Milliseconds, into events: inout [AlertEvent]) {
        guard time >= now else { return }
        while let deadline = nextDeadline, deadline <= time {
            now = Swift.max(now, deadline)
            if let (slot, expiry) = queue.nextExpiry, expiry <= now {
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
