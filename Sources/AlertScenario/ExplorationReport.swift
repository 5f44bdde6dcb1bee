import AlertCore
import TerminalText

/// What ``Explorer/explore(progress:shouldStop:willShrink:stopsShrinking:)`` found: a verdict per property.
public struct ExplorationReport: Sendable {
    /// How many runs were judged.
    public var runs: Int
    /// One verdict per property, in the order of `properties`.
    public var verdicts: [PropertyVerdict]
    /// Whether the exploration was stopped before every run was judged, or
    /// before every counterexample was shrunk to the end.
    public var wasStopped: Bool

    /// How many properties held (a `sometimes` holds when it was reached).
    ///
    /// - Complexity: O(*p*)
    public var heldCount: Int { verdicts.lazy.filter(\.held).count }
    /// How many properties did not hold.
    ///
    /// - Complexity: O(*p*)
    public var violatedCount: Int { verdicts.count - heldCount }
    /// Whether every property held and every `sometimes` was reached.
    ///
    /// - Complexity: O(*p*)
    public var passed: Bool { heldCount == verdicts.count }

    /// `explore: N runs, P properties: H held, V violated`.
    ///
    /// - Complexity: O(*p*)
    public var summaryLine: String { countsLine(violated: violatedCount) }

    /// The last line of a shard, which leaves `sometimes` to the merge: one
    /// it did not reach is neither held nor violated, and is counted apart,
    /// `explore: N runs, P properties: H held, V violated, U not reached in this shard`.
    ///
    /// - Complexity: O(*p*)
    public var shardSummaryLine: String {
        let unreached = verdicts.lazy.filter { $0.isSometimes && !$0.held }.count
        return countsLine(violated: violatedCount - unreached) + ", \(unreached) not reached in this shard"
    }

    /// `explore: N runs, P properties: H held, V violated`, with `violated` as V.
    private func countsLine(violated: Int) -> String {
        "explore: \(runs) runs, \(verdicts.count) properties: \(heldCount) held, \(violated) violated"
    }
}

/// What the runs said about one property.
public struct PropertyVerdict: Sendable {
    /// The property, as the scenario states it.
    public var property: ScenarioProperty
    /// Its 0-based position under `properties`.
    public var index: Int
    /// How many runs were judged.
    public var runs: Int
    /// How many of them broke it (0 for `sometimes`).
    public var violatedRuns: Int
    /// How many of them reached it (`sometimes` only).
    public var reachedRuns: Int
    /// How many of them came to what it judges (``PropertyMonitor/isEngaged(_:)``):
    /// a property that held in runs none of which did judged nothing.
    public var engagedRuns = 0
    /// The index of the first run that broke it, in the run set.
    public var firstViolatingRun: Int?
    /// The broken run that was shrunk: of those in which the fewest optional
    /// steps happen, the first.
    public var shrinkingStart: ShrinkingStart?
    /// The shrunk run that breaks it, as a scenario, when it was broken.
    public var counterexample: Counterexample?

    /// Whether the property is a `sometimes`, judged over all runs.
    ///
    /// - Complexity: O(1)
    public var isSometimes: Bool { property.isSometimes }

    /// Why it held without judging anything, when it did: in words, what no
    /// run came to (`no run requested member-renewal`); `nil` when a run
    /// came to it, when it broke, for `sometimes` and for properties that
    /// judge every run.
    ///
    /// - Complexity: O(1)
    public var judgedNothing: String? {
        guard !isSometimes, held, engagedRuns == 0, runs > 0 else { return nil }
        switch property.kind {
        case .shown(let id), .neverDropped(let id), .maxWait(let id, _): return "no run requested \(id)"
        case .neverCovered(let id), .notBefore(let id, _): return "\(id) was never presented in any run"
        case .before(let first, let second): return "no run presented both \(first) and \(second)"
        case .maxVisible, .noOrphanMask, .sometimes: return nil
        }
    }

    /// Whether it held: no run broke it, or, for `sometimes`, a run reached it.
    ///
    /// - Complexity: O(1)
    public var held: Bool { isSometimes ? reachedRuns > 0 : violatedRuns == 0 }

    /// The output line, `PROPERTY: held in N runs`, `PROPERTY: VIOLATED in K
    /// of N runs: WHY at T; counterexample: PATH (S steps)`, `PROPERTY: reached
    /// in K runs` or `PROPERTY: NEVER reached`, terminal-safe. `path` is where
    /// the counterexample was written.
    ///
    /// - Complexity: O(*n*) in the length of the line.
    public func line(counterexamplePath path: String?) -> String {
        let name = property.description
        if isSometimes {
            return (reachedRuns > 0 ? "\(name): reached in \(reachedRuns) runs" : "\(name): NEVER reached").terminalSafe
        }
        guard violatedRuns > 0 else { return "\(name): held in \(runs) runs".terminalSafe }
        var line = "\(name): VIOLATED in \(violatedRuns) of \(runs) runs"
        if let counterexample {
            let violation = counterexample.violation
            line += ": \(violation.why) at \(DurationText.instant(violation.instant))"
            if let path {
                line += "; counterexample: \(path) (\(counterexample.scenario.timeline.count) steps)"
            }
        }
        return line.terminalSafe
    }
}

/// The shrunk run that breaks a property, and the scenario that is that run alone.
public struct Counterexample: Sendable, Hashable {
    /// The run, in the explored scenario's space.
    public var run: ScenarioRun
    /// What breaks in it, and when.
    public var violation: PropertyViolation
    /// The explored scenario with this run's instants as `at:`, steps in the
    /// order they happen, skipped optional steps and `expect` steps left out,
    /// properties kept: a scenario with one run, which breaks the property.
    public var scenario: Scenario
}
