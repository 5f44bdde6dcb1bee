import Foundation
import Testing

@Suite("alert-tui explore")
struct ExploreCommandTests {
    static let jianshu = "scenarios/jianshu-uncertain.yaml"

    /// A new empty folder for counterexamples.
    static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("explore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test func theSchedulerHoldsEveryProperty() async throws {
        let output = try await AlertTUICommand.run([
            "explore", Self.jianshu, "--runs", "3000", "--out", try Self.folder(),
        ])
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(output.lines.count == 6)
        #expect(output.lines[0] == "max-visible: 1: held in 3000 runs")
        #expect(output.lines[4].hasPrefix("sometimes: {presented: feature-guide}: reached in "))
        #expect(output.lines.last == "explore: 3000 runs, 5 properties: 5 held, 0 violated")
        #expect(output.standardError.isEmpty, "no progress line off a terminal")
    }

    /// A counterexample left in `--out` by an earlier run is not this run's:
    /// `explore` says so, and leaves the file as it is.
    @Test func aCounterexampleOfAnEarlierRunIsNamedAsSuch() async throws {
        let out = try Self.folder()
        let stale = out + "/jianshu-uncertain-counterexample-2.yaml"
        try "# an earlier run's\n".write(toFile: stale, atomically: true, encoding: .utf8)
        let output = try await AlertTUICommand.run(["explore", Self.jianshu, "--runs", "300", "--out", out])
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(
            output.standardError
                == "alert-tui: warning: \(stale) is from an earlier run: this one wrote no counterexample for "
                + "property 2\n")
        #expect(try String(contentsOfFile: stale, encoding: .utf8) == "# an earlier run's\n")
        // A shard does not know whether a sibling shard wrote it.
        let shard = try await AlertTUICommand.run([
            "explore", Self.jianshu, "--runs", "300", "--out", out, "--shard", "1/2", "--summary", out + "/s.json",
        ])
        #expect(shard.status == 0, "\(shard.standardOutput)\(shard.standardError)")
        #expect(shard.standardError.isEmpty, "\(shard.standardError)")
    }

    @Test func naiveCodeIsCaughtShrunkAndReproduced() async throws {
        let out = try Self.folder()
        let output = try await AlertTUICommand.run([
            "explore", Self.jianshu, "--mode", "naive", "--runs", "3000", "--out", out,
        ])
        #expect(output.status == 1, "\(output.standardOutput)\(output.standardError)")
        let path = out + "/jianshu-uncertain-counterexample-1.yaml"
        #expect(output.lines[0].hasPrefix("max-visible: 1: VIOLATED in "))
        #expect(output.lines[0].contains(" of 3000 runs: "))
        #expect(output.lines[0].hasSuffix("; counterexample: \(path) (5 steps)"))
        #expect(output.lines[1].hasPrefix("no-orphan-mask: true: VIOLATED in "))
        #expect(output.lines.last?.hasPrefix("explore: 3000 runs, 5 properties: ") == true)
        #expect(FileManager.default.fileExists(atPath: out + "/jianshu-uncertain-counterexample-2.yaml"))

        // Its one run breaks the same property the same way, check fails on it in scheduled... naive mode here.
        let again = try await AlertTUICommand.run(["explore", path, "--mode", "naive", "--out", out])
        #expect(again.status == 1)
        #expect(again.lines.last?.hasPrefix("explore: 1 runs, 5 properties: ") == true)
        // The same WHY at T, from the one run.
        let why = { (line: String) in line.components(separatedBy: " runs: ").last?.components(separatedBy: "; ").first
        }
        #expect(why(again.lines[0]) == why(output.lines[0]))
        #expect(why(again.lines[0])?.hasSuffix(" at 0s") == true)
        let replay = try await AlertTUICommand.run(["replay", path, "--mode", "naive"])
        #expect(replay.status == 0)
    }

    @Test func aCounterexampleOfTheSchedulerFailsCheck() async throws {
        let file = try AlertTUICommand.temporaryScenario(
            """
            name: Late promo
            alerts:
              a: {level: 600, actions: [ok]}
              b: {level: 700, actions: [ok]}
            timeline:
              - at: 0ms..50ms
                request: a
              - at: 0ms..50ms
                request: b
              - at: 1s
                close: top
              - at: 2s
                close: top
            properties:
              - before: [a, b]
            """, name: "late")
        let out = try Self.folder()
        let output = try await AlertTUICommand.run(["explore", file, "--out", out])
        #expect(output.status == 1, "\(output.standardOutput)\(output.standardError)")
        let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let counterexample = out + "/\(stem)-counterexample-1.yaml"
        let check = try await AlertTUICommand.run(["check", counterexample])
        #expect(check.status == 1, "\(check.standardOutput)\(check.standardError)")
        let again = try await AlertTUICommand.run(["explore", counterexample, "--out", out])
        #expect(again.status == 1)
        #expect(again.lines.last == "explore: 1 runs, 1 properties: 0 held, 1 violated")
    }

    @Test func resultsDoNotDependOnJobs() async throws {
        let out = try Self.folder()
        let base = ["explore", Self.jianshu, "--mode", "naive", "--runs", "20000", "--seed", "9", "--out", out]
        let one = try await AlertTUICommand.run(base + ["--jobs", "1"])
        let two = try await AlertTUICommand.run(base + ["--jobs", "2"])
        let five = try await AlertTUICommand.run(base + ["--jobs", "5"])
        #expect(one.status == 1)
        #expect(one.standardOutput == two.standardOutput)
        #expect(one.standardOutput == five.standardOutput)
    }

    @Test func shardsMergeIntoWhatOneMachinePrints() async throws {
        let out = try Self.folder()
        let base = ["explore", Self.jianshu, "--mode", "naive", "--runs", "5000", "--seed", "3"]
        let whole = try await AlertTUICommand.run(base + ["--out", out])
        var summaries: [String] = []
        for index in 1...3 {
            let summary = out + "/shard-\(index).json"
            let shard = try await AlertTUICommand.run(
                base + ["--shard", "\(index)/3", "--summary", summary, "--out", out])
            #expect(shard.status == 1 || shard.status == 0, "\(shard.standardError)")
            #expect(FileManager.default.fileExists(atPath: summary))
            summaries.append(summary)
        }
        let merged = try await AlertTUICommand.run(
            ["explore", Self.jianshu, "--out", out, "--merge"] + summaries.reversed())
        #expect(merged.status == whole.status)
        #expect(merged.standardOutput == whole.standardOutput)
        // The shards' own options may be given again; others are refused before anything is written.
        let again = try await AlertTUICommand.run(
            ["explore", Self.jianshu, "--mode", "naive", "--runs", "5000", "--seed", "3", "--out", out, "--merge"]
                + summaries)
        #expect(again.standardOutput == whole.standardOutput)
        for (options, says) in [
            (["--seed", "4"], "--seed gives 4, and the summaries were made with 3"),
            (["--mode", "scheduled"], "--mode gives scheduled, and the summaries were made with naive"),
            (["--runs", "500"], "--runs gives 500, and the summaries were made with 5000"),
            (
                ["--exhaustive", "--resolution", "10ms"],
                "--exhaustive --resolution gives a grid of 10ms, and the summaries were made with random runs"
            ),
        ] {
            let refused = try await AlertTUICommand.run(["explore", Self.jianshu] + options + ["--merge"] + summaries)
            #expect(refused.status == 64, "\(options)")
            #expect(refused.standardOutput.isEmpty)
            #expect(refused.standardError.contains(says), "\(refused.standardError)")
        }
        let missing = try await AlertTUICommand.run(["explore", Self.jianshu, "--merge"] + summaries.dropLast())
        #expect(missing.status == 64)
        #expect(missing.standardError.contains("3 shards, and 2 are given; missing: shard 3/3"))
        let alone = try await AlertTUICommand.run(["explore", Self.jianshu, "--merge", summaries[1]])
        #expect(alone.standardError.contains("3 shards, and 1 is given; missing: shard 1/3, 3/3"))
        // A summary another version wrote is named as such, not as JSON of another kind.
        let older = out + "/older.json"
        try String(contentsOfFile: summaries[0], encoding: .utf8)
            .replacingOccurrences(of: "alert-tui explore summary 3", with: "alert-tui explore summary 2")
            .write(toFile: older, atomically: true, encoding: .utf8)
        let otherFormat = try await AlertTUICommand.run(
            ["explore", Self.jianshu, "--merge", older] + summaries.dropFirst())
        #expect(otherFormat.status == 65)
        #expect(
            otherFormat.standardError.contains("a summary of another format (alert-tui explore summary 2)"),
            "\(otherFormat.standardError)")
        // A summary that cannot be read says why.
        for (path, why) in [(out + "/none.json", "no such file"), (out, "it is a folder")] {
            let unreadable = try await AlertTUICommand.run(["explore", Self.jianshu, "--merge", path])
            #expect(unreadable.status == 66)
            #expect(unreadable.standardError.contains("cannot read the summary '\(path)': \(why)"))
        }
        // The same scenario in JSON lines merges them; the file changed in a range does not.
        let jsonLines = try await AlertTUICommand.run(["convert", Self.jianshu, "--to", "jsonl"])
        let converted = out + "/jianshu.jsonl"
        try Data(jsonLines.standardOutput.utf8).write(to: URL(fileURLWithPath: converted))
        let fromJSONLines = try await AlertTUICommand.run(["explore", converted, "--out", out, "--merge"] + summaries)
        #expect(
            fromJSONLines.standardOutput
                == merged.standardOutput.replacingOccurrences(of: "jianshu-uncertain-", with: "jianshu-"))
        #expect(fromJSONLines.status == whole.status)
        let text = try String(contentsOfFile: Self.jianshu, encoding: .utf8)
        let changed = try AlertTUICommand.temporaryScenario(
            text.replacingOccurrences(of: "at: 0ms..400ms", with: "at: 0ms..50ms"), name: "changed")
        let other = try await AlertTUICommand.run(["explore", changed, "--merge"] + summaries)
        #expect(other.status == 64)
        #expect(other.standardError.contains("a summary is of another scenario than"))
    }

    /// A shard leaves an unreached `sometimes` to the merge, unless it is the
    /// whole run set: `--shard 1/1` judges it as a run without `--shard`.
    @Test func onlyAWholeRunSetShardFailsForAnUnreachedSometimes() async throws {
        let file = try AlertTUICommand.temporaryScenario(
            """
            name: never b
            alerts:
              a: {level: 600}
              b: {level: 500}
            timeline:
              - at: 0ms..10ms
                request: a
            properties:
              - sometimes: {presented: b}
              - max-visible: 1
            """, name: "never-b")
        let out = try Self.folder()
        let whole = try await AlertTUICommand.run(["explore", file, "--runs", "20", "--out", out])
        #expect(whole.status == 1)
        #expect(whole.lines.first == "sometimes: {presented: b}: NEVER reached")
        let all = try await AlertTUICommand.run(
            ["explore", file, "--runs", "20", "--shard", "1/1", "--summary", out + "/all.json", "--out", out])
        #expect(all.status == 1, "\(all.standardError)")
        #expect(all.standardOutput == whole.standardOutput)
        let mergedAlone = try await AlertTUICommand.run(["explore", file, "--out", out, "--merge", out + "/all.json"])
        #expect(mergedAlone.status == 1)
        #expect(mergedAlone.standardOutput == whole.standardOutput)
        let half = try await AlertTUICommand.run(
            ["explore", file, "--runs", "20", "--shard", "2/2", "--summary", out + "/half.json", "--out", out])
        #expect(half.status == 0, "\(half.standardError)")
        #expect(half.lines.first == "sometimes: {presented: b}: NEVER reached in this shard")
        let halfSummary = " runs, 2 properties: 1 held, 0 violated, 1 not reached in this shard"
        #expect(half.lines.last?.hasSuffix(halfSummary) == true, "\(half.lines)")
        // A shard of a file without `sometimes` has nothing left to the merge, and says nothing of it.
        let plain = try AlertTUICommand.temporaryScenario(
            try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(
                of: "  - sometimes: {presented: b}\n", with: ""), name: "plain")
        let plainHalf = try await AlertTUICommand.run(
            ["explore", plain, "--runs", "20", "--shard", "2/2", "--summary", out + "/plain.json", "--out", out])
        #expect(plainHalf.status == 0, "\(plainHalf.standardError)")
        #expect(
            plainHalf.lines.last?.hasSuffix(" runs, 1 properties: 1 held, 0 violated") == true, "\(plainHalf.lines)")
    }

    @Test func aSummaryPathThatIsAFolderIsRefusedBeforeAnyRun() async throws {
        let folder = try Self.folder()
        let output = try await AlertTUICommand.run(
            [
                "explore", Self.jianshu, "--mode", "naive", "--runs", "100", "--shard", "1/2", "--summary", folder,
                "--out", folder,
            ])
        #expect(output.status == 64)
        #expect(output.standardOutput.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "no run, no counterexample")
        // A path ending in `/` names a folder, there or not; a file's path with `/` after it is no folder.
        let file = folder + "/afile"
        try Data("kept".utf8).write(to: URL(fileURLWithPath: file))
        for summary in [folder + "/missing/", file + "/"] {
            let slashed = try await AlertTUICommand.run(
                ["explore", Self.jianshu, "--runs", "100", "--shard", "1/2", "--summary", summary, "--out", folder])
            #expect(slashed.status == 64, "\(summary)")
            #expect(
                slashed.standardError.contains("a path that ends in '/' names a folder"), "\(slashed.standardError)")
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "kept")
        let underAFile = try await AlertTUICommand.run(
            ["explore", Self.jianshu, "--runs", "100", "--shard", "1/2", "--summary", file + "/x.json"])
        #expect(underAFile.status == 64)
        #expect(underAFile.standardError.contains("it is a file, not a folder"), "\(underAFile.standardError)")
        #expect(output.standardError.contains("--summary: cannot write the summary to '\(folder)': it is a folder"))
    }

    @Test(arguments: [
        ["--runs", "0"], ["--runs", "1000000001"], ["--resolution", "0", "--exhaustive"],
        ["--resolution", "-5ms", "--exhaustive"], ["--exhaustive"], ["--resolution", "10ms"], ["--jobs", "0"],
        ["--shard", "4/3", "--summary", "/tmp/x.json"], ["--shard", "x"], ["--merge", "a.json", "--shard", "1/2"],
        ["--mode", "compare"], ["--shard", "1/3"], ["--merge", "a.json", "--summary", "b.json"],
    ])
    func badOptionsExit64(_ options: [String]) async throws {
        let output = try await AlertTUICommand.run(["explore", Self.jianshu] + options)
        #expect(output.status == 64, "\(options): \(output.standardError)")
        #expect(output.standardOutput.isEmpty)
    }

    /// `-5ms` is the option's value, refused as such, not a flag that leaves `--resolution` without one.
    @Test func aNegativeResolutionIsRefusedAsNotPositive() async throws {
        let output = try await AlertTUICommand.run(["explore", Self.jianshu, "--exhaustive", "--resolution", "-5ms"])
        #expect(output.status == 64)
        #expect(
            output.standardError.contains("--resolution must be a positive duration such as 10ms or 0.5s, not '-5ms'"),
            "\(output.standardError)")
    }

    /// `-1` is the seed's value, refused as no seed, not a flag that leaves `--seed` without one.
    @Test(arguments: ["-1", "1.5", "18446744073709551616"])
    func aSeedThatIsNoWholeNumberInRangeSaysWhatASeedIs(written: String) async throws {
        let output = try await AlertTUICommand.run(["explore", Self.jianshu, "--seed", written])
        #expect(output.status == 64)
        #expect(
            output.standardError.contains(
                "--seed must be a whole number from 0 to 18446744073709551615, not '\(written)'"),
            "\(output.standardError)")
    }

    @Test func theModeOptionOffersOnlyTheModesThatAreOneRun() async throws {
        let help = try await AlertTUICommand.run(["explore", "--help"])
        let words = help.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("--mode <mode> Which model the runs go through: scheduled (the default) or naive."))
        #expect(!help.standardOutput.contains("compare"), "\(help.standardOutput)")
        let typo = try await AlertTUICommand.run(["explore", Self.jianshu, "--mode", "naiv"])
        #expect(typo.status == 64)
        #expect(
            typo.standardError.contains("expected scheduled or naive; did you mean 'naive'?"), "\(typo.standardError)")
        #expect(!typo.standardError.contains("compare'"), "\(typo.standardError)")
    }

    /// docs/explore.md opens with a command and its output: the output is
    /// what that command prints (its counterexamples go to the current folder).
    @Test func theDocumentedExampleIsWhatTheCommandPrints() async throws {
        let doc = try String(
            contentsOf: AlertTUICommand.packageRoot.appendingPathComponent("docs/explore.md"), encoding: .utf8)
        let blocks = doc.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        let command = try #require(blocks.first { $0.hasPrefix("sh\n") })
        #expect(command == "sh\nalert-tui explore scenarios/jianshu-uncertain.yaml --mode naive\n")
        let shown = try #require(blocks.first { $0.hasPrefix("text\n") }).dropFirst("text\n".count)
        let out = try Self.folder()
        let output = try await AlertTUICommand.run(["explore", Self.jianshu, "--mode", "naive", "--out", out])
        #expect(output.status == 1)
        #expect(output.standardOutput.replacingOccurrences(of: out + "/", with: "") == shown)
    }

    /// A summary is written through a symbolic link, and into a FIFO or a
    /// device as it is: renaming a file over them replaced a device (as root).
    @Test func aSummaryPathThatIsNoRegularFileStaysWhatItIs() async throws {
        let folder = try Self.folder()
        let fifo = folder + "/summary.fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        let options = ["--runs", "100", "--shard", "1/2", "--out", folder]
        let unread = try await AlertTUICommand.run(["explore", Self.jianshu, "--summary", fifo] + options)
        #expect(unread.status == 73, "\(unread.standardError)")
        #expect(unread.standardError.contains("nothing reads it"))
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the FIFO is still one")
        let real = folder + "/real.json"
        let link = folder + "/link.json"
        try Data("{}".utf8).write(to: URL(fileURLWithPath: real))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        let linked = try await AlertTUICommand.run(["explore", Self.jianshu, "--summary", link] + options)
        #expect(linked.status == 0, "\(linked.standardError)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
        #expect(try String(contentsOfFile: real, encoding: .utf8).contains("explore summary"))
    }

    /// A counterexample whose write fails (here a folder stands where it
    /// goes) is said on standard error, and the verdicts are printed all the
    /// same, the others' counterexamples written: then exit 73.
    @Test func aCounterexampleThatCannotBeWrittenLeavesTheVerdictsPrinted() async throws {
        let out = try Self.folder()
        let blocked = out + "/jianshu-uncertain-counterexample-1.yaml"
        try FileManager.default.createDirectory(atPath: blocked, withIntermediateDirectories: false)
        let output = try await AlertTUICommand.run(["explore", Self.jianshu, "--mode", "naive", "--out", out])
        #expect(output.status == 73, "\(output.standardError)")
        #expect(output.standardError.hasPrefix("alert-tui: cannot write the counterexample to '\(blocked)': "))
        try #require(output.lines.count == 6, "\(output.standardOutput)")
        #expect(output.lines[0].hasPrefix("max-visible: 1: VIOLATED in "))
        #expect(!output.lines[0].contains("counterexample:"), "no path for a file that was not written")
        #expect(output.lines[1].hasSuffix("; counterexample: \(out)/jianshu-uncertain-counterexample-2.yaml (5 steps)"))
        #expect(FileManager.default.fileExists(atPath: out + "/jianshu-uncertain-counterexample-2.yaml"))
        #expect(output.lines.last?.hasPrefix("explore: ") == true)
    }

    @Test func anExhaustiveGridPastRunsIsRefusedWithItsSize() async throws {
        let output = try await AlertTUICommand.run(["explore", Self.jianshu, "--exhaustive", "--resolution", "1ms"])
        // 401^3 values, two ways for the guide.
        #expect(output.status == 64)
        #expect(output.standardError.contains("128962402 runs"), "\(output.standardError)")
        let fits = try await AlertTUICommand.run(
            ["explore", Self.jianshu, "--exhaustive", "--resolution", "100ms", "--out", try Self.folder()])
        #expect(fits.status == 0)
        #expect(fits.lines.last == "explore: 250 runs, 5 properties: 5 held, 0 violated")
    }

    @Test func aFileWithoutPropertiesExits64() async throws {
        let output = try await AlertTUICommand.run(["explore", "scenarios/jianshu-launch.yaml"])
        #expect(output.status == 64)
        #expect(output.standardError.contains("properties"))
    }

    @Test func malformedAndMissingFiles() async throws {
        let bad = try AlertTUICommand.temporaryScenario("name: x\ntimeline:\n  - at: 2s..1s\n    hold: h\n")
        #expect(try await AlertTUICommand.run(["explore", bad]).status == 65)
        #expect(try await AlertTUICommand.run(["explore", "no-such-file.yaml"]).status == 66)
    }

    @Test func aCounterexampleNoFileCanSayIsWrittenWithAWarning() async throws {
        // `a` shows only on profile, which only the optional step shows: the runs that break `shown: a`
        // are those without it, and a scenario file must show every screen an alert is scoped to.
        let file = try AlertTUICommand.temporaryScenario(
            """
            name: x
            screen: home
            alerts:
              a: {screen: profile}
            timeline:
              - {at: 5ms, screen: profile, optional: true}
              - {at: 10ms, request: a}
            properties:
              - shown: a
            """, name: "scoped")
        let folder = try Self.folder()
        let output = try await AlertTUICommand.run(["explore", file, "--out", folder])
        #expect(output.status == 1)
        #expect(output.standardError.hasPrefix("alert-tui: warning: the counterexample \(folder)/scoped-"))
        #expect(output.standardError.contains("-counterexample-1.yaml does not load as a scenario: \(folder)/"))
        #expect(output.standardError.contains("belongs to screen 'profile', which the scenario never shows"))
    }

    @Test func anOutFolderThatCannotBeWrittenIsABadOption() async throws {
        let output = try await AlertTUICommand.run(
            ["explore", Self.jianshu, "--mode", "naive", "--runs", "100", "--out", "/nonexistent/folder"])
        #expect(output.status == 64)
        #expect(output.standardError.contains("--out: cannot write counterexamples to '/nonexistent/folder'"))
        // Whether or not a property breaks: the option is checked before any run.
        let holds = try await AlertTUICommand.run([
            "explore", Self.jianshu, "--runs", "100", "--out", "/nonexistent/folder",
        ])
        #expect(holds.status == 64)
        let file = try AlertTUICommand.temporaryScenario("name: x\n")
        #expect(try await AlertTUICommand.run(["explore", Self.jianshu, "--runs", "100", "--out", file]).status == 64)
        let summary = try await AlertTUICommand.run(
            ["explore", Self.jianshu, "--runs", "100", "--shard", "1/2", "--summary", "/nonexistent/s.json"])
        #expect(summary.status == 64)
        #expect(summary.standardError.contains("--summary: cannot write the summary to '/nonexistent'"))
        let readOnly = try Self.folder()
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: readOnly)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: readOnly) }
        if getuid() != 0 {
            let denied = try await AlertTUICommand.run(["explore", Self.jianshu, "--mode", "naive", "--out", readOnly])
            #expect(denied.status == 64)
            #expect(try FileManager.default.contentsOfDirectory(atPath: readOnly).isEmpty)
        }
    }
}
