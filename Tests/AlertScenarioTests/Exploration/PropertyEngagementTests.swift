import AlertCore
import Testing

@testable import AlertScenario

/// A property that held in runs none of which came to what it judges judged
/// nothing: the monitor says which runs came to it, `explore` counts them,
/// and a verdict says why it held without judging.
@Suite("Properties that judged nothing")
struct PropertyEngagementTests {
    static let catalogue = """
        name: E
        alerts:
          a: {level: 500, actions: [ok]}
          b: {level: 400, actions: [ok]}
          c: {level: 300, actions: [ok]}
        timeline:
          - request: a
          - request: b
          - at: 1s
            close: top
          - at: 2s
            close: top

        """

    /// Whether the nominal run came to `property`, and its verdict over a few runs.
    static func judge(_ property: String) throws -> (engaged: Bool, verdict: PropertyVerdict) {
        let scenario = try ScenarioLoader.load(
            text: catalogue + "properties:\n  - " + property + "\n", source: "e.yaml")
        let explorer = try Explorer(scenario, options: ExplorationOptions(runs: 10))
        var runner = ExplorationRunner(scenario, space: explorer.space, mode: .scheduled)
        runner.judge(explorer.space.nominalRun)
        let verdict = try #require(explorer.explore().verdicts.first)
        return (runner.monitor.isEngaged(0), verdict)
    }

    @Test(
        "A property about an alert the run comes to judged it",
        arguments: [
            "shown: a", "never-dropped: b", "max-wait: {alert: b, wait: 5s}", "never-covered: a",
            "not-before: {alert: b, at: 0ms}", "before: [a, b]", "max-visible: 1", "no-orphan-mask: true",
        ])
    func engaged(property: String) throws {
        let (engaged, verdict) = try Self.judge(property)
        #expect(engaged)
        #expect(verdict.held)
        #expect(verdict.engagedRuns == verdict.runs)
        #expect(verdict.judgedNothing == nil)
    }

    @Test(
        "A property about an alert no run comes to judged nothing, and says why it held",
        arguments: [
            ("shown: c", "no run requested c"), ("never-dropped: c", "no run requested c"),
            ("max-wait: {alert: c, wait: 5s}", "no run requested c"),
            ("never-covered: c", "c was never presented in any run"),
            ("not-before: {alert: c, at: 1s}", "c was never presented in any run"),
            ("before: [a, c]", "no run presented both a and c"),
        ])
    func notEngaged(property: String, reason: String) throws {
        let (engaged, verdict) = try Self.judge(property)
        #expect(!engaged)
        #expect(verdict.held)
        #expect(verdict.engagedRuns == 0)
        #expect(verdict.judgedNothing == reason)
    }

    @Test("A sometimes says nothing of the kind: it is judged over all runs already")
    func sometimesIsItsOwnCheck() throws {
        let (_, verdict) = try Self.judge("sometimes: {presented: c}")
        #expect(!verdict.held)
        #expect(verdict.judgedNothing == nil)
    }
}
