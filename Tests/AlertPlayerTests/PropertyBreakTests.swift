import AlertPlayer
import AlertScenario
import Foundation
import Testing

/// A scenario's properties, judged as the player plays it: a counterexample
/// that `explore` wrote says on screen which property breaks, and where.
@Suite struct PropertyBreakTests {
    static let breaking = """
        name: breaking
        alerts:
          a: {level: low, actions: [ok]}
          b: {level: high, actions: [ok]}
          c: {level: normal, actions: [ok]}
        timeline:
          - request: b
          - at: 2s
            request: a
          - at: 3s
            request: c
        end: 5s
        properties:
          - not-before: {alert: b, at: 1s}
          - shown: c
          - sometimes: {dropped: a}
        """

    static func model(mode: ReplayMode = .scheduled) throws -> PlayerModel {
        let scenario = try ScenarioLoader.load(text: breaking, source: "breaking.yaml")
        return PlayerModel(scenario: scenario, mode: mode, isPlaying: false, width: 120, height: 60)
    }

    @Test func aBreakIsJudgedAsCheckJudgesIt() throws {
        var model = try Self.model()
        #expect(model.scheduled.propertyViolations.isEmpty, "nothing has run")
        _ = model.perform(.step)
        #expect(model.scheduled.propertyViolations.map(\.property) == [0], "b presented before 1s")
        _ = model.perform(.seekToEnd)
        let atTheEnd = model.scheduled.propertyViolations
        #expect(atTheEnd.map(\.property) == [0, 1], "c requested, never presented: the end decides it")
        let check = ScenarioCheck(model.scenario)
        #expect(atTheEnd == check.propertyViolations)
        _ = model.perform(.seek(to: 1_000))
        #expect(model.scheduled.propertyViolations.map(\.property) == [0], "seeking back forgets what lies ahead")
    }

    @Test func theTimelineMarksABreakAndTheHelpNamesIt() throws {
        var model = try Self.model()
        _ = model.perform(.step)
        _ = model.perform(.seek(to: 4_000))
        let screen = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid)
        let timeline = try #require(screen.split(separator: "\n").dropLast(2).last)
        #expect(timeline.contains("!"), "\(timeline)")
        _ = model.update(.key(.character("?")))
        let help = HelpOverlayTests.boxText(PlainTextRenderer.render(PlayerLayout.frame(for: model).grid))
        #expect(help.contains("Properties broken so far (! on the timeline): scheduled not-before"), "\(help)")
        #expect(help.contains("(line 14), at 0s: b presented before 1s"), "\(help)")
    }

    @Test func aBreakWhilePlayingIsNamedInTheNotice() throws {
        let scenario = try ScenarioLoader.load(text: Self.breaking, source: "breaking.yaml")
        var model = PlayerModel(scenario: scenario, mode: .scheduled, isPlaying: true, width: 120, height: 60)
        #expect(model.notice == nil)
        _ = model.update(.tick(elapsed: 100))
        let notice = try #require(model.notice)
        #expect(notice.hasPrefix("scheduled broke not-before"), "\(notice)")
        #expect(notice.hasSuffix("at 0s (? says why)"), "\(notice)")
        _ = model.update(.tick(elapsed: 100))
        #expect(model.notice == notice, "a break is named once, and stays until a key")
        _ = model.update(.key(.character("m")))
        #expect(model.notice == nil)
    }

    @Test func aScenarioWithoutPropertiesJudgesNothing() throws {
        let scenario = try ScenarioLoader.load(text: HelpOverlayTests.failing, source: "failing.yaml")
        var model = PlayerModel(scenario: scenario, mode: .compare, isPlaying: false)
        _ = model.perform(.seekToEnd)
        #expect(model.scheduled.propertyViolations.isEmpty)
        #expect(model.naive.propertyViolations.isEmpty)
    }
}
