public import AlertCore

extension AlertCenter {
    /// The user pressed the action with id `action` on alert `id`. Refused
    /// unless `id` is on top, so a late tap never lands on an alert that
    /// has just covered it.
    ///
    /// Dismissal: the alert is dismissed with reason `action`, and every
    /// waiter gets ``AlertOutcome/action(_:)`` with the action's id, unless
    /// the action is declared `dismisses: false`: it then stays on screen,
    /// and the press reaches each ticket's ``AlertTicket/actions`` stream.
    ///
    /// - Throws: ``AlertRejection``: `.nothingVisible` (naming no alert)
    ///   when nothing is on screen, else naming `id`: `.notVisible`,
    ///   `.covered` or `.noSuchAction`.
    /// - Complexity: O(log *n*) for *n* pending, like the scheduler.
    public func tap(action: String, on id: AlertID) throws {
        try tap(action: action, on: .alert(id))
    }

    /// The user pressed the action with id `action` on `target`: whatever
    /// is on top (`AlertTarget.top`), or one alert, which must be on top.
    /// Prefer addressing an alert: a tap on `.top` lands on whatever
    /// covered the alert the user saw.
    ///
    /// - Throws: ``AlertRejection``, as ``tap(action:on:)-(_,AlertID)``.
    /// - Complexity: O(log *n*) for *n* pending.
    public func tap(action: String, on target: AlertTarget) throws {
        try rejectIfRefused(perform(.tap(action: action, on: target)))
    }

    /// The user closed alert `id` (its close button, or a tap on the dim
    /// mask): every waiter gets ``AlertOutcome/closed``. Refused unless it
    /// is on top and dismissible.
    ///
    /// - Throws: ``AlertRejection``: `.nothingVisible` (naming no alert)
    ///   when nothing is on screen, else naming `id`: `.notVisible`,
    ///   `.covered` or `.notDismissible`.
    /// - Complexity: O(log *n*) for *n* pending.
    public func close(_ id: AlertID) throws {
        try close(.alert(id))
    }

    /// The user closed `target`: the top alert, or one alert, which must be
    /// on top. Refused for an alert that is not dismissible.
    ///
    /// - Throws: ``AlertRejection``, as ``close(_:)-(AlertID)``.
    /// - Complexity: O(log *n*) for *n* pending.
    public func close(_ target: AlertTarget) throws {
        try rejectIfRefused(perform(.close(target)))
    }

    /// The app removes alert `id` in code, whatever it says about being
    /// dismissible: dismissed if visible, cancelled if pending. Every waiter
    /// gets ``AlertOutcome/removed``.
    ///
    /// - Returns: `false` when `id` is neither pending nor visible (there
    ///   was nothing to remove).
    /// - Complexity: O(log *n*) for *n* pending.
    @discardableResult
    public func remove(_ id: AlertID) -> Bool {
        AlertRejection(among: perform(.remove(id))) == nil
    }

    /// The app removes every alert in code (the user signed out, say):
    /// pending ones are cancelled first, in queue order, then visible ones
    /// dismissed from the top, so that none is presented on the way. Every
    /// waiter gets ``AlertOutcome/removed``. Unlike ``relaunch()``, holds,
    /// the screen, the gap and group counts stay as they are.
    ///
    ///     await center.removeAll()
    ///
    /// - Returns: how many alerts were removed.
    /// - Complexity: O(*n* log *n*) for *n* pending and visible.
    @discardableResult
    public func removeAll() -> Int {
        catchUp()
        let alerts = scheduler.pending + scheduler.visible.reversed()
        for id in alerts { _ = performWithoutCatchingUp(.remove(id)) }
        return alerts.count
    }

    /// The older name of ``remove(_:)-(AlertID)``.
    ///
    /// - Complexity: O(log *n*) for *n* pending.
    @available(*, deprecated, renamed: "remove(_:)")
    @discardableResult
    public func dismiss(_ id: AlertID) -> Bool {
        remove(id)
    }

    /// The app moved to `screen`: visible alerts that belong to other
    /// screens step aside, and alerts that belong to it may show.
    ///
    /// - Complexity: O(log *n*) per alert it suspends or presents, as the
    ///   scheduler's navigation, plus catching up with the clock
    public func navigate(to screen: String) {
        perform(.navigate(to: screen))
    }

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

    /// The app starts afresh as if it had been killed and launched again
    /// (relaunch): every visible alert, top first, then every pending one
    /// ends cancelled, so every waiter gets ``AlertOutcome/removed``; holds,
    /// the gap, group counts and the screen start over; frequency caps and
    /// the ledger carry on. Hold tokens taken before it release nothing
    /// afterwards: their ``AlertHold/release()`` sends no command, so it
    /// emits no event and leaves a hold of the same name taken since alone.
    ///
    /// - Complexity: O(*n* log *n*) for *n* pending.
    public func relaunch() {
        perform(.relaunch)
        launchNumber += 1
    }

    /// Throws the rejection among `events`, if there is one.
    private func rejectIfRefused(_ events: [AlertEvent]) throws {
        if let rejection = AlertRejection(among: events) { throw rejection }
    }
}
