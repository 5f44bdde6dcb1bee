import AlertCore
import TestSupport
import Testing

@testable import AlertScenario

/// The explorer against a brute force written apart from it: every run of
/// small random scenarios enumerated by hand, each turned into a scenario of
/// its own and replayed by ``ScenarioReplay`` with stacks, its properties
/// judged by a fresh ``PropertyMonitor``.
@Suite("Explorer against brute-force enumeration")
struct ExplorerModelTests {
    typealias F = ExplorationFixtures

    /// A small random scenario: 2 or 3 alerts, 3 to 5 steps with narrow ranges and optional requests.
    static func randomScenario(_ random: inout SplitMix64) -> Scenario {
        let alerts = (0..<Int.random(in: 2...3, using: &random)).map { index in
            F.alert(
                ["a", "b", "c"][index], AlertLevel(rawValue: [300, 600, 1_000].randomElement(using: &random) ?? 500))
        }
        var steps: [ScenarioStep] = []
        var lower = 0
        for _ in 0..<Int.random(in: 3...5, using: &random) {
            let width = Int.random(in: 0...3, using: &random)
            let timing: StepTiming
            switch Int.random(in: 0...2, using: &random) {
            case 0:
                lower += Int.random(in: 0...2, using: &random)
                timing = .at(lower...(lower + width))
            case 1:
                let delay = Int.random(in: 0...2, using: &random)
                lower += delay
                timing = .after(delay...(delay + width))
            default:
                timing = .withPrevious
            }
            let command: AlertCommand
            let optional: Bool
            if Int.random(in: 0...2, using: &random) == 0 {
                command = Bool.random(using: &random) ? .close(.top) : .tap(action: "ok", on: .top)
                optional = false
            } else {
                command = .request(alerts.randomElement(using: &random) ?? alerts[0])
                optional = Int.random(in: 0...3, using: &random) == 0
            }
            steps.append(F.step(timing, command, optional: optional))
        }
        let ids = alerts.map(\.id)
        return F.scenario(
            alerts: alerts, steps: steps,
            properties: [
                .maxVisible(1), .noOrphanMask, .neverCovered(ids[0]), .sometimes(event: "presented", alert: ids[1]),
                .notBefore(ids[1], at: 2), .neverDropped(ids[0]), .shown(ids[1]), .before(ids[0], ids[1]),
                .maxWait(ids[0], wait: 1),
            ])
    }

    /// Every run, by hand: each value of each range, each optional step on or off.
    static func allRuns(_ scenario: Scenario) -> [(values: [Milliseconds], happens: [Bool])] {
        var runs: [(values: [Milliseconds], happens: [Bool])] = [([], [])]
        for step in scenario.timeline {
            if step.timing.isRanged, let range = step.timing.range {
                runs = runs.flatMap { run in range.map { (run.values + [$0], run.happens) } }
            }
        }
        for step in scenario.timeline where step.isOptional {
            runs = runs.flatMap { run in [(run.values, run.happens + [true]), (run.values, run.happens + [false])] }
        }
        return runs
    }

    /// The scenario of one run, by hand: instants along the file, then a stable sort.
    static func concrete(_ scenario: Scenario, values: [Milliseconds], happens: [Bool]) -> Scenario {
        var valueIterator = values.makeIterator()
        var happensIterator = happens.makeIterator()
        var previous = 0
        var placed: [(Milliseconds, Int, ScenarioStep)] = []
        for (index, step) in scenario.timeline.enumerated() {
            let chosen = step.timing.isRanged ? valueIterator.next() : step.timing.range?.lowerBound
            switch step.timing {
            case .at: previous = chosen ?? previous
            case .after: previous += chosen ?? 0
            case .withPrevious: break
            }
            let happening = step.isOptional ? happensIterator.next() ?? true : true
            guard happening else { continue }
            var concrete = step
            concrete.time = previous
            concrete.timing = .at(previous...previous)
            concrete.isOptional = false
            placed.append((previous, index, concrete))
        }
        var result = scenario
        result.timeline = placed.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
        return result
    }

    /// The monitor's judgement of a concrete scenario replayed with stacks.
    static func judge(_ scenario: Scenario, mode: ReplayMode) -> PropertyMonitor {
        var monitor = PropertyMonitor(properties: scenario.properties)
        var replay = ScenarioReplay(scenario, mode: mode, recordsStacks: true)
        replay.runToEndWithStacks { monitor.observe($0) }
        monitor.finish(at: replay.now)
        return monitor
    }

    @Test("Verdict counts agree with brute force on 150 random small scenarios, both modes")
    func agreesWithBruteForce() throws {
        var random = SplitMix64(seed: 46)
        for _ in 0..<150 {
            let scenario = Self.randomScenario(&random)
            for mode in ReplayMode.runModes {
                let runs = Self.allRuns(scenario)
                var violated = Array(repeating: 0, count: scenario.properties.count)
                var reached = Array(repeating: 0, count: scenario.properties.count)
                for run in runs {
                    let monitor = Self.judge(
                        Self.concrete(scenario, values: run.values, happens: run.happens), mode: mode)
                    for index in violated.indices {
                        if monitor.violations[index] != nil { violated[index] += 1 }
                        if monitor.reached[index] { reached[index] += 1 }
                    }
                }
                let report = try Explorer(scenario, options: ExplorationOptions(mode: mode, runs: 100_000)).explore()
                #expect(report.runs == runs.count)
                #expect(report.verdicts.map(\.violatedRuns) == violated, "\(scenario.timeline) \(mode)")
                #expect(report.verdicts.map(\.reachedRuns) == reached)
            }
        }
    }

    /// `body` for each of `count` random scenarios drawn from `seed`, in each run mode.
    static func forEachRandomScenario(
        seed: UInt64, count: Int, _ body: (Scenario, ReplayMode) throws -> Void
    ) rethrows {
        var random = SplitMix64(seed: seed)
        for _ in 0..<count {
            let scenario = randomScenario(&random)
            for mode in ReplayMode.runModes { try body(scenario, mode) }
        }
    }

    @Test("A shrunk counterexample still breaks its property, and no run one step smaller does")
    func shrinkingIsMinimal() throws {
        var checked = 0
        try Self.forEachRandomScenario(seed: 4_646, count: 120) { scenario, mode in
            let explorer = try Explorer(scenario, options: ExplorationOptions(mode: mode, runs: 100_000))
            let report = explorer.explore()
            for verdict in report.verdicts {
                guard let counterexample = verdict.counterexample else { continue }
                checked += 1
                let run = counterexample.run
                let property = verdict.index
                #expect(explorer.violations(in: run)[property] == counterexample.violation)
                // Fewer optional steps first: dropping any one that happens loses the violation.
                for position in run.happens.indices where run.happens[position] {
                    var smaller = run
                    smaller.happens[position] = false
                    #expect(explorer.violations(in: smaller)[property] == nil)
                }
                // Then values: none can come one millisecond nearer its lower bound.
                for position in run.values.indices
                where run.values[position] > explorer.space.ranges[position].lowerBound {
                    var smaller = run
                    smaller.values[position] -= 1
                    #expect(explorer.violations(in: smaller)[property] == nil)
                }
                // The counterexample scenario has that one run, and breaks the property the same way.
                let replayed = try Explorer(counterexample.scenario, options: ExplorationOptions(mode: mode))
                    .explore()
                #expect(replayed.runs == 1)
                let again = Self.judge(counterexample.scenario, mode: mode).violations[property]
                #expect(again?.instant == counterexample.violation.instant)
                #expect(again?.why == counterexample.violation.why)
                #expect(replayed.verdicts[property].counterexample?.violation == counterexample.violation)
            }
        }
        #expect(checked > 50)
    }

    @Test("Judging a run until a property breaks says what the whole run says of it, and stops there")
    func judgingUntilBrokenAgreesWithTheWholeRun() {
        var stoppedEarly = 0
        Self.forEachRandomScenario(seed: 4_747, count: 60) { scenario, mode in
            let space = ExplorationSpace(scenario)
            var whole = ExplorationRunner(scenario, space: space, mode: mode)
            var watching = ExplorationRunner(scenario, space: space, mode: mode)
            for run in Self.allRuns(scenario).map({ ScenarioRun(values: $0.values, happens: $0.happens) }) {
                whole.judge(run)
                for property in scenario.properties.indices {
                    watching.judge(run, untilBroken: property)
                    #expect(
                        watching.monitor.violations[property] == whole.monitor.violations[property],
                        "\(scenario.timeline) \(mode) \(run) property \(property)")
                    #expect(watching.finalInstant <= whole.finalInstant)
                    if watching.finalInstant < whole.finalInstant { stoppedEarly += 1 }
                }
            }
        }
        #expect(stoppedEarly > 50, "a run that breaks a property before its end stops there")
    }
}
