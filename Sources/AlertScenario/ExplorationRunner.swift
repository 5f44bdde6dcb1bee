import AlertCore
import AlertSimulation

/// Runs one run of a scenario after another through a fresh machine,
/// feeding every event with its stacks to a ``PropertyMonitor``: no
/// transcript is kept, and the buffers are reused, so memory stays flat
/// however many runs go through.
struct ExplorationRunner {
    let space: ExplorationSpace
    let mode: ReplayMode
    /// Each step's command, `nil` for an `expect`.
    let commands: [AlertCommand?]
    let end: Milliseconds?
    /// The `expect` steps: their assertions belong to the nominal run, but
    /// time still reaches their instants, as in a replay (docs/explore.md: the
    /// nominal run is the one `check` shows).
    private let expectations: [Int]
    /// The instant the last run judged ended at.
    private(set) var finalInstant: Milliseconds = 0
    /// A machine as it stands before the first step.
    private let freshScheduler: AlertScheduler
    private let freshNaive: NaiveAlertStack
    private var instants: [Milliseconds] = []
    private var order: [Int] = []
    /// The properties of the last run judged.
    private(set) var monitor: PropertyMonitor

    init(_ scenario: Scenario, space: ExplorationSpace, mode: ReplayMode) {
        self.space = space
        self.mode = mode
        commands = scenario.timeline.map(\.action.command)
        end = scenario.end
        expectations = space.isExpectation.indices.filter { space.isExpectation[$0] }
        freshScheduler = AlertScheduler(policy: scenario.policy, screen: scenario.screen)
        freshNaive = NaiveAlertStack(screen: scenario.screen)
        monitor = PropertyMonitor(properties: scenario.properties)
        instants.reserveCapacity(commands.count)
        order.reserveCapacity(commands.count)
    }

    /// Runs `run` and leaves its judgement in ``monitor``.
    ///
    /// With `watched`, the run stops at the first step after which property
    /// `watched` is broken: a violation, once found, stays (the monitor
    /// keeps the first), so whether the run breaks that property is known
    /// there, though the other properties, ``finalInstant`` and the
    /// violations found only at the end are not. Shrinking asks only that.
    ///
    /// - Complexity: O(*s* log *s*) for *s* steps, plus the machine's work.
    mutating func judge(_ run: ScenarioRun, untilBroken watched: Int? = nil) {
        space.instants(of: run, into: &instants)
        space.order(of: run, instants: instants, into: &order)
        monitor.reset()
        switch mode {
        case .scheduled, .compare:
            // An explorer takes one run mode (Explorer refuses compare).
            var machine = freshScheduler
            drive(&machine, untilBroken: watched)
        case .naive:
            var machine = freshNaive
            drive(&machine, untilBroken: watched)
        }
    }

    /// The steps of ``order`` at their instants, then on to the end (rule 16,
    /// docs/rules.md): to `end` when given, else until no deadline is left;
    /// or only until property `watched` is broken.
    private mutating func drive<Machine: MirroredMachine>(_ machine: inout Machine, untilBroken watched: Int?) {
        var mirror = machine.stacksMirror
        for index in order {
            guard let command = commands[index] else { continue }
            send(.advance(to: instants[index]), to: &machine, mirror: &mirror)
            send(command, to: &machine, mirror: &mirror)
            if let watched, monitor.violations[watched] != nil {
                finalInstant = machine.now
                return
            }
        }
        // Time reaches the last `expect` too, as in a replay; advancing there last fires the same
        // deadlines in the same order as advancing between the steps would.
        var lastExpectation = machine.now
        for index in expectations { lastExpectation = Swift.max(lastExpectation, instants[index]) }
        if lastExpectation > machine.now { send(.advance(to: lastExpectation), to: &machine, mirror: &mirror) }
        if let end {
            send(.advance(to: Swift.max(end, machine.now)), to: &machine, mirror: &mirror)
        } else {
            while let deadline = machine.nextDeadline {
                send(.advance(to: Swift.max(deadline, machine.now)), to: &machine, mirror: &mirror)
            }
        }
        finalInstant = machine.now
        monitor.finish(at: machine.now)
    }

    /// Sends `command` and hands each event, with the stacks right after it,
    /// to the monitor as it comes (nothing is collected).
    private mutating func send<Machine: AlertStateMachine>(
        _ command: AlertCommand, to machine: inout Machine, mirror: inout StacksMirror
    ) {
        let events = machine.send(command)
        var index = 0
        mirror.follow(events, of: machine) { stacks in
            monitor.observe(RecordedEvent(events[index], stacks: stacks))
            index += 1
        }
    }
}
