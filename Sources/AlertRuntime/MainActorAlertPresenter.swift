/// A presenter that lives on the main actor, where UIKit and SwiftUI do:
/// conform a plain class to it and the class is main-actor isolated, with
/// stored `var`s, in any target (a target whose default isolation is the
/// main actor, or one without). The center calls ``render(_:)`` on the main
/// actor and never waits for it to schedule (see ``AlertPresenter``).
///
/// A UIKit presenter: a window above the app, a dim view, a card per alert.
/// It holds the center weakly: the center holds its presenter, so a strong
/// reference back would keep both alive for good.
///
///     final class WindowPresenter: MainActorAlertPresenter {
///         weak var center: AlertCenter?
///         let window: UIWindow                // windowLevel = .alert + 1, above the app
///         let dimView = UIView()
///         var cards: [AlertID: AlertCardView] = [:]
///         var drawn = AlertScreenState()
///
///         init(center: AlertCenter, scene: UIWindowScene) {
///             self.center = center
///             window = UIWindow(windowScene: scene)
///             window.windowLevel = .alert + 1
///         }
///
///         func render(_ state: AlertScreenState) async {
///             let changes = state.changes(since: drawn)
///             drawn = state
///             window.isHidden = state.visible.isEmpty
///             // The cards this render takes away; a later render may draw their alerts again meanwhile.
///             let leaving = changes.hidden.compactMap { cards[$0.id] }
///             for alert in changes.changed { cards[alert.id]?.removeFromSuperview() }
///             for alert in changes.shown + changes.changed { cards[alert.id] = makeCard(for: alert) }
///             await withCheckedContinuation { done in
///                 UIView.animate(withDuration: 0.25) {
///                     self.dimView.alpha = state.isDimmed ? 0.4 : 0
///                     for card in leaving { card.alpha = 0 }
///                     for alert in changes.shown { self.cards[alert.id]?.alpha = 1 }
///                 } completion: { _ in done.resume() }
///             }
///             for card in leaving where cards[card.alert.id] === card { cards[card.alert.id] = nil }
///             for card in leaving { card.removeFromSuperview() }
///         }
///
///         func makeCard(for alert: AlertDefinition) -> AlertCardView {
///             let card = AlertCardView(alert: alert)
///             card.onAction = { [weak self] action in
///                 Task { try? await self?.center?.tap(action: action.id, on: alert.id) }
///             }
///             window.addSubview(card)
///             return card
///         }
///     }
///
/// Attach it once the center exists, since it needs the center:
///
///     let center = AlertCenter(policy: policy, history: history)
///     await center.setPresenter(WindowPresenter(center: center, scene: scene))
///
/// SwiftUI's presenter is ``AlertOverlayModel``, an `@Observable` model a
/// view binds to.
@MainActor
public protocol MainActorAlertPresenter: AlertPresenter, AnyObject {
    /// Shows `state`, on the main actor; returns when it is on screen
    /// (after any animation).
    func render(_ state: AlertScreenState) async
}
