import AlertCore
import AlertSimulation
import Foundation
import Testing

/// The scheduler's state survives JSON: decoding a snapshot taken mid-run
/// gives a scheduler that continues exactly like the original.
@Suite("Snapshot")
struct SnapshotTests {
    static let policy = AlertPolicy(
        maxVisible: 2, gap: .milliseconds(100), maxPending: 3, groups: ["promo": .init(limit: 1)])

    /// A scheduler with something of everything: a suspended alert, a full
    /// group, a running gap, a hold, a screen, ttls.
    static func midRun() -> AlertScheduler {
        var scheduler = AlertScheduler(policy: policy, screen: "home", now: 5)
        scheduler.send([
            .request(alert("p1", 500, group: "promo")),  // presented: the group is full
            .request(alert("h", 600, screen: "home", ttl: 400)),
            .request(forcedUpdate("u")),  // suspends p1
            .request(alert("q", 300, ttl: 250)),
            .advance(to: 40),
            .request(alert("p2", 400, group: "promo")),  // dropped on arrival
            .remove("u"),  // the gap runs until 140
            .navigate(to: "shop"),  // h steps aside
            .request(forcedUpdate("v")),
            .hold("perm"),
        ])
        return scheduler
    }

    static let rest: [AlertCommand] = [
        .request(alert("p3", 450, group: "promo")),
        .release("perm"),
        .advance(to: 100),
        .advance(to: 160),
        .request(alert("p1", 500, group: "promo")),
        .navigate(to: "home"),
        .close(.top),
        .advance(to: 300),
        .request(forcedUpdate("u")),
        .remove("u"),
        .tap(action: "ok"),
        .advance(to: 1_000),
    ]

    static func roundTrip(_ scheduler: AlertScheduler) throws -> AlertScheduler {
        let data = try JSONEncoder().encode(scheduler.snapshot)
        return AlertScheduler(snapshot: try JSONDecoder().decode(AlertScheduler.Snapshot.self, from: data))
    }

    @Test("The mid-run state is not trivial (the test would prove nothing otherwise)")
    func stateIsRich() {
        let scheduler = Self.midRun()
        #expect(scheduler.visible == ["v"])
        #expect(scheduler.pending == ["h", "p1", "q"])
        #expect(scheduler.holds == ["perm": 1])
        #expect(scheduler.nextDeadline == 140)
        #expect(scheduler.screen == "shop")
        #expect(scheduler.now == 40)
        #expect(scheduler.ledger.dropped == 1)
    }

    @Test("A decoded snapshot equals the original and continues with the same events")
    func continuesIdentically() throws {
        var original = Self.midRun()
        var copy = try Self.roundTrip(original)
        #expect(copy.snapshot == original.snapshot)
        var originalStacks = original.stacksMirror
        var copyStacks = copy.stacksMirror
        for command in Self.rest {
            let expected = original.send(command, recordingInto: &originalStacks)
            let actual = copy.send(command, recordingInto: &copyStacks)
            #expect(actual == expected, "\(command)\n\(render(actual))\nexpected\n\(render(expected))")
        }
        #expect(copy.snapshot == original.snapshot)
        #expect(copy.ledger == original.ledger)
    }

    @Test("A wide stack with scoped alerts on it continues identically: a navigation finds them")
    func wideScopedStackContinues() throws {
        // More on screen than the stack keeps in its array, some scoped to
        // each screen, so the decoded copy must rebuild its tree and the
        // index of scoped visible alerts that a navigation looks up.
        var original = AlertScheduler(policy: AlertPolicy(maxVisible: 40), screen: "home")
        for index in 0..<30 {
            let screen = index % 3 == 0 ? "home" : index % 3 == 1 ? "shop" : nil
            original.send(.request(alert("a\(index)", AlertLevel((index * 37) % 11), screen: screen)))
        }
        original.send(.navigate(to: "shop"))
        #expect(original.visible.count == 20)
        var copy = try Self.roundTrip(original)
        for command: AlertCommand in [
            .navigate(to: "home"), .close(.top), .remove("a4"), .navigate(to: "cart"), .navigate(to: "shop"),
        ] {
            let expected = original.send(command)
            #expect(copy.send(command) == expected, "\(command)")
            #expect(copy.visible == original.visible)
        }
        #expect(copy.snapshot == original.snapshot)
    }

    @Test("The scheduler itself is Codable, through its snapshot")
    func schedulerCodable() throws {
        let original = Self.midRun()
        let data = try JSONEncoder().encode(original)
        let decoded = try JSONDecoder().decode(AlertScheduler.self, from: data)
        #expect(decoded.snapshot == original.snapshot)
        #expect(decoded.stacks == original.stacks)
        #expect(decoded.now == original.now)
        #expect(decoded.policy == original.policy)
    }

    @Test("Group counts, holds, the gap and request instants survive the round trip")
    func hiddenStateSurvives() throws {
        var copy = try Self.roundTrip(Self.midRun())
        #expect(copy.holds == ["perm": 1])
        #expect(copy.pendingAlerts.map(\.requestedAt) == [5, 5, 5])
        // Released, but the gap (until 140) still holds p1 back.
        #expect(copy.send(.release("perm")).map(\.kind) == [.released("perm")])
        let events = copy.send(.advance(to: 140))
        #expect(events.map(\.kind) == [.presented("p1")])
        // The promo group is still full.
        let late = copy.send(.request(alert("p9", 999, group: "promo")))
        #expect(late.map(\.kind) == [.requested("p9"), .dropped("p9", reason: .groupLimit)])
        // q (ttl 250) and h (ttl 400) keep their ttls from their request at 5.
        #expect(copy.send(.advance(to: 405)).map(\.kind) == [.expired("q"), .expired("h")])
    }

    @Test("Decoding a snapshot taken at the start gives a fresh scheduler")
    func emptyRoundTrip() throws {
        let fresh = AlertScheduler(policy: Self.policy)
        let decoded = try Self.roundTrip(fresh)
        #expect(decoded.snapshot == fresh.snapshot)
        #expect(decoded.visible.isEmpty && decoded.pending.isEmpty && decoded.nextDeadline == nil)
    }
}
