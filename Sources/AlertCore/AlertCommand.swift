/// What an app (or a user, or the clock) does to the alert state machine.
///
/// Every command but ``advance(to:)`` happens at the machine's current
/// instant, ``AlertStateMachine/now``.
public enum AlertCommand: Hashable, Sendable, Codable {
    /// A module asks to show an alert.
    case request(AlertDefinition)
    /// The user presses the action with this label on the top visible alert.
    case tap(String)
    /// The user closes the top visible alert (close button, tap on the mask).
    case dismissTop
    /// The app removes an alert in code: visible ones are dismissed, pending
    /// ones cancelled.
    case dismiss(AlertID)
    /// Something else owns the screen for a while (a splash ad, a system
    /// permission dialog): no alert starts showing until it is released.
    case hold(String)
    /// The named hold ends.
    case release(String)
    /// The app navigates to another screen.
    case navigate(String)
    /// Virtual time moves forward to this instant, firing every deadline on
    /// the way. Moving backwards does nothing.
    case advance(to: Milliseconds)
}
