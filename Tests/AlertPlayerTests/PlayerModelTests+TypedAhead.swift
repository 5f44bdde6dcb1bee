import AlertCore
import AlertScenario
import TestSupport
import Testing

@testable import AlertPlayer

/// Keys typed ahead of the screen reach the model together
/// (`update(_:times:)`): the result must be what one update a key gives,
/// and a run of `←` must rebuild the runs once, not once a press.
extension PlayerModelTests {
    /// Random scenarios, played to a random instant with a few of the
    /// user's commands on the way; then 1 to 40 presses of `←` one at a
    /// time and together must leave equal models, down to the frame drawn.
    @Test(arguments: [ReplayMode.scheduled, .compare])
    func leftPressesTogetherAreLeftPressesOneAtATime(mode: ReplayMode) {
        for seed in UInt64(1)...24 {
            var random = SplitMix64(seed: seed)
            let scenario = PlayerRunCheckpointTests.scenario(steps: 300, &random)
            var model = PlayerModel(scenario: scenario, mode: mode, isPlaying: false)
            _ = model.update(.resize(width: 120, height: 40))
            for _ in 0..<Int(random.next() % 40) {
                _ = model.perform(.step)
                if random.next() % 4 == 0 { _ = model.perform(.closeTop(runs: ReplayMode.runModes)) }
            }
            _ = model.perform(.seek(to: model.clock + Milliseconds(random.next() % 3_000)))
            let presses = 1 + Int(random.next() % 40)

            var oneByOne = model
            for _ in 0..<presses { _ = oneByOne.update(.key(.left)) }
            var together = model
            let effects = together.update(.key(.left), times: presses)

            let context = "seed \(seed), \(presses) presses from \(model.clock) ms"
            #expect(effects.isEmpty, "\(context)")
            #expect(together.clock == oneByOne.clock, "\(context)")
            for run in ReplayMode.runModes {
                PlayerRunCheckpointTests.expectSame(together[run: run], oneByOne[run: run], "\(context), \(run)")
            }
            #expect(
                PlainTextRenderer.render(PlayerLayout.frame(for: together).grid)
                    == PlainTextRenderer.render(PlayerLayout.frame(for: oneByOne).grid), "\(context)")
        }
    }

    @Test func pressesOfLeftTogetherRebuildOnce() {
        var random = SplitMix64(seed: 3)
        let scenario = PlayerRunCheckpointTests.scenario(steps: 3_000, &random)
        var model = PlayerModel(scenario: scenario, isPlaying: false)
        _ = model.update(.resize(width: 120, height: 40))
        _ = model.perform(.seekToEnd)

        var oneByOne = model
        var stepwiseWork = 0
        for _ in 0..<30 {
            _ = oneByOne.update(.key(.left))
            stepwiseWork += oneByOne.scheduled.rebuildWork
        }
        var together = model
        _ = together.update(.key(.left), times: 30)
        #expect(together.clock == oneByOne.clock)
        #expect(together.clock < model.clock)
        // One rebuild from a checkpoint (at most one spacing of steps) against thirty.
        #expect(
            together.scheduled.rebuildWork * 10 < stepwiseWork, "\(together.scheduled.rebuildWork) vs \(stepwiseWork)")
    }

    @Test func otherKeysTogetherAreAppliedInTurnUpToAQuit() {
        var model = Self.model()
        #expect(model.update(.key(.character("+")), times: 2).isEmpty)
        var twice = Self.model()
        _ = Self.press(.character("+"), on: &twice)
        _ = Self.press(.character("+"), on: &twice)
        #expect(model.speed == twice.speed)
        #expect(model.update(.key(.character("q")), times: 3) == [.quit])
        #expect(model.update(.key(.left), times: 0).isEmpty)
    }
}
