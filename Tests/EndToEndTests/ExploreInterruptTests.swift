import Foundation
import TestSupport
import Testing

/// Ctrl-C during `alert-tui explore` (docs/explore.md, exit 130): what was
/// found so far is printed, and a press while shrinking cuts it short.
@Suite("alert-tui explore, interrupted")
struct ExploreInterruptTests {
    /// Runs `alert-tui explore arguments...` and presses Ctrl-C once it
    /// catches SIGINT and `delay` more have passed. The press is timed on a
    /// thread of its own: a task could wait far longer than `delay` for one
    /// of the test runner's threads, all busy with other tests, while
    /// explore runs on.
    /// With `presses` above 1, the later presses follow the first, 50 ms apart.
    static func interrupted(
        _ arguments: [String], after delay: Duration, presses: Int = 1
    ) async throws -> CommandOutput {
        let microseconds = useconds_t(delay / .microseconds(1))
        return try await AlertTUICommand.run(["explore"] + arguments) { pid in
            Thread.detachNewThread {
                // Where there is no /proc, two seconds and a half for it to load and start.
                let hasProc = FileManager.default.fileExists(atPath: "/proc/self/status")
                for _ in 0..<6_000 where hasProc && !catchesInterrupt(pid) { usleep(10_000) }
                usleep(hasProc ? microseconds : 2_500_000)
                kill(pid, SIGINT)
                for _ in 1..<max(presses, 1) {
                    usleep(50_000)
                    kill(pid, SIGINT)
                }
            }
        }
    }

    /// Into the runs of a billion (a debug build needs more than a second for them): they stop, and what
    /// was found is shrunk and printed.
    @Test func ctrlCPrintsWhatWasFoundAndExits130() async throws {
        let output = try await Self.interrupted(
            [
                ExploreCommandTests.jianshu, "--mode", "naive", "--runs", "1000000000", "--out",
                try ExploreCommandTests.folder(),
            ],
            after: .milliseconds(500))
        let (status, text) = (output.status, output.standardOutput)
        #expect(status == 130, "\(text)")
        #expect(text.contains("max-visible: 1: VIOLATED in "))
        #expect(text.contains("counterexample: "))
        #expect(text.contains(" (interrupted)"))
    }

    /// Two presses in quick succession while the runs are judged: the first
    /// stops the runs, the second the shrinking. Exit 130 with what was
    /// found, not the default action of a third press. Whether the second
    /// lands before the shrinking begins depends on timing, so the rule for
    /// that order is tested apart (`ExplorerProgressTests`,
    /// `pressesThatStopTheShrinking`); this is the whole command.
    @Test(.timeLimit(.minutes(1)))
    func aSecondPressWhileTheRunsStopStopsTheShrinkingToo() async throws {
        let folder = try ExploreCommandTests.folder()
        let file = folder + "/long.yaml"
        try Data(Self.longSession(steps: 1_200).utf8).write(to: URL(fileURLWithPath: file))
        let output = try await Self.interrupted(
            [file, "--runs", "1000000000", "--jobs", "1", "--out", folder], after: .milliseconds(300), presses: 2)
        let (status, text) = (output.status, output.standardOutput)
        #expect(status == 130, "\(text)")
        #expect(text.contains("shown: a3: VIOLATED in "), "\(text)")
        #expect(text.hasSuffix(" (interrupted)\n"))
        #expect(FileManager.default.fileExists(atPath: folder + "/long-counterexample-1.yaml"))
    }

    /// Whether process `pid` is alert-tui and has a handler for SIGINT, as Linux's `/proc/PID/status`
    /// says (`Name`, and `SigCgt`, a hexadecimal mask with bit `n - 1` for signal `n`); `true` once the
    /// process has gone. The name matters: until it has started alert-tui, the child is a copy of the
    /// test runner, with the runner's handlers.
    static func catchesInterrupt(_ pid: Int32) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
            return true
        }
        let lines = status.split(separator: "\n")
        func field(_ name: String) -> String? {
            lines.first { $0.hasPrefix(name + ":") }.map {
                $0.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces)
            }
        }
        guard field("Name") == "alert-tui", let mask = field("SigCgt").flatMap({ UInt64($0, radix: 16) }) else {
            return false
        }
        return mask & (1 << (UInt64(SIGINT) - 1)) != 0
    }

    /// A long session: 15 alerts with ttls, `steps` steps of requests and
    /// closes, some ranged and optional, and properties that break. Shrinking
    /// a run of it takes seconds in a release build, minutes in a debug one.
    static func longSession(steps: Int) -> String {
        var lines = ["name: Long session", "screen: home", "policy: {gap: 100ms, maxPending: 30}", "alerts:"]
        for index in 0..<15 {
            lines.append("  a\(index): {level: \(200 + 50 * index), actions: [OK], ttl: \(2 + index % 4)s}")
        }
        lines.append("timeline:")
        for step in 0..<steps {
            let at = 250 * step
            switch step % 4 {
            case 0: lines += ["  - at: \(at)ms..\(at + 5_000)ms", "    request: a\(step % 15)", "    optional: true"]
            case 1: lines += ["  - at: \(at)ms", "    request: a\(step * 7 % 15)"]
            case 2: lines += ["  - at: \(at)ms", "    close: top"]
            default: lines += ["  - at: \(at)ms", "    request: a\(step * 3 % 15)"]
            }
        }
        lines += ["properties:", "  - shown: a3", "  - never-dropped: a0"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One run, judged at once, then shrunk for over 20 s in a debug build: a press half a second in
    /// stops the shrinking, and the run is written as far as it was shrunk.
    @Test func ctrlCWhileShrinkingStopsTheShrinking() async throws {
        let folder = try ExploreCommandTests.folder()
        let file = folder + "/long.yaml"
        try Data(Self.longSession(steps: 1_200).utf8).write(to: URL(fileURLWithPath: file))
        let output = try await Self.interrupted([file, "--runs", "1", "--out", folder], after: .milliseconds(500))
        let (status, text) = (output.status, output.standardOutput)
        #expect(status == 130, "\(text)")
        #expect(text.contains("shown: a3: VIOLATED in 1 of 1 runs: "), "\(text)")
        #expect(text.contains("counterexample: "))
        #expect(text.hasSuffix(" (interrupted)\n"))
        // A press that did not stop the shrinking would let it end, minutes later, uninterrupted (exit 1).
        #expect(FileManager.default.fileExists(atPath: folder + "/long-counterexample-1.yaml"))
    }
}
