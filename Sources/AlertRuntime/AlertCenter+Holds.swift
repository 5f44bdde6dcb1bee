import AlertCore

/// Holds: taken, released, dropped unreleased, and those that end on their own.
extension AlertCenter {
    /// Something else takes the screen for a while (a splash ad, a system
    /// dialog): no alert starts showing until every hold is released. Holds
    /// are counted per name, so the screen is free once every token has
    /// been released.
    ///
    /// - Complexity: O(1), plus what settling does.
    public func hold(_ name: String) -> AlertHold {
        perform(.hold(name))
        return AlertHold(name: name, launch: launchNumber, center: self)
    }

    /// One holder of `name` lets go (through ``AlertHold/release()``),
    /// unless the hold was taken before a relaunch, which ended it already.
    func releaseHold(_ name: String, launch: Int) {
        guard launch == launchNumber else { return }
        perform(.release(name))
    }

    /// Holds the screen under `name` for at most `timeout` on the center's
    /// clock: the token releases itself then, if nobody has released it
    /// before. For a hold that must not outlive a bound, such as a splash
    /// ad that may hang:
    ///
    ///     let splash = await center.hold("splash-ad", timeout: .seconds(5))
    ///     await splashAd.play()
    ///     await splash.release()          // or, if play() never returns, at 5 s
    ///
    /// Such a token may be dropped without releasing it: the timeout still
    /// releases it, and it is not reported as a misuse. The timer keeps
    /// neither the token nor the center alive. A timeout is at most 10^12
    /// seconds (a longer one, such as `.seconds(Int64.max)`, waits that long).
    ///
    /// - Complexity: O(1), plus what settling does.
    public func hold(_ name: String, timeout: Duration) -> AlertHold {
        let token = hold(name)
        let timeout = Swift.min(Swift.max(.zero, timeout), PresenterFeed.longestTimeout)
        token.release(at: elapsed() + timeout, sleepingWith: sleepUntil)
        return token
    }

    /// The active holds by name, with how many holders each has; empty
    /// when nothing holds the screen.
    ///
    ///     await center.holds      // ["splash-ad": 1]
    ///
    /// - Complexity: O(*h*) for *h* active holds
    public var holds: [String: Int] {
        catchUp()
        return scheduler.holds
    }

    /// A token of `name` taken in `launch` was dropped unreleased: unless
    /// a relaunch has ended its hold since, report it and let go.
    nonisolated func holdDropped(_ name: String, launch: Int) {
        guard launch == launchCounter.withLock({ $0 }) else { return }
        report(.droppedHold(name))
        Task { await self.releaseHold(name, launch: launch) }
    }
}
