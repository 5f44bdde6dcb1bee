public import AlertCore

/// What should be on screen: the visible alerts bottom to top, and whether
/// the dim mask is shown. The center hands one to its presenter after every
/// change.
public struct AlertScreenState: Hashable, Sendable {
    /// Visible alerts, bottom to top: draw them in this order.
    public var visible: [AlertDefinition]
    /// Dim layers behind the alerts: one while anything is visible, none
    /// otherwise. (The scheduler never leaves a layer behind.)
    public var masks: Int

    /// A state with `visible` alerts, bottom to top, over `masks` dim layers.
    public init(visible: [AlertDefinition] = [], masks: Int = 0) {
        self.visible = visible
        self.masks = masks
    }

    /// The alert on top, which the user's taps reach.
    public var top: AlertDefinition? { visible.last }
}

/// Draws the center's alerts: a UIKit window above the app, a SwiftUI
/// overlay, or a terminal.
///
/// The center never waits for a presenter: it sends each new
/// ``AlertScreenState`` to one presenting task and goes on scheduling. While
/// a ``render(_:)`` call is still running (a slow animation), newer states
/// replace each other and only the latest is rendered next, so a presenter
/// that never finishes an animation cannot wedge the queue; it only sees
/// fewer intermediate states.
///
/// A UIKit adapter, as a sketch:
///
///     @MainActor final class WindowPresenter: AlertPresenter {
///         let window: UIWindow   // windowLevel = .alert, above the app
///         func render(_ state: AlertScreenState) async {
///             window.isHidden = state.visible.isEmpty
///             dimView.alpha = state.masks > 0 ? 0.4 : 0
///             // add, remove and order one card view per alert, bottom to top
///         }
///     }
public protocol AlertPresenter: Sendable {
    /// Shows `state`; return when it is on screen (after any animation).
    func render(_ state: AlertScreenState) async
}
