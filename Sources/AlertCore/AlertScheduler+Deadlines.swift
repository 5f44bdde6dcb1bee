extension AlertScheduler {
    /// The earliest pending expiry or the end of the gap after a dismissal.
    ///
    /// - Complexity: O(1)
    public var nextDeadline: Milliseconds? {
        switch (queue.nextExpiry?.deadline, gapEndsAt) {
        case (let expiry?, let gap?): Swift.min(expiry, gap)
        case (let expiry?, nil): expiry
        case (nil, let gap?): gap
        case (nil, nil): nil
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
