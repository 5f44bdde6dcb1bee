public import AlertCore

/// What should be on screen: the visible alerts bottom to top, and how many
/// dim layers lie behind them. The center hands one to its presenter after
/// every change.
///
/// Invariant (as the center produces it): `masks` is 1 while `visible` is
/// not empty and 0 otherwise; the scheduler never leaves a layer behind.
public struct AlertScreenState: Hashable, Sendable {
    /// Visible alerts, bottom to top: draw them in this order, so the last
    /// one is on top (z-order).
    public var visible: [AlertDefinition]
    /// Dim layers behind the alerts: one while anything is visible, none
    /// otherwise.
    public var masks: Int

    /// A state showing `visible`, bottom to top, over `masks` dim layers.
    ///
    /// - Complexity: O(1)
    public init(visible: [AlertDefinition] = [], masks: Int = 0) {
        self.visible = visible
        self.masks = masks
    }

    /// The alert on top, which the user's taps reach.
    ///
    /// - Complexity: O(1)
    public var top: AlertDefinition? { visible.last }

    /// Whether a dim layer is shown.
    ///
    /// - Complexity: O(1)
    public var isDimmed: Bool { masks > 0 }
}
