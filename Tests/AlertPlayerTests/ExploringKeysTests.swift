import AlertCore
import AlertScenario
import Testing

@testable import AlertPlayer

/// Exploring by hand: keys that navigate, hold and relaunch, and failed
/// expectations shown on the timeline and in the help.
@Suite("Exploring keys")
struct ExploringKeysTests {
    static func press(_ key: PlayerKey, on model: inout PlayerModel) -> [PlayerEffect] {
        model.update(.key(key))
    }

    @Test("g holds the screen in every run on screen, and g again releases it")
    func holdToggle() {
        var model = PlayerModel(scenario: JianshuFixture.scenario, mode: .compare, isPlaying: false)
        _ = Self.press(.character("g"), on: &model)
        #expect(model.scheduled.machine.holds == ["you": 1])
        #expect(model.naive.machine.holds == ["you": 1])
        _ = model.perform(.step)
        #expect(model.scheduled.machine.visible.isEmpty, "held: the red packet waits")
        _ = Self.press(.character("g"), on: &model)
        #expect(model.scheduled.machine.holds.isEmpty)
        #expect(model.scheduled.machine.visible == ["red-packet"])
    }

    @Test("A hold taken in one mode is released in compare mode by one g, and the runs agree again")
    func holdAcrossModes() {
        var model = PlayerModel(scenario: JianshuFixture.scenario, mode: .scheduled, isPlaying: false)
        _ = Self.press(.character("g"), on: &model)
        #expect(model.scheduled.machine.holds == ["you": 1])
        #expect(model.naive.machine.holds.isEmpty)
        _ = model.perform(.setMode(.compare))
        _ = Self.press(.character("g"), on: &model)
        #expect(model.scheduled.machine.holds.isEmpty, "released where it was held")
        #expect(model.naive.machine.holds.isEmpty, "not taken where it was not")
        #expect(model.notice == "released your hold")
        _ = Self.press(.character("g"), on: &model)
        #expect(model.scheduled.machine.holds == ["you": 1])
        #expect(model.naive.machine.holds == ["you": 1])
    }

    @Test(
        "The hold's notice says what the hold does on the phones on screen: naive ignores it",
        arguments: [
            (ReplayMode.scheduled, "holding the screen: nothing starts (g releases)"),
            (.naive, "held, but naive code ignores holds (g releases)"),
            (.compare, "held: scheduled waits, naive won't (g releases)"),
        ])
    func holdNoticePerMode(mode: ReplayMode, notice: String) {
        var model = PlayerModel(
            scenario: JianshuFixture.scenario, mode: mode, isPlaying: false, width: 80, height: 24)
        _ = Self.press(.character("g"), on: &model)
        #expect(model.notice == notice)
        let status = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid).split(separator: "\n").suffix(2)
            .first
        #expect(status?.hasSuffix(notice) == true, "whole on the status line at 80 columns: \(status ?? "")")
        _ = model.perform(.step)
        // What the notice says is what happens: the naive phone shows the red packet under the hold.
        if mode != .scheduled { #expect(model.naive.machine.visible == ["red-packet"]) }
        if mode != .naive { #expect(model.scheduled.machine.visible.isEmpty) }
    }

    @Test("A hold shows on each phone, not only in the queue's title")
    func holdOnThePhone() {
        var model = PlayerModel(
            scenario: JianshuFixture.scenario, mode: .compare, isPlaying: false, width: 120, height: 40)
        _ = Self.press(.character("g"), on: &model)
        let lines = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid).split(separator: "\n")
        let bottoms = lines.filter { $0.contains("dim layers: 0 · held: you") }
        #expect(bottoms.count == 1)
        #expect(bottoms.first?.components(separatedBy: "held: you").count == 3, "both phones")
    }

    @Test("The exploring keys are in the key line at 120 columns, and every key is in the help")
    func keysAreShown() {
        var model = PlayerModel(
            scenario: JianshuFixture.scenario, mode: .compare, isPlaying: false, width: 120, height: 40)
        let hints = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid).split(separator: "\n").last ?? ""
        for hint in ["s screen", "g hold", "R relaunch", "r request", "? help", "q quit"] {
            #expect(hints.contains(hint), "\(hint) in \(hints)")
        }
        _ = Self.press(.character("?"), on: &model)
        let help = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid)
        for key in ["space", "Home End", "+ -", "Esc", "↑↓ PgUp PgDn", "relaunch", "hold the screen", "next screen"] {
            #expect(help.contains(key), "\(key) in the help")
        }
        // The compare log's N and S are explained where the keys are.
        #expect(help.contains("scroll the event log (wheel too; N naive, S scheduled)"))
    }

    @Test("R relaunches: everything ends, the log says so")
    func relaunch() {
        var model = PlayerModel(scenario: JianshuFixture.scenario, mode: .scheduled, isPlaying: false)
        _ = model.perform(.seek(to: 100))
        #expect(!model.scheduled.machine.visible.isEmpty)
        _ = Self.press(.character("R"), on: &model)
        #expect(model.scheduled.machine.visible.isEmpty)
        #expect(model.scheduled.machine.pending.isEmpty)
        #expect(model.scheduled.log.last?.kind == .relaunched)
        #expect(model.notice?.contains("started again") == true)
    }

    @Test("s cycles through the screens the scenario names")
    func screens() {
        var scenario = JianshuFixture.scenario
        scenario.timeline.append(ScenarioStep(time: 9_000, action: .send(.navigate(to: "profile"))))
        #expect(scenario.screensNamed == ["home", "profile"])
        var model = PlayerModel(scenario: scenario, mode: .scheduled, isPlaying: false)
        _ = Self.press(.character("s"), on: &model)
        #expect(model.scheduled.machine.screen == "profile")
        _ = Self.press(.character("s"), on: &model)
        #expect(model.scheduled.machine.screen == "home")
    }

    /// Jianshu with an expectation at 100 ms that does not hold (the
    /// feature guide is not on screen then), at 100x30.
    static func modelWithAnExpectationThatFailsAt100ms() -> PlayerModel {
        var scenario = JianshuFixture.scenario
        scenario.timeline.insert(
            ScenarioStep(time: 100, action: .expect(Expectation(visible: ["feature-guide"]))), at: 3)
        return PlayerModel(scenario: scenario, mode: .scheduled, isPlaying: false, width: 100, height: 30)
    }

    @Test("A failed expectation is marked on the timeline and listed in the help")
    func failedExpectations() throws {
        var model = Self.modelWithAnExpectationThatFailsAt100ms()
        _ = model.perform(.seek(to: 200))
        #expect(model.scheduled.replay.failures.count == 1)
        let lines = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid).split(separator: "\n")
        #expect(lines.contains { $0.contains("●") && $0.contains("!") })
        _ = Self.press(.character("?"), on: &model)
        let help = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid)
        #expect(help.contains("did not hold"))
        #expect(help.contains("Jianshu launch popups: Three popups"))
    }

    @Test("A failed expectation under the play head shows as the head")
    func failureUnderTheHead() throws {
        var model = Self.modelWithAnExpectationThatFailsAt100ms()
        _ = model.perform(.seek(to: 100))
        #expect(model.scheduled.replay.failures.count == 1)
        let grid = PlayerLayout.frame(for: model).grid
        let head = PlayerLayout.timelineColumn(of: 100, span: model.timelineEnd, width: 100)
        let row = try #require((0..<grid.height).first { grid[head, $0]?.character == "!" })
        #expect(grid[head, row]?.style == CellStyle(.warning, bold: true, reverse: true))
        let timeline = PlainTextRenderer.render(grid).split(separator: "\n")[row]
        #expect(!timeline.contains("●"), "the head is drawn as the failure's mark, not over it")
        _ = model.perform(.seek(to: 150))
        let later = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid)
        #expect(later.split(separator: "\n").contains { $0.contains("●") && $0.contains("!") }, "past it, both show")
    }
}
