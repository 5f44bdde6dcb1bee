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

    /// Throws the rejection among `events`, if there is one.
    private func rejectIfRefused(_ events: [AlertEvent]) throws {
        if let rejection = AlertRejection(among: events) { throw rejection }
    }
}
