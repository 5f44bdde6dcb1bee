public import AlertCore

/// A shard's verdicts as JSON (`explore --shard K/N --summary FILE`), enough
/// for ``Explorer/merge(_:of:jobs:)`` to print what one machine would have printed
/// for the whole run set.
public struct ExplorationSummary: Hashable, Sendable, Codable {
    /// What kind of file this is, and its version.
    public var format = ExplorationSummary.currentFormat
    /// The scenario's name.
    public var scenario: String
    /// A digest of the scenario as `convert` writes it (``Scenario/explorationDigest``):
    /// summaries of another file, or of this one changed since, are not merged.
    public var scenarioDigest: String?
    /// The mode the runs went through.
    public var mode: ReplayMode
    /// The seed random runs were drawn from.
    public var seed: UInt64
    /// `--runs` as given (the limit of an exhaustive grid).
    public var runLimit: Int
    /// `--resolution` of an exhaustive grid, in milliseconds; `nil` for random runs.
    public var resolution: Milliseconds?
    /// How many runs the whole run set has.
    public var runSetCount: Int
    /// Which slice this is (`nil`: the whole run set).
    public var shard: ExplorationShard?
    /// How many runs this summary judged.
    public var runs: Int
    /// Whether the exploration was stopped early.
    public var stopped: Bool
    /// One entry per property, in order.
    public var properties: [Entry]

    /// The `format` this version writes and reads.
    public static let currentFormat = "alert-tui explore summary 3"

    /// What a shard found about one property.
    public struct Entry: Hashable, Sendable, Codable {
        /// The property as written.
        public var property: String
        /// How many of the shard's runs broke it.
        public var violatedRuns: Int
        /// How many reached it (`sometimes`).
        public var reachedRuns: Int
        /// How many came to what it judges (``PropertyVerdict/engagedRuns``).
        public var engagedRuns: Int
        /// The lowest run index (in the whole run set) that broke it.
        public var firstViolatingRun: Int?
        /// The broken run the counterexample was shrunk from: of the shard's
        /// broken runs, one in which the fewest optional steps happen, the
        /// first of those; the merge takes the least of the shards'.
        public var shrinkingStart: ShrinkingStart?
        /// That run, shrunk.
        public var counterexample: ScenarioRun?
        /// What breaks in the shrunk run, and when.
        public var counterexampleViolation: PropertyViolation?
        /// How many steps the counterexample scenario has.
        public var counterexampleSteps: Int?
    }
}

extension ExplorationSummary {
    /// What in the summary cannot be true of any exploration, or `nil`: a
    /// count below zero, more runs than its slice of the run set has, more
    /// violating, reaching or engaged runs than runs, fewer engaged runs
    /// than violating ones (a run that breaks a property came to it), a
    /// violating run or a run to shrink outside its slice, a run to shrink
    /// before the first violating run, broken runs without a first one and
    /// a run to shrink, or these without broken runs. A merge checks it
    /// first, so that no sum of its counts overflows; what depends on the
    /// scenario (how many optional steps a run can have, which properties
    /// judge every run) it checks against the scenario.
    ///
    /// - Complexity: O(*p*) for *p* properties.
    public var inconsistency: String? {
        guard (0...ExplorationOptions.maximumRuns).contains(runSetCount) else {
            return "its run set has \(runSetCount) runs, where at most \(ExplorationOptions.maximumRuns) can be"
        }
        let sliceRuns = shard?.slice(of: runSetCount) ?? 0..<runSetCount
        let slice = sliceRuns.count
        guard (0...slice).contains(runs) else { return "it judged \(runs) runs of a slice of \(slice)" }
        for entry in properties {
            guard (0...runs).contains(entry.violatedRuns), (0...runs).contains(entry.reachedRuns),
                (0...runs).contains(entry.engagedRuns)
            else {
                return "`\(entry.property)` is broken, reached or come to in more runs than the \(runs) judged"
            }
            guard entry.engagedRuns >= entry.violatedRuns else {
                return
                    "`\(entry.property)` is broken in \(entry.violatedRuns) runs but come to in only \(entry.engagedRuns)"
            }
            if let first = entry.firstViolatingRun, !sliceRuns.contains(first) {
                return "`\(entry.property)` names run \(first), outside its slice \(sliceRuns)"
            }
            guard (entry.violatedRuns > 0) == (entry.firstViolatingRun != nil),
                (entry.violatedRuns > 0) == (entry.shrinkingStart != nil)
            else {
                return entry.violatedRuns > 0
                    ? "`\(entry.property)` is broken in \(entry.violatedRuns) runs and names no run that breaks it"
                    : "`\(entry.property)` names a run as breaking it, in no broken run"
            }
            if let start = entry.shrinkingStart {
                guard sliceRuns.contains(start.run), start.happening >= 0 else {
                    return "`\(entry.property)` shrinks run \(start.run), outside its slice \(sliceRuns)"
                }
                if let first = entry.firstViolatingRun, start.run < first {
                    return "`\(entry.property)` shrinks run \(start.run), before its first broken run \(first)"
                }
            }
        }
        return nil
    }
}

extension Explorer {
    /// The summary of `report`, a report of this explorer.
    ///
    /// - Complexity: O(*p*)
    public func summary(of report: ExplorationReport) -> ExplorationSummary {
        ExplorationSummary(
            scenario: scenario.name, scenarioDigest: scenario.explorationDigest, mode: options.mode, seed: options.seed,
            runLimit: options.runs, resolution: options.resolution, runSetCount: runSet.count, shard: options.shard,
            runs: report.runs,
            stopped: report.wasStopped,
            properties: report.verdicts.map { verdict in
                ExplorationSummary.Entry(
                    property: verdict.property.description, violatedRuns: verdict.violatedRuns,
                    reachedRuns: verdict.reachedRuns, engagedRuns: verdict.engagedRuns,
                    firstViolatingRun: verdict.firstViolatingRun,
                    shrinkingStart: verdict.shrinkingStart, counterexample: verdict.counterexample?.run,
                    counterexampleViolation: verdict.counterexample?.violation,
                    counterexampleSteps: verdict.counterexample?.scenario.timeline.count)
            })
    }

    /// Combines the summaries of shards 1/N ... N/N of one run set of
    /// `scenario` into the report one machine would have made of the whole
    /// run set: counts added, `sometimes` judged over all shards, and each
    /// broken property's first violating run the lowest of the shards', and
    /// its counterexample taken from the shard whose shrinking start is the
    /// least (fewest optional steps happening, then the lowest index).
    ///
    /// Refused when the summaries are of another scenario or run set, or do
    /// not cover each shard exactly once.
    ///
    /// - Complexity: O(*n* · *p*) for *n* summaries, plus rebuilding each counterexample.
    public static func merge(
        _ summaries: [ExplorationSummary], of scenario: Scenario, jobs: Int = 1
    ) throws(ExplorationError) -> (Explorer, ExplorationReport) {
        guard let first = summaries.first else { throw ExplorationError("--merge needs at least one summary file") }
        let options = ExplorationOptions(
            mode: first.mode, runs: first.runLimit, seed: first.seed, resolution: first.resolution, jobs: jobs)
        let explorer = try Explorer(scenario, options: options)
        let shardCount = first.shard?.count ?? 1
        guard shardCount >= 1, shardCount <= summaries.count else {
            // Which are missing, the first few of them, so that the CI job to look at is named.
            let given = Set(summaries.map { $0.shard?.index ?? 1 })
            let missing = (1...Swift.max(1, shardCount)).lazy.filter { !given.contains($0) }.prefix(5)
                .map { "\($0)/\(shardCount)" }
            throw ExplorationError(
                "the summaries are of \(shardCount) shards, and "
                    + (summaries.count == 1 ? "1 is given" : "\(summaries.count) are given")
                    + (missing.isEmpty ? "" : "; missing: shard " + missing.joined(separator: ", ")))
        }
        var seen = Set<Int>()
        let digest = scenario.explorationDigest
        for summary in summaries {
            if let inconsistency = summary.inconsistency {
                throw ExplorationError("a summary that no exploration writes: \(inconsistency)")
            }
            guard summary.format == ExplorationSummary.currentFormat else {
                throw ExplorationError(
                    "a summary of another format (\(summary.format)); expected \(ExplorationSummary.currentFormat)")
            }
            guard summary.mode == first.mode, summary.seed == first.seed, summary.runLimit == first.runLimit,
                summary.resolution == first.resolution, summary.runSetCount == explorer.runSet.count,
                (summary.shard?.count ?? 1) == shardCount
            else {
                throw ExplorationError(
                    "the summaries are of different run sets (mode, seed, --runs, --resolution and the shard count "
                        + "must agree, and the run set must be this file's)")
            }
            guard summary.properties.map(\.property) == scenario.properties.map(\.description) else {
                throw ExplorationError("a summary lists other properties than \(scenario.source)")
            }
            guard summary.scenarioDigest == digest else {
                throw ExplorationError(
                    "a summary is of another scenario than \(scenario.source) (or of an earlier version of it): "
                        + "its digest is \(summary.scenarioDigest ?? "missing"), this file's \(digest)")
            }
            // What no exploration of this scenario writes: more optional steps happening than it has, and
            // properties that judge every run (or none, `sometimes`) come to in other counts.
            for (entry, property) in zip(summary.properties, scenario.properties) {
                let engaged: Int? = property.judgesEveryRun ? summary.runs : property.isSometimes ? 0 : nil
                let happening = entry.shrinkingStart?.happening ?? 0
                guard engaged.map({ $0 == entry.engagedRuns }) ?? true,
                    happening <= explorer.space.optionalSteps.count
                else {
                    throw ExplorationError(
                        "a summary that no exploration of \(scenario.source) writes: `\(entry.property)` is come to "
                            + "in \(entry.engagedRuns) of \(summary.runs) runs, or shrinks a run with \(happening) "
                            + "optional steps of the \(explorer.space.optionalSteps.count) it has")
                }
            }
            let index = summary.shard?.index ?? 1
            guard seen.insert(index).inserted else {
                throw ExplorationError("shard \(index)/\(shardCount) is given twice")
            }
        }
        if let missing = (1...shardCount).first(where: { !seen.contains($0) }) {
            throw ExplorationError("shard \(missing)/\(shardCount) is missing")
        }
        var runs = 0
        var stopped = false
        var verdicts: [PropertyVerdict] = []
        for summary in summaries {
            runs += summary.runs
            stopped = stopped || summary.stopped
        }
        for (index, property) in scenario.properties.enumerated() {
            let entries = summaries.map { $0.properties[index] }
            var verdict = PropertyVerdict(
                property: property, index: index, runs: runs,
                violatedRuns: entries.reduce(0) { $0 + $1.violatedRuns },
                reachedRuns: entries.reduce(0) { $0 + $1.reachedRuns },
                engagedRuns: entries.reduce(0) { $0 + $1.engagedRuns }, firstViolatingRun: nil, counterexample: nil)
            verdict.firstViolatingRun = entries.compactMap(\.firstViolatingRun).min()
            let starts = entries.compactMap { entry in entry.shrinkingStart.map { (start: $0, entry: entry) } }
            if let winner = starts.min(by: { $0.start < $1.start }) {
                verdict.shrinkingStart = winner.start
                if let run = winner.entry.counterexample, explorer.space.contains(run),
                    let counterexample = explorer.counterexample(of: run, property: index)
                {
                    verdict.counterexample = counterexample
                } else {
                    throw ExplorationError(
                        "the counterexample of `\(property.description)` in a summary does not break it in this file")
                }
            }
            verdicts.append(verdict)
        }
        return (explorer, ExplorationReport(runs: runs, verdicts: verdicts, wasStopped: stopped))
    }
}

extension Scenario {
    /// A digest of the scenario as `convert` writes it in YAML, its notes
    /// left out (comments, which nothing but `convert` reads): 64 bits of
    /// FNV-1a over its UTF-8, in hex. The same for a file and its
    /// conversion to the other syntax; another for any change that could
    /// change a run.
    ///
    /// - Complexity: O(*k*) for the *k* bytes of its YAML.
    public var explorationDigest: String {
        var withoutNotes = self
        withoutNotes.notes = []
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in withoutNotes.yamlText().utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
