public import AlertCore

extension AlertCenter {
    /// The user pressed the action labelled `label` on alert `id`. Refused
    /// unless `id` is on top, so a late tap never lands on an alert that
    /// has just covered it.
    ///
    /// - Returns: `false` when the tap was rejected.
    @discardableResult
    public func tap(action label: String, on id: AlertID) -> Bool {
        accepted(perform(.tap(action: label, on: .alert(id))))
    }

    /// The user closed alert `id` (its close button, or a tap on the dim
    /// mask). Refused unless it is on top and dismissible.
    ///
    /// - Returns: `false` when the close was rejected.
    @discardableResult
    public func close(_ id: AlertID) -> Bool {
        accepted(perform(.close(.alert(id))))
    }

    /// The app removes alert `id` in code, whatever it says about being
    /// dismissible: dismissed if visible, cancelled if pending.
    ///
    /// - Returns: `false` when `id` is neither pending nor visible.
    @discardableResult
    public func dismiss(_ id: AlertID) -> Bool {
        accepted(perform(.dismiss(id)))
    }

    /// The app moved to `screen`: visible alerts that belong to other
    /// screens step aside, and alerts that belong to it may show.
    public func navigate(to screen: String) {
        perform(.navigate(to: screen))
    }

    /// Something else takes the screen for a while (a splash ad, a system
    /// dialog): no alert starts showing until every hold is released. Holds
    /// are counted per name.
    public func hold(_ name: String) -> AlertHold {
        perform(.hold(name))
        return AlertHold(name: name, center: self)
    }

    /// One holder of `name` lets go (through ``AlertHold/release()``).
    func releaseHold(_ name: String) {
        perform(.release(name))
    }

    /// The app starts afresh as if relaunched: every alert ends
    /// ``AlertOutcome/removed``; holds, the gap, group counts and the screen
    /// start over; frequency caps carry on.
    public func relaunch() {
        perform(.relaunch)
    }

    private func accepted(_ events: [AlertEvent]) -> Bool {
        !events.contains { if case .rejected = $0.kind { true } else { false } }
    }
}
