import Foundation
import TestSupport
import Testing

@Suite("alert-tui replay")
struct ReplayCommandTests {
    @Test func naiveModeShowsTheStackAndTheOrphanedMasks() async throws {
        let output = try await AlertTUICommand.run(["replay", "scenarios/jianshu-launch.yaml", "--mode", "naive"])
        #expect(output.status == 0)
        #expect(output.standardError.isEmpty)
        #expect(output.lines.first == "Jianshu launch popups · naive mode")
        #expect(
            output.lines.contains {
                $0.hasSuffix("  3  [red-packet, notification-permission, feature-guide] · []")
            })
        #expect(
            output.lines.contains("final: visible [] · pending [] · masks 2 (2 dim layers left on an empty screen)"))
    }

    @Test func scheduledModeShowsTheFix() async throws {
        let output = try await AlertTUICommand.run(["replay", "scenarios/jianshu-launch.yaml", "--mode", "scheduled"])
        #expect(output.status == 0)
        #expect(output.lines.first == "Jianshu launch popups · scheduled mode")
        #expect(output.lines.contains("final: visible [] · pending [] · masks 0"))
        #expect(output.lines.last == "expectations (scheduled): 4 checked, all held")
    }

    @Test func defaultsAreScheduledAndText() async throws {
        let defaults = try await AlertTUICommand.run(["replay", "scenarios/jianshu-launch.yaml"])
        let explicit = try await AlertTUICommand.run(
            ["replay", "scenarios/jianshu-launch.yaml", "--mode", "scheduled", "--format", "text"])
        #expect(defaults.status == 0)
        #expect(defaults.standardOutput == explicit.standardOutput)
    }

    @Test(arguments: AlertTUICommand.scenarioPaths, ["scheduled", "naive"])
    func jsonlMatchesTheGolden(_ path: String, _ mode: String) async throws {
        let output = try await AlertTUICommand.run(["replay", path, "--mode", mode, "--format", "jsonl"])
        #expect(output.status == 0)
        #expect(output.standardError.isEmpty)
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let golden = AlertTUICommand.packageRoot.appendingPathComponent(
            "Tests/AlertScenarioTests/Goldens/\(name).\(mode).jsonl")
        let expected = try #require(FileManager.default.contents(atPath: golden.path))
        #expect(Data(output.standardOutput.utf8) == expected)
    }

    @Test func jsonlEndsWithTheLedger() async throws {
        let output = try await AlertTUICommand.run(
            ["replay", "scenarios/jianshu-launch.yaml", "--mode", "naive", "--format", "jsonl"])
        #expect(
            output.lines.last
                == #"{"t":5000,"event":"end","ledger":{"requested":3,"coalesced":0,"dismissed":3,"cancelled":0,"expired":0,"dropped":0,"pending":0,"visible":0},"balanced":true}"#
        )
        #expect(output.lines.count == 10)
    }

    /// Malformed files by label, so a failing case does not print a megabyte of brackets.
    private static let malformed: [String: (yaml: String, error: String)] = [
        "unknown key": (
            "name: Bad\nalerts:\n  red-packet:\n    levle: 600\n",
            ":4:5: error: unknown key 'levle' in alert 'red-packet'; expected one of level, title, message, actions, "
                + "dismissible, screen, ttl, group, cap; did you mean 'level'?"
        ),
        "time going backwards": (
            "name: Bad\nalerts: {a: {}}\ntimeline:\n  - at: 2s\n    request: a\n  - at: 1s\n    dismiss: a\n",
            ":6:9: error: 'at' 1s goes back in time: the previous step is at 2s; expected steps in time order"
        ),
        "unknown id": (
            "name: Bad\nalerts: {a: {}}\ntimeline:\n  - request: b\n",
            ":4:14: error: unknown alert id 'b' in 'request'; expected a; did you mean 'a'?"
        ),
        "50 000 open brackets": (
            String(repeating: "[", count: 50_000),
            ":1:1: error: nesting deeper than 1000 levels from here on; expected at most 1000 (scenario files need only a few)"
        ),
    ]

    @Test(arguments: malformed.keys.sorted())
    func malformedFileExits65WithoutReplaying(_ label: String) async throws {
        let (yaml, error) = try #require(Self.malformed[label])
        let path = try AlertTUICommand.temporaryScenario(yaml)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = try await AlertTUICommand.run(["replay", path, "--format", "jsonl"])
        #expect(output.status == 65)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError == path + error + "\n")
    }

    @Test func invalidUTF8Exits65() async throws {
        let path = try AlertTUICommand.temporaryScenario(bytes: Data([0x6E, 0x61, 0x6D, 0x65, 0x3A, 0x20, 0xFF, 0x0A]))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = try await AlertTUICommand.run(["replay", path])
        #expect(output.status == 65)
        #expect(output.standardOutput.isEmpty)
        #expect(
            output.standardError
                == "\(path):1:7: error: the file is not valid UTF-8 (byte 0xFF here); expected UTF-8 text\n"
        )
    }

    @Test func missingFileExits66() async throws {
        let output = try await AlertTUICommand.run(["replay", "scenarios/no-such-file.yaml"])
        #expect(output.status == 66)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError == "scenarios/no-such-file.yaml: error: cannot read the file: no such file\n")
    }

    @Test(arguments: [
        ["replay"],
        ["replay", "scenarios/jianshu-launch.yaml", "--mode", "compare"],
        ["replay", "scenarios/jianshu-launch.yaml", "--format", "xml"],
        ["replay", "scenarios/jianshu-launch.yaml", "--speed", "2"],
    ])
    func badArgumentsExit64(_ arguments: [String]) async throws {
        let output = try await AlertTUICommand.run(arguments)
        #expect(output.status == 64)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.contains("Usage: alert-tui replay"))
    }

    @Test func scenarioTextCannotReachTheTerminalAsEscapes() async throws {
        let yaml = """
            name: "\\e[2J\\e]0;owned\\u0007 title"
            description: "\\e[31mred\\u009b"
            alerts:
              "\\e[5mblink": {actions: ["\\e[8m"]}
            timeline:
              - request: "\\e[5mblink"
              - hold: "\\e[?1049h"
              - tap: "\\e[8m"
              - screen: "\\u0085next"
            """
        let path = try AlertTUICommand.temporaryScenario(yaml)
        defer { try? FileManager.default.removeItem(atPath: path) }
        for format in ["text", "jsonl"] {
            for mode in ["scheduled", "naive"] {
                let output = try await AlertTUICommand.run(["replay", path, "--format", format, "--mode", mode])
                #expect(output.status == 0)
                let controls = output.standardOutput.unicodeScalars.filter {
                    ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
                }
                #expect(controls.isEmpty, "\(format) \(mode)")
            }
        }
        let text = try await AlertTUICommand.run(["replay", path])
        #expect(text.lines.first == #"\e[2J\e]0;owned^G title · scheduled mode"#)
        #expect(text.lines.dropFirst().first == #"\e[31mred\u{9B}"#)
    }

    /// An 8 GiB file (sparse, so nothing is written to disk) is refused
    /// by both commands that read a scenario. (That the loader reads no
    /// further than the cap, the loader's hostile-input tests check.)
    @Test(arguments: ["replay", "check"])
    func aLargeFileIsRefused(command: String) async throws {
        let path = try SparseFile.make(startingWith: "name: large\n", size: 8 << 30, prefix: "scenario").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = try await AlertTUICommand.run([command, path])
        #expect(output.status == 65)
        #expect(output.standardError.contains("the file is too large"))
    }
}
