import Foundation
import TestSupport
import Testing

/// The player in a real terminal: runs `Tests/tmux/player-e2e.sh` against
/// the `alert-tui` built with these tests, when tmux is installed.
@Suite("alert-tui play")
struct PlayerTmuxTests {
    static let script = AlertTUICommand.packageRoot.appendingPathComponent("Tests/tmux/player-e2e.sh")

    static var hasTmux: Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/tmux")
        }
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(5)))
    func keysResizeAndEveryWayOutRestoreTheTerminal() async throws {
        // Output through a file, not a pipe: a process the script leaves
        // behind must not be able to keep the test waiting for end of file.
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("player-e2e-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", Self.script.path, try AlertTUICommand.executable().path]
        process.currentDirectoryURL = AlertTUICommand.packageRoot
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Waiting by sleeping, not blocking a thread: the script runs for most of a minute, and the
        // tests run meanwhile need the threads.
        if await !eventually(patience: .seconds(240), { !process.isRunning }) {
            process.terminate()
            Issue.record("player-e2e.sh ran longer than 4 minutes")
        }
        process.waitUntilExit()
        try handle.close()
        let text = String(decoding: try Data(contentsOf: log), as: UTF8.self)
        print(text)
        #expect(process.terminationStatus == 0, "player-e2e.sh failed:\n\(text)")
        #expect(!text.contains("FAIL:"))
        #expect(text.contains("PASS: q: stty -g unchanged"))
        #expect(text.contains("PASS: Ctrl-C: stty -g unchanged"))
    }

    @Test func withoutATerminalItPointsToReplayAndExits64() async throws {
        let output = try await AlertTUICommand.run([])
        #expect(output.status == 64)
        #expect(output.standardError.contains("alert-tui replay"))
        #expect(output.standardOutput.isEmpty)
        let explicit = try await AlertTUICommand.run(["play", "scenarios/jianshu-launch.yaml", "--mode", "compare"])
        #expect(explicit.status == 64)
        // The replay named is the one that shows what the player would have: this file, this mode.
        #expect(
            explicit.standardError.contains(
                "run `alert-tui replay --mode compare --format svg scenarios/jianshu-launch.yaml > compare.svg`"),
            "\(explicit.standardError)")
        // A file name a shell would split is quoted as one word.
        let path = try AlertTUICommand.temporaryScenario(
            "name: q\nalerts:\n  a: {title: A, actions: [ok]}\ntimeline:\n  - request: a\n", name: "it's mine")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let naive = try await AlertTUICommand.run(["play", path, "--mode", "naive"])
        #expect(naive.status == 64)
        let word = "'" + path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        #expect(naive.standardError.contains("run `alert-tui replay --mode naive \(word)`"), "\(naive.standardError)")
        // One a terminal would act on is named in $'...', every character outside printable ASCII escaped:
        // the command names the same file, and the message sends the terminal no escape.
        let hostile = try AlertTUICommand.temporaryScenario(
            "name: q\nalerts:\n  a: {title: A, actions: [ok]}\ntimeline:\n  - request: a\n", name: "red\u{1B}[31m\tcafé"
        )
        defer { try? FileManager.default.removeItem(atPath: hostile) }
        let escaped = try await AlertTUICommand.run(["play", hostile])
        #expect(escaped.status == 64)
        let ansiWord =
            "$'"
            + hostile.replacingOccurrences(of: "\u{1B}", with: #"\u001B"#)
            .replacingOccurrences(of: "\t", with: #"\u0009"#).replacingOccurrences(of: "é", with: #"\u00E9"#) + "'"
        #expect(escaped.standardError.contains("run `alert-tui replay \(ansiWord)`"), "\(escaped.standardError)")
        #expect(!escaped.standardError.contains("\u{1B}"))
    }

    @Test func badScenarioFilesAreReportedBeforeTheTerminalIsNeeded() async throws {
        let missing = try await AlertTUICommand.run(["play", "no/such/file.yaml"])
        #expect(missing.status == 66)
        #expect(missing.standardError.contains("no/such/file.yaml"))
        let path = try AlertTUICommand.temporaryScenario("name: broken\ntimeline: 3\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let malformed = try await AlertTUICommand.run(["play", path])
        #expect(malformed.status == 65)
        #expect(malformed.standardError.contains("\(path):"))
    }

    @Test(arguments: ["0", "-1", "nan", "inf"])
    func speedMustBePositive(speed: String) async throws {
        let output = try await AlertTUICommand.run(["play", "--speed=\(speed)"])
        #expect(output.status == 64)
        #expect(output.standardError.contains("--speed"))
    }

    /// `--speed -1`, with a space, reaches the same range check: it is not
    /// read as an unknown option `-1`.
    @Test(arguments: ["-1", "-0.5", "0"])
    func speedGivenApartIsCheckedTheSameWay(speed: String) async throws {
        let output = try await AlertTUICommand.run(["play", "--speed", speed])
        #expect(output.status == 64)
        #expect(output.standardError.contains("above 0 and at most 1000"))
    }

    @Test func unknownModeIsAUsageError() async throws {
        let output = try await AlertTUICommand.run(["play", "--mode", "stacked"])
        #expect(output.status == 64)
    }
}
