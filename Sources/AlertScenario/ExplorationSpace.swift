public import AlertCore

/// The runs a scenario allows (docs/explore.md): which of its steps are ranged and
/// which optional, and how a ``ScenarioRun`` turns into instants.
///
/// A step's instant in a run: `at: A..B` is the chosen instant; `after: A..B`
/// is the chosen delay after the instant the previous step in the file got in
/// this run (whether or not that step happens); a step with neither has the
/// previous step's instant (0 for the first). `expect` steps take part in this
/// chain like any other step, but never run.
public struct ExplorationSpace: Hashable, Sendable {
    /// The timeline index of each ranged step, in file order.
    public let rangedSteps: [Int]
    /// The timeline index of each optional step, in file order.
    public let optionalSteps: [Int]
    /// The range of each ranged step, like ``rangedSteps``.
    public let ranges: [ClosedRange<Milliseconds>]
    /// For each step of the timeline, its position in ``rangedSteps`` or -1.
    let rangedPosition: [Int]
    /// For each step of the timeline, its position in ``optionalSteps`` or -1.
    let optionalPosition: [Int]
    /// The timeline's timings, for computing instants.
    let timings: [StepTiming]
    /// Whether each step is an `expect` (it gets an instant but never runs).
    let isExpectation: [Bool]

    /// The space of `scenario`'s runs.
    ///
    /// - Complexity: O(*s*) for *s* steps.
    public init(_ scenario: Scenario) {
        var ranged: [Int] = []
        var optional: [Int] = []
        var ranges: [ClosedRange<Milliseconds>] = []
        var rangedPosition: [Int] = []
        var optionalPosition: [Int] = []
        for (index, step) in scenario.timeline.enumerated() {
            if step.timing.isRanged, let range = step.timing.range {
                rangedPosition.append(ranged.count)
                ranged.append(index)
                ranges.append(range)
            } else {
                rangedPosition.append(-1)
            }
            if step.isOptional, step.action.command != nil {
                optionalPosition.append(optional.count)
                optional.append(index)
            } else {
                optionalPosition.append(-1)
            }
        }
        rangedSteps = ranged
        optionalSteps = optional
        self.ranges = ranges
        self.rangedPosition = rangedPosition
        self.optionalPosition = optionalPosition
        timings = scenario.timeline.map(\.timing)
        isExpectation = scenario.timeline.map { $0.action.command == nil }
    }

    /// Whether the scenario has exactly one run (no ranges, no optional steps).
    ///
    /// - Complexity: O(1)
    public var isCertain: Bool { rangedSteps.isEmpty && optionalSteps.isEmpty }

    /// The nominal run: every lower bound, every optional step happening.
    ///
    /// - Complexity: O(*r* + *o*)
    public var nominalRun: ScenarioRun {
        ScenarioRun(values: ranges.map(\.lowerBound), happens: Array(repeating: true, count: optionalSteps.count))
    }

    /// Whether `run` fits this space: one value per ranged step, each in its
    /// range, and one flag per optional step.
    ///
    /// - Complexity: O(*r* + *o*)
    public func contains(_ run: ScenarioRun) -> Bool {
        run.values.count == ranges.count && run.happens.count == optionalSteps.count
            && zip(run.values, ranges).allSatisfy { $1.contains($0) }
    }

    /// Writes each step's instant in `run` into `instants` (resized to the
    /// timeline's length). Sums that would pass `Int.max` stay at `Int.max`.
    ///
    /// - Complexity: O(*s*)
    func instants(of run: ScenarioRun, into instants: inout [Milliseconds]) {
        if instants.count != timings.count {
            instants = Array(repeating: 0, count: timings.count)
        }
        var previous: Milliseconds = 0
        for index in timings.indices {
            let position = rangedPosition[index]
            let instant: Milliseconds
            switch timings[index] {
            case .at(let range):
                instant = position >= 0 ? run.values[position] : range.lowerBound
            case .after(let range):
                let delay = position >= 0 ? run.values[position] : range.lowerBound
                let (sum, overflow) = previous.addingReportingOverflow(delay)
                instant = overflow ? Milliseconds.max : sum
            case .withPrevious:
                instant = previous
            }
            instants[index] = instant
            previous = instant
        }
    }

    /// Each step's instant in `run`, in file order.
    ///
    /// - Complexity: O(*s*)
    public func instants(of run: ScenarioRun) -> [Milliseconds] {
        var instants: [Milliseconds] = []
        self.instants(of: run, into: &instants)
        return instants
    }

    /// Writes into `order` the timeline indices of the steps that run in
    /// `run`, in the order they happen: by instant, equal instants in file
    /// order. `expect` steps and optional steps that do not happen are left
    /// out.
    ///
    /// - Complexity: O(*s* log *s*)
    func order(of run: ScenarioRun, instants: [Milliseconds], into order: inout [Int]) {
        order.removeAll(keepingCapacity: true)
        var sorted = true
        var last = Milliseconds.min
        for index in timings.indices where !isExpectation[index] {
            let position = optionalPosition[index]
            if position >= 0, !run.happens[position] { continue }
            if instants[index] < last { sorted = false }
            last = instants[index]
            order.append(index)
        }
        if !sorted {
            // Stable: the index breaks ties, so equal instants keep file order.
            order.sort { (instants[$0], $0) < (instants[$1], $1) }
        }
    }

    /// The timeline indices of the steps that run in `run`, in the order
    /// they happen.
    ///
    /// - Complexity: O(*s* log *s*)
    public func order(of run: ScenarioRun) -> [Int] {
        let instants = instants(of: run)
        var order: [Int] = []
        self.order(of: run, instants: instants, into: &order)
        return order
    }
}
