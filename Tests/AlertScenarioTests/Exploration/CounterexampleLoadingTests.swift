import AlertCore
import Foundation
import Testing

@testable import AlertScenario

/// A counterexample is a scenario file that loads (docs/scenario-format.md's checks
/// included), and explore on it reports the violation it was written for
/// (docs/explore.md), even where the run it came from could not be written as is.
@Suite("Counterexamples load and reproduce (docs/explore.md)")
struct CounterexampleLoadingTests {
    static let catalogue = """
        name: t
        screen: home
        alerts:
          a: {level: 600}
          b: {level: 700}

        """
    /// With an alert scoped to a screen that only steps of the timeline show.
    static let scopedCatalogue = catalogue.replacingOccurrences(
        of: "  b: {level: 700}\n", with: "  b: {level: 700}\n  p: {level: 500, screen: profile}\n")

    /// The counterexample of the first property, written and loaded again,
    /// and what explore reports on the loaded file.
    static func reloaded(
        _ yaml: String, catalogue: String = catalogue, mode: ReplayMode = .scheduled
    ) throws -> (counterexample: Counterexample, again: Scenario, violation: PropertyViolation?) {
        let scenario = try ScenarioLoader.load(text: catalogue + yaml, source: "t.yaml")
        let report = try Explorer(scenario, options: ExplorationOptions(mode: mode, runs: 2_000)).explore()
        let counterexample = try #require(report.verdicts[0].counterexample)
        let again = try ScenarioLoader.load(text: counterexample.scenario.yamlText(), source: "c.yaml")
        let alone = try Explorer(again, options: ExplorationOptions(mode: mode, runs: 1))
        #expect(alone.runSet.count == 1)
        return (counterexample, again, alone.violations(in: alone.space.nominalRun)[0])
    }

    @Test("A release that a range lets overtake its hold is left out: it was refused and changed nothing")
    func releaseBeforeItsHold() throws {
        let (counterexample, again, violation) = try Self.reloaded(
            """
            timeline:
              - {at: 0ms..100ms, hold: splash}
              - {at: 50ms, release: splash}
              - {at: 60ms, request: a}
            properties:
              - shown: a
            """)
        #expect(again.timeline.map(\.action) == [.send(.hold("splash")), .send(.request(again.alerts[0]))])
        #expect(violation == counterexample.violation)
        #expect(violation?.why == "a requested but never presented")
    }

    @Test("A release whose optional hold was left out goes too")
    func releaseOfAHoldLeftOut() throws {
        let (counterexample, again, violation) = try Self.reloaded(
            """
            timeline:
              - {at: 0ms, hold: splash, optional: true}
              - {at: 10ms, request: a}
              - {at: 50ms, release: splash}
            properties:
              - not-before: {alert: a, at: 50ms}
            """)
        #expect(again.timeline.count == 1)
        #expect(violation == counterexample.violation)
        #expect(violation?.instant == 10)
    }

    /// The last steps of a run a counterexample leaves out (a refused release, an expect, whose
    /// instant time still reaches in every run, as in check's nominal run), and the run's end.
    @Test(
        "A left-out last step: the file ends where the run did, and reproduces",
        arguments: [
            ("  - {at: 0ms, hold: h, optional: true}\n  - {at: 1s, release: h}\n", 1_000),
            ("  - {at: 2s, expect: {visible: [b]}}\n", 2_000),
        ] as [(String, Milliseconds)])
    func lastStepLeftOut(last: String, end: Milliseconds) throws {
        let (counterexample, again, violation) = try Self.reloaded(
            "timeline:\n  - {at: 0ms, request: b}\n  - {at: 0ms, request: a}\n" + last
                + "properties:\n  - max-wait: {alert: a, wait: 500ms}\n")
        #expect(again.timeline.count == 2)
        #expect(again.end == end)
        #expect(counterexample.violation.instant == end)
        #expect(violation == counterexample.violation)
    }

    /// With `end:` too: a left-out step past `end` took the run there (as a range may), so the file's
    /// `end` moves to where the run ended.
    @Test(
        "A left-out step past end: the file's end moves to where the run did, and reproduces",
        arguments: [
            "  - {at: 1s..10s, expect: {visible: [b]}}\n",
            "  - {at: 0ms, hold: h, optional: true}\n  - {at: 1s..10s, release: h}\n",
        ])
    func leftOutStepPastEnd(last: String) throws {
        let (counterexample, again, violation) = try Self.reloaded(
            "timeline:\n  - {at: 0ms, request: b}\n  - {at: 0ms, request: a}\n" + last
                + "end: 1s\nproperties:\n  - max-wait: {alert: a, wait: 2s}\n")
        #expect(again.timeline.count == 2)
        #expect(again.end == 2_001)
        #expect(counterexample.violation.instant == 2_001)
        #expect(violation == counterexample.violation)
    }

    /// `b` covers `a` in naive mode, on any screen; only the optional step shows `p`'s screen.
    static let coveredOnAnyScreen = """
        timeline:
          - {at: 5ms, screen: profile, optional: true}
          - {at: 6ms, screen: home}
          - {at: 10ms, request: a}
          - {at: 20ms, request: b}
        properties:
          - never-covered: a
        """

    @Test("The only step showing a screen an alert is scoped to stays, though the violation does not need it")
    func screenStepKept() throws {
        let (counterexample, again, violation) = try Self.reloaded(
            Self.coveredOnAnyScreen, catalogue: Self.scopedCatalogue, mode: .naive)
        #expect(again.timeline.first?.action == .send(.navigate(to: "profile")))
        #expect(counterexample.run.happens == [true])
        #expect(violation == counterexample.violation)
    }

    @Test("Of the steps that show a needed screen, the first with which the property still breaks comes back")
    func laterScreenStepTurnedBackOn() throws {
        let scenario = try ScenarioLoader.load(
            text: """
                name: t
                screen: home
                alerts: {a: {screen: profile}}
                timeline:
                  - {at: 0ms, request: a}
                  - {at: 0ms, screen: profile, optional: true}
                  - {at: 100ms, screen: profile, optional: true}
                end: 1s
                properties:
                  - max-wait: {alert: a, wait: 50ms}
                """, source: "t.yaml")
        let explorer = try Explorer(scenario, options: ExplorationOptions(runs: 10))
        // Shown at 0ms, `a` waits for nothing; shown at 100ms, it has waited 100ms.
        #expect(
            explorer.shrink(ScenarioRun(values: [], happens: [false, false]), property: 0).happens == [false, true])
    }

    @Test("A needed screen step comes back at an end of its range when its own value does not break it")
    func screenStepTurnedBackOnAtItsUpperBound() throws {
        let scenario = try ScenarioLoader.load(
            text: """
                name: t
                screen: home
                alerts: {c: {level: 600, screen: profile}}
                timeline:
                  - {at: 0ms, request: c}
                  - {at: 0ms..2000ms, screen: profile, optional: true}
                end: 3s
                properties:
                  - max-wait: {alert: c, wait: 1500ms}
                """, source: "t.yaml")
        let explorer = try Explorer(scenario, options: ExplorationOptions(runs: 10))
        // Left out, `c` waits to the end; shown at 100ms it waits 100ms; shown at 2000ms, too long, and the
        // value comes down to the lowest that still breaks the property.
        let shrunk = explorer.shrink(ScenarioRun(values: [100], happens: [false]), property: 0)
        #expect(shrunk == ScenarioRun(values: [1_501], happens: [true]))
        let counterexample = try #require(explorer.counterexample(of: shrunk, property: 0))
        #expect(throws: Never.self) {
            try ScenarioLoader.load(text: counterexample.scenario.yamlText(), source: "c.yaml")
        }
    }

    @Test("A run left without a needed screen step gets it back when the property still breaks")
    func screenStepTurnedBackOn() throws {
        let scenario = try ScenarioLoader.load(text: Self.scopedCatalogue + Self.coveredOnAnyScreen, source: "t.yaml")
        let explorer = try Explorer(scenario, options: ExplorationOptions(mode: .naive, runs: 10))
        let shrunk = explorer.shrink(ScenarioRun(values: [], happens: [false]), property: 0)
        #expect(shrunk.happens == [true])
    }
}
