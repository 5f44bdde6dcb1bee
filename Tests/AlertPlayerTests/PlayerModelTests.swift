import AlertCore
import AlertPlayer
import AlertScenario
import Testing

/// The reducer: keys, clicks, resizes and ticks in, model and effects out.
@Suite struct PlayerModelTests {
    static func model(mode: PlayerMode = .scheduled, playing: Bool = false) -> PlayerModel {
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
        yaml: String, mode: PlayerMode = .scheduled, playing: Bool, speed: Double = 1
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

    @Test func mCyclesModes() {
        var model = Self.model()
        var seen: [PlayerMode] = []
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

    @Test func digitsPressActionsOfTheTopAlert() {
        var model = Self.model()
        _ = model.perform(.seek(to: 2_000))
        #expect(model.scheduled.machine.visible == ["notification-permission"])
        _ = Self.press(.character("2"), on: &model)
        let kinds = model.scheduled.log.suffix(3).map(\.kind)
        #expect(
            kinds == [
                .tapped("notification-permission", action: "以后再说"),
                .dismissed("notification-permission", reason: .action("以后再说")), .presented("feature-guide"),
            ])
        #expect(model.scheduled.machine.visible == ["feature-guide"])
        #expect(model.naive.machine.visible.count == 2, "keys act on the runs on screen only")
        let effects = Self.press(.character("9"), on: &model)
        #expect(effects == [.bell])
        #expect(model.notice != nil)
    }

    @Test func zeroPressesTheTenthAction() throws {
        let labels = (1...10).map { "b\($0)" }
        let yaml = """
            name: Ten buttons
            alerts:
              survey: {actions: [\(labels.joined(separator: ", "))]}
            timeline:
              - request: survey
            """
        var model = PlayerModel(
            scenario: try ScenarioLoader.load(text: yaml, source: "ten.yaml"), mode: .scheduled, isPlaying: false)
        _ = Self.press(.end, on: &model)
        #expect(model.scheduled.machine.visible == ["survey"])
        let logLength = model.scheduled.log.count
        _ = Self.press(.character("٣"), on: &model)
        #expect(model.scheduled.log.count == logLength, "only ASCII digits pick a button")
        _ = Self.press(.character("0"), on: &model)
        #expect(model.scheduled.log.suffix(2).first?.kind == .tapped("survey", action: "b10"))
        #expect(model.scheduled.machine.visible.isEmpty)
    }

    @Test func enterPressesTheFirstAction() {
        var model = Self.model()
        _ = model.perform(.seek(to: 100))
        _ = Self.press(.enter, on: &model)
        #expect(model.scheduled.log.suffix(3).first?.kind == .tapped("red-packet", action: "领取"))
        #expect(model.scheduled.machine.visible == ["notification-permission"])
    }

    @Test func escapeDismissesTheTopAlertOfEveryRunOnScreen() {
        var model = Self.model(mode: .compare)
        _ = model.perform(.seek(to: 100))
        _ = Self.press(.escape, on: &model)
        #expect(model.naive.machine.visible == ["red-packet", "notification-permission"])
        #expect(model.naive.machine.masks == 2)
        #expect(model.scheduled.machine.visible == ["notification-permission"])
    }

    @Test func seekingBackReRunsDeterministically() {
        var played = Self.model(mode: .compare, playing: true)
        for _ in 0..<60 { _ = played.update(.tick(elapsed: 50)) }
        #expect(played.clock == 3_000)
        _ = Self.press(.escape, on: &played)
        _ = Self.press(.left, on: &played)
        #expect(played.clock == 2_000, "back to the step at 2 s, a second back")
        _ = Self.press(.left, on: &played)
        #expect(played.clock == 1_000)

        var fresh = Self.model(mode: .compare)
        _ = fresh.perform(.seek(to: 1_000))
        for mode in ReplayMode.allCases {
            #expect(played[run: mode].machine.stacks == fresh[run: mode].machine.stacks)
            #expect(played[run: mode].log == fresh[run: mode].log)
            #expect(played[run: mode].userCommands.isEmpty, "the Esc after 1 s is forgotten")
        }
        _ = Self.press(.right, on: &played)
        #expect(played.clock == 2_000, "forward to the next step")
        _ = Self.press(.right, on: &played)
        #expect(played.clock == 3_000)
        _ = fresh.perform(.seek(to: 3_000))
        for mode in ReplayMode.allCases {
            #expect(played[run: mode].machine.stacks == fresh[run: mode].machine.stacks)
        }
    }

    @Test func userCommandsUpToTheNewPositionSurviveASeekBack() {
        var model = Self.model()
        _ = model.perform(.seek(to: 2_500))
        _ = Self.press(.escape, on: &model)
        let afterEscape = model.scheduled.machine.stacks
        #expect(afterEscape.visible == ["feature-guide"])
        _ = model.perform(.seek(to: 2_800))
        _ = model.perform(.seek(to: 2_600))
        #expect(model.scheduled.machine.stacks == afterEscape, "the Esc at 2.5 s is replayed")
        #expect(model.scheduled.userCommands.count == 1)
        _ = model.perform(.seek(to: 2_400))
        #expect(model.scheduled.userCommands.isEmpty, "the Esc at 2.5 s is forgotten")
        #expect(model.scheduled.machine.visible == ["notification-permission"])
    }

    @Test func stepThroughOneInstantThenSeekBackKeepsOrder() {
        var scenario = JianshuFixture.scenario
        scenario.timeline = [
            ScenarioStep(time: 500, action: .send(.request(JianshuFixture.redPacket))),
            ScenarioStep(time: 500, action: .send(.request(JianshuFixture.featureGuide))),
        ]
        var model = PlayerModel(scenario: scenario, isPlaying: false)
        _ = model.perform(.step)
        _ = Self.press(.escape, on: &model)  // closes the red packet before the guide is requested
        _ = model.perform(.step)
        #expect(model.scheduled.machine.visible == ["feature-guide"])
        let stacks = model.scheduled.machine.stacks
        _ = model.perform(.seek(to: 900))
        _ = model.perform(.seek(to: 600))
        #expect(model.scheduled.machine.stacks == stacks)
    }

    @Test func rOpensThePickerAndEnterRequests() {
        var model = Self.model()
        _ = Self.press(.character("r"), on: &model)
        #expect(model.overlay == .picker(selection: 0))
        _ = Self.press(.down, on: &model)
        _ = Self.press(.down, on: &model)
        _ = Self.press(.down, on: &model)
        #expect(model.overlay == .picker(selection: 0), "wraps around")
        _ = Self.press(.up, on: &model)
        _ = Self.press(.enter, on: &model)
        #expect(model.overlay == .none)
        #expect(model.scheduled.machine.visible == ["feature-guide"])
        _ = Self.press(.character("r"), on: &model)
        _ = Self.press(.character("2"), on: &model)
        #expect(model.scheduled.machine.pending == ["notification-permission"])
    }

    @Test func helpTakesTheNextKey() {
        var model = Self.model()
        _ = Self.press(.character("?"), on: &model)
        #expect(model.overlay == .help(scroll: 0))
        _ = Self.press(.character(" "), on: &model)
        #expect(model.overlay == .none)
        #expect(!model.isPlaying, "the key only closed the help")
    }

    @Test func qQuitsFromAnywhere() {
        var model = Self.model()
        #expect(Self.press(.character("q"), on: &model) == [.quit])
        _ = Self.press(.character("?"), on: &model)
        #expect(Self.press(.character("q"), on: &model) == [.quit])
    }

    @Test func aNoticeAboutALongTitleStillSaysWhatHappened() throws {
        let title = String(repeating: "An extremely long alert title ", count: 5)
        let yaml = """
            name: Long title
            alerts:
              a: {title: "\(title)", actions: [OK]}
            timeline:
              - request: a
            """
        var model = try Self.model(yaml: yaml, playing: false)
        _ = model.update(.resize(width: 100, height: 30))
        _ = Self.press(.character("n"), on: &model)
        _ = Self.press(.character("5"), on: &model)
        let notice = try #require(model.notice)
        #expect(notice.hasSuffix(" has no button 5"))
        #expect(notice.count <= PlayerModel.noticeNameWidth + " has no button 5".count)
        let text = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid)
        #expect(text.contains("has no button 5"), "the notice is on the status line whole")
    }

    @Test func theWheelScrollsWhatTheArrowsScroll() {
        var model = Self.model()
        _ = model.perform(.seek(to: 5_000))
        _ = model.update(.wheel(up: true))
        #expect(model.logScroll == 3)
        _ = model.update(.wheel(up: false))
        _ = model.update(.wheel(up: false))
        #expect(model.logScroll == 0, "not below the newest line")
        _ = Self.press(.character("r"), on: &model)
        _ = model.update(.wheel(up: false))
        #expect(model.overlay == .picker(selection: 1))
        _ = Self.press(.escape, on: &model)
        _ = Self.press(.character("?"), on: &model)
        _ = model.update(.wheel(up: true))
        #expect(model.overlay == .help(scroll: 0) && model.logScroll == 0, "the help scrolls, not the log")
    }

    @Test func aHelpPageLeavesTwoRowsInView() throws {
        // Forty failing expectations make a help of several pages at 80x24.
        let expectations = String(repeating: "  - expect: {visible: [b]}\n", count: 40)
        var model = try Self.model(
            yaml: "name: Pages\nalerts:\n  a: {actions: [OK]}\n  b: {actions: [OK]}\ntimeline:\n  - request: a\n"
                + expectations,
            playing: false)
        _ = model.update(.resize(width: 80, height: 24))
        _ = Self.press(.end, on: &model)
        _ = Self.press(.character("?"), on: &model)
        // Inside the help's box (72 columns, centred): the scenario is ASCII,
        // so a character is a column.
        func rows() -> [String] {
            PlainTextRenderer.render(PlayerLayout.frame(for: model).grid).split(separator: "\n").map {
                String(Array($0)[5..<75])
            }
        }
        let page = PlayerLayout.helpPageRows(height: 24)
        #expect(page == 18, "20 rows show at 80x24; a page keeps two")
        #expect(PlayerLayout.helpScrollLimit(for: model) > page)
        let before = rows()
        _ = Self.press(.pageDown, on: &model)
        #expect(model.overlay == .help(scroll: page))
        // The help's rows sit at the same terminal rows: the last two shown
        // before a page are the first two after it.
        let firstHelpRow = 2
        let after = rows()
        #expect(
            Array(before[(firstHelpRow + page)..<(firstHelpRow + page + 2)])
                == Array(after[firstHelpRow..<(firstHelpRow + 2)]))
        _ = Self.press(.pageUp, on: &model)
        #expect(model.overlay == .help(scroll: 0))
    }

    @Test func aPasteChangesNothingButTheNotice() {
        var model = Self.model()
        _ = Self.press(.character("n"), on: &model)
        let before = model
        #expect(model.update(.paste) == [], "no bell, no quit")
        #expect(model.notice == "pasted text ignored: the player takes only typed keys")
        #expect(model.clock == before.clock && model.overlay == before.overlay && model.isPlaying == before.isPlaying)
        let text = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid)
        #expect(text.contains("pasted text ignored"), "the notice is on the status line at 80x24")
        _ = Self.press(.character("n"), on: &model)
        #expect(model.notice == nil, "the next key clears it")
    }

    @Test func aHelpTallerThanTheTerminalScrollsToItsEnd() {
        var model = Self.model()
        _ = Self.press(.character("?"), on: &model)
        func screen() -> String { PlainTextRenderer.render(PlayerLayout.frame(for: model).grid) }
        #expect(!screen().contains("Click buttons"), "at 80x24 the last note is below the box")
        #expect(screen().contains("help ↑↓ 1-20 of"), "the border says which rows show")
        let limit = PlayerLayout.helpScrollLimit(for: model)
        #expect(limit > 0)
        _ = Self.press(.pageDown, on: &model)
        _ = Self.press(.pageDown, on: &model)
        _ = model.update(.wheel(up: false))
        #expect(model.overlay == .help(scroll: limit), "scrolling stops at the end")
        #expect(screen().contains("Click buttons"))
        _ = Self.press(.up, on: &model)
        #expect(model.overlay == .help(scroll: limit - 1), "and comes straight back")
        _ = model.update(.resize(width: 120, height: 40))
        #expect(PlayerLayout.helpScrollLimit(for: model) == 0)
        #expect(screen().contains("Click buttons") && screen().contains("─ help ─"), "all of it fits at 120x40")
        _ = Self.press(.character("x"), on: &model)
        #expect(model.overlay == .none)
    }

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

    @Test func clickingAButtonPressesItOnThatPhone() throws {
        var model = Self.model(mode: .compare)
        _ = model.perform(.seek(to: 100))
        let frame = PlayerLayout.frame(for: model)
        let gotIt = try #require(
            frame.hitTargets.last { $0.command == .pressAlert("feature-guide", action: 0, run: .naive) })
        Self.click(x: gotIt.rect.x + 1, y: gotIt.rect.y, in: frame, on: &model)
        #expect(model.naive.log.suffix(2).first?.kind == .tapped("feature-guide", action: "知道了"))
        #expect(model.naive.machine.visible == ["red-packet", "notification-permission"])
        #expect(model.scheduled.machine.visible == ["red-packet"])
        let claim = try #require(
            frame.hitTargets.last { $0.command == .pressAlert("red-packet", action: 0, run: .scheduled) })
        Self.click(x: claim.rect.x, y: claim.rect.y, in: frame, on: &model)
        #expect(model.scheduled.machine.visible == ["notification-permission"])
    }

    @Test func clickingTheTimelineSeeks() {
        var model = Self.model()
        Self.click(x: model.width - 2, y: model.height - 3, in: PlayerLayout.frame(for: model), on: &model)
        #expect(model.clock == model.timelineEnd)
    }

    @Test func clickingTheMaskDismissesTheTopAlert() {
        var model = Self.model(mode: .naive)
        _ = model.perform(.seek(to: 100))
        let content = Rect(x: 0, y: 1, width: model.width, height: model.height - 4)
        let phone = PlayerLayout.columns(for: .naive, in: content).phones[0]
        Self.click(x: phone.x + 2, y: phone.maxY - 3, in: PlayerLayout.frame(for: model), on: &model)
        #expect(model.naive.machine.visible.count == 2)
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

    /// What the terminal loop does with a click: the command of the target
    /// under it in the frame on screen, sent to the model.
    static func click(x: Int, y: Int, in frame: PlayerFrame, on model: inout PlayerModel) {
        guard let command = frame.command(atX: x, y: y) else { return }
        _ = model.update(.command(command))
    }
}
