/// The popup code that caused the bug, kept for comparison.
///
/// No queue, no levels, no holds that block, no screens, no coalescing, ttl,
/// capacity, groups, gap or caps: every request shows at once on top of the
/// stack. Each shown alert adds its own dim layer and remembers it in one
/// shared "current mask" slot; each dismissal removes the layer in that slot,
/// if any, and empties it. Three stacked alerts closed leave two dim layers
/// on an empty screen.
///
/// Holds are counted, and a release of a name nobody holds is refused, as in
/// the scheduler, but they block nothing. A relaunch cancels every alert on
/// the stack, top first, and clears every dim layer.
///
/// Invariant: `pending` is always empty; `masks >= (slot holds a layer ? 1 : 0)`;
/// the ledger balances.
public struct NaiveAlertStack: AlertStateMachine, UserGesturePerforming, EventEmitting {
    /// The current instant, in milliseconds. Naive code has no deadlines:
    /// only an `advance` command moves it, and never backwards.
    public private(set) var now: Milliseconds
    /// Tracked only to label the screen; naive code ignores screens.
    public private(set) var screen: String?
    /// The screen the app starts on, and returns to after a relaunch.
    public let launchScreen: String?
    /// Counted, but naive code lets popups show whatever is held.
    public private(set) var holds: [String: Int] = [:]
    /// Shown alerts, newest on top.
    private var stack = PopupStack()
    /// Dim layers added and not yet removed.
    public private(set) var masks = 0
    /// Whether the shared "current mask" slot holds a layer.
    package private(set) var slotHoldsLayer = false
    private var tally = AlertLedger()

    /// Naive popup code on `screen`, at `now`.
    ///
    /// - Complexity: O(1)
    public init(screen: String? = nil, now: Milliseconds = 0) {
        self.screen = screen
        self.launchScreen = screen
        self.now = now
    }

    /// Every popup shown, bottom to top, the same id possibly twice.
    ///
    /// - Complexity: O(*v*)
    public var visibleAlerts: [AlertDefinition] { stack.definitions }
    /// Always empty: naive code shows everything at once.
    ///
    /// - Complexity: O(1)
    public var pendingAlerts: [PendingAlert] { [] }
    /// Naive code has no timers.
    ///
    /// - Complexity: O(1)
    public var nextDeadline: Milliseconds? { nil }

    /// Where every request has ended up so far.
    ///
    /// - Complexity: O(1)
    public var ledger: AlertLedger {
        var ledger = tally
        ledger.visible = stack.count
        return ledger
    }

    /// Applies `command` as the naive popup code would, and returns what happened.
    ///
    /// - Complexity: O(1) for everything but a relaunch, which is O(*v*),
    ///   and a tap, which is O(*a*) to find the action id among the alert's *a*
    ///   actions.
    @discardableResult
    public mutating func send(_ command: AlertCommand) -> [AlertEvent] {
        var events: [AlertEvent] = []
        switch command {
        case .request(let definition):
            tally.requested += 1
            emit(.requested(definition.id), level: definition.fields.level, into: &events)
            stack.push(definition)
            masks += 1
            slotHoldsLayer = true
            emit(.presented(definition.id), level: definition.fields.level, into: &events)
        case .tap(let action, let target): tap(action, on: target, into: &events)
        case .close(let target): close(target, into: &events)
        case .remove(let id):
            guard let node = stack.topmost(id) else {
                // A removal names the id it addressed, visible or not (rule 6, docs/rules.md).
                emit(.rejected(id, reason: .notFound), into: &events)
                break
            }
            let level = stack[node].level
            remove(node)
            emit(.dismissed(id, reason: .removed), level: level, into: &events)
        case .hold(let name):
            holds[name, default: 0] += 1
            emit(.held(name), into: &events)
        case .release(let name):
            guard let count = holds[name] else {
                emit(.rejected(nil, reason: .notHeld(name)), into: &events)
                break
            }
            holds[name] = count > 1 ? count - 1 : nil
            emit(.released(name), into: &events)
        case .navigate(let target):
            screen = target
            emit(.navigated(to: target), into: &events)
        case .relaunch:
            while stack.top >= 0 {
                let top = stack.remove(stack.top)
                tally.cancelled += 1
                emit(.cancelled(top.id, reason: .relaunch), level: top.level, into: &events)
            }
            masks = 0
            slotHoldsLayer = false
            holds = [:]
            screen = launchScreen
            emit(.relaunched, into: &events)
        case .advance(let time):
            now = Swift.max(now, time)
        }
        _checkInvariants()
        return events
    }

    // Gestures name a popup by its node in the pile, not by z-position.

    /// The newest popup, which gestures without an address land on.
    package var topPosition: Int? { stack.isEmpty ? nil : Int(stack.top) }

    /// The topmost popup with this id, if one is shown.
    ///
    /// - Complexity: O(1)
    package func position(ofVisible id: AlertID) -> Int? { stack.topmost(id).map(Int.init) }

    /// Naive code queues nothing.
    package func level(ofPending id: AlertID) -> AlertLevel? { nil }

    package func gestureFacts(at node: Int) -> GestureFacts {
        let popup = stack[Int32(node)]
        return (popup.id, popup.level, popup.isDismissible)
    }

    package func actionDismisses(_ action: String, at node: Int) -> Bool? {
        stack[Int32(node)].action(withID: action)?.dismisses
    }

    /// A tap or close took a popup away.
    package mutating func removeVisible(at node: Int) { remove(Int32(node)) }

    /// Naive code does nothing after a dismissal: no queue, no settling.
    package func didRemoveVisible(into events: inout [AlertEvent]) {}

    /// Removes a popup and whatever layer the shared slot remembers.
    private mutating func remove(_ node: Int32) {
        stack.remove(node)
        tally.dismissed += 1
        if slotHoldsLayer {
            masks -= 1
            slotHoldsLayer = false
        }
    }

    /// Checks the invariants stated on ``NaiveAlertStack``; free in release builds.
    package func _checkInvariants() {
        #if DEBUG
            stack._checkInvariants()
            precondition(masks >= (slotHoldsLayer ? 1 : 0), "slot remembers a removed layer")
            precondition(masks >= 0, "negative dim layers")
            precondition(ledger.isBalanced, "ledger unbalanced: \(ledger)")
        #endif
    }
}
