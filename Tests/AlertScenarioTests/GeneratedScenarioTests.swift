import AlertCore
import AlertScenario
import Testing

/// A generated file of some ten thousand steps loads to exactly the
/// scenario it describes, in either order of its sections, and passes
/// `check`.
@Suite("Generated large scenarios")
struct GeneratedScenarioTests {
    static let generated = GeneratedScenario(alertCount: 300, cycleCount: 1_500)

    @Test func loadsEveryStepWithItsTimeActionAndPlace() throws {
        let generated = Self.generated
        let scenario = try ScenarioLoader.load(text: generated.text, source: "generated.yaml")
        #expect(scenario.alerts.count == generated.alertCount)
        #expect(scenario.alerts.map(\.level.rawValue) == (0..<generated.alertCount).map(generated.level(ofAlert:)))
        #expect(scenario.alerts[1].actions == [AlertAction("OK"), AlertAction("Later")])
        #expect(scenario.timeline.count == generated.stepCount)

        var index = 0
        for cycle in 0..<generated.cycleCount {
            let indices = generated.requested(inCycle: cycle)
            let (first, second) = (scenario.alerts[indices.first].id, scenario.alerts[indices.second].id)
            let start = generated.start(ofCycle: cycle)
            var expected: [(Milliseconds, ScenarioStep.Action)] = [
                (start, .send(.request(scenario.alerts[indices.first]))),
                (start + 5, .send(.request(scenario.alerts[indices.second]))),
            ]
            if generated.isChecked(cycle) {
                expected += [
                    (start + 5, .expect(Expectation(visible: [first], pending: [second], masks: 1))),
                    (start + 5, .expect(Expectation(visible: [first, second], masks: cycle + 2, mode: .naive))),
                ]
            }
            expected += [
                (start + 10, .send(.tap(action: "OK"))), (start + 10, .send(.close(.top))),
                (start + 10, .send(.tap(action: "Later", on: .alert(first)))), (start + 10, .send(.remove(first))),
                (start + 10, .send(.hold("splash"))), (start + 10, .send(.release("splash"))),
            ]
            for (time, action) in expected {
                let step = scenario.timeline[index]
                #expect(step.time == time && step.action == action, "step \(index) of cycle \(cycle)")
                index += 1
            }
        }
        // A step's place is where its mapping starts, after `- ` on the line below `timeline:`.
        let timelineLine = try #require(generated.text.split(separator: "\n").firstIndex { $0 == "timeline:" })
        let firstStepLine = timelineLine + 2
        #expect(scenario.timeline[0].location == AlertScenario.SourceLocation(line: firstStepLine, column: 5))
        #expect(scenario.timeline[1].location == AlertScenario.SourceLocation(line: firstStepLine + 2, column: 5))
    }

    @Test func theTimelineMayComeBeforeTheCatalogue() throws {
        let inOrder = try ScenarioLoader.load(text: Self.generated.text, source: "g.yaml")
        let timelineFirst = GeneratedScenario(alertCount: 300, cycleCount: 1_500, timelineFirst: true)
        let reordered = try ScenarioLoader.load(text: timelineFirst.text, source: "g.yaml")
        #expect(reordered.alerts == inOrder.alerts)
        #expect(reordered.timeline.map(\.time) == inOrder.timeline.map(\.time))
        #expect(reordered.timeline.map(\.action) == inOrder.timeline.map(\.action))
    }

    @Test func passesCheckInBothRuns() throws {
        let scenario = try ScenarioLoader.load(text: Self.generated.text, source: "generated.yaml")
        let check = ScenarioCheck(scenario)
        #expect(check.runs.map(\.mode) == [.scheduled, .naive])
        #expect(check.firstProblem == nil)
        #expect(check.runs[0].ledger.requested == 2 * Self.generated.cycleCount)
        #expect(check.runs[0].ledger.dismissed == 2 * Self.generated.cycleCount)
    }
}
