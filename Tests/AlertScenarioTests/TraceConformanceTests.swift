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
        // Gestures and removals name any alert of the catalogue, requested yet or not, or one never
        // requested at all: a trace leaves out a step that names an alert before its first request.
        // Such a gesture is made only while an alert is visible, so that its rejection names its alert
        // and the comparison below can tell it apart (with nothing visible it is `nothing-visible`, as a
        // recorded one is: AlertTraceTests has that case).
        let named = catalogue.map(\.id) + ["never-requested"]
        var requestedSoFar = Set<AlertID>()
        func anyNamed(_ random: inout SplitMix64) -> AlertID { named[Int.random(in: 0..<named.count, using: &random)] }
        func gestureTarget(_ random: inout SplitMix64) async -> AlertID? {
            let id = anyNamed(&random)
            if requestedSoFar.contains(id) { return id }
            return await center.visible.isEmpty ? nil : id
        }
        let labels = ["领取", "关闭", "update", "allow", "ok", "later-none"]
        for _ in 0..<60 {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<30:
                // Requests from several tasks at once.
                let batch = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                    catalogue[Int.random(in: 0..<catalogue.count, using: &random)]
                }
                requestedSoFar.formUnion(batch.map(\.id))
                await withTaskGroup(of: Void.self) { group in
                    for definition in batch { group.addTask { _ = await center.request(definition) } }
                }
            case 30..<42:
                let label = labels[Int.random(in: 0..<labels.count, using: &random)]
                if Bool.random(using: &random) {
                    try? await center.tap(action: label, on: .top)
                } else if let target = await gestureTarget(&random) {
                    try? await center.tap(action: label, on: target)
                }
            case 42..<50:
                if Bool.random(using: &random) {
                    try? await center.close(.top)
                } else if let target = await gestureTarget(&random) {
                    try? await center.close(target)
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
        // The differences allowed (the DocC article Recording a session): a rejection naming an alert
        // not requested so far is not in the trace; one naming an alert the scheduler no longer holds
        // has no level live, and the replay's transcript gives it the catalogue's.
        let levels = Dictionary(scenario.alerts.map { ($0.id, $0.level) }, uniquingKeysWith: { first, _ in first })
        func comparable(_ broadcast: [AlertEvent]) -> [AlertEvent] {
            var requested = Set<AlertID>()
            return broadcast.compactMap { event -> AlertEvent? in
                if case .requested(let id) = event.kind { requested.insert(id) }
                guard case .rejected(let id?, _) = event.kind, event.level == nil else { return event }
                guard requested.contains(id) else { return nil }
                return AlertEvent(time: event.time, kind: event.kind, level: levels[id])
            }
        }
        // The live events reach the subscriber through its own task: wait until it has as many as the
        // replay, counted after the comparison leaves some out (counted before, a busy machine could
        // stop waiting one event short).
        _ = await eventually { comparable(await collected.events).count >= replayed.count }
        consumer.cancel()
        let broadcast = await collected.events
        let live = comparable(broadcast)
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
        return broadcast
    }

    /// The app removes a coupon when the wallet closes, before the coupon's
    /// network reply: refused, that changes nothing. The trace leaves such
    /// steps out, with a note, so that the coupon is declared with its
    /// definition when it is requested and the replay runs as the app did.
    @Test func stepsNamingAnAlertBeforeItsRequestAreLeftOut() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("session.jsonl")
        let clock = ManualClock()
        let center = AlertCenter(policy: AlertPolicy(), screen: "home", clock: clock, trace: try AlertTrace(url: url))
        let collected = Collected()
        let stream = center.events
        let consumer = Task { for await event in stream { await collected.append(event) } }
        await center.remove("coupon")
        try? await center.close("coupon")
        _ = await center.request(AlertDefinition(id: "blocker", level: .high, actions: [AlertAction("ok")]))
        try? await center.tap(action: "ok", on: "coupon")
        let coupon = AlertDefinition(
            id: "coupon", level: .low, title: "Coupon", actions: [AlertAction("use")], screen: "wallet",
            ttl: .milliseconds(1_000))
        _ = await center.request(coupon)
        await clock.advance(by: .milliseconds(2_000))
        // Requested again with another definition: the trace keeps the first, and says so.
        var louder = coupon
        louder.level = .high
        _ = await center.request(louder)
        await center.finishTrace()

        let scenario = try ScenarioLoader.load(path: url.path)
        #expect(scenario.alerts.map(\.id) == ["blocker", "coupon"])
        #expect(scenario.alerts.last == coupon, "declared with its definition, not by its id alone")
        #expect(scenario.notes.contains { $0.text.hasPrefix("alert 'coupon' was requested at 2000 ms with another") })
        let leftOut = scenario.notes.map(\.text).filter { $0.contains("an alert not requested so far") }
        #expect(leftOut.map { $0.prefix(while: { $0 != " " }) } == ["'remove'", "'close'", "'tap'"])
        var replay = ScenarioReplay(scenario, mode: .scheduled, recordsStacks: false)
        let replayed = replay.runToEnd()
        #expect(replayed.contains { $0.kind == .expired("coupon") }, "its ttl, which a bare one lacks")
        _ = await eventually { await collected.count >= replayed.count + 3 }
        consumer.cancel()
        let live = await collected.events
        #expect(
            live.prefix(2).map(\.kind) == [
                .rejected("coupon", reason: .notFound), .rejected(nil, reason: .nothingVisible),
            ])
        #expect(live[3].kind == .presented("blocker"))
        #expect(live[4].kind == .rejected("coupon", reason: .notVisible))
        var withoutLeftOut = live
        withoutLeftOut.remove(at: 4)
        withoutLeftOut.removeFirst(2)
        // The last, the request with another definition, has the first one's level in the replay.
        #expect(withoutLeftOut.dropLast() == replayed.dropLast())
        #expect(withoutLeftOut.last?.kind == replayed.last?.kind)
        #expect(withoutLeftOut.last?.level == .high && replayed.last?.level == .low)
    }

    static func seed(_ index: UInt64) -> UInt64 { index &* 0x9E37_79B9 &+ 7 }

    @Test(arguments: 1...40)
    func randomSessionsReplayIdentically(seed: UInt64) async throws {
        try await Self.check(seed: Self.seed(seed))
    }

    /// The sessions reach what the comparison is about: deadlines, preemption, navigation, caps, groups, relaunches.
    @Test func theSessionsCoverTheRules() async throws {
        var names = Set<String>()
        for index: UInt64 in 1...40 {
            var requested = Set<AlertID>()
            for event in try await Self.check(seed: Self.seed(index)) {
                names.insert(event.kind.name)
                switch event.kind {
                case .requested(let id): requested.insert(id)
                case .dropped(_, let reason): names.insert("dropped \(reason)")
                case .suspended(_, let reason): names.insert("suspended \(reason)")
                case .rejected(let id?, _) where !requested.contains(id): names.insert("rejected before its request")
                default: break
                }
            }
        }
        for expected in [
            "expired", "coalesced", "relaunched", "held", "released", "navigated", "rejected", "tapped",
            "dropped capped", "dropped groupLimit", "suspended preempted(by: \"forced-update\")", "suspended navigated",
            "rejected before its request",
        ] {
            #expect(names.contains(expected), "no session had \(expected): \(names.sorted())")
        }
    }
}
