import AlertScenario
import Testing

/// One mode type: two runs, and compare, which is both.
@Suite("Replay modes")
struct ReplayModeTests {
    @Test("One mode type: compare is both runs, naive then scheduled; the run modes are the other two")
    func modes() {
        #expect(ReplayMode.compare.runs == [.naive, .scheduled])
        #expect(ReplayMode.scheduled.runs == [.scheduled])
        #expect(ReplayMode.runModes == [.scheduled, .naive])
        #expect(ReplayMode.runModes.allSatisfy(\.isRun) && !ReplayMode.compare.isRun)
    }

    @Test("A replay given compare, two runs, replays the scheduled run and says so, never traps")
    func compareReplaysTheScheduledRun() throws {
        let scenario = try ScenarioLoader.load(text: LoaderV3Tests.verbs, source: "verbs.yaml")
        let compared = ReplayTranscript(scenario, mode: .compare)
        #expect(compared.mode == .scheduled)
        #expect(compared.jsonLines == ReplayTranscript(scenario, mode: .scheduled).jsonLines)
    }
}
