import AlertCore
import AlertScenario
import AlertSimulation
import Testing

/// An event at `time` leaving `visible`, `pending` and `masks`.
private func recorded(
    _ time: Milliseconds, _ kind: AlertEvent.Kind, visible: [AlertID] = [], pending: [AlertID] = [], masks: Int = 0
) -> RecordedEvent {
    RecordedEvent(
        AlertEvent(time: time, kind: kind), stacks: AlertStacks(visible: visible, pending: pending, masks: masks))
}

/// The violations of `kind` over `events`, the run ending at `end`.
private func judge(_ kind: ScenarioProperty.Kind, _ events: [RecordedEvent], end: Milliseconds) -> PropertyViolation? {
    var monitor = PropertyMonitor(properties: [ScenarioProperty(kind: kind, description: "p")])
    for event in events { monitor.observe(event) }
    monitor.finish(at: end)
    return monitor.violations[0]
}

@Suite struct PropertyMonitorEventTests {
    @Test func neverCovered() {
        let holds = [
            recorded(0, .presented("a"), visible: ["a"]), recorded(5, .dismissed("a", reason: .action("x"))),
            recorded(6, .presented("b"), visible: ["b"]),
        ]
        #expect(judge(.neverCovered("a"), holds, end: 10) == nil)
        let breaks = [recorded(0, .presented("a"), visible: ["a"]), recorded(7, .presented("b"), visible: ["a", "b"])]
        #expect(
            judge(.neverCovered("a"), breaks, end: 10)
                == PropertyViolation(property: 0, instant: 7, alert: "a", why: "a covered by b"))
    }

    @Test func maxWaitStretchesFromRequestOrSuspensionToPresentation() {
        let inTime = [
            recorded(0, .requested("a"), pending: ["a"]), recorded(500, .presented("a"), visible: ["a"]),
            recorded(600, .suspended("a", reason: .preempted(by: "b")), visible: ["b"], pending: ["a"]),
            recorded(1_100, .presented("a"), visible: ["a"]),
        ]
        #expect(judge(.maxWait("a", wait: 500), inTime, end: 2_000) == nil)
        let late = [recorded(0, .requested("a"), pending: ["a"]), recorded(820, .presented("a"), visible: ["a"])]
        let violation = judge(.maxWait("a", wait: 500), late, end: 2_000)
        #expect(violation?.instant == 820)
        #expect(violation?.alert == "a")
    }

    @Test func maxWaitAtTheEndCountsOnlyPastTheLimit() {
        let running = [recorded(100, .requested("a"), pending: ["a"])]
        #expect(judge(.maxWait("a", wait: 500), running, end: 600) == nil)
        #expect(judge(.maxWait("a", wait: 500), running, end: 601)?.instant == 601)
    }

    @Test func notBefore() {
        #expect(
            judge(.notBefore("a", at: 3_000), [recorded(3_000, .presented("a"), visible: ["a"])], end: 4_000) == nil)
        #expect(
            judge(.notBefore("a", at: 3_000), [recorded(2_999, .presented("a"), visible: ["a"])], end: 4_000)?.why
                == "a presented before 3s")
    }

    @Test func neverDropped() {
        #expect(judge(.neverDropped("a"), [recorded(1, .dropped("b", reason: .capacity))], end: 2) == nil)
        #expect(
            judge(.neverDropped("a"), [recorded(1, .dropped("a", reason: .capped))], end: 2)?.why
                == "a dropped (capped)")
        #expect(judge(.neverDropped("a"), [recorded(1, .expired("a"))], end: 2)?.why == "a expired")
    }

    @Test func shown() {
        #expect(judge(.shown("a"), [], end: 5) == nil)
        let neverShown = [recorded(2, .requested("a"), pending: ["a"])]
        #expect(judge(.shown("a"), neverShown, end: 5)?.instant == 5)
        #expect(judge(.shown("a"), neverShown, end: 5)?.alert == "a")
        let shown = neverShown + [recorded(4, .presented("a"), visible: ["a"])]
        #expect(judge(.shown("a"), shown, end: 5) == nil)
    }

    @Test func before() {
        let inOrder = [recorded(1, .presented("a"), visible: ["a"]), recorded(2, .presented("b"), visible: ["b"])]
        #expect(judge(.before("a", "b"), inOrder, end: 5) == nil)
        #expect(judge(.before("a", "b"), [recorded(1, .presented("b"), visible: ["b"])], end: 5) == nil)
        let reversed = [recorded(1, .presented("b"), visible: ["b"]), recorded(2, .presented("a"), visible: ["a"])]
        #expect(judge(.before("a", "b"), reversed, end: 5)?.instant == 2)
    }

    @Test func maxVisibleAndOrphanMask() {
        let two = [
            recorded(1, .presented("a"), visible: ["a"], masks: 1), recorded(2, .presented("b"), visible: ["a", "b"]),
        ]
        #expect(judge(.maxVisible(2), two, end: 5) == nil)
        #expect(judge(.maxVisible(1), two, end: 5)?.why.contains("a, b") == true)
        #expect(judge(.noOrphanMask, two, end: 5) == nil)
        let orphan = [recorded(3, .dismissed("a", reason: .action("x")), masks: 1)]
        #expect(judge(.noOrphanMask, orphan, end: 5)?.instant == 3)
    }

    @Test func sometimesIsReachedNeverViolatedAndResetForgets() {
        var monitor = PropertyMonitor(properties: [
            ScenarioProperty(kind: .sometimes(event: "presented", alert: "a"), description: "s"),
            ScenarioProperty(kind: .neverDropped("a"), description: "d"),
        ])
        monitor.observe(recorded(1, .presented("a"), visible: ["a"]))
        monitor.observe(recorded(2, .dropped("a", reason: .capacity)))
        monitor.finish(at: 3)
        #expect(monitor.reached == [true, false])
        #expect(monitor.violations[0] == nil && monitor.violations[1]?.property == 1)
        monitor.reset()
        monitor.finish(at: 3)
        #expect(monitor.reached == [false, false])
        #expect(monitor.violations == [nil, nil])
    }
}

@Suite struct CheckJudgesPropertiesTests {
    @Test func aViolatedPropertyFailsCheckNamingItTheInstantAndTheAlert() throws {
        let text = """
            name: Covered
            policy: {maxVisible: 2}
            alerts:
              a: {level: low}
              b: {level: high}
            timeline:
              - request: a
              - at: 1s
                request: b
            properties:
              - max-visible: 1
              - never-covered: a
              - sometimes: {dropped: a}
            """
        let scenario = try ScenarioLoader.load(text: text, source: "c.yaml")
        let check = ScenarioCheck(scenario)
        #expect(check.propertyViolations.map(\.property) == [0, 1])
        #expect(check.propertyViolations.map(\.alert) == ["b", "a"])
        #expect(check.propertyViolations.map(\.instant) == [1_000, 1_000])
        #expect(!check.passed)
        #expect(check.summaryLine.hasPrefix("FAIL Covered: scheduled run, at 1s (c.yaml:11): property max-visible: 1"))
        #expect(check.summaryLine.hasSuffix("(and 1 more)"))
    }

    /// The first four lines of the two scenarios below, which order an expectation and a property.
    static let order = "name: Order\nalerts:\n  a: {level: low}\n  b: {level: high}\n"

    @Test func aPropertyBrokenBeforeAFailedExpectationIsTheFirstProblem() throws {
        let text =
            Self.order + """
                timeline:
                  - request: b
                  - at: 5s
                    expect: {visible: [a]}
                properties:
                  - not-before: {alert: b, at: 1s}
                """
        let check = ScenarioCheck(try ScenarioLoader.load(text: text, source: "o.yaml"))
        #expect(check.runs.first?.failures.count == 1)
        #expect(check.propertyViolations.count == 1)
        #expect(check.summaryLine.hasPrefix("FAIL Order: scheduled run, at 0s (o.yaml:10): property not-before"))
        #expect(check.summaryLine.hasSuffix("(and 1 more)"), "the expectation is counted")
    }

    @Test func anExpectationFailedBeforeABrokenPropertyIsTheFirstProblem() throws {
        let text =
            Self.order + """
                timeline:
                  - request: a
                  - expect: {visible: [b]}
                  - at: 4s
                    close: top
                  - at: 5s
                    request: b
                properties:
                  - not-before: {alert: b, at: 9s}
                """
        let check = ScenarioCheck(try ScenarioLoader.load(text: text, source: "o.yaml"))
        #expect(
            check.summaryLine
                == "FAIL Order: scheduled run, at 0s (o.yaml:7): visible: wanted [b], got [a] (and 1 more)")
    }

    /// The first five lines of a scenario where `b` may cover `a`.
    static func covering(_ name: String) -> String {
        "name: \(name)\npolicy: {maxVisible: 2}\nalerts:\n  a: {level: low, actions: [OK]}\n"
            + "  b: {level: high, actions: [OK]}\n"
    }

    @Test(arguments: [
        (
            """
            name: Deadline
            alerts:
              a: {level: normal, actions: [OK]}
              b: {level: normal, actions: [OK], ttl: 1s}
            timeline:
              - request: a
              - request: b
              - at: 1s
                expect: {visible: [b]}
            properties:
              - never-dropped: b
            """,
            "FAIL Deadline: scheduled run, at 1s (d.yaml:11): property never-dropped: b violated: b expired (and 1 more)"
        ),
        (
            CheckJudgesPropertiesTests.covering("Step") + """
                timeline:
                  - request: a
                  - request: b
                  - expect: {visible: [a]}
                properties:
                  - never-covered: a
                """,
            "FAIL Step: scheduled run, at 0s (d.yaml:11): property never-covered: a violated: a covered by b (and 1 more)"
        ),
        (
            CheckJudgesPropertiesTests.covering("After") + """
                timeline:
                  - request: a
                  - expect: {visible: [b]}
                  - request: b
                properties:
                  - never-covered: a
                """,
            "FAIL After: scheduled run, at 0s (d.yaml:8): visible: wanted [b], got [a] (and 1 more)"
        ),
    ])
    func atOneInstantTheFirstProblemIsTheOneThatHappenedFirst(_ text: String, _ line: String) throws {
        let check = ScenarioCheck(try ScenarioLoader.load(text: text, source: "d.yaml"))
        #expect(check.summaryLine == line)
    }

    @Test func heldPropertiesAndSometimesPass() throws {
        let text = """
            name: Fine
            alerts:
              a: {level: low}
            timeline:
              - request: a
            properties:
              - max-visible: 1
              - shown: a
              - sometimes: {dropped: a}
            """
        let check = ScenarioCheck(try ScenarioLoader.load(text: text, source: "c.yaml"))
        #expect(check.propertyViolations.isEmpty)
        #expect(check.passed)
    }
}
