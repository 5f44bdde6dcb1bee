import AlertCore
import AlertScenario
import AlertSimulation
import TestSupport
import Testing

@testable import AlertPlayer

/// A seek back rebuilds a run from its last checkpoint at or before the new
/// position; the result must be the run a rebuild from the very start gives.
@Suite struct PlayerRunCheckpointTests {
    static let alerts = [
        AlertDefinition(id: "update", level: .required, title: "Update", actions: [AlertAction("Update")]),
        AlertDefinition(
            id: "red-packet", level: 600, title: "Red packet", actions: [AlertAction("Open"), AlertAction("Close")],
            ttl: .seconds(2)),
        AlertDefinition(id: "permission", level: .high, title: "Notifications", actions: [AlertAction("Allow")]),
        AlertDefinition(
            id: "guide", level: .normal, title: "Guide", actions: [AlertAction("Next", dismisses: false)],
            isDismissible: false, ttl: .milliseconds(1_500)),
        AlertDefinition(id: "rating", level: .low, title: "Rate us", actions: [AlertAction("Rate")], screen: "home"),
    ]

    /// A command of the kinds a timeline and the player's keys give.
    static func command(_ random: inout SplitMix64) -> AlertCommand {
        let alert = alerts[Int(random.next() % UInt64(alerts.count))]
        switch random.next() % 10 {
        case 0...3: return .request(alert)
        case 4: return .close(.top)
        case 5: return .remove(alert.id)
        case 6: return .tap(action: alert.actions[0].label, on: .top)
        case 7: return random.next() % 2 == 0 ? .hold("splash") : .release("splash")
        case 8: return .navigate(to: random.next() % 2 == 0 ? "home" : "profile")
        default: return random.next() % 8 == 0 ? .relaunch : .close(.top)
        }
    }

    /// A scenario of `count` steps, some at one instant, over a few seconds each.
    static func scenario(steps count: Int, _ random: inout SplitMix64) -> Scenario {
        var time: Milliseconds = 0
        var timeline: [ScenarioStep] = []
        for _ in 0..<count {
            if random.next() % 3 != 0 { time += Milliseconds(random.next() % 400) }
            timeline.append(ScenarioStep(time: time, action: .send(command(&random))))
        }
        return Scenario(
            source: "<checkpoints>", name: "Checkpoints", screen: "home",
            policy: AlertPolicy(gap: .milliseconds(300), maxPending: 3), alerts: alerts, timeline: timeline)
    }

    /// What a rebuild must reproduce: the machine, the log and where its
    /// events happened, the steps run and the user's commands kept.
    static func expectSame(_ run: PlayerRun, _ reference: PlayerRun, _ context: String) {
        #expect(run.machine.stacks == reference.machine.stacks, "\(context)")
        #expect(run.machine.ledger == reference.machine.ledger, "\(context)")
        #expect(run.machine.now == reference.machine.now, "\(context)")
        #expect(run.machine.nextDeadline == reference.machine.nextDeadline, "\(context)")
        #expect(run.machine.holds == reference.machine.holds, "\(context)")
        #expect(run.machine.screen == reference.machine.screen, "\(context)")
        #expect(run.replay.nextStep == reference.replay.nextStep, "\(context)")
        #expect(run.log == reference.log, "\(context)")
        #expect(run.logPlaces == reference.logPlaces, "\(context)")
        #expect(run.userCommands == reference.userCommands, "\(context)")
        #expect(run.revision.eventsRecorded == reference.revision.eventsRecorded, "\(context)")
    }

    /// Random play: ticks, single steps, the user's commands and seeks back,
    /// with a checkpoint every few steps; after every seek the run equals
    /// the one rebuilt from the start, in both modes.
    @Test(arguments: ReplayMode.runModes)
    func aSeekBackFromACheckpointIsARebuildFromTheStart(mode: ReplayMode) {
        for seed in UInt64(1)...40 {
            var random = SplitMix64(seed: seed)
            let scenario = Self.scenario(steps: 120, &random)
            let spacing = Int(random.next() % 6) + 1
            var run = PlayerRun(scenario, mode: mode, checkpointSpacing: spacing)
            var clock: Milliseconds = 0
            var action = 0
            for move in 0..<150 {
                let context = "seed \(seed), move \(move), spacing \(spacing)"
                switch random.next() % 8 {
                case 0...2:
                    clock += Milliseconds(random.next() % 700)
                    run.advance(to: clock)
                case 3:
                    run.runNextStep()
                    clock = max(clock, run.replay.now)
                case 4, 5:
                    action += 1
                    run.perform(Self.command(&random), action: action)
                case 6 where random.next() % 8 == 0:
                    // Home: back before any step, the user's commands forgotten.
                    run = run.restarted()
                    clock = 0
                    Self.expectSame(run, PlayerRun(scenario, mode: mode), context + ", restarted")
                    #expect(run.rebuildWork == 0)
                default:
                    let target = Milliseconds(random.next() % UInt64(clock + 1))
                    let reference = run.rerunFromTheStart(to: target)
                    run = run.rerun(to: target)
                    clock = target
                    Self.expectSame(run, reference, context)
                }
            }
        }
    }

    /// A seek back in a long run rebuilds from a checkpoint, not from the
    /// start: it sends a bounded number of commands however long the run.
    @Test func aSeekBackIsBoundedByTheCheckpointSpacing() throws {
        var random = SplitMix64(seed: 7)
        let scenario = Self.scenario(steps: 6_000, &random)
        var run = PlayerRun(scenario, mode: .scheduled)
        let end = try #require(scenario.timeline.last).time
        run.advance(to: end)
        let back = run.rerun(to: end - 1_000)
        let fromTheStart = run.rerunFromTheStart(to: end - 1_000)
        #expect(fromTheStart.rebuildWork > 5_000)
        #expect(back.rebuildWork <= 2 * PlayerRun.firstCheckpointSpacing, "\(back.rebuildWork)")
        Self.expectSame(back, fromTheStart, "6,000 steps")
    }

    /// With thousands of alerts on screen, checkpoints still come about
    /// every ``PlayerRun/firstCheckpointSpacing`` steps (the alerts held
    /// stretch the spacing only past eight per step), so a seek back stays
    /// cheap.
    @Test func manyVisibleAlertsKeepCheckpointsClose() {
        let count = 6_000
        let alerts = (0..<count).map { AlertDefinition(id: "a\($0)", level: AlertLevel($0 % 900), title: "A\($0)") }
        var timeline = alerts.map { ScenarioStep(time: 0, action: .send(.request($0))) }
        for index in 0..<4_000 {
            let command: AlertCommand = index % 2 == 0 ? .hold("splash") : .release("splash")
            timeline.append(ScenarioStep(time: Milliseconds(10 * (index + 1)), action: .send(command)))
        }
        let scenario = Scenario(
            source: "<many>", name: "Many", policy: AlertPolicy(maxVisible: 100_000), alerts: alerts,
            timeline: timeline)
        var run = PlayerRun(scenario, mode: .scheduled)
        run.advance(to: 40_000)
        #expect(run.machine.visible.count == count)
        let back = run.rerun(to: 39_000)
        #expect(back.rebuildWork <= 2 * PlayerRun.firstCheckpointSpacing, "\(back.rebuildWork)")
        Self.expectSame(back, run.rerunFromTheStart(to: 39_000), "6,000 visible")
    }

    /// The log keeps the latest ``PlayerRun/logLimit`` events, in order,
    /// however many were recorded, and a rebuild keeps the same ones.
    @Test func theLogKeepsTheLatestEvents() {
        var random = SplitMix64(seed: 11)
        let scenario = Self.scenario(steps: 3_000, &random)
        var run = PlayerRun(scenario, mode: .scheduled, checkpointSpacing: 100)
        var everything: [AlertEvent] = []
        while !run.replay.isAtEndOfTimeline {
            let before = run.revision.eventsRecorded
            run.runNextStep()
            everything += run.log.suffix(run.revision.eventsRecorded - before)
            #expect(run.log.count == min(everything.count, PlayerRun.logLimit))
            #expect(run.logCount == run.log.count)
            #expect(run.logPlaces.count == run.log.count)
        }
        #expect(everything.count > 2 * PlayerRun.logLimit)
        #expect(run.log == Array(everything.suffix(PlayerRun.logLimit)))
        let time = run.replay.now
        #expect(run.rerun(to: time).log == run.log)
    }

    /// After a restart checkpoints come as often as in a fresh run, however
    /// far a long run before it had spread them.
    @Test func aRestartSpacesCheckpointsAsAtFirst() {
        var random = SplitMix64(seed: 5)
        let scenario = Self.scenario(steps: 3_000, &random)
        var played = PlayerRun(scenario, mode: .scheduled, checkpointSpacing: 4)
        while !played.replay.isAtEndOfTimeline { played.runNextStep() }
        var restarted = played.restarted()
        var fresh = PlayerRun(scenario, mode: .scheduled, checkpointSpacing: 4)
        for _ in 0..<400 {
            restarted.runNextStep()
            fresh.runNextStep()
        }
        let end = restarted.replay.now
        for time in stride(from: 0, through: end, by: 50) {
            #expect(restarted.rerun(to: time).rebuildWork == fresh.rerun(to: time).rebuildWork, "at \(time)")
        }
    }
}
