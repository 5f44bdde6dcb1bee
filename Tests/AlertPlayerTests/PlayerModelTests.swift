import AlertCore
import AlertPlayer
import AlertScenario
import Testing

/// The reducer: keys, clicks, resizes and ticks in, model and effects out.
/// Here: playing, the clock, stepping and modes. Beside it, one file per
/// concern: `+Pressing`, `+Seeking`, `+Overlays`, `+TerminalSize`.
@Suite struct PlayerModelTests {
    static func model(mode: ReplayMode = .scheduled, playing: Bool = false) -> PlayerModel {
        PlayerModel(scenario: JianshuFixture.scenario, mode: mode, isPlaying: playing)
    }

    static func press(_ key: PlayerKey, on model: inout PlayerModel) -> [PlayerEffect] {
        model.update(.key(key))
    }

    @Test func spaceTogglesPlaying() {
        var model = Self.model()
        #expect(!model.isPlaying)
        _ = Self.press(.character(" "), on: &model)
        #expect(model.isPlaying)
        _ = Self.press(.character(" "), on: &model)
        #expect(!model.isPlaying)
    }

    @Test func ticksMoveTheClockOnlyWhilePlaying() {
        var model = Self.model()
        _ = model.update(.tick(elapsed: 500))
        #expect(model.clock == 0)
        _ = Self.press(.character(" "), on: &model)
        _ = model.update(.tick(elapsed: 50))
        #expect(model.clock == 50)
        #expect(model.scheduled.machine.visible == ["red-packet"])
        #expect(model.naive.machine.visible == ["red-packet", "notification-permission"])
    }

    @Test func speedScalesTicksAndPlusMinusStepThroughSpeeds() {
        var model = Self.model(playing: true)
        _ = Self.press(.character("+"), on: &model)
        #expect(model.speed == 2)
        _ = model.update(.tick(elapsed: 25))
        #expect(model.clock == 50)
        _ = Self.press(.character("-"), on: &model)
        _ = Self.press(.character("-"), on: &model)
        #expect(model.speed == 0.5)
        _ = model.update(.tick(elapsed: 3))
        _ = model.update(.tick(elapsed: 3))
        #expect(model.clock == 53, "half milliseconds add up")
    }

    @Test func playingStopsAtTheEnd() {
        var model = Self.model(playing: true)
        for _ in 0..<200 { _ = model.update(.tick(elapsed: 50)) }
        #expect(!model.isPlaying)
        #expect(model.clock == model.timelineEnd)
        #expect(model.isAtEnd)
        #expect(model.naive.machine.masks == 2)
        _ = Self.press(.character(" "), on: &model)
        #expect(model.isPlaying && model.clock == 0, "space at the end plays again from the start")
    }

    /// A scenario from a YAML text, in `mode`, paused or playing.
    static func model(
        yaml: String, mode: ReplayMode = .scheduled, playing: Bool, speed: Double = 1
    ) throws -> PlayerModel {
        PlayerModel(
            scenario: try ScenarioLoader.load(text: yaml, source: "t.yaml"), mode: mode, isPlaying: playing,
            speed: speed)
    }

    static let endsBeforeATTL = """
        name: Ends before a ttl
        alerts:
          a: {level: 600, actions: [OK]}
          b: {level: 500, actions: [OK], ttl: 5500ms}
        timeline:
          - request: a
          - request: b
        end: 5s
        """

    @Test(arguments: [1.0, 64, 1_000])
    func playingStopsAtEndAndNothingAfterItHappens(speed: Double) throws {
        var model = try Self.model(yaml: Self.endsBeforeATTL, playing: true, speed: speed)
        for _ in 0..<10_000 where model.isPlaying { _ = model.update(.tick(elapsed: 16)) }
        #expect(!model.isPlaying)
        #expect(model.clock == 5_000)
        #expect(model.isAtEnd)
        #expect(model.scheduled.machine.pending == ["b"], "b's ttl runs out after the end, so it never expires")
        #expect(!model.scheduled.log.contains { $0.kind == .expired("b") })
    }

    @Test(arguments: [1.0, 1_000])
    func playingStopsExactlyAtTheLastStepInstant(speed: Double) {
        var model = PlayerModel(scenario: JianshuFixture.scenario, isPlaying: true, speed: speed)
        for _ in 0..<10_000 where model.isPlaying { _ = model.update(.tick(elapsed: 16)) }
        #expect(model.clock == model.timelineEnd)
    }

    @Test func nDoesNotRunADeadlineAfterTheEnd() throws {
        var model = try Self.model(yaml: Self.endsBeforeATTL, playing: false)
        for _ in 0..<3 { _ = Self.press(.character("n"), on: &model) }
        #expect(model.clock == 0)
        #expect(model.notice == "end of the timeline")
        #expect(model.scheduled.machine.pending == ["b"])
    }

    @Test func endShowsTheEndOfAScenarioWhoseStepsAreAllAtZero() throws {
        let yaml = """
            name: All at once
            alerts:
              a: {level: 1, actions: [OK]}
              b: {level: 0, actions: [OK]}
            timeline:
              - request: a
              - request: b
            """
        var model = try Self.model(yaml: yaml, playing: false)
        _ = Self.press(.end, on: &model)
        #expect(model.clock == 0)
        #expect(model.scheduled.machine.visible == ["a"])
        #expect(model.scheduled.machine.pending == ["b"])
        #expect(model.isAtEnd)
        var clicked = try Self.model(yaml: yaml, playing: false)
        _ = clicked.perform(.seek(to: 1))
        #expect(clicked.clock == 0, "a seek past the end stops at it")
        #expect(clicked.scheduled.machine.visible == ["a"])
        var playing = try Self.model(yaml: yaml, playing: true)
        _ = playing.update(.tick(elapsed: 2))
        #expect(playing.clock == 0 && !playing.isPlaying, "play stops at 0, not 2 ms past it")
    }

    @Test func nRunsOneStepAtATimeAndPauses() {
        var model = Self.model(playing: true)
        _ = Self.press(.character("n"), on: &model)
        #expect(!model.isPlaying)
        #expect(model.clock == 0)
        #expect(model.scheduled.replay.nextStep == 1)
        #expect(model.naive.replay.nextStep == 1)
        _ = Self.press(.character("n"), on: &model)
        _ = Self.press(.character("n"), on: &model)
        #expect(model.clock == 80)
        #expect(model.naive.machine.visible == ["red-packet", "notification-permission", "feature-guide"])
        #expect(model.scheduled.machine.pending == ["notification-permission", "feature-guide"])
        _ = Self.press(.character("n"), on: &model)
        #expect(model.clock == 2_000)
        #expect(model.scheduled.machine.visible == ["notification-permission"])
    }

    /// `n` stops at an `expect` of its own instant (where its `!` shows
    /// when it fails), so the status line's `next:` names it.
    @Test func nextNamesTheExpectationWhereNStops() {
        var scenario = JianshuFixture.scenario
        scenario.timeline.insert(
            ScenarioStep(time: 100, action: .expect(Expectation(visible: ["red-packet"]))), at: 3)
        var model = PlayerModel(scenario: scenario, mode: .scheduled, isPlaying: false, width: 100, height: 30)
        for _ in 0..<3 { _ = Self.press(.character("n"), on: &model) }
        #expect(model.clock == 80)
        let status = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid).split(separator: "\n")
            .first { $0.contains("step 3/") }
        #expect(status?.contains("next: expect at 0.1s") == true, "\(status ?? "no status line")")
        _ = Self.press(.character("n"), on: &model)
        #expect(model.clock == 100)
        #expect(model.scheduled.replay.nextStep == 4)
    }

    @Test func mCyclesModes() {
        var model = Self.model()
        var seen: [ReplayMode] = []
        for _ in 0..<3 {
            _ = Self.press(.character("m"), on: &model)
            seen.append(model.mode)
        }
        #expect(seen == [.naive, .compare, .scheduled])
    }

    @Test func switchingModesShowsTheNewestEvents() {
        var model = Self.model()
        _ = model.perform(.seek(to: 5_000))
        _ = Self.press(.pageUp, on: &model)
        #expect(model.logScroll > 0)
        _ = Self.press(.character("m"), on: &model)
        #expect(model.logScroll == 0)
        _ = Self.press(.pageUp, on: &model)
        #expect(model.logScroll > 0)
        _ = model.perform(.setMode(.scheduled))
        #expect(model.logScroll == 0)
    }

    /// Frames while playing come when the shown tenth of a second turns
    /// over (at most ten a second) or when a step is due; none when paused.
    @Test func framesFollowTheShownClock() {
        var model = Self.model(playing: true)
        _ = model.update(.tick(elapsed: 150))
        #expect(model.clock == 150)
        #expect(model.wallMillisecondsUntilNextFrame == 150, "to 0.3 s: 0.2 s is too soon after this frame")
        _ = model.update(.tick(elapsed: 50))
        #expect(model.wallMillisecondsUntilNextFrame == 100)
        _ = Self.press(.character("-"), on: &model)
        #expect(model.speed == 0.5)
        #expect(model.wallMillisecondsUntilNextFrame == 200)
        for _ in 0..<3 { _ = Self.press(.character("+"), on: &model) }
        #expect(model.speed == 4)
        #expect(model.wallMillisecondsUntilNextFrame == 100)
        _ = model.update(.tick(elapsed: 437))
        #expect(model.clock == 1_948)
        #expect(model.wallMillisecondsUntilNextFrame == 13, "the close at 2 s is due in 52 virtual ms")
        let status = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid).split(separator: "\n").suffix(2)
        #expect(status.first?.contains("playing  1.9s / ") == true, "playing, the clock shows tenths")
        _ = Self.press(.character(" "), on: &model)
        #expect(model.wallMillisecondsUntilNextFrame == nil)
        let paused = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid).split(separator: "\n").suffix(2)
        #expect(paused.first?.contains("paused  1.948s / ") == true)
    }

    /// The terminal loop wakes a little after the tenth it waited for, or
    /// just before it: either way every tenth gets its frame at speed 1, so
    /// the clock does not move in steps of two tenths.
    @Test func framesLateOrEarlyStillShowEveryTenth() {
        var model = Self.model(playing: true)
        _ = model.update(.tick(elapsed: 202))
        #expect(model.wallMillisecondsUntilNextFrame == 98, "0.3 s, not 0.4 s")
        _ = model.update(.tick(elapsed: 97))
        #expect(model.clock == 299)
        #expect(model.wallMillisecondsUntilNextFrame == 1, "0.3 s, just ahead, not 0.4 s")
        _ = model.update(.tick(elapsed: 1))
        #expect(model.wallMillisecondsUntilNextFrame == 100)
        _ = model.update(.tick(elapsed: 89))
        #expect(model.wallMillisecondsUntilNextFrame == 111, "0.4 s is too soon after this frame")
    }

    /// Fast, a tenth of the clock passes in a few wall milliseconds: frames
    /// still come about a tenth of a second apart, not one a tenth.
    @Test(arguments: [2.0, 8.0, 16.0, 32.0, 256.0])
    func fastPlayStaysAboutTenFramesASecond(speed: Double) {
        var model = Self.model(playing: true)
        while model.speed < speed { _ = Self.press(.character("+"), on: &model) }
        #expect(model.speed == speed)
        for elapsed in [1, 3, 7, 50, 89] {
            _ = model.update(.tick(elapsed: elapsed))
            guard let wait = model.wallMillisecondsUntilNextFrame, wait < model.wallMillisecondsUntilNextEvent ?? .max
            else { continue }
            #expect(wait >= 90, "at ×\(speed), clock \(model.clock)")
        }
    }
}
