import AlertCore
import AlertScenario
import AlertSimulation
import Testing

/// Two alerts, then `body` (a timeline and maybe properties).
private func file(_ body: String) -> String {
    """
    name: Uncertain
    alerts:
      red-packet: {level: 600, actions: [关闭]}
      forced-update: {level: required, actions: [更新]}
    \(body)
    """
}

/// The error line loading `text` gives, or `nil` when it loads.
private func loadError(_ text: String) -> String? {
    do {
        _ = try ScenarioLoader.load(text: text, source: "u.yaml")
        return nil
    } catch {
        #expect(error.exitStatus == 65)
        return error.description
    }
}

@Suite struct UncertainTimelineLoaderTests {
    @Test func rangesOptionalStepsAndNominalInstants() throws {
        let scenario = try ScenarioLoader.load(
            text: file(
                """
                timeline:
                  - at: 0ms..2s
                    request: red-packet
                  - after: 30ms..800ms
                    request: forced-update
                    optional: true
                  - tap: 关闭
                  - after: 1s
                    dismiss: top
                """),
            source: "u.yaml")
        let steps = scenario.timeline
        #expect(steps.map(\.time) == [0, 30, 30, 1_030])
        #expect(steps.map(\.timing) == [.at(0...2_000), .after(30...800), .withPrevious, .after(1_000...1_000)])
        #expect(steps.map(\.isOptional) == [false, true, false, false])
        #expect(steps[0].timing.isRanged && !steps[3].timing.isRanged)
        #expect(steps[2].timing.range == nil)
    }

    @Test func bareIntegersAreMillisecondsAndBoundsMayBeEqual() throws {
        let scenario = try ScenarioLoader.load(
            text: file(
                "timeline:\n  - at: 5..5\n    request: red-packet\n  - at: 10..1000000000000\n    request: forced-update\n"
            ),
            source: "u.yaml")
        #expect(scenario.timeline.map(\.timing) == [.at(5...5), .at(10...1_000_000_000_000)])
    }

    @Test func aRangeThatEndsBeforeItStartsIsAnError() {
        #expect(
            loadError(file("timeline:\n  - at: 2s..1s\n    request: red-packet\n"))?
                .hasPrefix("u.yaml:6:9: error: the range '2s..1s' for 'at' ends before it starts") == true)
    }

    /// The range that ends before it starts suggests a fix: the lower
    /// bound's unit for a bare upper bound (`1s..2` is 1 s to 2 ms), where
    /// that makes a range; else the bounds swapped.
    @Test(arguments: [
        ("1s..2", "1s..2s"), ("90s..120", "90s..120s"), ("2m..1", "1ms..2m"), ("5ms..2", "2ms..5ms"),
        ("1000..2", "2ms..1s"), ("2s..1s", "1s..2s"),
    ])
    func aRangeThatEndsBeforeItStartsSuggestsOne(written: String, meant: String) {
        #expect(
            loadError(file("timeline:\n  - at: \(written)\n    request: red-packet\n"))
                == "u.yaml:6:9: error: the range '\(written)' for 'at' ends before it starts; expected A..B with B at "
                + "or after A (\(meant)?)")
    }

    /// A range is written like a duration, with no space in it: a space
    /// beside `..` is an error that suggests the range without it.
    @Test(arguments: ["2s .. 3s", "2s ..3s", "2s.. 3s", "\"2s\\t..3s\""])
    func aSpaceBesideTheDotsIsAnError(written: String) {
        let error = loadError(file("timeline:\n  - at: \(written)\n    request: red-packet\n"))
        #expect(error?.hasPrefix("u.yaml:6:9: error: the range ") == true, "\(error ?? "loaded")")
        #expect(error?.contains("for 'at' has a space in it; expected A..B without spaces") == true)
        #expect(error?.hasSuffix("did you mean '2s..3s'?") == true, "\(error ?? "loaded")")
    }

    @Test(arguments: [
        ("2s..", "has no upper bound"), ("..3s", "has no lower bound"), ("2s..3s..4s", "has more than one '..'"),
    ])
    func aRangeWithoutTwoBoundsIsAnError(written: String, problem: String) {
        #expect(
            loadError(file("timeline:\n  - at: \(written)\n    request: red-packet\n"))
                == "u.yaml:6:9: error: the range '\(written)' for 'at' \(problem); expected A..B, like 2s..3s")
        // A space beside a missing bound is the missing bound's error, not a space to take out.
        #expect(
            loadError(file("timeline:\n  - at: \"2s .. \"\n    request: red-packet\n"))?.contains("has no upper bound")
                == true)
    }

    /// A range typed with three dots or with a dash: the error names the
    /// slip and gives the range as it is written.
    @Test(arguments: [
        ("2s...3s", "has three dots"), ("100ms-1.5s", "is written with '-'"), ("1s--2s", "is written with '--'"),
        ("1s\u{2013}2s", "is written with '\u{2013}'"), ("1s\u{2014}2s", "is written with '\u{2014}'"),
    ])
    func aRangeWrittenAnotherWaySuggestsTheDots(written: String, problem: String) {
        let meant = ["...", "--", "\u{2013}", "\u{2014}", "-"].reduce(written) {
            $0.replacingOccurrences(of: $1, with: "..")
        }
        #expect(
            loadError(file("timeline:\n  - at: \(written)\n    request: red-packet\n"))
                == "u.yaml:6:9: error: the range '\(written)' for 'at' \(problem); expected A..B, like 2s..3s; "
                + "did you mean '\(meant)'?")
        // A dash that joins no two durations is no range: a negative duration stays its own error.
        #expect(
            loadError(file("timeline:\n  - at: -5ms\n    request: red-packet\n"))?.contains("cannot be negative")
                == true)
    }

    /// Only a step's `at` and `after` take a range: elsewhere a range says
    /// so, instead of reading `..2s` as a unit.
    @Test(arguments: [
        ("max-wait: {alert: red-packet, wait: 1s..2s}", "9:41", "wait", "1s..2s"),
        ("not-before: {alert: red-packet, at: 1s..2s}", "9:41", "at", "1s..2s"),
        ("max-wait: {alert: red-packet, wait: 1s-2s}", "9:41", "wait", "1s-2s"),
    ])
    func aRangeWhereOneDurationGoesSaysSo(property: String, place: String, field: String, range: String) {
        let error = loadError(file("timeline:\n  - at: 0\n    request: red-packet\nproperties:\n  - \(property)\n"))
        #expect(
            error
                == "u.yaml:\(place): error: '\(field)' takes one duration, not the range '\(range)'; expected a "
                + "duration like 2s (ranges, A..B, go only in a step's 'at' or 'after')")
    }

    @Test func anUpperBoundPastTheLimitIsAnErrorNotATrap() {
        let error = loadError(file("timeline:\n  - after: 0..1000000000001\n    request: red-packet\n"))
        #expect(error?.hasPrefix("u.yaml:6:12: error:") == true)
        #expect(error != nil)
        let huge = loadError(file("timeline:\n  - at: 0..99999999999999999999999999\n    request: red-packet\n"))
        #expect(huge?.hasPrefix("u.yaml:6:9: error:") == true)
    }

    @Test func aBadBoundIsAnError() {
        let error = loadError(file("timeline:\n  - at: 1s..soon\n    request: red-packet\n"))
        #expect(error?.hasPrefix("u.yaml:6:9: error: invalid duration 'soon' for 'at'") == true)
    }

    @Test func lowerBoundsGoingBackwardsIsAnError() {
        let error = loadError(
            file("timeline:\n  - at: 1s..2s\n    request: red-packet\n  - at: 500ms..3s\n    request: forced-update\n"))
        #expect(
            error
                == "u.yaml:8:9: error: 'at' '500ms..3s' starts at 0.5s, before the previous step (at 1s at its "
                + "earliest); expected steps in the order of their earliest instants (a range is placed by its lower bound)"
        )
    }

    @Test func optionalOnAnExpectIsAnError() {
        let error = loadError(file("timeline:\n  - expect: {visible: []}\n    optional: true\n"))
        #expect(error?.hasPrefix("u.yaml:7:") == true)
    }

    @Test func optionalTakesAFlag() {
        let error = loadError(file("timeline:\n  - request: red-packet\n    optional: maybe\n"))
        #expect(error?.hasPrefix("u.yaml:7:15: error: expected true or false for 'optional'") == true)
    }
}

@Suite struct PropertyLoaderTests {
    /// One property of each kind, as a scenario's `properties:` block.
    static let nineKinds = """
        properties:
          - never-covered: forced-update
          - max-wait: {alert: forced-update, wait: 500ms}
          - not-before: {alert: red-packet, at: 3s}
          - never-dropped: red-packet
          - shown: red-packet
          - before: [forced-update, red-packet]
          - max-visible: 1
          - no-orphan-mask: true
          - sometimes: {presented: red-packet}
        """

    private static let allKinds = "timeline:\n  - request: red-packet\n" + nineKinds

    @Test func theNineKinds() throws {
        let scenario = try ScenarioLoader.load(text: file(Self.allKinds), source: "u.yaml")
        #expect(
            scenario.properties.map(\.kind) == [
                .neverCovered("forced-update"), .maxWait("forced-update", wait: 500),
                .notBefore("red-packet", at: 3_000),
                .neverDropped("red-packet"), .shown("red-packet"), .before("forced-update", "red-packet"),
                .maxVisible(1), .noOrphanMask, .sometimes(event: "presented", alert: "red-packet"),
            ])
        #expect(scenario.properties[1].description == "max-wait: {alert: forced-update, wait: 500ms}")
        #expect(scenario.properties[0].description == "never-covered: forced-update")
        #expect(scenario.properties[0].location == SourceLocation(line: 8, column: 5))
    }

    @Test func propertiesBeforeTheCatalogueLoadToo() throws {
        let text = """
            name: Early
            properties:
              - shown: red-packet
            alerts:
              red-packet: {level: 600}
            timeline:
              - request: red-packet
            """
        let scenario = try ScenarioLoader.load(text: text, source: "u.yaml")
        #expect(scenario.properties.map(\.kind) == [.shown("red-packet")])
    }

    @Test func anUnknownKindNamesTheNearest() {
        let error = loadError(file("timeline: []\nproperties:\n  - never-coverd: red-packet\n"))
        #expect(error?.hasPrefix("u.yaml:7:5: error: unknown key 'never-coverd' in a property") == true)
        #expect(error?.hasSuffix("did you mean 'never-covered'?") == true)
    }

    @Test func aTypoInAnAlertIdNamesTheNearest() {
        let error = loadError(file("timeline: []\nproperties:\n  - max-wait: {alert: forced-updat, wait: 1s}\n"))
        #expect(error?.hasPrefix("u.yaml:7:23: error: unknown alert id 'forced-updat'") == true)
        #expect(error?.hasSuffix("did you mean 'forced-update'?") == true)
        let before = loadError(file("timeline: []\nproperties:\n  - before: [red-packt, forced-update]\n"))
        #expect(before?.hasSuffix("did you mean 'red-packet'?") == true)
    }

    @Test(arguments: [
        "  - before: [red-packet]\n", "  - no-orphan-mask: false\n", "  - max-visible: -1\n",
        "  - max-wait: {alert: red-packet}\n", "  - sometimes: {shown: red-packet}\n",
        "  - shown: red-packet\n    max-visible: 1\n",
    ])
    func badValues(_ item: String) {
        #expect(loadError(file("timeline: []\nproperties:\n" + item))?.hasPrefix("u.yaml:") == true)
    }
}
