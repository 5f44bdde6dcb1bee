import AlertCore
import AlertScenario
import AlertSimulation
import Foundation
import Testing

/// The scenario files shipped in `scenarios/`: each loads, tells its story
/// in both modes, and passes `check`.
@Suite("The scenario set")
struct ScenarioSetTests {
    @Test func thereAreScenarios() {
        #expect(PackageFiles.scenarioFiles.count >= 11)
    }

    @Test(arguments: PackageFiles.scenarioFiles)
    func passesCheck(_ file: URL) throws {
        let scenario = try ScenarioLoader.load(path: PackageFiles.relativePath(file))
        let check = ScenarioCheck(scenario)
        #expect(check.passed, "\(check.summaryLine)")
        #expect(check.summaryLine == "PASS \(scenario.name)")
        #expect(check.runs.map(\.mode) == [.scheduled, .naive], "expects in both modes")
        for run in check.runs {
            #expect(run.ledger.isBalanced, "\(run.mode) ledger: \(run.ledger)")
        }
    }

    @Test(arguments: PackageFiles.scenarioFiles)
    func isDocumented(_ file: URL) throws {
        let scenario = try ScenarioLoader.load(path: PackageFiles.relativePath(file))
        #expect(!(scenario.description ?? "").isEmpty)
        let expectations = scenario.timeline.compactMap { step -> AlertScenario.Expectation? in
            if case .expect(let expectation) = step.action { expectation } else { nil }
        }
        #expect(expectations.contains { $0.mode == .scheduled })
        #expect(expectations.contains { $0.mode == .naive })
    }

    @Test func jianshuShowsTheBugAndTheFix() throws {
        let scenario = try ScenarioLoader.load(path: "scenarios/jianshu-launch.yaml")
        let naive = ReplayTranscript(scenario, mode: .naive)
        #expect(naive.finalStacks == AlertStacks(visible: [], pending: [], masks: 2))
        #expect(naive.events.contains { $0.stacks.visible.count == 3 && $0.stacks.masks == 3 })
        let scheduled = ReplayTranscript(scenario, mode: .scheduled)
        #expect(scheduled.finalStacks == AlertStacks(visible: [], pending: [], masks: 0))
        #expect(scheduled.events.allSatisfy { $0.stacks.visible.count <= 1 })
        let presented = scheduled.events.compactMap { event in
            if case .presented(let id) = event.event.kind { id } else { nil }
        }
        #expect(presented == ["red-packet", "notification-permission", "feature-guide"])
    }

    @Test func theBuiltInScenarioIsTheFileByteForByte() throws {
        let file = try #require(
            FileManager.default.contents(
                atPath: PackageFiles.scenariosDirectory.appendingPathComponent(
                    "jianshu-launch.yaml"
                ).path))
        #expect(Data(BuiltInScenarios.jianshuLaunchYAML.utf8) == file)
    }

    @Test func theBuiltInScenarioLoads() {
        let scenario = BuiltInScenarios.jianshuLaunch
        #expect(scenario.source == "<built-in jianshu-launch>")
        #expect(scenario.name == "Jianshu launch popups")
        #expect(scenario.alerts.map(\.level) == [600, 700, 500])
        #expect(ScenarioCheck(scenario).passed)
    }

    @Test func checkReportsTheFirstMismatch() throws {
        let text = """
            name: Wrong
            alerts: {a: {level: 600}, b: {level: 700}}
            timeline:
              - request: a
              - request: b
              - expect: {visible: [a, b], mode: naive}
              - at: 1s
                expect: {visible: [b]}
              - expect: {masks: 2, mode: naive}
            """
        let check = ScenarioCheck(try ScenarioLoader.load(text: text, source: "wrong.yaml"))
        #expect(!check.passed)
        #expect(check.runs.map(\.failures.count) == [1, 0])
        #expect(check.summaryLine == "FAIL Wrong: scheduled run, at 1s (wrong.yaml:7): visible: wanted [b], got [a]")
    }

    @Test func checkCountsTheOtherMismatches() throws {
        let text = """
            name: Twice wrong
            alerts: {a: {}}
            timeline:
              - request: a
              - expect: {masks: 2, mode: naive}
              - expect: {pending: [a]}
            """
        let check = ScenarioCheck(try ScenarioLoader.load(text: text, source: "twice.yaml"))
        #expect(
            check.summaryLine
                == "FAIL Twice wrong: naive run, at 0s (twice.yaml:5): masks: wanted 2, got 1 (and 1 more)")
    }

    @Test func checkSkipsTheNaiveRunWithoutNaiveExpectations() throws {
        let check = ScenarioCheck(try ScenarioLoader.load(text: "name: x\nalerts: {a: {}}\n", source: "x"))
        #expect(check.runs.map(\.mode) == [.scheduled])
        #expect(check.summaryLine == "PASS x")
    }
}
