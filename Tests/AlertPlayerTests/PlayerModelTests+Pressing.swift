import AlertCore
import AlertPlayer
import AlertScenario
import Testing

/// Pressing buttons and closing alerts: digits, Enter, Esc, and clicks on
/// a phone, the mask or the timeline.
extension PlayerModelTests {
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

    /// The scenario in `yaml` played to its end, paused, and its screen as plain text.
    static func atTheEnd(of yaml: String) throws -> (model: PlayerModel, screen: String) {
        var model = PlayerModel(
            scenario: try ScenarioLoader.load(text: yaml, source: "buttons.yaml"), mode: .scheduled, isPlaying: false)
        _ = Self.press(.end, on: &model)
        return (model, PlainTextRenderer.render(PlayerLayout.frame(for: model).grid))
    }

    @Test func buttonsShowLabelsAndPressIDs() throws {
        let yaml = """
            name: Localised
            alerts:
              update: {level: required, actions: [{id: update, label: 立即更新, dismisses: false}, {id: later, label: 稍后}]}
            timeline:
              - request: update
            """
        var (model, screen) = try Self.atTheEnd(of: yaml)
        #expect(screen.contains("[ 立即更新 ]") && screen.contains("[ 稍后 ]"), "the buttons show the labels")
        _ = Self.press(.enter, on: &model)
        #expect(model.scheduled.log.last?.kind == .tapped("update", action: "update"))
        _ = Self.press(.character("2"), on: &model)
        #expect(
            model.scheduled.log.suffix(2).map(\.kind) == [
                .tapped("update", action: "later"), .dismissed("update", reason: .action("later")),
            ])
    }

    /// A label of zero-width characters alone would draw an empty button;
    /// the button names its action's id instead.
    @Test func aLabelThatShowsAsNothingShowsTheActionID() throws {
        let yaml = """
            name: Invisible label
            alerts:
              promo: {level: 500, actions: [{id: claim, label: "\u{200B}\u{200D}"}, {id: later, label: Later}]}
            timeline:
              - request: promo
            """
        let screen = try Self.atTheEnd(of: yaml).screen
        #expect(screen.contains("[ claim ]") && screen.contains("[ Later ]"), "\(screen)")
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

    /// What the terminal loop does with a click: the command of the target
    /// under it in the frame on screen, sent to the model.
    static func click(x: Int, y: Int, in frame: PlayerFrame, on model: inout PlayerModel) {
        guard let command = frame.command(atX: x, y: y) else { return }
        _ = model.update(.command(command))
    }
}
