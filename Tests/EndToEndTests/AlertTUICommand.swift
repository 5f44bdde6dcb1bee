import Foundation
import TestSupport
import Testing

/// What a run of the `alert-tui` executable produced.
struct CommandOutput: Sendable {
    var status: Int32
    var standardOutput: String
    var standardError: String
    /// Standard output split into lines, without the final empty one.
    var lines: [String] {
        standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}

/// Runs the `alert-tui` built alongside these tests, headless: stdin from
/// `/dev/null`, stdout and stderr captured through files (so a large
/// transcript cannot fill a pipe and stall), no crash backtraces.
enum AlertTUICommand {
    /// The package root, where `scenarios/` lives; commands run from here.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `alert-tui` executable in the build products directory, found by
    /// walking up from the running test binary (a `.xctest` file on Linux,
    /// a bundle on macOS).
    static func executable() throws -> URL {
        var starts: [URL] = [URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()]
        if let argument = CommandLine.arguments.first {
            starts.append(URL(fileURLWithPath: argument).resolvingSymlinksInPath())
        }
        starts.append(Bundle.main.bundleURL)
        for start in starts {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<5 {
                let candidate = directory.appendingPathComponent("alert-tui")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                directory = directory.deletingLastPathComponent()
            }
        }
        throw ExecutableNotFound(searched: starts.map(\.path))
    }

    struct ExecutableNotFound: Error, CustomStringConvertible {
        var searched: [String]
        var description: String {
            "alert-tui was not found next to the test binary (looked up from \(searched.joined(separator: ", "))); "
                + "build it with `swift build` or run the tests with `swift test`"
        }
    }

    /// Runs `alert-tui arguments...` in the package root and waits for it
    /// (at least `timeout`; then it is killed and the test fails). It waits
    /// by sleeping, so that the test runner's few threads stay free for the
    /// other tests meanwhile. `started`, if given, is told the process's id
    /// once it runs.
    static func run(
        _ arguments: [String], timeout: Duration = .seconds(60), sourceLocation: SourceLocation = #_sourceLocation,
        started: ((Int32) -> Void)? = nil
    ) async throws -> CommandOutput {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("alert-tui-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        started?(process.processIdentifier)
        if await !eventually(patience: timeout, { !process.isRunning }) {
            process.terminate()
            Issue.record(
                "alert-tui \(arguments.joined(separator: " ")) ran longer than \(timeout)",
                sourceLocation: sourceLocation)
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        return CommandOutput(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// Writes `text` to a new temporary `.yaml` file and returns its path.
    static func temporaryScenario(_ text: String, name: String = "scenario") throws -> String {
        try temporaryScenario(bytes: Data(text.utf8), name: name)
    }

    static func temporaryScenario(bytes: Data, name: String = "scenario") throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(name)-\(UUID().uuidString).yaml")
        try bytes.write(to: url)
        return url.path
    }

    /// Every `.yaml` file in `scenarios/`, as paths relative to the package root, sorted.
    static var scenarioPaths: [String] {
        let directory = packageRoot.appendingPathComponent("scenarios")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "scenarios/" + $0 }
    }
}
