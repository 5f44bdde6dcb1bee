import AlertScenario
import Testing

// The code of the DocC article "Property-testing your popup catalogue"
// (Sources/AlertScenario/AlertScenario.docc), as written there: if the
// article's code stops compiling or stops being true, this fails.

private let catalogue = """
    name: Launch on a slow network
    alerts:
      red-packet: {level: 600, actions: [领取]}
      permission: {level: 700, actions: [好]}
      guide: {level: normal, actions: [知道了]}
    timeline:
      - at: 0ms..400ms
        request: red-packet
      - at: 0ms..400ms
        request: permission
      - at: 0ms..400ms
        request: guide
        optional: true
      - at: 2s
        close: top
      - after: 1s
        close: top
      - after: 1s
        close: top
    properties:
      - max-visible: 1
      - no-orphan-mask: true
      - shown: permission
    """

@Suite("The property-testing article's code")
struct PropertyTestingArticleTests {
    @Test func theSchedulerKeepsTheLaunchTidy() throws {
        let scenario = try ScenarioLoader.load(text: catalogue, source: "launch.yaml")
        let explorer = try Explorer(scenario, options: ExplorationOptions(mode: .scheduled, runs: 2_000))
        let report = explorer.explore()
        #expect(report.passed, "\(report.verdicts.map { $0.line(counterexamplePath: nil) })")
    }

    @Test func naiveCodeStacksPopups() throws {
        let scenario = try ScenarioLoader.load(text: catalogue, source: "launch.yaml")
        let report = try Explorer(scenario, options: ExplorationOptions(mode: .naive, runs: 2_000)).explore()
        let stacking = try #require(report.verdicts[0].counterexample)
        // Two popups are enough to stack: the optional guide is gone.
        #expect(stacking.scenario.timeline.count == 5)
        print(stacking.violation.why, "at", stacking.violation.instant, "ms")
        print(stacking.scenario.yamlText())  // save it, play it: alert-tui play
    }
}
