extension AlertCenter {
    /// Draws the center's alerts with `presenter` from now on, in place of
    /// the one it had (given to the initialiser, or here before), starting
    /// with what is on screen now; `nil` draws nothing.
    ///
    /// A presenter sends the user's taps and closes back to the center, so
    /// it is often made after the center, with the center in hand, and
    /// holds it `weak` (the center holds its presenter; see
    /// ``MainActorAlertPresenter``):
    ///
    ///     let center = AlertCenter(policy: policy, history: history)
    ///     await center.setPresenter(WindowPresenter(center: center, scene: scene))
    ///
    /// A render the old presenter has under way is given up on.
    ///
    /// - Parameters:
    ///   - presenter: what draws the alerts from now on, or `nil` for nothing.
    ///   - timeout: how long the center waits for one
    ///     ``AlertPresenter/render(_:)`` before it renders the newest state
    ///     anyway; at most 10^12 seconds (a longer one waits that long).
    ///   - clock: what `timeout` is measured on: real time by default. It is
    ///     the presenter's own, apart from the center's: a test that drives
    ///     the center on a test clock can give the presenter another, and
    ///     its time then never moves the center's.
    /// - Complexity: O(*v*) for *v* visible alerts.
    public func setPresenter<C: Clock>(
        _ presenter: (any AlertPresenter)?, timeout: Duration = .seconds(2), clock: C = ContinuousClock()
    ) where C.Duration == Duration {
        presenterFeed?.stop()
        presenterFeed = presenter.map { PresenterFeed(presenter: $0, timeout: timeout, sleep: Self.sleeper(on: clock)) }
        presenterFeed?.send(screenState)
    }

    /// How many renders have outlived the presenter timeout since the
    /// presenter was set. ``AlertPresenter/render(_:)`` must not block: a
    /// render that waits on a lock or a semaphore holds a thread, and a stuck
    /// render is never started again for the same state, so that a presenter
    /// that blocks cannot take every thread. The first stuck render is also
    /// reported once, on standard error.
    ///
    /// - Complexity: O(1)
    public var stuckRenders: Int { presenterFeed?.stuck.total ?? 0 }

    /// Reports the first stuck render of the current presenter with
    /// `report` instead of on standard error: for tests.
    ///
    /// - Complexity: O(1)
    @_spi(Testing)
    public func reportStuckRenders(with report: @escaping @Sendable (String) -> Void) {
        presenterFeed?.stuck.report.withLock { $0 = report }
    }

    /// Sleeps for a duration on `clock`.
    static func sleeper<C: Clock>(on clock: C) -> @Sendable (Duration) async throws -> Void
    where C.Duration == Duration {
        { try await clock.sleep(for: $0) }
    }
}
