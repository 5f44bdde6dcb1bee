import Foundation
import Testing

/// `alert-tui convert FILE --to yaml|jsonl` (docs/scenario-format.md).
@Suite struct ConvertCommandTests {
    @Test func yamlToJSONLinesAndBackReplaysTheSame() async throws {
        let jsonl = try await AlertTUICommand.run(["convert", "scenarios/jianshu-launch.yaml", "--to", "jsonl"])
        #expect(jsonl.status == 0)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let jsonlPath = folder.appendingPathComponent("launch.jsonl").path
        try Data(jsonl.standardOutput.utf8).write(to: URL(fileURLWithPath: jsonlPath))
        let yaml = try await AlertTUICommand.run(["convert", jsonlPath, "--to", "yaml"])
        #expect(yaml.status == 0)
        let yamlPath = folder.appendingPathComponent("launch.yaml").path
        try Data(yaml.standardOutput.utf8).write(to: URL(fileURLWithPath: yamlPath))
        let expected = try await AlertTUICommand.run(["replay", "scenarios/jianshu-launch.yaml", "--format", "jsonl"])
        for path in [jsonlPath, yamlPath] {
            let replayed = try await AlertTUICommand.run(["replay", path, "--format", "jsonl"])
            #expect(replayed.status == 0)
            #expect(replayed.standardOutput == expected.standardOutput)
        }
        let checked = try await AlertTUICommand.run(["check", jsonlPath, yamlPath])
        #expect(checked.status == 0)
        #expect(checked.standardOutput.hasSuffix("2 passed, 0 failed\n"))
    }

    @Test func aMalformedFileIs65AndABadSyntax64() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("bad.jsonl").path
        try Data("{\"name\": \"t\"}\n{\"alert\": \"x\"}\n{\"alert\": \"x\"}\n".utf8).write(
            to: URL(fileURLWithPath: path))
        let malformed = try await AlertTUICommand.run(["convert", path, "--to", "yaml"])
        #expect(malformed.status == 65)
        #expect(malformed.standardOutput.isEmpty)
        #expect(malformed.standardError.contains("bad.jsonl:3:11: error: alert 'x' is declared again"))
        let missing = try await AlertTUICommand.run([
            "convert", folder.appendingPathComponent("none.jsonl").path, "--to", "yaml",
        ])
        #expect(missing.status == 66)
        let badSyntax = try await AlertTUICommand.run(["convert", "scenarios/jianshu-launch.yaml", "--to", "xml"])
        #expect(badSyntax.status == 64)
    }

    /// A recorded session may request an alert for a screen the user never
    /// opened; YAML may not say that, so the YAML is written with a warning.
    @Test func yamlThatWillNotLoadIsWrittenWithAWarning() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("session.jsonl").path
        try Data(#"{"name": "t", "screen": "home"}\#n{"alert": "x", "screen": "profile"}\#n{"request": "x"}\#n"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        let converted = try await AlertTUICommand.run(["convert", path, "--to", "yaml"])
        #expect(converted.status == 0)
        #expect(converted.standardOutput.contains("    screen: profile\n"))
        #expect(
            converted.standardError
                == "alert-tui: warning: the YAML written does not load as a scenario: standard output:6:13: error: "
                + "alert 'x' belongs to screen 'profile', which the scenario never shows; expected home\n")
        let loads = try await AlertTUICommand.run(["convert", "scenarios/jianshu-launch.yaml", "--to", "yaml"])
        #expect(loads.status == 0 && loads.standardError.isEmpty)
    }

    @Test func aCutShortLastLineIsAWarningOnStandardError() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("cut.jsonl").path
        try Data("{\"name\": \"t\"}\n{\"alert\": \"x\"}\n{\"at\": 0, \"request\": \"x\"}\n{\"at\": 5, \"re".utf8)
            .write(to: URL(fileURLWithPath: path))
        let replayed = try await AlertTUICommand.run(["replay", path, "--format", "jsonl"])
        #expect(replayed.status == 0)
        #expect(
            replayed.standardError
                == "\(path):4:1: warning: the last line is cut short (no line break after it, and not a whole JSON object); ignored it\n"
        )
        #expect(replayed.standardOutput.contains(#""event":"presented","alert":"x""#))
        // A file refused for another line is refused whole: its error alone, not a line said ignored.
        try Data("{\"name\": \"t\"}\n\n{\"at\": 5, \"re".utf8).write(to: URL(fileURLWithPath: path))
        let refused = try await AlertTUICommand.run(["replay", path])
        #expect(refused.status == 65)
        #expect(
            refused.standardError
                == "\(path):2:1: error: the line is empty; expected one JSON object on every line\n")
    }
}
