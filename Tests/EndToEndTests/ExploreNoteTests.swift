import Foundation
import Testing

/// `explore` on a property that held in runs none of which came to what it
/// judges (docs/explore.md, "Properties that judged nothing"): the verdict
/// line is as ever, and a note on standard error says why it held.
@Suite("alert-tui explore: properties that judged nothing")
struct ExploreNoteTests {
    static let scenario = """
        name: vacuous
        alerts:
          a: {title: A, actions: [ok]}
          member-renewal: {title: Renew, actions: [ok]}
        timeline:
          - {at: 0..100, request: a}
        properties:
          - shown: member-renewal
          - shown: a
        """

    @Test func aPropertyNoRunCameToIsNotedOnStandardError() async throws {
        let path = try AlertTUICommand.temporaryScenario(Self.scenario)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let out = FileManager.default.temporaryDirectory.path
        let output = try await AlertTUICommand.run(["explore", path, "--runs", "20", "--out", out])
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(
            output.lines == [
                "shown: member-renewal: held in 20 runs", "shown: a: held in 20 runs",
                "explore: 20 runs, 2 properties: 2 held, 0 violated",
            ])
        #expect(
            output.standardError
                == "alert-tui: note: `shown: member-renewal` held only because no run requested member-renewal: "
                + "it judged nothing\n")
        // A shard has seen only its slice: the note waits for the merge.
        let summary = out + "/\(UUID()).json"
        defer { try? FileManager.default.removeItem(atPath: summary) }
        let shard = try await AlertTUICommand.run([
            "explore", path, "--runs", "20", "--out", out, "--shard", "1/2", "--summary", summary,
        ])
        #expect(shard.standardError.isEmpty, "\(shard.standardError)")
    }
}
