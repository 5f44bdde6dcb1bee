import AlertCore
import AlertPlayer
import AlertScenario
import AlertSimulation
import Testing

/// Seeking back re-runs the scenario, and keeps what the user did up to
/// the new position.
extension PlayerModelTests {
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
        for mode in ReplayMode.runModes {
            #expect(played[run: mode].machine.stacks == fresh[run: mode].machine.stacks)
            #expect(played[run: mode].log == fresh[run: mode].log)
            #expect(played[run: mode].userCommands.isEmpty, "the Esc after 1 s is forgotten")
        }
        _ = Self.press(.right, on: &played)
        #expect(played.clock == 2_000, "forward to the next step")
        _ = Self.press(.right, on: &played)
        #expect(played.clock == 3_000)
        _ = fresh.perform(.seek(to: 3_000))
        for mode in ReplayMode.runModes {
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

    /// `←` back to 0 lands on the instant 0 as playing left it: the step at
    /// 0 run and what the user did at 0 kept. `Home` goes back to before
    /// any step, with the user's commands forgotten.
    @Test func aSeekBackToZeroKeepsWhatHappenedAtZeroAndHomeStartsAfresh() {
        var model = Self.model(mode: .compare)
        _ = model.perform(.step)  // the red packet, requested at 0
        _ = Self.press(.escape, on: &model)  // closed at 0
        let atZero = ReplayMode.runModes.map { model[run: $0].machine.stacks }
        let logAtZero = ReplayMode.runModes.map { model[run: $0].log }
        _ = Self.press(.right, on: &model)
        #expect(model.clock == 30)
        _ = Self.press(.left, on: &model)
        #expect(model.clock == 0)
        for (index, mode) in ReplayMode.runModes.enumerated() {
            #expect(model[run: mode].machine.stacks == atZero[index])
            #expect(model[run: mode].log == logAtZero[index])
            #expect(model[run: mode].userCommands.count == 1, "the Esc at 0 is kept")
            #expect(model[run: mode].replay.nextStep == 1)
        }
        _ = Self.press(.home, on: &model)
        for mode in ReplayMode.runModes {
            #expect(model[run: mode].replay.nextStep == 0, "before any step")
            #expect(model[run: mode].log.isEmpty)
            #expect(model[run: mode].userCommands.isEmpty)
        }
    }
}
