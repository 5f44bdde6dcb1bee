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
public struct NaiveAlertStack: AlertStateMachine, StackRecording, UserGesturePerforming {
    public private(set) var now: Milliseconds
    /// Tracked only to label the screen; naive code ignores screens.
    public private(set) var screen: String?
    /// The screen the app starts on, and returns to after a relaunch.
    public let launchScreen: String?
    /// Counted, but naive code lets popups show whatever is held.
    public private(set) var holds: [String: Int] = [:]
    /// Whether pushes and removals are recorded and events stamped with
    /// their place among them.
    package var recordsStacks = false {
        didSet {
            guard recordsStacks != oldValue else { return }
            visibleChanges.removeAll()
            guard recordsStacks else { return }
            for (position, definition) in stack.enumerated() {
                visibleChanges.append(.inserted(definition.id, at: position))
            }
        }
    }
    /// Pushes and removals since a consumer last took them.
    private var visibleChanges = ChangeLog<VisibleChange>()
    /// Naive code has no queue: always empty.
    private var queueChanges = ChangeLog<QueueChange>()
    /// Shown alerts, bottom first (newest on top).
    private var stack: [AlertDefinition] = []
    /// Dim layers added and not yet removed.
    public private(set) var masks = 0
    /// Whether the shared "current mask" slot holds a layer.
    private var slotHoldsLayer = false
    private var tally = AlertLedger()

    /// Naive popup code on `screen`, at `now`.
    public init(screen: String? = nil, now: Milliseconds = 0) {
        self.screen = screen
        self.launchScreen = screen
        self.now = now
    }

    /// Every popup shown, bottom to top, the same id possibly twice.
    ///
    /// - Complexity: O(1)
    public var visibleAlerts: [AlertDefinition] { stack }
    /// Always empty: naive code shows everything at once.
    public var pendingAlerts: [PendingAlert] { [] }
    /// Naive code has no timers.
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
    /// - Complexity: O(1) for everything but an addressed gesture, `dismiss(id)`
    ///   and a relaunch, which are O(*v*).
    @discardableResult
    public mutating func send(_ command: AlertCommand) -> [AlertEvent] {
        var events: [AlertEvent] = []
        switch command {
        case .request(let definition):
            tally.requested += 1
            events.append(event(.requested(definition.id), definition))
            if recordsStacks { visibleChanges.append(.inserted(definition.id, at: stack.count)) }
            stack.append(definition)
            masks += 1
            slotHoldsLayer = true
            events.append(event(.presented(definition.id), definition))
        case .tap(let label, let target): tap(label, on: target, into: &events)
        case .close(let target): close(target, into: &events)
        case .dismiss(let id):
            guard let index = stack.lastIndex(where: { $0.id == id }) else {
                events.append(event(.rejected(id, reason: .notFound)))
                break
            }
            let definition = stack[index]
            remove(at: index)
            events.append(event(.dismissed(id, reason: .removed), definition))
        case .hold(let name):
            holds[name, default: 0] += 1
            events.append(event(.held(name)))
        case .release(let name):
            guard let count = holds[name] else {
                events.append(event(.rejected(nil, reason: .notHeld(name))))
                break
            }
            holds[name] = count > 1 ? count - 1 : nil
            events.append(event(.released(name)))
        case .navigate(let target):
            screen = target
            events.append(event(.navigated(to: target)))
        case .relaunch:
            while let top = stack.popLast() {
                if recordsStacks { visibleChanges.append(.removed(at: stack.count)) }
                tally.cancelled += 1
                events.append(event(.cancelled(top.id, reason: .relaunch), top))
            }
            masks = 0
            slotHoldsLayer = false
            holds = [:]
            screen = launchScreen
            events.append(event(.relaunched))
        case .advance(let time):
            now = Swift.max(now, time)
        }
        _checkInvariants()
        return events
    }

    /// The newest popup, which gestures without an address land on.
    var topAlert: AlertDefinition? { stack.last }

    /// The level of the topmost popup with this id, if one is shown.
    ///
    /// - Complexity: O(*v*)
    func visibleLevel(of id: AlertID) -> AlertLevel? { stack.last { $0.id == id }?.level }

    /// A tap or close took a popup away.
    mutating func removeVisible(_ id: AlertID) {
        if let index = stack.lastIndex(where: { $0.id == id }) { remove(at: index) }
    }

    /// Naive code does nothing after a dismissal: no queue, no settling.
    func didRemoveVisible(into events: inout [AlertEvent]) {}

    /// Removes a popup and whatever layer the shared slot remembers.
    private mutating func remove(at index: Int) {
        stack.remove(at: index)
        if recordsStacks { visibleChanges.append(.removed(at: index)) }
        tally.dismissed += 1
        if slotHoldsLayer {
            masks -= 1
            slotHoldsLayer = false
        }
    }

    /// Where an event made now sits among the recorded changes, if any are recorded.
    var currentStamp: StackStamp? {
        recordsStacks ? StackStamp(queueChanges: 0, visibleChanges: visibleChanges.count, masks: masks) : nil
    }

    /// Hands the changes recorded since the last call to `mirror`, which
    /// gives each of `events` its stacks.
    package mutating func takeStackChanges(into mirror: inout StacksMirror, filling events: inout [AlertEvent]) {
        guard recordsStacks else { return }
        mirror.fill(&events, queue: &queueChanges, visible: &visibleChanges)
    }

    /// Checks the invariants stated on ``NaiveAlertStack``; free in release builds.
    package func _checkInvariants() {
        #if DEBUG
            precondition(masks >= (slotHoldsLayer ? 1 : 0), "slot remembers a removed layer")
            precondition(masks >= 0, "negative dim layers")
            precondition(ledger.isBalanced, "ledger unbalanced: \(ledger)")
        #endif
    }
}
