public import AlertCore

/// Judges a scenario's properties on one run as its events stream past
/// (SPEC §9), keeping no transcript: feed it every event with
/// ``observe(_:)``, then ``finish(at:)``, then read ``violations`` and
/// ``reached``; ``reset()`` starts the next run with the same storage.
///
/// Each kind of property is a check of its own; the monitor keeps the first
/// violation of each property and stops judging a property once broken.
public struct PropertyMonitor: Sendable {
    /// A check and the position of its property.
    private struct Slot<Check: PropertyCheck>: Sendable {
        let index: Int
        var check: Check
    }

    private var neverCovered: [Slot<NeverCoveredCheck>] = []
    private var maxWait: [Slot<MaxWaitCheck>] = []
    private var notBefore: [Slot<NotBeforeCheck>] = []
    private var neverDropped: [Slot<NeverDroppedCheck>] = []
    private var shown: [Slot<ShownCheck>] = []
    private var before: [Slot<BeforeCheck>] = []
    private var maxVisible: [Slot<MaxVisibleCheck>] = []
    private var noOrphanMask: [Slot<NoOrphanMaskCheck>] = []
    private var sometimes: [Slot<SometimesCheck>] = []
    private var found: [PropertyViolation?]
    private var count: Int

    /// A monitor for `properties`, in their order.
    ///
    /// - Complexity: O(*p*) in the number of properties.
    public init(properties: [ScenarioProperty]) {
        found = Array(repeating: nil, count: properties.count)
        count = properties.count
        for (index, property) in properties.enumerated() {
            switch property.kind {
            case .neverCovered(let id): neverCovered.append(Slot(index: index, check: NeverCoveredCheck(alert: id)))
            case .maxWait(let id, let wait):
                maxWait.append(Slot(index: index, check: MaxWaitCheck(alert: id, wait: wait)))
            case .notBefore(let id, let at):
                notBefore.append(Slot(index: index, check: NotBeforeCheck(alert: id, earliest: at)))
            case .neverDropped(let id): neverDropped.append(Slot(index: index, check: NeverDroppedCheck(alert: id)))
            case .shown(let id): shown.append(Slot(index: index, check: ShownCheck(alert: id)))
            case .before(let first, let second):
                before.append(Slot(index: index, check: BeforeCheck(first: first, second: second)))
            case .maxVisible(let limit): maxVisible.append(Slot(index: index, check: MaxVisibleCheck(limit: limit)))
            case .noOrphanMask: noOrphanMask.append(Slot(index: index, check: NoOrphanMaskCheck()))
            case .sometimes(let event, let id):
                sometimes.append(Slot(index: index, check: SometimesCheck(event: event, alert: id)))
            }
        }
    }

    /// Observes one event with the stacks right after it.
    ///
    /// - Complexity: O(*p* × *s*) for *p* properties and stacks of *s* alerts; no allocation
    ///   unless a property breaks.
    public mutating func observe(_ recorded: RecordedEvent) {
        Self.observe(recorded, &neverCovered, &found)
        Self.observe(recorded, &maxWait, &found)
        Self.observe(recorded, &notBefore, &found)
        Self.observe(recorded, &neverDropped, &found)
        Self.observe(recorded, &shown, &found)
        Self.observe(recorded, &before, &found)
        Self.observe(recorded, &maxVisible, &found)
        Self.observe(recorded, &noOrphanMask, &found)
        Self.observe(recorded, &sometimes, &found)
    }

    /// The run ended at `instant`: judges `shown` and `max-wait` stretches still running.
    ///
    /// - Complexity: O(*p*)
    public mutating func finish(at instant: Milliseconds) {
        Self.finish(at: instant, &maxWait, &found)
        Self.finish(at: instant, &shown, &found)
    }

    /// The first violation of each property (`nil` where it held so far), indexed like the properties.
    /// `sometimes` properties never have one.
    ///
    /// - Complexity: O(1)
    public var violations: [PropertyViolation?] { found }

    /// For each property: whether a `sometimes` was reached in this run (`false` for other kinds).
    ///
    /// - Complexity: O(*p*)
    public var reached: [Bool] {
        var reached = Array(repeating: false, count: count)
        for slot in sometimes { reached[slot.index] = slot.check.reached }
        return reached
    }

    /// Whether any property other than `sometimes` is violated in this run so far.
    ///
    /// - Complexity: O(*p*)
    public var isViolated: Bool { found.contains { $0 != nil } }

    /// Resets to the state of a new run without reallocating.
    ///
    /// - Complexity: O(*p*)
    public mutating func reset() {
        for index in found.indices { found[index] = nil }
        Self.reset(&neverCovered)
        Self.reset(&maxWait)
        Self.reset(&notBefore)
        Self.reset(&neverDropped)
        Self.reset(&shown)
        Self.reset(&before)
        Self.reset(&maxVisible)
        Self.reset(&noOrphanMask)
        Self.reset(&sometimes)
    }

    private static func observe<Check>(
        _ recorded: RecordedEvent, _ slots: inout [Slot<Check>], _ found: inout [PropertyViolation?]
    ) {
        for position in slots.indices where found[slots[position].index] == nil {
            if let breach = slots[position].check.observe(recorded) {
                found[slots[position].index] = violation(breach, slots[position].index)
            }
        }
    }

    private static func finish<Check>(
        at instant: Milliseconds, _ slots: inout [Slot<Check>], _ found: inout [PropertyViolation?]
    ) {
        for position in slots.indices where found[slots[position].index] == nil {
            if let breach = slots[position].check.finish(at: instant) {
                found[slots[position].index] = violation(breach, slots[position].index)
            }
        }
    }

    private static func reset<Check>(_ slots: inout [Slot<Check>]) {
        for position in slots.indices { slots[position].check.reset() }
    }

    private static func violation(_ breach: PropertyBreach, _ index: Int) -> PropertyViolation {
        PropertyViolation(property: index, instant: breach.instant, alert: breach.alert, why: breach.why)
    }
}
