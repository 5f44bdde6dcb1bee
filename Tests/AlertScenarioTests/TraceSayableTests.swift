import AlertCore
import AlertRuntime
import AlertScenario
import AlertTranscript
import Foundation
import TerminalText
import TestSupport
import Testing

/// A center takes values no scenario can say. The trace either writes them
/// in a form that replays the same, or stops before them with a note and
/// sets `failure`: what it wrote always loads and replays as the session went.
@Suite("Traces of values a scenario cannot say")
struct TraceSayableTests {
    struct Session: Sendable {
        var trace: AlertTrace
        var url: URL
        var collected: TraceConformanceTests.Collected
        var consumer: Task<Void, Never>

        /// The center's events, once its subscriber has `count` of them: they reach it through its own task.
        func live(count: Int) async -> [AlertEvent] {
            _ = await eventually { await collected.count >= count }
            consumer.cancel()
            return await collected.events
        }

        /// Stops listening and deletes the trace.
        func discard() {
            consumer.cancel()
            try? FileManager.default.removeItem(at: url)
        }
    }

    /// Runs `body` on a traced center on a manual clock, then ends the trace.
    static func record(
        policy: AlertPolicy = AlertPolicy(), screen: String? = "home", name: String = "Recorded session",
        _ body: @Sendable (AlertCenter, ManualClock) async throws -> Void
    ) async throws -> Session {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sayable-\(UUID().uuidString).jsonl")
        let trace = try AlertTrace(url: url, options: AlertTrace.Options(name: name))
        let clock = ManualClock()
        let center = AlertCenter(policy: policy, screen: screen, clock: clock, trace: trace)
        let collected = TraceConformanceTests.Collected()
        let stream = center.events
        let consumer = Task { for await event in stream { await collected.append(event) } }
        try await body(center, clock)
        await clock.advance(by: .seconds(1))
        await center.finishTrace()
        return Session(trace: trace, url: url, collected: collected, consumer: consumer)
    }

    static let plain = AlertDefinition(id: "a", level: 600, title: "A", actions: [AlertAction("ok")])

    /// Each session does something sayable (request `a`), then something no scenario can say.
    static let stoppers: [(String, @Sendable (AlertCenter) async throws -> Void)] = [
        ("an empty alert id", { _ = await $0.request(AlertDefinition(id: "", actions: [AlertAction("ok")])) }),
        ("'top' as an alert id", { _ = await $0.request(AlertDefinition(id: "top", actions: [AlertAction("ok")])) }),
        (
            "an empty action id",
            { _ = await $0.request(AlertDefinition(id: "b", actions: [AlertAction(id: "", label: "x")])) }
        ),
        (
            "two actions with one id",
            { _ = await $0.request(AlertDefinition(id: "b", actions: [AlertAction("ok"), AlertAction("ok")])) }
        ),
        ("a level past 10^15", { _ = await $0.request(AlertDefinition(id: "b", level: AlertLevel(Int.max))) }),
        ("a level below -10^15", { _ = await $0.request(AlertDefinition(id: "b", level: AlertLevel(-Int.max))) }),
        ("an empty scope", { _ = await $0.request(AlertDefinition(id: "b", screen: "")) }),
        ("an empty screen", { await $0.navigate(to: "") }),
        ("an empty hold name", { await $0.hold("", timeout: .seconds(1)).release() }),
        ("removing 'top'", { await $0.remove("top") }),
        ("tapping an empty action", { try? await $0.tap(action: "", on: "a") }),
    ]

    @Test(arguments: 0..<stoppers.count)
    func recordingStopsBeforeWhatNoScenarioCanSay(case index: Int) async throws {
        let (what, act) = Self.stoppers[index]
        let session = try await Self.record { center, clock in
            await center.request(Self.plain)
            await clock.advance(by: .milliseconds(10))
            try await act(center)
            await clock.advance(by: .milliseconds(10))
            await center.request(AlertDefinition(id: "c", actions: [AlertAction("ok")]))
        }
        defer { session.discard() }
        guard case .unsayable(let reason)? = session.trace.failure else {
            Issue.record("\(what): failure is \(String(describing: session.trace.failure))")
            return
        }
        let scenario = try ScenarioLoader.load(path: session.url.path)
        #expect(scenario.timeline.map(\.time) == [0], "\(what): only the first request is recorded")
        #expect(scenario.notes.last?.text.contains("recording stopped at 10 ms: \(reason)") == true, "\(what)")
        #expect(session.trace.failure?.description.contains(reason) == true)
    }

    @Test func theTraceKeepsToTheBoundsTheDurationReaderHas() {
        #expect(ScenarioLimits.longestMilliseconds == DurationText.limit)
    }

    @Test func aSessionThatCannotBeginWritesNothing() async throws {
        for (name, screen) in [("", "home"), ("Launch", "")] {
            let session = try await Self.record(screen: screen, name: name) { center, _ in
                await center.request(Self.plain)
            }
            defer { session.discard() }
            #expect(session.trace.failure != nil)
            #expect(try Data(contentsOf: session.url).isEmpty)
        }
    }

    /// Values written in another form replay the same: a label is in no
    /// event, and a duration past 10^12 ms ends after any instant a trace holds.
    @Test func valuesWrittenAnotherWayReplayTheSame() async throws {
        let policy = AlertPolicy(
            maxVisible: 3, preemptAt: AlertLevel(Int.max), gap: .seconds(2_000_000_000),
            caps: ["forever": FrequencyCap(limit: 1, per: .seconds(Int64.max / 2))])
        let session = try await Self.record(policy: policy) { center, clock in
            let icon = AlertDefinition(
                id: "icon", level: 1_000_000_000_000_000 - 1,
                actions: [AlertAction(id: "close", label: ""), AlertAction("ok")], ttl: .seconds(10_000_000_000))
            await center.request(Self.plain)
            await center.request(icon)
            await center.request(AlertDefinition(id: "capped", actions: [AlertAction("ok")], cap: "forever"))
            await clock.advance(by: .milliseconds(5))
            await center.remove("capped")
            await clock.advance(by: .seconds(3))
            await center.request(AlertDefinition(id: "capped", actions: [AlertAction("ok")], cap: "forever"))
        }
        defer { session.discard() }
        #expect(session.trace.failure == nil)
        let scenario = try ScenarioLoader.load(path: session.url.path)
        var replay = ScenarioReplay(scenario, mode: .scheduled, recordsStacks: false)
        let replayed = replay.runToEnd()
        let live = await session.live(count: replayed.count)
        #expect(replayed == live)
        #expect(live.contains { $0.kind == .dropped("capped", reason: .capped) })
    }
}
