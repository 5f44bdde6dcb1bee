import AlertCore
import AlertScenario
import Testing

@testable import AlertPlayer

/// What the status line and the queue say is coming.
@Suite struct StatusLineTests {
    /// `blocker` on screen from 0 and `late` waiting behind it with a ttl
    /// of an hour, in a scenario that ends at `end`.
    static func scenario(end: Milliseconds) -> Scenario {
        let blocker = AlertDefinition(id: "blocker", title: "On top", actions: [AlertAction("OK")])
        let late = AlertDefinition(id: "late", title: "Waits", actions: [AlertAction("OK")], ttl: .seconds(3_600))
        return scenario(requestingAtZero: [blocker, late], end: end)
    }

    /// A scenario that requests `alerts` at 0, in order, then runs `later`.
    static func scenario(
        requestingAtZero alerts: [AlertDefinition], then later: [ScenarioStep] = [],
        policy: AlertPolicy = AlertPolicy(),
        end: Milliseconds? = nil
    ) -> Scenario {
        Scenario(
            source: "<status>", name: "Status", policy: policy, alerts: alerts,
            timeline: alerts.map { ScenarioStep(time: 0, action: .send(.request($0))) } + later, end: end)
    }

    /// A paused 120x40 player of `scenario`, seeked to `time`.
    static func model(_ scenario: Scenario, seekedTo time: Milliseconds) -> PlayerModel {
        var model = PlayerModel(scenario: scenario, isPlaying: false, width: 120, height: 40)
        _ = model.perform(.seek(to: time))
        return model
    }

    static func screen(_ model: PlayerModel) -> String {
        PlainTextRenderer.render(PlayerLayout.frame(for: model).grid)
    }

    static func statusLine(_ model: PlayerModel) throws -> String {
        try String(#require(screen(model).split(separator: "\n").first { $0.contains(" / ") }))
    }

    @Test func aDeadlineBeforeTheEndIsNext() throws {
        let model = Self.model(Self.scenario(end: 7_200_000), seekedTo: 1_000)
        #expect(try Self.statusLine(model).contains("next: late expires at 1h"))
    }

    /// At one instant deadlines come before steps (rule 14, docs/rules.md): a ttl
    /// that runs out at the next step's instant is next, not the step.
    @Test func aDeadlineAtTheNextStepsInstantIsNext() throws {
        let blocker = AlertDefinition(id: "blocker", title: "On top", actions: [AlertAction("OK")])
        let late = AlertDefinition(id: "late", title: "Waits", actions: [AlertAction("OK")], ttl: .seconds(5))
        let scenario = Self.scenario(
            requestingAtZero: [blocker, late], then: [ScenarioStep(time: 5_000, action: .send(.close(.top)))])
        var model = Self.model(scenario, seekedTo: 1_000)
        let line = try Self.statusLine(model)
        #expect(line.contains("next: late expires at 5s"), "\(line)")
        // And it does fire first: after the step at 5 s, `late` has expired
        // rather than being presented when `blocker` closed.
        _ = model.perform(.seek(to: 5_000))
        #expect(model.scheduled.machine.pending.isEmpty)
        #expect(model.scheduled.machine.visible.isEmpty)
    }

    /// `replay` stops at `end:`, so a ttl that runs out after it never
    /// fires: the status line does not promise it.
    @Test func aDeadlineAfterTheEndIsNeverNext() throws {
        var model = Self.model(Self.scenario(end: 20_000), seekedTo: 1_000)
        #expect(try !Self.statusLine(model).contains("next:"))
        _ = model.perform(.seekToEnd)
        let line = try Self.statusLine(model)
        #expect(line.contains("20.000s / 20s"), "\(line)")
        #expect(!line.contains("expires"), "\(line)")
    }

    /// A ttl counting down keeps one form across the hour: `ttl 1h 0m 0.0s`,
    /// then `ttl 59m 59.0s`, not `ttl 3599.0s`.
    @Test func aTtlLeftReadsInMinutesBelowTheHour() {
        var model = Self.model(Self.scenario(end: 7_200_000), seekedTo: 1)
        #expect(Self.screen(model).contains("ttl 59m 59.9s"))
        _ = model.perform(.seek(to: 1_000))
        #expect(Self.screen(model).contains("ttl 59m 59.0s"))
        #expect(!Self.screen(model).contains("3599"))
    }

    /// From a minute on, the clock reads in minutes, and so do the end and
    /// the next step beside it: `1m 1.000s / 2m 5.5s`, not `/ 125.5s`.
    @Test func theEndAndTheNextStepReadInMinutesAsTheClockDoes() throws {
        let alert = AlertDefinition(id: "rating", title: "Rate us", actions: [AlertAction("OK")])
        let scenario = Self.scenario(
            requestingAtZero: [alert],
            then: [
                ScenarioStep(time: 90_000, action: .send(.close(.top))),
                ScenarioStep(time: 125_500, action: .send(.request(alert))),
            ])
        var model = Self.model(scenario, seekedTo: 61_000)
        let line = try Self.statusLine(model)
        #expect(line.contains("1m 1.000s / 2m 5.5s"), "\(line)")
        #expect(line.contains("next: close top at 1m 30s"), "\(line)")
        // Below a minute all three stay in seconds.
        _ = model.perform(.seek(to: 1_000))
        #expect(try Self.statusLine(model).contains("1.000s / 2m 5.5s"))
    }

    /// The queue names when the gap ends rounded up to the tenth it shows,
    /// so the instant it names is never one already past: a gap ending at
    /// 2.450 s reads `gap until 2.5s`, not `2.4s` while the clock is at 2.42.
    @Test func theGapsEndIsRoundedUp() {
        let first = AlertDefinition(id: "first", title: "First", actions: [AlertAction("OK")])
        let second = AlertDefinition(id: "second", title: "Second", actions: [AlertAction("OK")])
        let scenario = Self.scenario(
            requestingAtZero: [first, second], then: [ScenarioStep(time: 2_000, action: .send(.close(.top)))],
            policy: AlertPolicy(gap: .milliseconds(450)))
        let screen = Self.screen(Self.model(scenario, seekedTo: 2_420))
        #expect(screen.contains("gap until 2.5s"), "\(screen)")
        #expect(!screen.contains("gap until 2.4s"))
    }
}
