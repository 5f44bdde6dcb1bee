import AlertCore
import Testing

@testable import AlertScenario

/// Failed expectations say what the machine held, unless it holds far more
/// than the expectation names: then its count, so many failing expectations
/// against a long queue cost no more than the file.
@Suite("Failed expectations against long queues")
struct ExpectationFailureTests {
    /// `pendingCount` alerts requested behind a visible one, then `expectCount` expectations of an empty queue.
    private func scenario(pendingCount: Int, expectCount: Int) throws -> Scenario {
        let ids = (0...pendingCount).map { "a\($0)" }
        let text =
            "name: Long queue\nalerts:\n" + ids.map { "  \($0): {}\n" }.joined() + "timeline:\n"
            + ids.map { "  - request: \($0)\n" }.joined()
            + String(repeating: "  - expect: {pending: []}\n", count: expectCount)
        return try ScenarioLoader.load(text: text, source: "long.yaml")
    }

    @Test func aQueueFarLongerThanTheExpectationIsCounted() throws {
        var replay = ScenarioReplay(try scenario(pendingCount: 150, expectCount: 120), mode: .scheduled)
        replay.runToEnd { _ in }
        #expect(replay.failures.count == 120)
        #expect(replay.failures.allSatisfy { $0.got == "150 alerts (too many to list)" && $0.wanted == "[]" })
    }

    @Test func aQueueNearTheExpectedLengthIsListed() throws {
        let surplus = Expectation.listedSurplus
        var replay = ScenarioReplay(try scenario(pendingCount: surplus, expectCount: 2), mode: .scheduled)
        replay.runToEnd { _ in }
        let queue = "[" + (1...surplus).map { "a\($0)" }.joined(separator: ", ") + "]"
        #expect(replay.failures.map(\.got) == [queue, queue])
    }

    @Test func checkReportsTheFirstInFull() throws {
        let check = ScenarioCheck(try scenario(pendingCount: 3, expectCount: 200))
        #expect(
            check.summaryLine
                == "FAIL Long queue: scheduled run, at 0s (long.yaml:12): pending: wanted [], got [a1, a2, a3] "
                + "(and 199 more)")
    }

    @Test func anInstantFromADayOnIsWrittenInDaysHoursAndMinutes() throws {
        let text = """
            name: Long run
            alerts: {a: {}}
            timeline:
              - request: a
              - at: 90061250ms
                expect: {visible: []}
            """
        let check = ScenarioCheck(try ScenarioLoader.load(text: text, source: "day.yaml"))
        #expect(
            check.summaryLine
                == "FAIL Long run: scheduled run, at 1d 1h 1m 1.25s (day.yaml:5): visible: wanted [], got [a]")
    }

    @Test func aListOfTheRightLengthIsComparedIdById() throws {
        let text = """
            name: Order
            alerts: {a: {}, b: {}, c: {}}
            timeline:
              - request: a
              - request: b
              - request: c
            """ + String(repeating: "\n  - expect: {pending: [c, b]}", count: 11)
        var ordered = ScenarioReplay(try ScenarioLoader.load(text: text, source: "o.yaml"), mode: .scheduled)
        ordered.runToEnd { _ in }
        #expect(ordered.failures.count == 11)
        #expect(ordered.failures.allSatisfy { $0.got == "[b, c]" })
    }
}
