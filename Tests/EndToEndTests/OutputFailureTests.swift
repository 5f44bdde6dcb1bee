import Foundation
import Testing

/// A failed write is exit status 74 with a one-line message where one can be
/// written; a reader that goes away ends the command quietly.
@Suite("Output failures")
struct OutputFailureTests {
    /// Runs alert-tui with standard output and standard error sent where asked.
    static func run(_ arguments: [String], stdout: String, stderr: String) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = try AlertTUICommand.executable()
        process.arguments = arguments
        process.currentDirectoryURL = AlertTUICommand.packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let errorCapture = FileManager.default.temporaryDirectory.appendingPathComponent("err-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: errorCapture) }
        let errorPath = stderr == "capture" ? errorCapture.path : stderr
        _ = FileManager.default.createFile(atPath: errorCapture.path, contents: nil)
        let out = try #require(FileHandle(forWritingAtPath: stdout))
        let err = try #require(FileHandle(forWritingAtPath: errorPath))
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        let message = (try? String(contentsOf: errorCapture, encoding: .utf8)) ?? ""
        return (process.terminationStatus, message)
    }

    @Test(
        "A full disk under standard output is status 74 with a message",
        arguments: [
            ["replay", "scenarios/jianshu-launch.yaml"],
            ["replay", "scenarios/jianshu-launch.yaml", "--format", "jsonl", "--mode", "naive"],
            ["check", "scenarios/jianshu-launch.yaml", "scenarios/late-tap-covered.yaml"],
            ["replay", "--help"],
        ])
    func fullStandardOutput(arguments: [String]) async throws {
        let result = try Self.run(arguments, stdout: "/dev/full", stderr: "capture")
        #expect(result.status == 74)
        #expect(result.stderr == "alert-tui: cannot write to standard output: No space left on device\n")
    }

    @Test(
        "A full disk under standard error is status 74, never a trap",
        arguments: [
            ["check", "/nonexistent.yaml"],
            ["replay", "--no-such-option"],
            ["play", "scenarios/jianshu-launch.yaml"],
        ])
    func fullStandardError(arguments: [String]) async throws {
        let result = try Self.run(arguments, stdout: "/dev/null", stderr: "/dev/full")
        #expect(result.status == 74)
    }

    @Test("A reader that closes the pipe early ends the replay quietly")
    func closedPipe() async throws {
        let big = String(repeating: "  - {after: 1ms, request: a}\n  - dismiss: top\n", count: 3_000)
        let path = try AlertTUICommand.temporaryScenario("name: long\nalerts: {a: {}}\ntimeline:\n" + big)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let process = Process()
        process.executableURL = try AlertTUICommand.executable()
        process.arguments = ["replay", path, "--format", "jsonl"]
        let pipe = Pipe()
        let errors = Pipe()
        process.standardOutput = pipe
        process.standardError = errors
        try process.run()
        // Read one line, then go away like `head -1`.
        _ = pipe.fileHandleForReading.readData(ofLength: 64)
        try pipe.fileHandleForReading.close()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(errors.fileHandleForReading.readDataToEndOfFile().isEmpty)
    }

    /// `check` with its reader gone (`check *.yaml | head -1`, or no reader
    /// at all) still checks every file: quietly, but a failure is still 1.
    @Test(
        "A closed pipe under check keeps its exit status",
        arguments: [
            (["scenarios/jianshu-launch.yaml"], 0),
            (["FAILING", "scenarios/jianshu-launch.yaml"], 1),
            (["scenarios/jianshu-launch.yaml", "FAILING"], 1),
        ] as [([String], Int32)])
    func closedPipeUnderCheck(files: [String], status: Int32) async throws {
        let failing = try AlertTUICommand.temporaryScenario(
            "name: fails\nalerts: {a: {}}\ntimeline:\n  - request: a\n  - expect: {visible: []}\n")
        defer { try? FileManager.default.removeItem(atPath: failing) }
        let process = Process()
        process.executableURL = try AlertTUICommand.executable()
        process.currentDirectoryURL = AlertTUICommand.packageRoot
        process.arguments = ["check"] + files.map { $0 == "FAILING" ? failing : $0 }
        let pipe = Pipe()
        let errors = Pipe()
        process.standardOutput = pipe
        process.standardError = errors
        // The reader is gone before the first line is written.
        try pipe.fileHandleForReading.close()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == status)
        #expect(errors.fileHandleForReading.readDataToEndOfFile().isEmpty)
    }
}

/// `replay --format svg` through the binary.
@Suite("alert-tui replay --format svg")
struct ReplaySVGCommandTests {
    @Test("An SVG for each mode, compare included; compare without svg is a usage error")
    func svg() async throws {
        for mode in ["scheduled", "naive", "compare"] {
            let output = try await AlertTUICommand.run([
                "replay", "scenarios/jianshu-launch.yaml", "--format", "svg", "--mode", mode,
            ])
            #expect(output.status == 0)
            #expect(output.standardOutput.hasPrefix("<?xml"))
            #expect(output.standardOutput.hasSuffix("</svg>\n"))
        }
        let refused = try await AlertTUICommand.run(["replay", "scenarios/jianshu-launch.yaml", "--mode", "compare"])
        #expect(refused.status == 64)
        #expect(refused.standardError.contains("use it with --format svg"))
    }
}
