import AlertCore
import AlertPlayer
import AlertScenario
import Testing

/// A terminal too small for the player, and resizes as ordinary input.
extension PlayerModelTests {
    @Test func onTheEnlargeScreenOnlyQActs() {
        var model = Self.model()
        _ = model.perform(.seek(to: 100))
        _ = model.update(.resize(width: 79, height: 24))
        let logLength = model.scheduled.log.count
        for key: PlayerKey in [.escape, .enter, .character("m"), .character(" "), .character("1"), .end] {
            #expect(Self.press(key, on: &model) == [.bell], "\(key)")
        }
        #expect(model.scheduled.log.count == logLength)
        #expect(model.mode == .scheduled && !model.isPlaying && model.clock == 100)
        #expect(Self.press(.character("q"), on: &model) == [.quit])
        _ = model.update(.resize(width: 80, height: 24))
        _ = Self.press(.escape, on: &model)
        #expect(model.scheduled.log.count > logLength, "keys act again once it is big enough")
    }

    /// Behind the request to enlarge the terminal nothing can be seen, so
    /// nothing plays: the clock stands still until there is room again.
    @Test func theClockStandsStillWhileTheTerminalIsTooSmall() {
        var model = PlayerModel(scenario: JianshuFixture.scenario, isPlaying: true, width: 100, height: 30)
        _ = model.update(.tick(elapsed: 20))
        #expect(model.clock == 20)
        _ = model.update(.resize(width: 60, height: 20))
        #expect(model.wallMillisecondsUntilNextFrame == nil, "nothing to wake up for")
        _ = model.update(.tick(elapsed: 2_000))
        #expect(model.clock == 20)
        _ = model.update(.resize(width: 100, height: 30))
        #expect(model.wallMillisecondsUntilNextFrame != nil)
        _ = model.update(.tick(elapsed: 30))
        #expect(model.clock == 50)
        #expect(model.isPlaying)
    }

    @Test func resizeIsAnOrdinaryInput() {
        var model = Self.model()
        _ = model.update(.resize(width: 60, height: 20))
        let text = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid)
        #expect(text.contains("enlarge the terminal"))
        _ = model.update(.resize(width: 100, height: 30))
        #expect(PlayerLayout.frame(for: model).grid.width == 100)
    }
}
