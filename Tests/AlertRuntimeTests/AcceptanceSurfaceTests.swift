import AlertCore
import AlertRuntime
import Foundation
import Testing

/// The runtime's fixed surface, written exactly as clients write it. The
/// contract's client code only has to compile (see
/// AcceptanceSurfaceTests+ClientCode.swift); the test runs the same calls in
/// an order that finishes.
@Suite("The acceptance surface")
struct AcceptanceSurfaceTests {
    @Test("The same calls, on a real clock, in an order that ends")
    func runsOnARealClock() async throws {
        let url = temporaryHistoryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let rating = AlertDefinition(
            id: "rating", level: .normal, title: "Enjoying the app?",
            actions: [AlertAction(id: "rate", label: "Rate"), AlertAction("Later")], ttl: .seconds(30),
            cap: "weekly")
        let policy = AlertPolicy(
            maxVisible: 1, gap: .milliseconds(300),
            caps: ["weekly": FrequencyCap(limit: 1, per: .seconds(7 * 86_400))])
        let center = AlertCenter(policy: policy, clock: ContinuousClock(), history: try FileAlertHistory(url: url))
        let ticket = await center.request(rating)
        #expect(ticket.id == "rating")
        #expect(await center.visible == ["rating"])
        try await center.tap(action: "rate", on: "rating")
        #expect(await ticket.outcome == .action("rate"))
        #expect(await center.present(rating) == .dropped(.capped))
        #expect(try FileAlertHistory(url: url).presentations()["weekly"]?.count == 1)
    }
}
