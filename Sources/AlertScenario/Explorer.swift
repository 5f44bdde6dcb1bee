import AlertCore

/// Searches the runs a scenario allows for one that breaks a property
/// (docs/explore.md): the engine behind `alert-tui explore`, for use from Swift too.
///
/// ```swift
/// let scenario = try ScenarioLoader.load(path: "scenarios/jianshu-uncertain.yaml")
/// let explorer = try Explorer(scenario, options: ExplorationOptions(mode: .naive, runs: 2_000))
/// let report = explorer.explore()
/// for verdict in report.verdicts where !verdict.held {
///     print(verdict.counterexample?.scenario.yamlText() ?? "")
/// }
/// ```
///
/// Run *i* of the run set depends only on the options and *i*: the same
/// file, seed, mode and run count give the same report whatever
/// ``ExplorationOptions/jobs`` says, and shards merge into the same report.
public struct Explorer: Sendable {
    /// The scenario explored.
    public let scenario: Scenario
    /// How.
    public let options: ExplorationOptions
    /// Its ranged and optional steps.
    public let space: ExplorationSpace
    /// The runs it goes through.
    public let runSet: ExplorationRunSet

    /// An explorer of `scenario`, or an error when the options are out of
    /// range, the scenario has no properties, or an exhaustive grid has more
    /// runs than ``ExplorationOptions/runs``.
    ///
    /// A scenario with no more runs than ``ExplorationOptions/runs`` in all
    /// (every whole millisecond of every range, every combination of
    /// optional steps) has each of them run once instead of random runs: a
    /// file without ranges or optional steps has its one run.
    ///
    /// - Complexity: O(*s*) for *s* steps.
    public init(_ scenario: Scenario, options: ExplorationOptions = ExplorationOptions()) throws(ExplorationError) {
        guard !scenario.properties.isEmpty else {
            throw ExplorationError(
                "\(scenario.source) has no properties; explore judges the properties listed under `properties:`")
        }
        guard (1...ExplorationOptions.maximumRuns).contains(options.runs) else {
            throw ExplorationError("--runs must lie from 1 to \(ExplorationOptions.maximumRuns), got \(options.runs)")
        }
        guard options.mode != .compare else {
            throw ExplorationError("--mode takes scheduled or naive: explore judges one model's runs at a time")
        }
        guard options.jobs >= 1 else { throw ExplorationError("--jobs must be at least 1, got \(options.jobs)") }
        let space = ExplorationSpace(scenario)
        if let resolution = options.resolution {
            guard resolution > 0 else {
                throw ExplorationError("--resolution must be a positive duration, got \(resolution)ms")
            }
            guard let count = ExplorationRunSet.gridCount(of: space, resolution: resolution), count <= options.runs
            else {
                let count = Self.gridCountText(of: space, resolution: resolution)
                throw ExplorationError(
                    "the exhaustive grid at resolution \(resolution)ms has \(count) runs, more than --runs "
                        + "\(options.runs); raise --runs or coarsen --resolution")
            }
            runSet = .grid(resolution: resolution, count: count)
        } else if let all = ExplorationRunSet.gridCount(of: space, resolution: 1), all <= options.runs {
            runSet = .grid(resolution: 1, count: all)
        } else {
            runSet = .random(seed: options.seed, count: options.runs)
        }
        self.scenario = scenario
        self.options = options
        self.space = space
    }

    /// The grid's run count in decimal, exact however large (a number of
    /// base-10,000 digits: each factor is at most about 10^12, so no product
    /// of a digit and a factor overflows).
    ///
    /// - Complexity: O(*d* (*r* + *o*)) for *d* digits.
    static func gridCountText(of space: ExplorationSpace, resolution: Milliseconds) -> String {
        let base = 10_000
        var limbs = [1]  // least significant first
        func multiply(by factor: Int) {
            var carry = 0
            for index in limbs.indices {
                let value = limbs[index] * factor + carry
                limbs[index] = value % base
                carry = value / base
            }
            while carry > 0 {
                limbs.append(carry % base)
                carry /= base
            }
        }
        for range in space.ranges { multiply(by: ExplorationRunSet.gridPoints(range, resolution)) }
        for _ in space.optionalSteps { multiply(by: 2) }
        var text = String(limbs.last ?? 0)
        for limb in limbs.dropLast().reversed() {
            let digits = String(limb)
            text += String(repeating: "0", count: 4 - digits.count) + digits
        }
        return text
    }

    /// The run indices this explorer judges: all of the run set, or its shard's slice.
    ///
    /// - Complexity: O(1)
    public var runIndices: Range<Int> {
        options.shard?.slice(of: runSet.count) ?? 0..<runSet.count
    }

    /// Run `index` of the run set.
    ///
    /// - Complexity: O(*r* + *o*)
    public func run(_ index: Int) -> ScenarioRun { runSet.run(index, in: space) }

    /// Judges one run: the first violation of each property in it (`nil`
    /// where it held), indexed like `properties`.
    ///
    /// - Complexity: one run of the machine.
    public func violations(in run: ScenarioRun) -> [PropertyViolation?] {
        var runner = ExplorationRunner(scenario, space: space, mode: options.mode)
        runner.judge(run)
        return runner.monitor.violations
    }

    /// The scenario that is `run` alone: each step at its instant in the run
    /// as `at:`, in the order the steps happen (so times never go back),
    /// skipped optional steps and `expect` steps left out, the rest (catalogue,
    /// policy, properties, end) as in ``scenario``.
    ///
    /// A `release:` that comes before every `hold:` of its name in the run
    /// (a range let it overtake its hold, or the hold was an optional step
    /// left out) is left out too: the file would not load with it (docs/scenario-format.md),
    /// and in the run it was refused (`not-held`) and changed nothing.
    ///
    /// - Complexity: O(*s* log *s*)
    public func concreteScenario(of run: ScenarioRun) -> Scenario {
        let instants = space.instants(of: run)
        var concrete = scenario
        var held: Set<String> = []
        concrete.timeline = space.order(of: run).compactMap { index in
            var step = scenario.timeline[index]
            switch step.action {
            case .send(.hold(let name)): held.insert(name)
            case .send(.release(let name)) where !held.contains(name): return nil
            default: break
            }
            step.time = instants[index]
            step.timing = .at(instants[index]...instants[index])
            step.isOptional = false
            return step
        }
        if let end = scenario.end, let last = concrete.timeline.last?.time {
            concrete.end = Swift.max(end, last)
        }
        return concrete
    }

    /// The screens that alerts of the catalogue are scoped to and that only
    /// optional steps show (not the starting screen, nor a step that always
    /// happens), each with the optional steps that show it, by position in
    /// ``ExplorationSpace/optionalSteps``: a counterexample must keep one of
    /// them, or its file would not load (docs/scenario-format.md: an alert's screen must be
    /// shown somewhere).
    ///
    /// - Complexity: O(*s* + *a*) for *s* steps and *a* alerts.
    func screensShownOnlyByOptionalSteps() -> [[Int]] {
        let needed = Set(scenario.alerts.compactMap(\.screen)).subtracting([scenario.screen].compactMap { $0 })
        var always: Set<String> = []
        var optional: [String: [Int]] = [:]
        for (index, step) in scenario.timeline.enumerated() {
            guard case .send(.navigate(let screen)) = step.action, needed.contains(screen) else { continue }
            let position = space.optionalPosition[index]
            if position >= 0 {
                optional[screen, default: []].append(position)
            } else {
                always.insert(screen)
            }
        }
        return optional.filter { !always.contains($0.key) }.sorted { $0.key < $1.key }.map(\.value)
    }
}
