/// What an app (or a user, or the clock) does to the alert state machine.
///
/// Every command but ``advance(to:)`` happens at the machine's current
/// instant, ``AlertStateMachine/now``.
public enum AlertCommand: Hashable, Sendable, Codable {
    /// A module asks to show an alert.
    case request(AlertDefinition)
    /// The user presses the action whose id is `action` on the target
    /// alert: the top one, or a named one, which must then be on top.
    case tap(action: String, on: AlertTarget = .top)
    /// The user closes the target alert without an action (close button, tap
    /// on the mask). Refused for alerts that are not dismissible.
    case close(AlertTarget = .top)
    /// The app removes an alert in code, whatever it says about being
    /// dismissible: a visible one is dismissed, a pending one cancelled.
    case remove(AlertID)
    /// Something else owns the screen for a while (a splash ad, a system
    /// permission dialog): no alert starts showing until every holder of
    /// every hold has released it.
    case hold(String)
    /// One holder of the named hold lets go.
    case release(String)
    /// The app navigates to another screen.
    case navigate(to: String)
    /// The app is killed and started again at the same instant.
    case relaunch
    /// Time moves forward to this instant, firing every deadline on the way.
    /// Moving backwards does nothing.
    case advance(to: Milliseconds)
}

extension AlertCommand {
    /// The older name of ``remove(_:)``: the app removes an alert in code.
    ///
    /// - Complexity: O(1)
    @available(*, deprecated, renamed: "remove(_:)")
    public static func dismiss(_ id: AlertID) -> AlertCommand { .remove(id) }
}

/// Which visible alert a user's gesture is meant for.
public enum AlertTarget: Hashable, Sendable, Codable {
    /// Whatever is on top when the gesture arrives.
    case top
    /// This alert, and only while it is on top: a late tap never lands on an
    /// alert that has meanwhile covered it.
    case alert(AlertID)
}
