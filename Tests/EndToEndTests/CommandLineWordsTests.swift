import Foundation
import Testing

/// Command-line words the argument parser would misread: a file whose name
/// starts with a dash, and one whose name is not UTF-8.
@Suite("alert-tui command-line words")
struct CommandLineWordsTests {
    /// A copy of a passing scenario in a fresh directory, named `name`.
    static func directoryWithScenario(named name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("words-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let source = AlertTUICommand.packageRoot.appendingPathComponent("scenarios/jianshu-launch.yaml")
        try FileManager.default.copyItem(at: source, to: directory.appendingPathComponent(name))
        return directory
    }

    @Test(arguments: [["check"], ["replay"], ["check", "scenarios/jianshu-launch.yaml"]])
    func aFileStartingWithADashIsAUsageErrorNotTheHelp(command: [String]) async throws {
        // -shop reads as -s -h -o -p to the parser, and -h prints the help with exit 0.
        let output = try await AlertTUICommand.run(command + ["-shop-fail.yaml"])
        #expect(output.status == 64)
        #expect(output.standardOutput.isEmpty, "no help, no PASS")
        #expect(output.standardError.contains("unknown option '-shop-fail.yaml'"))
        #expect(output.standardError.contains("goes after -- or as ./-shop-fail.yaml"))
    }

    @Test func aFileStartingWithADashIsReadAfterTheDoubleDash() async throws {
        let directory = try Self.directoryWithScenario(named: "-shop.yaml")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("-shop.yaml").path
        let output = try await AlertTUICommand.run(["check", "--", path])
        #expect(output.status == 0)
        #expect(output.lines == ["PASS Jianshu launch popups", "1 passed, 0 failed"])
    }

    @Test func aDashAloneIsNotStandardInput() async throws {
        let output = try await AlertTUICommand.run(["check", "-"])
        #expect(output.status == 66)
        #expect(
            output.standardError
                == "-: error: cannot read standard input; expected a scenario file (save it to a file first)\n")
    }

    @Test(arguments: [["check", ""], ["replay", ""], ["explore", ""], ["convert", "", "--to", "yaml"]])
    func anEmptyArgumentNamesNoFile(arguments: [String]) async throws {
        let output = try await AlertTUICommand.run(arguments)
        #expect(output.status == 66)
        #expect(output.standardError == "'': error: an empty argument names no file; expected a path\n")
    }

    @Test func negativeValuesOfOptionsStillReachTheirChecks() async throws {
        let output = try await AlertTUICommand.run(["play", "--speed", "-0.5", "x.yaml"])
        #expect(output.status == 64)
        #expect(output.standardError.contains("--speed must be a number above 0"))
        let runs = try await AlertTUICommand.run(["explore", "x.yaml", "--runs", "-5"])
        #expect(runs.status == 64)
        #expect(runs.standardError.contains("--runs must lie from 1 to 1000000000, not -5"), "\(runs.standardError)")
        let jobs = try await AlertTUICommand.run(["explore", "x.yaml", "--jobs", "-2"])
        #expect(jobs.standardError.contains("--jobs must be at least 1, not -2"), "\(jobs.standardError)")
    }

    @Test func aMistypedCommandIsSuggestedNotPlayedAsAFile() async throws {
        let output = try await AlertTUICommand.run(["chek", "scenarios/jianshu-launch.yaml"])
        #expect(output.status == 64)
        #expect(output.standardError.contains("'chek' is no command and no file; did you mean 'check'?"))
        #expect(output.standardOutput.isEmpty)
        let missing = try await AlertTUICommand.run(["missing-launch"])
        #expect(missing.status == 66, "a word near no command is still a file that is not there")
        #expect(missing.standardError.contains("cannot read the file"))
    }

    /// Runs `alert-tui ARGUMENTS` through the shell in `directory`, where
    /// `printf` makes the bytes of a name that is not UTF-8.
    static func runInShell(_ script: String, in directory: URL) throws -> CommandOutput {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, try AlertTUICommand.executable().path]
        process.currentDirectoryURL = directory
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let standardOutput = out.fileHandleForReading.readDataToEndOfFile()
        let standardError = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandOutput(
            status: process.terminationStatus, standardOutput: String(decoding: standardOutput, as: UTF8.self),
            standardError: String(decoding: standardError, as: UTF8.self))
    }

    @Test func aFileWhoseNameIsNotUTF8IsRead() async throws {
        let directory = try Self.directoryWithScenario(named: "source.yaml")
        defer { try? FileManager.default.removeItem(at: directory) }
        // Latin-1 "café.yaml": é is the byte 0xE9 (octal 351).
        let output = try Self.runInShell(
            #"name=$(printf 'caf\351.yaml'); mv source.yaml "$name" && exec "$0" check "$name""#, in: directory)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.lines == ["PASS Jianshu launch popups", "1 passed, 0 failed"])
    }

    @Test func aFileWhoseNameIsNotUTF8IsNamedWithTheByteEscaped() async throws {
        let directory = try Self.directoryWithScenario(named: "source.yaml")
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try Self.runInShell(
            #"name=$(printf 'b\351d.yaml'); printf 'name: x\nalerts: {a: {levle: 3}}\n' > "$name"; "#
                + #"exec "$0" replay "$name""#,
            in: directory)
        #expect(output.status == 65)
        #expect(output.standardError.hasPrefix(#"b\xE9d.yaml:2:14: error: unknown key 'levle'"#))
        let missing = try Self.runInShell(#"exec "$0" check "$(printf 'n\377o.yaml')""#, in: directory)
        #expect(missing.status == 66)
        #expect(missing.standardError == "n\\xFFo.yaml: error: cannot read the file: no such file\n")
    }
}
