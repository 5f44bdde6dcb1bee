import AlertCore
import AlertRuntime
import Foundation
import Testing

/// An app shows or logs `error.localizedDescription`: for every error the
/// runtime throws it is the error's own sentence, not Foundation's "The
/// operation could not be completed".
@Suite("Errors read as sentences through localizedDescription")
struct LocalizedErrorTests {
    @Test("A refused gesture")
    func rejection() async throws {
        let center = AlertCenter(clock: ManualClock())
        await center.request(alert("rating"))
        let error = await #expect(throws: AlertRejection.self) { try await center.tap(action: "rate", on: "rating") }
        #expect(error?.localizedDescription == "rejected no-such-action (rating)")
    }

    @Test("A trace that cannot start")
    func traceError() throws {
        let file = URL(fileURLWithPath: "/proc/no-trace-here/launch.jsonl")
        let error = #expect(throws: AlertTraceError.self) { try AlertTrace(url: file) }
        let description = try #require(error?.localizedDescription)
        #expect(description.hasPrefix("cannot write a trace to /proc/no-trace-here/launch.jsonl: "), "\(description)")
    }

    @Test("A trace that stopped recording")
    func traceFailure() {
        let failure = AlertTrace.Failure.fileDeleted
        #expect((failure as any Error).localizedDescription == "the trace file was deleted while recording")
    }

    @Test("A history file that cannot be decoded")
    func historyError() throws {
        let url = temporaryHistoryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("{\"format\": 7".utf8).write(to: url)
        let error = #expect(throws: FileAlertHistory.Error.self) { try FileAlertHistory(url: url) }
        let thrown = try #require(error)
        #expect(thrown.localizedDescription == thrown.description)
        #expect(thrown.localizedDescription.contains(url.lastPathComponent), "\(thrown.localizedDescription)")
    }

    @Test("A definition and a policy the center refuses")
    func definitionAndPolicy() throws {
        let definition = AlertDefinitionError(alert: "rating", field: .cap, name: "weekley", declared: ["weekly"])
        #expect((definition as any Error).localizedDescription == definition.description)
        let error = #expect(throws: AlertPolicyError.self) { try AlertPolicy.validated(maxVisible: 0) }
        #expect(error?.localizedDescription == "maxVisible must be at least 1, got 0")
    }
}
