/// The popup code that caused the bug (§3), kept for comparison.
///
/// No queue, no levels, no holds, no screens, no coalescing, ttl, capacity,
/// groups or gap: every request shows at once on top of the stack. Each
/// shown alert adds its own dim layer and remembers it in one shared
/// "current mask" slot; each dismissal removes the layer in that slot, if
/// any, and empties it. Three stacked alerts closed leave two dim layers on
/// an empty screen.
///
/// Invariant: `pending` is always empty; `masks >= (slot holds a layer ? 1 : 0)`;
/// the ledger balances.
public struct NaiveAlertStack: AlertStateMachine, TopAlertGesturePerforming {
    public private(set) var now: Milliseconds
    /// Tracked only to label the screen; naive code ignores screens.
    public private(set) var screen: String?
    public var recordsStacks = false
    /// Shown alerts, bottom first (newest on top).
    private var stack: [AlertDefinition] = []
    /// Dim layers added and not yet removed.
    public private(set) var masks = 0
    /// Whether the shared "current mask" slot holds a layer.
    private var slotHoldsLayer = false
    private var tally = AlertLedger()

    public init(screen: String? = nil, now: Milliseconds = 0) {
        self.screen = screen
        self.now = now
    }

    /// - Complexity: O(1)
    public var visibleAlerts: [AlertDefinition] { stack }
    /// Always empty: naive code shows everything at once.
    public var pendingAlerts: [PendingAlert] { [] }
    /// Naive code ignores holds.
    public var holds: Set<String> { [] }
    /// Naive code has no timers.
    public var nextDeadline: Milliseconds? { nil }

    /// - Complexity: O(1)
    public var ledger: AlertLedger {
        var ledger = tally
        ledger.visible = stack.count
        return ledger
    }

    /// - Complexity: O(1) for everything but `dismiss(id)`, which is O(*v*).
    @discardableResult
    public mutating func send(_ command: AlertCommand) -> [AlertEvent] {
        var events: [AlertEvent] = []
        switch command {
        case .request(let definition):
            tally.requested += 1
            events.append(event(.requested, definition))
            stack.append(definition)
            masks += 1
            slotHoldsLayer = true
            events.append(event(.presented, definition))
        case .tap(let label):
            perform(.tap(label, on: stack.last), into: &events)
        case .dismissTop:
            perform(.close(stack.last), into: &events)
        case .dismiss(let id):
            guard let index = stack.lastIndex(where: { $0.id == id }) else {
                events.append(notFound(id))
                break
            }
            let definition = stack[index]
            remove(at: index)
            events.append(event(.dismissed, definition))
        case .hold(let name):
            events.append(event(.held, hold: name))
        case .release(let name):
            events.append(event(.released, hold: name))
        case .navigate(let target):
            screen = target
            events.append(event(.navigated, screen: target))
        case .advance(let time):
            now = Swift.max(now, time)
        }
        _checkInvariants()
        return events
    }

    /// A tap or close took the top popup away (see ``TopAlertGesturePerforming``).
    mutating func removeTopAlert() { remove(at: stack.count - 1) }

    /// Naive code does nothing after a dismissal: no queue, no settling.
    func didRemoveTopAlert(into events: inout [AlertEvent]) {}

    /// Removes a popup and whatever layer the shared slot remembers.
    private mutating func remove(at index: Int) {
        stack.remove(at: index)
        tally.dismissed += 1
        if slotHoldsLayer {
            masks -= 1
            slotHoldsLayer = false
        }
    }

    var currentStacks: AlertStacks? {
        recordsStacks ? AlertStacks(visible: stack.map(\.id), pending: [], masks: masks) : nil
    }

    /// Checks the invariants stated on ``NaiveAlertStack``; free in release builds.
    public func _checkInvariants() {
        #if DEBUG
            precondition(masks >= (slotHoldsLayer ? 1 : 0), "slot remembers a removed layer")
            precondition(masks >= 0, "negative dim layers")
            precondition(ledger.isBalanced, "ledger unbalanced: \(ledger)")
        #endif
    }
}
