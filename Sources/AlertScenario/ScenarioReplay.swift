public import AlertCore
public import AlertSimulation
import TerminalText

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
    public private(set) var machine: any AlertStateMachine
    /// The stacks as the events so far left them, while stacks are recorded.
    private var mirror: StacksMirror?
    /// The index in the timeline of the next step to run.
    public private(set) var nextStep = 0
    /// Every `expect` that did not hold so far, in timeline order.
    public private(set) var failures: [ExpectationFailure] = []
    /// The level of each catalogue alert, for rejections that name an alert
    /// the machine does not hold.
    private let levels: [AlertID: AlertLevel]

    /// A replay of `scenario` in `mode`: one run, `.scheduled` or `.naive`.
    /// `.compare` is two runs, which callers replay one by one
    /// (``ReplayMode/runs``); given here, it replays the scheduled run, and
    /// ``mode`` says so.
    public init(_ scenario: Scenario, mode: ReplayMode, recordsStacks: Bool = true) {
        self.scenario = scenario
        self.mode = mode.isRun ? mode : .scheduled
        levels = Dictionary(scenario.alerts.map { ($0.id, $0.level) }, uniquingKeysWith: { first, _ in first })
        switch self.mode {
        case .scheduled, .compare:
            let scheduler = AlertScheduler(policy: scenario.policy, screen: scenario.screen)
            (machine, mirror) = (scheduler, recordsStacks ? scheduler.stacksMirror : nil)
        case .naive:
            let naive = NaiveAlertStack(screen: scenario.screen)
            (machine, mirror) = (naive, recordsStacks ? naive.stacksMirror : nil)
        }
    }

    /// Whether events come with the stacks after them (see ``runToEndWithStacks(each:)``).
    public var recordsStacks: Bool { mirror != nil }

    /// Sends `command` to the machine; while stacks are recorded, the batch
    /// also has the stacks after each event.
    private mutating func machineSend(_ command: AlertCommand) -> EventBatch {
        let events = machine.send(command)
        guard var stacks = mirror else { return EventBatch(events: events) }
        mirror = nil
        defer { mirror = stacks }
        return EventBatch(events: events, stacks: stacks.follow(events, of: machine))
    }

    /// The current virtual instant.
    public var now: Milliseconds { machine.now }

    /// Whether every step has run.
    public var isAtEndOfTimeline: Bool { nextStep >= scenario.timeline.count }

    /// Whether the replay is where ``runToEnd()`` stops: every step run, and
    /// `end` reached or, without one, no deadline left.
    public var isAtEnd: Bool {
        isAtEndOfTimeline && (scenario.end.map { now >= $0 } ?? (machine.nextDeadline == nil))
    }

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
        events += machineSend(.advance(to: time)).events
        return events
    }

    /// Runs the next step of the timeline, after the deadlines before it.
    public mutating func runNextStep() -> [AlertEvent] { runNextBatch().events }

    /// Applies a command now, outside the timeline (the player's keys).
    public mutating func send(_ command: AlertCommand) -> [AlertEvent] { sendBatch(command).events }

    /// ``runNextStep()``, each event with the stacks right after it (empty
    /// stacks unless the replay was made with `recordsStacks`).
    public mutating func runNextStepWithStacks() -> [RecordedEvent] { runNextBatch().recorded }

    /// ``send(_:)``, each event with the stacks right after it (empty
    /// stacks unless the replay was made with `recordsStacks`).
    public mutating func sendWithStacks(_ command: AlertCommand) -> [RecordedEvent] { sendBatch(command).recorded }

    /// The events of the next step, with their stacks while they are recorded.
    private mutating func runNextBatch() -> EventBatch {
        guard !isAtEndOfTimeline else { return EventBatch() }
        let step = scenario.timeline[nextStep]
        nextStep += 1
        var batch = machineSend(.advance(to: step.time))
        switch step.action {
        case .expect(let expectation):
            if expectation.mode == mode, let failure = expectation.firstMismatch(in: machine, at: step) {
                failures.append(failure)
            }
        case .send(let command):
            batch.append(sendBatch(command))
        }
        return batch
    }

    /// The events of a command, with their stacks while they are recorded.
    private mutating func sendBatch(_ command: AlertCommand) -> EventBatch {
        var batch = machineSend(command)
        // A rejection of an id the machine does not hold names the alert; give it its catalogue level.
        for index in batch.events.indices where batch.events[index].level == nil {
            if let id = batch.events[index].alert, let level = levels[id] {
                batch.events[index].level = level
            }
        }
        return batch
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
        try runToEndInBatches { (batch, _) throws(Failure) in
            for event in batch.events { try body(event) }
        }
    }

    /// Runs to the end, handing each event with the stacks right after it to
    /// `body` as it happens. The stacks are empty unless the replay was made
    /// with `recordsStacks`.
    public mutating func runToEndWithStacks<Failure: Error>(
        each body: (RecordedEvent) throws(Failure) -> Void
    ) throws(Failure) {
        try runToEndInBatches { (batch, _) throws(Failure) in try batch.forEach(body) }
    }

    /// ``runToEndWithStacks(each:)``, handing `body` with each event the
    /// number of the step it belongs to, from 1: a step's events and those
    /// of the deadlines just before it (which come before an `expect`'s
    /// check) have the step's number; the events after the last step have
    /// one more than the steps.
    mutating func runToEndWithStepNumbers(_ body: (RecordedEvent, Int) -> Void) {
        runToEndInBatches { batch, step in
            for event in batch.recorded { body(event, step) }
        }
    }

    /// Runs to the end, handing the events of each step and deadline to
    /// `body`, with the number of the step they belong to (see
    /// ``runToEndWithStepNumbers(_:)``).
    private mutating func runToEndInBatches<Failure: Error>(
        _ body: (EventBatch, Int) throws(Failure) -> Void
    ) throws(Failure) {
        while !isAtEndOfTimeline {
            try body(runNextBatch(), nextStep)
        }
        let afterTheSteps = scenario.timeline.count + 1
        if let end = scenario.end {
            try body(machineSend(.advance(to: end)), afterTheSteps)
        } else {
            while let deadline = machine.nextDeadline {
                try body(machineSend(.advance(to: max(deadline, machine.now))), afterTheSteps)
            }
        }
    }
}

/// The events of a step or command, and, while a replay records them, the
/// stacks after each (`stacks` is empty otherwise): a replay that does not
/// record stacks hands its events on without wrapping them.
private struct EventBatch {
    var events: [AlertEvent] = []
    var stacks: [AlertStacks] = []

    mutating func append(_ other: EventBatch) {
        events += other.events
        stacks += other.stacks
    }

    /// Each event with its stacks (empty ones when none are recorded).
    var recorded: [RecordedEvent] {
        events.indices.map { RecordedEvent(events[$0], stacks: $0 < stacks.count ? stacks[$0] : .none) }
    }

    /// Hands each event with its stacks (empty ones when none are recorded) to `body`.
    func forEach<Failure: Error>(_ body: (RecordedEvent) throws(Failure) -> Void) throws(Failure) {
        for (index, event) in events.enumerated() {
            try body(RecordedEvent(event, stacks: index < stacks.count ? stacks[index] : .none))
        }
    }
}
