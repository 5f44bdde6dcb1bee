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
        alerts: {a: {level: 500}, b: {level: 400}, c: {level: 300}}
        timeline:
          - {at: 0, request: a}
          - {at: 0, request: b}
          - {at: 1s, close: top}
          - {at: 2s, close: top}

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

/// Engagement in runs that differ, and in the corners of the transcript.
@Suite("Properties that judged nothing: corners")
struct PropertyEngagementCornerTests {
    /// `c` is requested only in the runs where the optional step happens.
    static let optional = """
        name: some runs
        alerts:
          a: {level: 500, actions: [ok]}
          c: {level: 300, actions: [ok]}
        timeline:
          - request: a
          - {at: 10, request: c, optional: true}
          - {at: 20, request: a}
          - {at: 500, close: top}
          - {at: 1s, relaunch: true}
          - {at: 2s, request: a}
        properties:
          - never-dropped: c
          - shown: a
          - before: [c, a]
        """

    @Test("Only the runs that request the alert come to it; a coalesced request and a relaunch change nothing")
    func someRunsComeToIt() throws {
        let scenario = try ScenarioLoader.load(text: Self.optional, source: "o.yaml")
        for jobs in [1, 2] {
            let explorer = try Explorer(scenario, options: ExplorationOptions(runs: 50, jobs: jobs))
            let report = explorer.explore()
            let requestingC = explorer.runIndices.filter { explorer.run($0).happens == [true] }.count
            #expect(requestingC > 0 && requestingC < report.runs)
            #expect(report.verdicts[0].engagedRuns == requestingC, "never-dropped: c")
            #expect(report.verdicts[1].engagedRuns == report.runs, "shown: a, requested (once coalesced) in every run")
            // c is presented once a is closed: both presented, in the other order, is still come to.
            #expect(report.verdicts[2].engagedRuns == requestingC)
            #expect(report.verdicts[2].violatedRuns == requestingC, "c after a breaks before: [c, a]")
            #expect(report.verdicts.allSatisfy { $0.judgedNothing == nil })
        }
    }
}
