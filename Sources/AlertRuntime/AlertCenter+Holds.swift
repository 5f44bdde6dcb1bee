public import AlertCore

/// Holds that end on their own, and what holds the screen or an alert now.
extension AlertCenter {
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

    /// Why the pending alert `id` is not on screen yet: another screen, a
    /// hold, the gap after a dismissal, full slots, or an alert ahead of it
    /// in the queue. `nil` when it is not pending (it is visible, has ended
    /// or was never requested).
    ///
    ///     if case .held(let name) = await center.waitReason(for: "red-packet") { log("waits for \(name)") }
    ///
    /// - Complexity: O(*h*) for *h* active holds, plus catching up with the clock
    public func waitReason(for id: AlertID) -> WaitReason? {
        catchUp()
        return scheduler.waitReason(for: id)
    }

    /// A token of `name` taken in `launch` was dropped unreleased: unless
    /// a relaunch has ended its hold since, report it and let go.
    nonisolated func holdDropped(_ name: String, launch: Int) {
        guard launch == launchCounter.withLock({ $0 }) else { return }
        report(.droppedHold(name))
        Task { await self.releaseHold(name, launch: launch) }
    }
}
