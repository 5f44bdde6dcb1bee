import AlertCore
import AlertRuntime
import AlertScenario
import Foundation
import TestSupport
import Testing

/// A live session of the center, recorded by its trace and replayed
/// through the pure scheduler, gives the same events at the same instants
/// in the same order (the DocC article Recording a session).
@Suite struct TraceConformanceTests {
    /// Every event the center broadcast, in order.
    actor Collected {
        var events: [AlertEvent] = []
        func append(_ event: AlertEvent) { events.append(event) }
        var count: Int { events.count }
    }

    static let screens = ["home", "profile"]
    static let holdNames = ["splash-ad", "permission"]

    /// A small catalogue covering levels, preemption, ttl, screens, actions that stay, and no close button.
    static let catalogue: [AlertDefinition] = [
        AlertDefinition(
            id: "red-packet", level: 600, title: "领取红包", message: "8.88 元",
            actions: [AlertAction("领取"), AlertAction("关闭")],
            ttl: .milliseconds(900)),
        AlertDefinition(
            id: "forced-update", level: .required, title: "Update",
            actions: [AlertAction(id: "update", label: "Update now", dismisses: false)],
            isDismissible: false),
        AlertDefinition(id: "permission", level: .high, title: "Notify?", actions: [AlertAction("allow")]),
        AlertDefinition(
            id: "feature-guide", level: .normal, title: "New", actions: [AlertAction("ok")], screen: "home",
            ttl: .milliseconds(1500)),
        AlertDefinition(
            id: "rating", level: .low, title: "Rate \"us\"\n", actions: [AlertAction("ok")], screen: "profile",
            cap: "weekly"),
        AlertDefinition(
            id: "coupon", level: 550, title: "\u{7F}coupon", actions: [AlertAction("关闭")], group: "marketing"),
        AlertDefinition(id: "promo", level: 560, title: "Promo", actions: [AlertAction("ok")], group: "marketing"),
    ]

    /// Runs one random session on a manual clock with a trace, then replays the trace.
    @discardableResult
    static func check(seed: UInt64) async throws -> [AlertEvent] {
        var random = SplitMix64(seed: seed)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("session.jsonl")
        let trace = try AlertTrace(url: url)
        let policy = AlertPolicy(
            maxVisible: Int.random(in: 1...2, using: &random),
            gap: .milliseconds([0, 300][Int.random(in: 0...1, using: &random)]),
            maxPending: Bool.random(using: &random) ? 3 : nil,
            groups: ["marketing": .init(limit: 1)],
            caps: ["weekly": FrequencyCap(limit: 1, per: .milliseconds(2_000))])
        let clock = ManualClock()
        let center = AlertCenter(policy: policy, screen: "home", clock: clock, trace: trace)
        let collected = Collected()
        let stream = center.events
        let consumer = Task { for await event in stream { await collected.append(event) } }
        // No screen is shown on purpose: a session may request an alert for a screen it never opens.
        var holds: [AlertHold] = []
        // Gestures and removals name alerts requested before, or one never requested at all: a trace
        // declares an alert named before its first request by its id alone (see AlertTrace).
        var named = ["never-requested"]
        func anyNamed(_ random: inout SplitMix64) -> AlertID { named[Int.random(in: 0..<named.count, using: &random)] }
        let labels = ["领取", "关闭", "update", "allow", "ok", "later-none"]
        for _ in 0..<60 {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<30:
                // Requests from several tasks at once.
                let batch = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                    catalogue[Int.random(in: 0..<catalogue.count, using: &random)]
                }
                named += batch.map(\.id)
                await withTaskGroup(of: Void.self) { group in
                    for definition in batch { group.addTask { _ = await center.request(definition) } }
                }
            case 30..<42:
                let label = labels[Int.random(in: 0..<labels.count, using: &random)]
                if Bool.random(using: &random) {
                    try? await center.tap(action: label, on: .top)
                } else {
                    try? await center.tap(action: label, on: anyNamed(&random))
                }
            case 42..<50:
                if Bool.random(using: &random) {
                    try? await center.close(.top)
                } else {
                    try? await center.close(anyNamed(&random))
                }
            case 50..<56:
                await center.remove(anyNamed(&random))
            case 56..<62:
                holds.append(await center.hold(holdNames[Int.random(in: 0...1, using: &random)]))
            case 62..<68:
                if !holds.isEmpty { await holds.remove(at: Int.random(in: 0..<holds.count, using: &random)).release() }
            case 68..<74:
                await center.navigate(to: screens[Int.random(in: 0...1, using: &random)])
            case 74..<76:
                await center.relaunch()
            default:
                await clock.advance(by: .milliseconds(Int.random(in: 0...1200, using: &random)))
            }
        }
        await clock.advance(by: .milliseconds(500))
        await center.finishTrace()
        #expect(trace.failure == nil, "seed \(seed)")

        let scenario: Scenario
        do {
            scenario = try ScenarioLoader.load(path: url.path)
        } catch {
            // A trace that does not load fails the test, not the run: the tokens go back first.
            for hold in holds { await hold.release() }
            throw error
        }
        var replay = ScenarioReplay(scenario, mode: .scheduled, recordsStacks: false)
        let replayed = replay.runToEnd()
        // The live events reach the subscriber through its own task: wait until it has them all.
        for _ in 0..<10_000 where await collected.count < replayed.count { await Task.yield() }
        consumer.cancel()
        // The one difference allowed: a rejection naming an alert the scheduler no longer holds has
        // no level live; a replay's transcript gives it the catalogue's (docs/scenario-format.md, transcripts).
        let levels = Dictionary(scenario.alerts.map { ($0.id, $0.level) }, uniquingKeysWith: { first, _ in first })
        let live = await collected.events.map { event in
            guard case .rejected(let id?, _) = event.kind, event.level == nil else { return event }
            return AlertEvent(time: event.time, kind: event.kind, level: levels[id])
        }
        if live != replayed {
            let index =
                (0..<min(live.count, replayed.count)).first { live[$0] != replayed[$0] }
                ?? min(live.count, replayed.count)
            let liveEvent = index < live.count ? "\(live[index])" : "none"
            let replayedEvent = index < replayed.count ? "\(replayed[index])" : "none"
            let message =
                "seed \(seed): first difference at event \(index) of \(live.count) live, \(replayed.count) replayed: "
                + "live \(liveEvent), replayed \(replayedEvent); trace \(url.path)"
            Issue.record(Comment(rawValue: message))
        }
        // Tokens still holding are released, as an app must: one dropped holding is a misuse.
        for hold in holds { await hold.release() }
        return live
    }

    static func seed(_ index: UInt64) -> UInt64 { index &* 0x9E37_79B9 &+ 7 }

    @Test(arguments: 1...40)
    func randomSessionsReplayIdentically(seed: UInt64) async throws {
        try await Self.check(seed: Self.seed(seed))
    }

    /// The sessions reach what the comparison is about: deadlines, preemption, navigation, caps, groups, relaunches.
    @Test func theSessionsCoverTheRules() async throws {
        var names = Set<String>()
        for index: UInt64 in 1...12 {
            for event in try await Self.check(seed: Self.seed(index)) {
                names.insert(event.kind.name)
                switch event.kind {
                case .dropped(_, let reason): names.insert("dropped \(reason)")
                case .suspended(_, let reason): names.insert("suspended \(reason)")
                default: break
                }
            }
        }
        for expected in [
            "expired", "coalesced", "relaunched", "held", "released", "navigated", "rejected", "tapped",
            "dropped capped", "dropped groupLimit", "suspended preempted(by: \"forced-update\")", "suspended navigated",
        ] {
            #expect(names.contains(expected), "no session had \(expected): \(names.sorted())")
        }
    }
}
