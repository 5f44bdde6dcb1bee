import AlertScenario
import Foundation
import Testing

/// The transcript examples in docs/scenario-format.md are lines of real
/// runs of scenarios/jianshu-launch.yaml: the jsonl lines of the scheduled
/// run, and the text table of the naive run (`...` marks lines left out),
/// in the order the run writes them.
@Suite("The documented transcript examples are real")
struct DocumentedTranscriptTests {
    /// The fenced blocks of the "Transcripts" section, each as its lines.
    static func transcriptBlocks() throws -> [[Substring]] {
        let doc = try String(
            contentsOf: PackageFiles.root.appendingPathComponent("docs/scenario-format.md"), encoding: .utf8)
        let lines = doc.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex(of: "## Transcripts"))
        let end = lines[start...].dropFirst().firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        var blocks: [[Substring]] = []
        var current: [Substring]?
        for line in lines[start..<end] {
            if line.hasPrefix("```") {
                if let block = current { blocks.append(block) }
                current = current == nil ? [] : nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Whether `shown`, without its `...` and blank lines, is a subsequence of `actual`.
    static func isExcerpt(_ shown: [Substring], of actual: [Substring]) -> Bool {
        var remaining = actual[...]
        for line in shown where line != "..." && !line.isEmpty {
            guard let found = remaining.firstIndex(of: line) else { return false }
            remaining = remaining[(found + 1)...]
        }
        return true
    }

    static func jianshu() throws -> Scenario {
        try ScenarioLoader.load(
            path: PackageFiles.relativePath(
                PackageFiles.scenariosDirectory.appendingPathComponent("jianshu-launch.yaml")))
    }

    @Test func jsonLinesAreLinesOfTheScheduledRun() throws {
        let shown = try Self.transcriptBlocks().flatMap { $0 }.filter { $0.hasPrefix("{\"t\":") }
        #expect(shown.count >= 4)
        let actual = ReplayTranscript(try Self.jianshu(), mode: .scheduled).jsonLines.split(separator: "\n")
        #expect(Self.isExcerpt(shown, of: actual), "docs/scenario-format.md shows jsonl lines no run writes")
    }

    @Test func theTextTableIsAnExcerptOfTheNaiveRun() throws {
        let table = try #require(try Self.transcriptBlocks().first { $0.first == "Jianshu launch popups · naive mode" })
        let actual = ReplayTranscript(try Self.jianshu(), mode: .naive).text.split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(Self.isExcerpt(table, of: actual), "docs/scenario-format.md shows a text table no run writes")
    }
}
