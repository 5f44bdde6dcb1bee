import Foundation
import Testing

/// Ctrl-C during `alert-tui explore` (docs/explore.md, exit 130): what was
/// found so far is printed, and a press while shrinking cuts it short.
@Suite("alert-tui explore, interrupted")
struct ExploreInterruptTests {
    @Test func ctrlCPrintsWhatWasFoundAndExits130() async throws {
        let folder = try ExploreCommandTests.folder()
        // Output through a file: a pipe could leak into a process another test starts meanwhile.
        let log = URL(fileURLWithPath: folder).appendingPathComponent("stdout.txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = try AlertTUICommand.executable()
        process.arguments = [
            "explore", ExploreCommandTests.jianshu, "--mode", "naive", "--runs", "1000000000", "--out", folder,
        ]
        process.currentDirectoryURL = AlertTUICommand.packageRoot
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Into the runs: explore catches SIGINT once it has loaded the file and is about to run (the
        // debug build needs more than a second for a billion runs), then a moment more.
        let deadline = ContinuousClock.now + .seconds(60)
        if FileManager.default.fileExists(atPath: "/proc/self/status") {
            while !Self.catchesInterrupt(process.processIdentifier), process.isRunning, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(10))
            }
            try await Task.sleep(for: .milliseconds(500))
        } else {
            try await Task.sleep(for: .milliseconds(2_500))
        }
        process.interrupt()
        while process.isRunning, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try handle.close()
        let text = String(decoding: try Data(contentsOf: log), as: UTF8.self)
        #expect(process.terminationStatus == 130, "\(text)")
        #expect(text.contains("max-visible: 1: VIOLATED in "))
        #expect(text.contains("counterexample: "))
        #expect(text.contains(" (interrupted)"))
    }

    /// Whether process `pid` has a handler for SIGINT, as Linux's `/proc/PID/status` says (`SigCgt`, a
    /// hexadecimal mask with bit `n - 1` for signal `n`); `true` once the process has gone.
    static func catchesInterrupt(_ pid: Int32) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
            return true
        }
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
            let mask = UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16)
        else { return false }
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

    @Test func ctrlCWhileShrinkingStopsTheShrinking() async throws {
        let folder = try ExploreCommandTests.folder()
        let file = folder + "/long.yaml"
        try Data(Self.longSession(steps: 1_200).utf8).write(to: URL(fileURLWithPath: file))
        let log = URL(fileURLWithPath: folder).appendingPathComponent("stdout.txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = try AlertTUICommand.executable()
        // One run, judged at once: the press lands while it is shrunk.
        process.arguments = ["explore", file, "--runs", "1", "--out", folder]
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = ContinuousClock.now + .seconds(60)
        while !Self.catchesInterrupt(process.processIdentifier), process.isRunning, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        try await Task.sleep(for: .milliseconds(500))
        #expect(process.isRunning, "still shrinking when interrupted")
        process.interrupt()
        while process.isRunning, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try handle.close()
        let text = String(decoding: try Data(contentsOf: log), as: UTF8.self)
        #expect(process.terminationStatus == 130, "\(text)")
        #expect(text.contains("shown: a3: VIOLATED in 1 of 1 runs: "), "\(text)")
        #expect(text.contains("counterexample: "))
        #expect(text.hasSuffix(" (interrupted)\n"))
        #expect(FileManager.default.fileExists(atPath: folder + "/long-counterexample-1.yaml"))
    }
}
