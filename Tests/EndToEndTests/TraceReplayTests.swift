import AlertCore
import AlertRuntime
import Foundation
import TestSupport
import Testing

/// A session on the real clock, recorded by its trace and replayed by
/// `alert-tui replay`: the same events at the same instants, in order.
@Suite struct TraceReplayTests {
    /// Every event the center broadcast, in order.
    actor Collected {
        var events: [AlertEvent] = []
        func append(_ event: AlertEvent) { events.append(event) }
    }

    @Test func aRealClockSessionReplaysTheSame() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let trace = try AlertTrace(url: url)
        let center = AlertCenter(
            policy: AlertPolicy(gap: .milliseconds(20)), screen: "home", clock: ContinuousClock(), trace: trace)
        let events = center.events
        let collected = Collected()
        let collector = Task { for await event in events { await collected.append(event) } }
        let update = AlertDefinition(
            id: "update", level: .required, title: "Update", actions: [AlertAction("ok")], isDismissible: false)
        let packet = AlertDefinition(
            id: "red-packet", level: 600, title: "领取红包", actions: [AlertAction("关闭")], ttl: .milliseconds(40))
        let guide = AlertDefinition(id: "guide", title: "New", actions: [AlertAction("ok")])
        _ = await center.request(packet)
        _ = await center.request(guide)
        try await Task.sleep(for: .milliseconds(15))
        _ = await center.request(update)
        try? await center.close(.top)
        try await Task.sleep(for: .milliseconds(60))
        try await center.tap(action: "ok", on: "update")
        let splash = await center.hold("splash-ad")
        try await Task.sleep(for: .milliseconds(30))
        await splash.release()
        try await Task.sleep(for: .milliseconds(40))
        await center.finishTrace()
        #expect(trace.failure == nil)
        let ledger = await center.ledger

        let output = try await AlertTUICommand.run(["replay", url.path, "--format", "jsonl"])
        #expect(output.status == 0, "\(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n").map {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] ?? [:]
        }
        let replayed = lines.dropLast().map { line in
            "\(line["t"] as? Int ?? -1) \(line["event"] as? String ?? "?") \(line["alert"] as? String ?? "-")"
        }
        // The subscriber's task may still be catching up: wait until it has as many as the replay.
        _ = await eventually { await collected.events.count >= replayed.count }
        collector.cancel()
        let recorded = await collected.events.map { "\($0.time) \($0.kind.name) \($0.alert ?? "-")" }
        #expect(recorded == replayed)
        #expect(recorded.count > 8)
        let end = try #require(lines.last?["ledger"] as? [String: Int])
        #expect(end["requested"] == ledger.requested)
        #expect(end["dismissed"] == ledger.dismissed)
    }
}
