import Foundation
import Testing

@Suite("alert-tui check")
struct CheckCommandTests {
    @Test func everyShippedScenarioPasses() async throws {
        let paths = AlertTUICommand.scenarioPaths
        #expect(paths.count >= 11)
        let output = try await AlertTUICommand.run(["check"] + paths)
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardError.isEmpty)
        #expect(output.lines.count == paths.count + 1)
        #expect(output.lines.dropLast().allSatisfy { $0.hasPrefix("PASS ") })
        #expect(output.lines.last == "\(paths.count) passed, 0 failed")
    }

    @Test func oneLinePerFileInOrder() async throws {
        let output = try await AlertTUICommand.run(
            ["check", "scenarios/jianshu-launch.yaml", "scenarios/forced-update-preempts.yaml"])
        #expect(
            output.lines == [
                "PASS Jianshu launch popups", "PASS Forced update preempts a red packet", "2 passed, 0 failed",
            ])
    }

    private let wrong = """
        name: Wrong about the masks
        alerts:
          a: {level: 600, actions: [好]}
          b: {level: 700, actions: [行]}
        timeline:
          - request: a
          - request: b
          - at: 1s
            tap: 行
          - expect: {visible: [], masks: 0, mode: naive}
          - expect: {visible: [a]}
        """

    @Test func aFailingExpectationExits1AndNamesTheMismatch() async throws {
        let path = try AlertTUICommand.temporaryScenario(wrong)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = try await AlertTUICommand.run(["check", "scenarios/jianshu-launch.yaml", path])
        #expect(output.status == 1)
        #expect(
            output.lines == [
                "PASS Jianshu launch popups",
                "FAIL Wrong about the masks: naive run, at 1s (\(path):10): visible: wanted [], got [a]",
                "1 passed, 1 failed",
            ])
    }

    @Test func aMalformedFileExits65AndRunsNothing() async throws {
        let bad = try AlertTUICommand.temporaryScenario("name: Bad\nalerts:\n  a: {levle: 600}\n")
        let worse = try AlertTUICommand.temporaryScenario("name: Worse\npolicy: {maxVisible: 0}\n")
        defer {
            try? FileManager.default.removeItem(atPath: bad)
            try? FileManager.default.removeItem(atPath: worse)
        }
        let output = try await AlertTUICommand.run(["check", "scenarios/jianshu-launch.yaml", bad, worse])
        #expect(output.status == 65)
        #expect(output.standardOutput.isEmpty)
        #expect(
            output.standardError == """
                \(bad):3:7: error: unknown key 'levle' in alert 'a'; expected one of level, title, message, actions, \
                dismissible, screen, ttl, group, cap; did you mean 'level'?
                \(worse):2:22: error: 'maxVisible' is 0; expected at least 1

                """)
    }

    @Test func aMissingFileExits66() async throws {
        let output = try await AlertTUICommand.run(["check", "scenarios/jianshu-launch.yaml", "missing.yaml"])
        #expect(output.status == 66)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError == "missing.yaml: error: cannot read the file: no such file\n")
    }

    @Test func theSystemsReasonGoesOnInLowerCase() async throws {
        let loop = FileManager.default.temporaryDirectory.appendingPathComponent("loop-\(UUID().uuidString).yaml").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        defer { try? FileManager.default.removeItem(atPath: loop) }
        let output = try await AlertTUICommand.run(["check", loop])
        #expect(output.status == 66)
        #expect(output.standardError == "\(loop): error: cannot read the file: too many levels of symbolic links\n")
    }

    @Test func malformedWinsOverMissing() async throws {
        let bad = try AlertTUICommand.temporaryScenario("name: [not, text]\n")
        defer { try? FileManager.default.removeItem(atPath: bad) }
        let output = try await AlertTUICommand.run(["check", "missing.yaml", bad])
        #expect(output.status == 65)
        #expect(output.standardError.split(separator: "\n").count == 2)
    }

    @Test func noFilesIsAUsageError() async throws {
        let output = try await AlertTUICommand.run(["check"])
        #expect(output.status == 64)
        #expect(output.standardError.contains("Usage: alert-tui check"))
    }

    @Test func namesAreMadeTerminalSafe() async throws {
        let path = try AlertTUICommand.temporaryScenario("name: \"\\e[31mred\\e[0m\"\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = try await AlertTUICommand.run(["check", path])
        #expect(output.status == 0)
        #expect(output.lines.first == #"PASS \e[31mred\e[0m"#)
    }
}
