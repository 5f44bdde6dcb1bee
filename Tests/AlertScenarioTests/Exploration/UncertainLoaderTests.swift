import AlertCore
import Testing

@testable import AlertScenario

@Suite("Loading ranges, optional steps and properties (docs/explore.md)")
struct UncertainLoaderTests {
    static let catalogue = """
        name: T
        alerts:
          forced-update: {level: required, actions: [ok]}
          promo: {level: 600, actions: [ok]}

        """

    static func load(_ rest: String) throws(ScenarioError) -> Scenario {
        try ScenarioLoader.load(text: catalogue + rest, source: "t.yaml")
    }

    static func error(_ rest: String) -> String {
        do {
            _ = try load(rest)
            return "loaded"
        } catch {
            return error.description
        }
    }

    @Test func rangesOptionalAndNominalInstants() throws {
        let scenario = try Self.load(
            """
            timeline:
              - at: 100ms..2s
                request: promo
              - after: 30ms..800ms
                request: forced-update
                optional: true
              - close: top
            properties:
              - never-covered: forced-update
              - max-wait: {alert: forced-update, wait: 500ms}
              - not-before: {alert: promo, at: 3s}
              - never-dropped: promo
              - shown: promo
              - before: [forced-update, promo]
              - max-visible: 1
              - no-orphan-mask: true
              - sometimes: {presented: promo}
            """)
        #expect(scenario.timeline.map(\.timing) == [.at(100...2_000), .after(30...800), .withPrevious])
        #expect(scenario.timeline.map(\.time) == [100, 130, 130])
        #expect(scenario.timeline.map(\.isOptional) == [false, true, false])
        #expect(
            scenario.properties.map(\.kind) == [
                .neverCovered("forced-update"), .maxWait("forced-update", wait: 500), .notBefore("promo", at: 3_000),
                .neverDropped("promo"), .shown("promo"), .before("forced-update", "promo"), .maxVisible(1),
                .noOrphanMask, .sometimes(event: "presented", alert: "promo"),
            ])
        #expect(scenario.properties[1].description == "max-wait: {alert: forced-update, wait: 500ms}")
        #expect(scenario.properties[0].location == SourceLocation(line: 13, column: 5))
    }

    @Test func theWriterRoundTrips() throws {
        let scenario = try Self.load(
            """
            timeline:
              - at: 0ms..2s
                request: promo
              - after: 1.5s
                tap: {alert: promo, action: ok}
                optional: true
              - expect: {visible: [], mask: false}
            properties:
              - max-wait: {alert: promo, wait: 1m}
              - sometimes: {dropped: forced-update}
            end: 10s
            """)
        let text = scenario.yamlText()
        let again = try ScenarioLoader.load(text: text, source: "t.yaml")
        #expect(again.timeline.map(\.timing) == scenario.timeline.map(\.timing))
        #expect(again.timeline.map(\.action) == scenario.timeline.map(\.action))
        #expect(again.timeline.map(\.isOptional) == scenario.timeline.map(\.isOptional))
        #expect(again.properties.map(\.kind) == scenario.properties.map(\.kind))
        #expect(again.alerts == scenario.alerts)
        #expect(again.end == 10_000)
        #expect(text.contains("  - {at: 0ms..2s, request: promo}"), "\(text)")
    }

    @Test(arguments: [
        (
            "timeline:\n  - at: 2s..1s\n    request: promo\n",
            "t.yaml:6:9: error: the range '2s..1s' for 'at' ends before it starts"
        ),
        (
            "timeline:\n  - expect: {visible: []}\n    optional: true\n",
            "t.yaml:7:5: error: 'optional' does not go with 'expect'"
        ),
        (
            "timeline:\n  - optional: false\n    expect: {visible: []}\n",
            "t.yaml:6:5: error: 'optional' does not go with 'expect'"
        ),
        (
            "timeline:\n  - at: 2s\n    request: promo\n  - at: 1s..3s\n    request: promo\n",
            "t.yaml:8:9: error: 'at' '1s..3s' starts at 1s, before the previous step (at 2s); expected steps in"
        ),
        (
            "timeline:\n  - at: 2s..3s\n    request: promo\n  - after: 1s\n    remove: promo\n"
                + "  - at: 2.5s\n    request: promo\n",
            "t.yaml:10:9: error: 'at' 2.5s goes back in time: the previous step is at 3s at its earliest; expected"
        ),
        (
            "timeline:\n  - at: 2s..3s\n    request: promo\n  - at: 4s\n    remove: promo\n"
                + "  - at: 3.5s\n    request: promo\n",
            "t.yaml:10:9: error: 'at' 3.5s goes back in time: the previous step is at 4s; expected"
        ),
        // Lower bounds within 10^12 ms, but an upper bound adds up past it (one run takes b there).
        (
            "timeline:\n  - at: 999999999999\n    request: promo\n  - after: 0..5\n    request: promo\n",
            "t.yaml:8:5: error: 'after' can take this step to 11574d 1h 46m 40.004s in some run"
        ),
        (
            "timeline:\n  - at: 999999999998..999999999999\n    request: promo\n  - after: 2\n    request: promo\n"
                + "  - remove: promo\n",
            "t.yaml:8:5: error: 'after' can take this step to 11574d 1h 46m 40.001s in some run"
        ),
        ("properties:\n  - never-covered: forced-updte\n", "t.yaml:6:20: error: unknown alert id 'forced-updte'"),
        ("properties:\n  - max-visibel: 1\n", "t.yaml:6:5: error: unknown key 'max-visibel' in a property"),
        (
            "properties:\n  - sometimes: {presnted: promo}\n",
            "t.yaml:6:17: error: unknown key 'presnted' in 'sometimes'"
        ),
        (
            "properties:\n  - before: [promo]\n",
            "t.yaml:6:13: error: 'before' has one alert id; expected two, [first, second]"
        ),
        (
            "properties:\n  - before: [promo, promo, promo]\n",
            "t.yaml:6:28: error: 'before' has a third alert id; expected two, [first, second]"
        ),
        (
            "properties:\n  - before: [promo, promo]\n",
            "t.yaml:6:21: error: 'before' names 'promo' twice; expected two different alerts, [first, second]"
        ),
        (
            "properties:\n  - max-wait: {alert: promo}\n",
            "t.yaml:6:15: error: missing required key 'wait' in 'max-wait'"
        ),
        ("properties:\n  - no-orphan-mask: false\n", "t.yaml:6:21: error: 'no-orphan-mask' takes true"),
        ("properties:\n  - {shown: promo, max-visible: 1}\n", "t.yaml:6:20: error: a property has one key"),
    ])
    func errorsNameTheirPlace(_ yaml: String, _ start: String) {
        let message = Self.error(yaml)
        #expect(message.hasPrefix(start), "\(message)")
    }

    @Test func aPropertyTypoSuggestsTheNearestID() {
        #expect(Self.error("properties:\n  - shown: promp\n").contains("did you mean 'promo'?"))
        #expect(Self.error("properties:\n  - sometimes: {presnted: promo}\n").contains("did you mean 'presented'?"))
    }

    @Test func propertiesBeforeTheCatalogue() throws {
        let scenario = try ScenarioLoader.load(
            text:
                "name: T\nproperties:\n  - shown: a\ntimeline:\n  - request: a\nalerts:\n  a: {level: 1, actions: [ok]}\n",
            source: "t.yaml")
        #expect(scenario.properties.map(\.kind) == [.shown("a")])
    }

    @Test func checkJudgesPropertiesOnTheNominalScheduledRun() throws {
        let broken = try Self.load(
            "timeline:\n  - at: 0ms..1s\n    request: promo\n  - request: forced-update\nproperties:\n  - before: [forced-update, promo]\n  - sometimes: {expired: promo}\n"
        )
        let check = ScenarioCheck(broken)
        #expect(!check.passed)
        #expect(check.propertyViolations.map(\.property) == [0])
        #expect(
            check.firstProblem?.contains("property before: [forced-update, promo] violated") == true,
            "\(check.firstProblem ?? "")")
        let holds = try Self.load(
            "timeline:\n  - request: promo\nproperties:\n  - max-visible: 1\n  - sometimes: {expired: promo}\n")
        #expect(ScenarioCheck(holds).passed)
    }
}
