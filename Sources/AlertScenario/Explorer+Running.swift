import AlertCore
import Foundation

extension Explorer {
    /// How many runs a job takes at a time. Results do not depend on it:
    /// tallies merge the same in any order.
    static let chunkSize = 2_048

    /// How many runs a job judges between two reports of its progress to
    /// the shared tally.
    static let runsBetweenProgressReports = 64

    /// Judges every run of ``runIndices`` on ``ExplorationOptions/jobs``
    /// threads, then shrinks a violating run of each broken
    /// property.
    ///
    /// - Parameters:
    ///   - progress: called now and then with how many runs are done
    ///     (from any thread, one call at a time).
    ///   - shouldStop: asked before each run, from any thread and possibly
    ///     from several at once (it should cost no more than an atomic
    ///     load); once it says `true`, even just once, no
    ///     further run starts and the report covers the runs judged so far
    ///     (``ExplorationReport/wasStopped``), with their violations shrunk.
    ///   - willShrink: called once the runs are judged, before shrinking,
    ///     when a property is broken, with how many runs were judged.
    ///   - stopsShrinking: asked before each run shrinking tries; once it
    ///     says `true`, shrinking ends, each counterexample is its run as
    ///     far as it was shrunk (it still breaks its property), and the
    ///     report counts as stopped.
    /// - Complexity: one machine run per run judged, plus shrinking; memory
    ///   O(*p* · *jobs*) beyond the scenario, whatever the number of runs.
    public func explore(
        progress: (@Sendable (Int) -> Void)? = nil,
        shouldStop: (@Sendable () -> Bool)? = nil,
        willShrink: ((Int) -> Void)? = nil,
        stopsShrinking: (() -> Bool)? = nil
    ) -> ExplorationReport {
        let (tally, stopped) = judgeRuns(progress: progress, shouldStop: shouldStop)
        if tally.firstViolatingRuns.contains(where: { $0 != nil }) { willShrink?(tally.runs) }
        var shrinkingStopped = false
        var found = report(
            from: tally, stopped: stopped,
            stopsShrinking: stopsShrinking.map { stops in
                {
                    shrinkingStopped = shrinkingStopped || stops()
                    return shrinkingStopped
                }
            })
        found.wasStopped = found.wasStopped || shrinkingStopped
        return found
    }

    /// The tally of every run of ``runIndices``, and whether it was stopped early.
    func judgeRuns(
        progress: (@Sendable (Int) -> Void)?, shouldStop: (@Sendable () -> Bool)?
    ) -> (ExplorationTally, Bool) {
        let indices = runIndices
        let chunkCount = (indices.count + Self.chunkSize - 1) / Self.chunkSize
        let shared = SharedTally(properties: scenario.properties.count)
        let jobs = Swift.max(1, Swift.min(options.jobs, chunkCount))
        let work: @Sendable (Int) -> Void = { _ in
            // Each job gets a runner of its own copy of the scenario: runs copy the fresh machine and
            // send the steps' commands, retaining their storage, and two cores retaining one shared
            // object would fight over its cache line. With private copies two jobs spend the CPU per
            // run that one does (Benchmarks/README.md, ExploreSpeed).
            let copy = jobs == 1 ? scenario : Self.privateCopy(of: scenario)
            var runner = ExplorationRunner(copy, space: ExplorationSpace(copy), mode: options.mode)
            var run = space.nominalRun
            while let chunk = shared.nextChunk(of: chunkCount, shouldStop: shouldStop) {
                var tally = ExplorationTally(properties: scenario.properties.count)
                var checkpointed = 0
                let start = indices.lowerBound + chunk * Self.chunkSize
                for index in start..<Swift.min(start + Self.chunkSize, indices.upperBound) {
                    // A long run set shows its progress every few dozen runs, not at the end of its chunk, and
                    // stops before the next run: a run of thousands of steps can take a tenth of a second.
                    // The chunk's first run was asked about by `nextChunk`.
                    let sinceCheckpoint = index - start - checkpointed
                    let stopAsked = index > start && shouldStop?() == true
                    if stopAsked || (index > start && sinceCheckpoint == Self.runsBetweenProgressReports) {
                        checkpointed += sinceCheckpoint
                        if shared.checkpoint(judged: sinceCheckpoint, stopAsked: stopAsked, progress: progress) {
                            break
                        }
                    }
                    runSet.fill(&run, index: index, in: space)
                    runner.judge(run)
                    tally.add(run: index, runner.monitor) { run.happeningCount }
                }
                shared.add(tally, checkpointed: checkpointed, progress: progress)
            }
        }
        if jobs == 1 {
            work(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: jobs, execute: work)
        }
        return shared.result
    }

    /// `scenario` with nothing reference-counted shared with it: what a run
    /// reads (commands, policy, screen, properties) decoded afresh.
    ///
    /// - Complexity: O(*n*) in the size of the scenario.
    static func privateCopy(of scenario: Scenario) -> Scenario {
        func fresh(_ text: String) -> String { String(decoding: Array(text.utf8), as: UTF8.self) }
        func fresh<Value: Codable>(_ value: Value) -> Value {
            guard let data = try? JSONEncoder().encode(value),
                let copy = try? JSONDecoder().decode(Value.self, from: data)
            else { return value }
            return copy
        }
        var copy = Scenario(
            source: scenario.source, name: scenario.name, screen: scenario.screen.map(fresh),
            policy: fresh(scenario.policy), end: scenario.end)
        copy.timeline = scenario.timeline.map { step in
            var step = step
            if case .send(let command) = step.action { step.action = .send(fresh(command)) }
            return step
        }
        copy.properties = scenario.properties.map { property in
            var property = property
            switch property.kind {
            case .neverCovered(let id): property.kind = .neverCovered(fresh(id))
            case .maxWait(let id, let wait): property.kind = .maxWait(fresh(id), wait: wait)
            case .notBefore(let id, let at): property.kind = .notBefore(fresh(id), at: at)
            case .neverDropped(let id): property.kind = .neverDropped(fresh(id))
            case .shown(let id): property.kind = .shown(fresh(id))
            case .before(let first, let second): property.kind = .before(fresh(first), fresh(second))
            case .sometimes(let event, let id): property.kind = .sometimes(event: fresh(event), alert: fresh(id))
            case .maxVisible, .noOrphanMask: break
            }
            return property
        }
        return copy
    }

    /// The verdicts of `tally`, for each broken property the violating run
    /// in which the fewest optional steps happen (the first of those)
    /// shrunk, until `stopsShrinking` says `true`.
    func report(
        from tally: ExplorationTally, stopped: Bool, stopsShrinking: (() -> Bool)? = nil
    ) -> ExplorationReport {
        var verdicts: [PropertyVerdict] = []
        for (index, property) in scenario.properties.enumerated() {
            var verdict = PropertyVerdict(
                property: property, index: index, runs: tally.runs, violatedRuns: tally.violatedRuns[index],
                reachedRuns: tally.reachedRuns[index], engagedRuns: tally.engagedRuns[index],
                firstViolatingRun: tally.firstViolatingRuns[index], counterexample: nil)
            if let start = tally.shrinkingStarts[index] {
                verdict.shrinkingStart = start
                verdict.counterexample = counterexample(
                    shrinking: run(start.run), property: index, stopsShrinking: stopsShrinking)
            }
            verdicts.append(verdict)
        }
        return ExplorationReport(runs: tally.runs, verdicts: verdicts, wasStopped: stopped)
    }
}

/// The tally of the chunks judged so far and the next chunk to hand out,
/// shared by the jobs under a lock.
private final class SharedTally: @unchecked Sendable {
    private let lock = NSLock()
    private var tally: ExplorationTally
    private var next = 0
    private var stopped = false
    /// Runs judged in chunks still running, as their checkpoints said.
    private var judgedInRunningChunks = 0

    init(properties count: Int) { tally = ExplorationTally(properties: count) }

    /// The next chunk to judge, or `nil` when all are handed out or the exploration stops.
    func nextChunk(of count: Int, shouldStop: (@Sendable () -> Bool)?) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard !stops(shouldStop), next < count else { return nil }
        next += 1
        return next - 1
    }

    /// A job has judged `count` more runs of its chunk: tells `progress`
    /// how many are done in all, and says whether the exploration stops:
    /// it does once a job was told to stop (`stopAsked`, this one or any).
    func checkpoint(judged count: Int, stopAsked: Bool, progress: (@Sendable (Int) -> Void)?) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        judgedInRunningChunks += count
        progress?(tally.runs + judgedInRunningChunks)
        if stopAsked { stopped = true }
        return stopped
    }

    /// Whether the exploration stops, asking `shouldStop` unless it already
    /// has stopped. Called under the lock.
    private func stops(_ shouldStop: (@Sendable () -> Bool)?) -> Bool {
        if !stopped, let shouldStop, shouldStop() { stopped = true }
        return stopped
    }

    /// Adds a judged chunk, whose checkpoints counted `checkpointed` of its
    /// runs, and tells `progress` how many are done in all.
    func add(_ chunk: ExplorationTally, checkpointed: Int, progress: (@Sendable (Int) -> Void)?) {
        lock.lock()
        defer { lock.unlock() }
        judgedInRunningChunks -= checkpointed
        tally.merge(chunk)
        progress?(tally.runs + judgedInRunningChunks)
    }

    var result: (ExplorationTally, Bool) {
        lock.lock()
        defer { lock.unlock() }
        return (tally, stopped)
    }
}
