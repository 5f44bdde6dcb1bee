import AlertCore
import AlertRuntime
import TestSupport
import Testing

// The documentation's UIKit presenter (MainActorAlertPresenter), compiled
// on Linux against stand-ins for the few UIKit types it uses, in a target
// whose default isolation is the main actor, as an app's is. Only the
// stand-ins are made up; the presenter is the documentation's.

class UIView {
    init() {}
    var alpha = 1.0
    private(set) var subviews: [UIView] = []
    weak var superview: UIView?
    func addSubview(_ view: UIView) {
        subviews.append(view)
        view.superview = self
    }
    func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    /// Completions held back while this is set, as by an animation still
    /// running; `nil` completes each animation at once.
    static var heldCompletions: [(Bool) -> Void]?
    static func animate(
        withDuration duration: Double, animations: () -> Void, completion: @escaping (Bool) -> Void
    ) {
        animations()
        if heldCompletions != nil { heldCompletions?.append(completion) } else { completion(true) }
    }
}

final class UIWindowScene {}

final class UIWindow: UIView {
    struct Level: Equatable {
        var rawValue: Double
        static let alert = Level(rawValue: 2000)
        static func + (level: Level, offset: Double) -> Level { Level(rawValue: level.rawValue + offset) }
    }
    var windowLevel = Level(rawValue: 0)
    var isHidden = true
    init(windowScene: UIWindowScene) {}
}

final class AlertCardView: UIView {
    let alert: AlertDefinition
    var onAction: ((AlertAction) -> Void)?
    init(alert: AlertDefinition) { self.alert = alert }
}

// The documentation's presenter: a plain class, main-actor isolated by its
// conformance, holding the center weakly.
final class WindowPresenter: MainActorAlertPresenter {
    weak var center: AlertCenter?
    let window: UIWindow  // windowLevel = .alert + 1, above the app
    let dimView = UIView()
    var cards: [AlertID: AlertCardView] = [:]
    var drawn = AlertScreenState()

    init(center: AlertCenter, scene: UIWindowScene) {
        self.center = center
        window = UIWindow(windowScene: scene)
        window.windowLevel = .alert + 1
    }

    func render(_ state: AlertScreenState) async {
        let changes = state.changes(since: drawn)
        drawn = state
        window.isHidden = state.visible.isEmpty
        // The cards this render takes away; a later render may draw their alerts again meanwhile.
        let leaving = changes.hidden.compactMap { cards[$0.id] }
        for alert in changes.changed { cards[alert.id]?.removeFromSuperview() }
        for alert in changes.shown + changes.changed { cards[alert.id] = makeCard(for: alert) }
        await withCheckedContinuation { done in
            UIView.animate(withDuration: 0.25) {
                self.dimView.alpha = state.isDimmed ? 0.4 : 0
                for card in leaving { card.alpha = 0 }
                for alert in changes.shown { self.cards[alert.id]?.alpha = 1 }
            } completion: { _ in
                done.resume()
            }
        }
        for card in leaving where cards[card.alert.id] === card { cards[card.alert.id] = nil }
        for card in leaving { card.removeFromSuperview() }
    }

    func makeCard(for alert: AlertDefinition) -> AlertCardView {
        let card = AlertCardView(alert: alert)
        card.onAction = { [weak self] action in
            Task { try? await self?.center?.tap(action: action.id, on: alert.id) }
        }
        window.addSubview(card)
        return card
    }
}

@Suite("The documentation's UIKit presenter", .serialized)
struct UIKitSketchTests {
    @Test("It draws what the center shows, sends a tap back, and holds the center weakly")
    func drawsTapsAndHoldsWeakly() async {
        weak var released: AlertCenter?
        var presenter: WindowPresenter?
        do {
            let center = AlertCenter(clock: ManualClock())
            released = center
            let window = WindowPresenter(center: center, scene: UIWindowScene())
            presenter = window
            await center.setPresenter(window)
            let rating = AlertDefinition(id: "rating", title: "Enjoying the app?", actions: [AlertAction("ok")])
            let ticket = await center.request(rating)
            #expect(await eventually { window.cards["rating"] != nil })
            #expect(window.window.isHidden == false)
            #expect(window.dimView.alpha == 0.4)
            window.cards["rating"]?.onAction?(AlertAction("ok"))
            #expect(await ticket.outcome == .action("ok"))
            #expect(await eventually { window.cards.isEmpty && window.window.isHidden })
        }
        #expect(presenter != nil)
        #expect(await eventually { released == nil }, "no retain cycle: the center went away")
    }

    @Test("A card whose alert came back with other text while a render was pending is drawn again")
    func redrawsAChangedAlert() async {
        let center = AlertCenter(clock: ManualClock())
        let window = WindowPresenter(center: center, scene: UIWindowScene())
        await window.render(AlertScreenState(visible: [AlertDefinition(id: "news", title: "Old")], masks: 1))
        let old = window.cards["news"]
        await window.render(AlertScreenState(visible: [AlertDefinition(id: "news", title: "New")], masks: 1))
        #expect(window.cards["news"]?.alert.title == "New")
        #expect(window.window.subviews.count == 1, "the old card is gone")
        #expect(old?.superview == nil)
    }

    @Test("A slow render that hides a card leaves the card a later render drew for the same alert")
    func aSlowHideLeavesALaterCard() async {
        let center = AlertCenter(clock: ManualClock())
        let window = WindowPresenter(center: center, scene: UIWindowScene())
        let news = AlertDefinition(id: "news", title: "News")
        await window.render(AlertScreenState(visible: [news], masks: 1))
        let first = window.cards["news"]
        UIView.heldCompletions = []
        defer { UIView.heldCompletions = nil }
        let hiding = Task { await window.render(AlertScreenState()) }
        #expect(await eventually { UIView.heldCompletions?.count == 1 })
        let showing = Task { await window.render(AlertScreenState(visible: [news], masks: 1)) }
        #expect(await eventually { UIView.heldCompletions?.count == 2 })
        // The later render's animation ends first, then the slow hide's.
        let held = UIView.heldCompletions ?? []
        UIView.heldCompletions = nil
        guard held.count == 2 else { return }
        held[1](true)
        await showing.value
        held[0](true)
        await hiding.value
        #expect(window.cards["news"] != nil && window.cards["news"] !== first, "the later card stays")
        #expect(window.window.subviews.count == 1, "the first card went, the later one is drawn")
        #expect(first?.superview == nil)
    }
}
