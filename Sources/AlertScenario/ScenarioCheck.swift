public import AlertCore
import TerminalText

/// The verdict of `alert-tui check` for one scenario: its `expect` steps run
/// in each mode that has one (the scheduled run always), its properties are
/// judged on the scheduled run, and each run's ledger must balance at the
/// end.
public struct ScenarioCheck: Sendable {
    /// One replay of the scenario and what went wrong in it.
    public struct Run: Sendable {
        public let mode: ReplayMode
        public let failures: [ExpectationFailure]
        public let ledger: AlertLedger
        /// The run's final instant.
        public let endTime: Milliseconds
    }

    public let scenario: Scenario
    /// The scheduled run first, then the naive run when an `expect` asks for it.
    public let runs: [Run]

    /// Runs the checks of `scenario`.
    ///
    /// - Complexity: one replay per mode checked, without recording stacks
    ///   and without keeping the events.
    public init(_ scenario: Scenario) {
        self.scenario = scenario
        let checksNaive = scenario.timeline.contains { $0.expectation?.mode == .naive }
        let modes: [ReplayMode] = checksNaive ? [.scheduled, .naive] : [.scheduled]
        var violations: [PropertyViolation] = []
        var steps: [Int] = []
        runs = modes.map { mode in
            // Properties (all but `sometimes`) are judged on the nominal scheduled run, as its events stream.
            let judged = mode == .scheduled && scenario.properties.contains { !$0.isSometimes }
            var replay = ScenarioReplay(scenario, mode: mode, recordsStacks: judged)
            // Events are not kept: memory stays what the scenario and the machine need.
            if judged {
                var monitor = PropertyMonitor(properties: scenario.properties)
                // The step each property broke at, so that a break and a failed `expect` at one instant
                // are told in the order they happened.
                var brokenAt = [Int?](repeating: nil, count: scenario.properties.count)
                replay.runToEndWithStepNumbers({ event, step in
                    monitor.observe(event)
                    for index in brokenAt.indices where brokenAt[index] == nil && monitor.violations[index] != nil {
                        brokenAt[index] = step
                    }
                })
                monitor.finish(at: replay.now)
                for case let violation? in monitor.violations where !scenario.properties[violation.property].isSometimes
                {
                    violations.append(violation)
                    steps.append(brokenAt[violation.property] ?? scenario.timeline.count + 1)
                }
            } else {
                replay.runToEnd { _ in }
            }
            return Run(mode: mode, failures: replay.failures, ledger: replay.machine.ledger, endTime: replay.now)
        }
        propertyViolations = violations
        violationSteps = steps
    }

    /// The number of the step (from 1; one more than the steps after the
    /// last) at which each of ``propertyViolations`` broke.
    private let violationSteps: [Int]

    /// The properties broken in the nominal scheduled run (every kind but
    /// `sometimes`, which is judged over many runs by `explore`), in the
    /// order of `properties`.
    public let propertyViolations: [PropertyViolation]

    /// Whether every expectation and property held and every ledger balanced.
    public var passed: Bool { firstProblem == nil }

    /// The first thing that went wrong, for a `FAIL` line: the earliest
    /// failed expectation or broken property in the order they happened (an
    /// `expect` is checked after its step's deadlines, so a property they
    /// break comes first; of expectations at one step, the scheduled run
    /// first), else an unbalanced ledger; with the run, the
    /// instant, the `FILE:LINE` of the `expect` or property, what it wanted
    /// and what it got, and how many more mismatches of both kinds there
    /// were. `nil` when the scenario passed.
    ///
    ///     naive run, at 2s (scenarios/x.yaml:40): masks: wanted 2, got 1
    public var firstProblem: String? {
        let failures = runs.flatMap { run in run.failures.map { (run.mode, $0) } }
        let firstFailure = failures.min { $0.1.location < $1.1.location }
        let firstBreak = propertyViolations.indices.min {
            (propertyViolations[$0].instant, violationSteps[$0]) < (propertyViolations[$1].instant, violationSteps[$1])
        }
        let mismatches = failures.count + propertyViolations.count
        let more = mismatches > 1 ? " (and \(mismatches - 1) more)" : ""
        // An `expect` is checked after its step's deadlines: a property broken by them, or by an
        // earlier step, came first.
        let breakComesFirst = firstBreak.map { index in
            guard let (_, failure) = firstFailure else { return true }
            let expectStep = (scenario.timeline.firstIndex { $0.location == failure.location } ?? 0) + 1
            return (propertyViolations[index].instant, violationSteps[index]) <= (failure.time, expectStep)
        }
        if let (mode, failure) = firstFailure, breakComesFirst != true {
            let place = "\(scenario.source):\(failure.location.line)"
            let problem =
                "\(mode.rawValue) run, at \(DurationText.instant(failure.time)) (\(place)): \(failure.field): "
                + "wanted \(failure.wanted), got \(failure.got)\(more)"
            return problem.terminalSafe
        }
        if let index = firstBreak {
            let violation = propertyViolations[index]
            let property = scenario.properties[violation.property]
            return
                ("scheduled run, at \(DurationText.instant(violation.instant)) "
                + "(\(scenario.source):\(property.location.line)): property \(property.description) violated: "
                + "\(violation.why)\(more)").terminalSafe
        }
        if let run = runs.first(where: { !$0.ledger.isBalanced }) {
            return "\(run.mode.rawValue) run, at the end (\(DurationText.instant(run.endTime))): ledger: "
                + "wanted balanced, got \(run.ledger.requested) requested but \(run.ledger.accountedFor) accounted for"
        }
        return nil
    }

    /// `PASS <name>` or `FAIL <name>: <first problem>`, terminal-safe.
    public var summaryLine: String {
        let name = scenario.name.terminalSafe
        guard let problem = firstProblem else { return "PASS \(name)" }
        return "FAIL \(name): \(problem)"
    }
}
