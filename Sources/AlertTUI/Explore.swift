import AlertScenario
import ArgumentParser
import Foundation
import TerminalText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `alert-tui explore FILE`: searches the runs a scenario with uncertain
/// steps allows for one that breaks a property (docs/explore.md), shrinks each one
/// it finds and writes it as a scenario of its own.
///
/// Exit status: 0 every property held and every `sometimes` was reached; 1
/// otherwise; 64 bad options (among them an `--out` folder, or the folder
/// of `--summary`, that is missing or cannot be written in, a `--summary`
/// path that is a folder, and an option `--merge` is given that differs
/// from the summaries') or a file without properties;
/// 65 a malformed file or summary; 66 a file that cannot be read; 73 a
/// counterexample or summary whose write fails all the same; 74 standard
/// output that cannot be written; 130 after Ctrl-C, once what was found so
/// far is printed (shrunk; a Ctrl-C while shrinking stops the shrinking,
/// a third ends the process at once).
struct Explore: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Search the runs a scenario allows for one that breaks a property.",
        discussion: """
            Runs the scenario many times, each with its own choice of the instants its ranges allow and of \
            which optional steps happen, and judges every property on each run. A broken property is shrunk \
            to the smallest run that still breaks it (fewer optional steps, then instants near their lower \
            bounds) and written to DIR/STEM-counterexample-K.yaml. Exit status: 0 all held, 1 a property was \
            violated or a `sometimes` never reached, 64 bad options (an --out folder that is missing, a --summary \
            path that is a folder, a --merge option that differs from the summaries) or no properties, 65 \
            malformed file, 66 unreadable file, 73 a failed write, 130 interrupted.
            """)

    @Argument(help: "A scenario file with `properties:`.")
    var file: String

    // Mode, runs and seed have no declared default, so that --merge, which reads them from the
    // summaries, can tell when one was given; the defaults are below.
    @Option(help: "Which model the runs go through: scheduled (the default) or naive.", transform: Explore.runMode)
    var mode: ReplayMode?

    @Option(
        parsing: .unconditional,
        help:
            "How many random runs (1 to 1000000000, default 10000); with --exhaustive, the most runs the grid may have."
    )
    var runs: Int?

    @Option(
        parsing: .unconditional, help: "The seed random runs are drawn from (default 1).", transform: Explore.seedValue)
    var seed: UInt64?

    @Flag(help: "Every run on a grid of --resolution instead of random runs.")
    var exhaustive = false

    // Unconditional: a value such as `-5ms` is the option's, to be refused as negative, not read as a flag.
    @Option(parsing: .unconditional, help: "The grid's step for --exhaustive, a duration (10ms, 0.5s).")
    var resolution: String?

    @Option(
        parsing: .unconditional,
        help: "How many runs go at once (default: the number of cores); the results are the same for any value.")
    var jobs: Int?

    @Option(help: "The folder counterexamples are written to.")
    var out: String = "."

    @Option(help: "Run only the K-th of N slices of the run set (K/N), for a CI matrix.")
    var shard: String?

    @Option(help: "Write this run's verdicts as JSON to FILE, for --merge.")
    var summary: String?

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp(
            "Combine shard summaries into the verdicts of the whole run set; the mode, --runs, --seed and the grid "
                + "come from them (given as well, they must match)."))
    var merge: [String] = []

    /// `--resolution` in milliseconds (validated).
    private var resolutionMilliseconds: Int? {
        resolution.flatMap { try? DurationText.milliseconds($0).get() }
    }

    /// `--mode`: a mode that is one run. `compare` is two, so it is refused
    /// here, and the help lists only the two this command takes.
    static func runMode(_ word: String) throws -> ReplayMode {
        let mode = ReplayMode(rawValue: word)
        guard let mode, ReplayMode.runModes.contains(mode) else {
            let why = mode == nil ? "" : "explore judges one model's runs at a time: "
            let guess = mode == nil ? NearestWord.suggestion(for: word, among: ["scheduled", "naive"]) : nil
            throw ValidationError("\(why)expected scheduled or naive" + (guess.map { "; did you mean '\($0)'?" } ?? ""))
        }
        return mode
    }

    /// `--seed`: a whole number from 0 to 2^64 - 1, said so for a word that
    /// is not one (a negative seed reached the parser as a missing value).
    static func seedValue(_ word: String) throws -> UInt64 {
        guard let seed = UInt64(word) else {
            throw ValidationError("--seed must be a whole number from 0 to \(UInt64.max), not '\(word.terminalSafe)'")
        }
        return seed
    }

    func validate() throws {
        if let runs, !(1...ExplorationOptions.maximumRuns).contains(runs) {
            throw ValidationError("--runs must lie from 1 to \(ExplorationOptions.maximumRuns), not \(runs)")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
        if let resolution {
            guard let value = resolutionMilliseconds, value > 0 else {
                throw ValidationError(
                    "--resolution must be a positive duration such as 10ms or 0.5s, not '\(resolution.terminalSafe)'")
            }
            guard exhaustive else { throw ValidationError("--resolution goes with --exhaustive") }
        } else if exhaustive {
            throw ValidationError("--exhaustive needs --resolution D, the grid's step (for instance 10ms)")
        }
        if let shard, ExplorationShard(shard) == nil {
            throw ValidationError("--shard must be K/N with 1 <= K <= N, not '\(shard.terminalSafe)'")
        }
        if !merge.isEmpty, shard != nil || summary != nil {
            throw ValidationError("--merge combines summaries: it goes without --shard and --summary")
        }
        if shard != nil, summary == nil {
            throw ValidationError(
                "--shard needs --summary FILE: a shard's verdicts are for --merge to combine")
        }
    }

    /// `--merge` reads the mode, `--runs`, `--seed` and the grid from the
    /// summaries; one given as well must be the one the shards ran with
    /// (exit 64 otherwise), so a CI job may pass the shards' options again.
    private func checkMergeOptions(against summary: ExplorationSummary) throws {
        func grid(_ resolution: Int?) -> String {
            resolution.map { "a grid of " + DurationText.written($0) } ?? "random runs"
        }
        let given: [(option: String, value: String?, shards: String)] = [
            ("--mode", mode?.rawValue, summary.mode.rawValue),
            ("--runs", runs.map(String.init), String(summary.runLimit)),
            ("--seed", seed.map(String.init), String(summary.seed)),
            ("--exhaustive --resolution", exhaustive ? grid(resolutionMilliseconds) : nil, grid(summary.resolution)),
        ]
        for (option, value, shards) in given {
            guard let value, value != shards else { continue }
            StandardError.write(
                "alert-tui: --merge: \(option) gives \(value.terminalSafe), and the summaries were made with "
                    + "\(shards.terminalSafe); expected the shards' options, or none (the summaries carry them)")
            throw ExitCode(64)
        }
    }

    func run() throws {
        let scenario = try CommandLineFile.loadForCommand(file)
        signal(SIGPIPE, SIG_IGN)
        Interruption.start()
        let jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        try ExploreOutput.checkFolder(out, for: "--out", writing: "counterexamples")
        if let summary {
            let folder = URL(fileURLWithPath: summary).deletingLastPathComponent().path
            try ExploreOutput.checkFolder(folder, for: "--summary", writing: "the summary")
            try ExploreOutput.checkNotFolder(summary, for: "--summary", writing: "the summary")
        }
        let summaries = try merge.map(ExploreOutput.readSummary)
        if let first = summaries.first { try checkMergeOptions(against: first) }
        let explorer: Explorer
        let report: ExplorationReport
        do throws(ExplorationError) {
            if summaries.isEmpty {
                let defaults = ExplorationOptions()
                let options = ExplorationOptions(
                    mode: mode ?? defaults.mode, runs: runs ?? defaults.runs, seed: seed ?? defaults.seed,
                    resolution: resolutionMilliseconds, jobs: jobs,
                    shard: shard.flatMap { ExplorationShard($0) })
                explorer = try Explorer(scenario, options: options)
                let progress = ProgressLine(total: explorer.runIndices.count)
                var reportProgress: (@Sendable (Int) -> Void)?
                if let progress { reportProgress = { done in progress.update(done) } }
                var presses = ExplorationPresses(pressesBeforeShrinking: 0)
                report = explorer.explore(
                    progress: reportProgress, shouldStop: { Interruption.happened },
                    willShrink: { runs in
                        presses = ExplorationPresses(pressesBeforeShrinking: Interruption.count)
                        progress?.shrinking(after: runs, interrupted: Interruption.happened)
                    },
                    stopsShrinking: { presses.stopShrinking(presses: Interruption.count) })
                progress?.clear()
            } else {
                (explorer, report) = try Explorer.merge(summaries, of: scenario, jobs: jobs)
            }
        } catch {
            StandardError.write("alert-tui: " + error.message.terminalSafe)
            throw ExitCode(64)
        }
        // A shard (unless it is the whole run set, 1/1) cannot judge `sometimes` alone: that waits for --merge.
        let judgesWholeRunSet = explorer.options.shard?.isOnlyShard ?? true
        var paths: [Int: String] = [:]
        var aWriteFailed = false
        // A file of an earlier run, in the place this run would write to, could pass for this run's; a
        // shard's siblings may write there too.
        func warnIfLeftOver(_ path: String, property: Int) {
            var status = stat()
            guard judgesWholeRunSet, stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return }
            StandardError.write(
                "alert-tui: warning: \(path.terminalSafe) is from an earlier run: this one wrote no "
                    + "counterexample for property \(property + 1)")
        }
        for verdict in report.verdicts {
            let path = ExploreOutput.counterexamplePath(folder: out, file: file, property: verdict.index)
            guard let counterexample = verdict.counterexample else {
                warnIfLeftOver(path, property: verdict.index)
                continue
            }
            let text = counterexample.scenario.yamlText()
            // A write that fails is said on standard error at once; the verdicts are still printed, then exit 73.
            do {
                try ExploreOutput.writeAtomically(text, to: path, what: "the counterexample")
            } catch {
                aWriteFailed = true
                warnIfLeftOver(path, property: verdict.index)
                continue
            }
            paths[verdict.index] = path
            CommandLineFile.warnUnlessItLoads(text, written: "the counterexample \(path.terminalSafe)", source: path)
        }
        if let summary {
            do {
                try ExploreOutput.writeAtomically(
                    ExploreOutput.json(explorer.summary(of: report)), to: summary, what: "the summary")
            } catch {
                aWriteFailed = true
            }
        }
        // A property that held in runs none of which came to what it judges (an alert no run requests)
        // passes for the wrong reason: said, as `sometimes` exists to say of a run set that went nowhere
        // near. A shard has seen only its slice: the merge says it.
        if judgesWholeRunSet {
            for verdict in report.verdicts {
                guard let reason = verdict.judgedNothing else { continue }
                StandardError.write(
                    "alert-tui: note: `\(verdict.property.description)` held only because \(reason): "
                        .terminalSafe + "it judged nothing")
            }
        }
        // A press that stopped nothing (during the last run, or after the shrinking) still interrupted.
        let interrupted = report.wasStopped || Interruption.happened
        let output = CheckedOutput.standardOutput()
        do throws(OutputFailure) {
            for verdict in report.verdicts {
                var line = verdict.line(counterexamplePath: paths[verdict.index])
                if !judgesWholeRunSet, verdict.isSometimes, !verdict.held { line += " in this shard" }
                try output.write(line + "\n")
            }
            let leavesSometimes = !judgesWholeRunSet && report.verdicts.contains(where: \.isSometimes)
            let summaryLine = leavesSometimes ? report.shardSummaryLine : report.summaryLine
            try output.write(summaryLine + (interrupted ? " (interrupted)" : "") + "\n")
            try output.flush()
        } catch {
            throw ExitCode(error.exitCode())
        }
        // A failed write (73) outranks an interruption (130), which outranks a broken property (1).
        if aWriteFailed { throw ExitCode(73) }
        if interrupted { throw ExitCode(130) }
        let failed = report.verdicts.contains { !$0.held && (judgesWholeRunSet || !$0.isSometimes) }
        if failed { throw ExitCode(1) }
    }
}
