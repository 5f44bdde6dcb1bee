extension AlertCenter {
    /// Draws the center's alerts with `presenter` from now on, in place of
    /// the one it had (given to the initialiser, or here before), starting
    /// with what is on screen now; `nil` draws nothing.
    ///
    /// A presenter sends the user's taps and closes back to the center, so
    /// it is often made after the center, with the center in hand:
    ///
    ///     let center = AlertCenter(policy: policy, history: history)
    ///     await center.setPresenter(WindowPresenter(center: center))
    ///
    /// A render the old presenter has under way is given up on.
    ///
    /// - Parameters:
    ///   - presenter: what draws the alerts from now on, or `nil` for nothing.
    ///   - timeout: how long, on the center's clock, the center waits for
    ///     one ``AlertPresenter/render(_:)`` before it renders the newest
    ///     state anyway.
    /// - Complexity: O(*v*) for *v* visible alerts.
    public func setPresenter(_ presenter: (any AlertPresenter)?, timeout: Duration = .seconds(2)) {
        presenterFeed?.stop()
        presenterFeed = presenter.map { PresenterFeed(presenter: $0, timeout: timeout, sleep: sleepFor) }
        presenterFeed?.send(screenState)
    }
}
