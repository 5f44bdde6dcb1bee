public import AlertCore

/// Drives one state machine (scheduled or naive) through a scenario's
/// timeline on virtual time. The headless `replay`, `check` and the player
/// all run scenarios through this one type.
///
/// Invariant: ``machine`` has seen exactly the steps before ``nextStep`` and
/// every deadline up to ``machine``'s `now`.
public struct ScenarioReplay: Sendable {
    public let scenario: Scenario
    public let mode: ReplayMode
    /// The scheduler or the naive model, as the timeline left it.
    public var machine: any AlertStateMachine { recorder }
    private var recorder: any StackRecording
    /// The index in the timeline of the next step to run.
    public private(set) var nextStep = 0
    /// Every `expect` that did not hold so far, in timeline order.
    public private(set) var failures: [ExpectationFailure] = []
    /// The level of each catalogue alert, for rejections that name an alert
    /// the machine does not hold.
    private let levels: [AlertID: AlertLevel]

    public init(_ scenario: Scenario, mode: ReplayMode, recordsStacks: Bool = true) {
        self.scenario = scenario
        self.mode = mode
        levels = Dictionary(scenario.alerts.map { ($0.id, $0.level) }, uniquingKeysWith: { first, _ in first })
        switch mode {
        case .scheduled:
            recorder = AlertScheduler(policy: scenario.policy, screen: scenario.screen)
        case .naive:
            recorder = NaiveAlertStack(screen: scenario.screen)
        }
        recorder.recordsStacks = recordsStacks
    }

    /// How many failed expectations of a run list the ids the machine held
    /// when a list's length is what differs; later ones give the count, so
    /// many failing expectations against a long queue stay linear, with a
    /// small constant.
    static let detailedFailureLimit = 10

    /// The current virtual instant.
    public var now: Milliseconds { machine.now }

    /// Whether every step has run.
    public var isAtEndOfTimeline: Bool { nextStep >= scenario.timeline.count }

    /// The instant of the next step, if any is left.
    public var nextStepTime: Milliseconds? {
        isAtEndOfTimeline ? nil : scenario.timeline[nextStep].time
    }

    /// Runs every step and deadline up to and including `time`, in order
    /// (deadlines before steps at one instant), then moves the clock to `time`.
    public mutating func advance(to time: Milliseconds) -> [AlertEvent] {
        var events: [AlertEvent] = []
        while let stepTime = nextStepTime, stepTime <= time {
            events += runNextStep()
        }
        events += recorder.send(.advance(to: time))
        return events
    }

    /// Runs the next step of the timeline, after the deadlines before it.
    public mutating func runNextStep() -> [AlertEvent] {
        guard !isAtEndOfTimeline else { return [] }
        let step = scenario.timeline[nextStep]
        nextStep += 1
        var events = recorder.send(.advance(to: step.time))
        switch step.action {
        case .expect(let expectation):
            let listsWhatItGot = failures.count < Self.detailedFailureLimit
            if expectation.mode == mode,
                let failure = expectation.firstMismatch(in: machine, at: step, listingWhatItGot: listsWhatItGot)
            {
                failures.append(failure)
            }
        case .send(let command):
            events += send(command)
        }
        return events
    }

    /// Applies a command now, outside the timeline (the player's keys).
    public mutating func send(_ command: AlertCommand) -> [AlertEvent] {
        var events = recorder.send(command)
        // A rejection of an id the machine does not hold names the alert; give it its catalogue level.
        for index in events.indices where events[index].level == nil {
            if let id = events[index].alert, let level = levels[id] {
                events[index].level = level
            }
        }
        return events
    }

    /// Runs to the end: `end` when given, otherwise after the last step
    /// once no deadline is left. Returns every event.
    public mutating func runToEnd() -> [AlertEvent] {
        var events: [AlertEvent] = []
        runToEnd { events.append($0) }
        return events
    }

    /// Runs to the end, handing each event to `body` as it happens, so
    /// nothing accumulates.
    public mutating func runToEnd<Failure: Error>(each body: (AlertEvent) throws(Failure) -> Void) throws(Failure) {
        while !isAtEndOfTimeline {
            for event in runNextStep() { try body(event) }
        }
        if let end = scenario.end {
            for event in recorder.send(.advance(to: end)) { try body(event) }
        } else {
            while let deadline = recorder.nextDeadline {
                for event in recorder.send(.advance(to: max(deadline, recorder.now))) { try body(event) }
            }
        }
    }
}

/// The first field of an `expect` that did not hold.
public struct ExpectationFailure: Hashable, Sendable, CustomStringConvertible {
    public var time: Milliseconds
    public var location: SourceLocation
    public var field: String
    public var wanted: String
    public var got: String

    public var description: String {
        "at \(formatSeconds(time)) (line \(location.line)): \(field): wanted \(wanted), got \(got)"
    }
}

extension Expectation {
    /// The first field that does not match the machine, in the order
    /// visible, pending, mask, masks. A list whose length differs from the
    /// machine's is told without building the machine's list (its count is
    /// O(1)); with `listingWhatItGot` the failure lists the machine's ids
    /// all the same, otherwise it gives their count.
    ///
    /// - Complexity: O(1) when lengths differ and nothing is listed, else
    ///   O(*k*) for the *k* ids of the list compared.
    func firstMismatch(
        in machine: any AlertStateMachine, at step: ScenarioStep, listingWhatItGot: Bool = true
    ) -> ExpectationFailure? {
        func failure(_ field: String, _ wanted: String, _ got: String) -> ExpectationFailure {
            ExpectationFailure(time: step.time, location: step.location, field: field, wanted: wanted, got: got)
        }
        func list(_ ids: [AlertID]) -> String { "[" + ids.joined(separator: ", ") + "]" }
        func mismatch(_ field: String, wanted: [AlertID], count: Int, ids: () -> [AlertID]) -> ExpectationFailure? {
            guard wanted.count == count else {
                let got = listingWhatItGot ? list(ids()) : "\(count) alerts"
                return failure(field, list(wanted), got)
            }
            let actual = ids()
            return wanted == actual ? nil : failure(field, list(wanted), list(actual))
        }
        let ledger = machine.ledger
        if let visible,
            let found = mismatch("visible", wanted: visible, count: ledger.visible, ids: { machine.visible })
        {
            return found
        }
        if let pending,
            let found = mismatch("pending", wanted: pending, count: ledger.pending, ids: { machine.pending })
        {
            return found
        }
        if let mask, mask != (machine.masks > 0) {
            return failure("mask", String(mask), String(machine.masks > 0))
        }
        if let masks, masks != machine.masks {
            return failure("masks", String(masks), String(machine.masks))
        }
        return nil
    }
}

/// `1.25s`, `0s`, `12s`: virtual milliseconds as seconds for people.
public func formatSeconds(_ time: Milliseconds) -> String {
    let sign = time < 0 ? "-" : ""
    let magnitude = time.magnitude
    let seconds = magnitude / 1000
    let millis = magnitude % 1000
    guard millis != 0 else { return "\(sign)\(seconds)s" }
    var fraction = String(millis)
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(sign)\(seconds).\(fraction)s"
}
