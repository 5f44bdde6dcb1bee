import AlertScenario
import Foundation
import Testing

/// Golden `jsonl` transcripts: every scenario in `scenarios/`, in both
/// modes, compared byte for byte with `Goldens/<file>.<mode>.jsonl`, kept
/// and streamed as `replay` streams it.
///
/// After an intended change in behaviour or format, regenerate them and
/// review the diff:
///
///     UPDATE_GOLDENS=1 swift test --filter GoldenTranscriptTests
@Suite("Golden transcripts")
struct GoldenTranscriptTests {
    private static var updating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }

    static func goldenURL(for scenario: URL, mode: ReplayMode) -> URL {
        let name = scenario.deletingPathExtension().lastPathComponent
        return PackageFiles.goldensDirectory.appendingPathComponent("\(name).\(mode.rawValue).jsonl")
    }

    @Test(arguments: PackageFiles.scenarioFiles, ReplayMode.runModes)
    func matchesTheGolden(_ file: URL, _ mode: ReplayMode) throws {
        let scenario = try ScenarioLoader.load(path: PackageFiles.relativePath(file))
        let transcript = ReplayTranscript(scenario, mode: mode).jsonLines
        let golden = Self.goldenURL(for: file, mode: mode)
        if Self.updating {
            try Data(transcript.utf8).write(to: golden)
            return
        }
        let expected = try #require(
            FileManager.default.contents(atPath: golden.path),
            "no golden at \(golden.path); run UPDATE_GOLDENS=1 swift test --filter GoldenTranscriptTests")
        #expect(Data(transcript.utf8) == expected, "transcript differs from \(golden.lastPathComponent)")
        // `replay` streams its transcripts: the same bytes, line by line, and the text as the kept one.
        var streamed = ""
        ReplayTranscript.writeJSONLines(of: scenario, mode: mode) { streamed += $0 }
        #expect(Data(streamed.utf8) == expected, "the streamed transcript differs from \(golden.lastPathComponent)")
        var streamedText = ""
        ReplayTranscript.writeText(of: scenario, mode: mode) { streamedText += $0 }
        #expect(streamedText == ReplayTranscript(scenario, mode: mode).text)
    }

    @Test func everyGoldenBelongsToAScenario() throws {
        let expected = Set(
            PackageFiles.scenarioFiles.flatMap { file in
                ReplayMode.runModes.map { Self.goldenURL(for: file, mode: $0).lastPathComponent }
            })
        let present = try FileManager.default.contentsOfDirectory(atPath: PackageFiles.goldensDirectory.path)
            .filter { $0.hasSuffix(".jsonl") }
        #expect(Set(present) == expected)
    }
}
