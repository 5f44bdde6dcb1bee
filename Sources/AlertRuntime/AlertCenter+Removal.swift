public import AlertCore

/// The app's removals, in code, whatever the alerts say about being dismissible (the
/// user's closing is a gesture: see `AlertCenter+Gestures.swift`).
extension AlertCenter {
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
    /// the screen and group counts stay as they are, and removing a visible
    /// alert starts the policy's gap, as any dismissal does.
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
}
