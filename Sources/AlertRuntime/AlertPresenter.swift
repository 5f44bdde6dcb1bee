/// Draws the center's alerts: a UIKit window above the app, a SwiftUI
/// overlay, a terminal, a log.
///
/// The center tells a presenter what should be on screen with an
/// ``AlertScreenState``: the visible alerts in z-order (bottom to top) and
/// the number of dim layers. ``render(_:)`` returns when that state is on
/// screen, after any show and hide animations; use
/// ``AlertScreenState/changes(since:)`` to learn what to animate.
///
/// Scheduling never waits for a presenter. The center hands states to one
/// rendering task and goes on: while a ``render(_:)`` call runs, newer
/// states replace each other and only the newest is rendered next. A
/// render that has not returned after the center's `presenterTimeout` (in
/// real time) is given up on (its task is cancelled) and the newest state
/// is rendered, so a presenter that never completes an animation can wedge
/// neither the queue nor the screen. Renders overlap only then: a render
/// given up on may still be running while the next one runs, and if it
/// returns after a newer state was sent, the newest is rendered once more,
/// so the last state a presenter draws is always the newest.
///
/// A UIKit adapter, as a sketch (this project does not compile UIKit). Mark
/// such a class `@MainActor` yourself, even where the main actor is the
/// default isolation: a class conforming to this `Sendable` protocol is not
/// inferred to be main-actor isolated, and its stored `var`s would not
/// compile.
///
///     @MainActor final class WindowPresenter: AlertPresenter {
///         let window: UIWindow            // windowLevel = .alert, above the app
///         let dimView: UIView
///         var drawn = AlertScreenState()
///         func render(_ state: AlertScreenState) async {
///             let changes = state.changes(since: drawn)
///             drawn = state
///             window.isHidden = state.visible.isEmpty
///             await withCheckedContinuation { done in
///                 UIView.animate(withDuration: 0.25) {
///                     self.dimView.alpha = state.isDimmed ? 0.4 : 0
///                     for alert in changes.hidden { self.card(for: alert).alpha = 0 }
///                     for alert in changes.shown { self.card(for: alert).alpha = 1 }
///                     self.stackCards(in: state.visible)   // bottom to top
///                 } completion: { _ in done.resume() }
///             }
///         }
///     }
public protocol AlertPresenter: Sendable {
    /// Shows `state`; returns when it is on screen (after any animation).
    func render(_ state: AlertScreenState) async
}
