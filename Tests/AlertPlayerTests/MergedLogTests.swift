import AlertCore
import AlertScenario
import TestSupport
import Testing

@testable import AlertPlayer

/// The log on screen reads both runs' logs from their ends; read in full it
/// must be the forward merge by time and place (naive first among equals)
/// reversed.
@Suite struct MergedLogTests {
    typealias Place = PlayerRun.LogPlace

    /// A log of `times`, each event naming its run and place so that any
    /// reordering shows, all at one place unless `places` are given.
    private static func run(
        _ mode: ReplayMode, _ name: String, _ times: [Milliseconds], places: [Place]? = nil
    ) -> MergedLog.Run {
        let log = times.enumerated().map { AlertEvent(time: $1, kind: .requested("\(name)\($0)")) }
        return (mode, log, places ?? Array(repeating: Place(stepsRun: 0, action: 0), count: times.count))
    }

    /// The merge the log draws from, built forwards: by time, then place,
    /// the first run's event first among equals.
    private static func forwardMerge(_ runs: [MergedLog.Run]) -> [(mode: ReplayMode, event: AlertEvent)] {
        var tagged = runs.enumerated().flatMap { index, run in
            run.log.indices.map { (run: index, index: $0, mode: run.mode, event: run.log[$0], place: run.places[$0]) }
        }
        tagged.sort {
            ($0.event.time, $0.place, $0.run, $0.index) < ($1.event.time, $1.place, $1.run, $1.index)
        }
        return tagged.map { ($0.mode, $0.event) }
    }

    private static func assertReversedMerge(_ runs: [MergedLog.Run]) {
        let merged = MergedLog(runs)
        let read = Array(merged)
        let expected = Array(forwardMerge(runs).reversed())
        #expect(merged.count == expected.count)
        #expect(read.map(\.event) == expected.map(\.event))
        #expect(read.map(\.mode) == expected.map(\.mode))
    }

    @Test func equalTimesReadScheduledBeforeNaiveFromTheEnd() {
        let read = Array(MergedLog([Self.run(.naive, "n", [0, 5, 5, 9]), Self.run(.scheduled, "s", [5, 5, 7])]))
        #expect(read.map(\.event.alert) == ["n3", "s2", "s1", "s0", "n2", "n1", "n0"])
        #expect(read.map(\.mode) == [.naive, .scheduled, .scheduled, .scheduled, .naive, .naive, .naive])
    }

    @Test func aCommandGivenAfterAStepComesAfterBothRunsOfTheStep() {
        let step = Place(stepsRun: 3, action: 0)
        let command = Place(stepsRun: 3, action: 1)
        let naive = Self.run(.naive, "n", [100, 100, 100], places: [step, step, command])
        let scheduled = Self.run(.scheduled, "s", [100, 100], places: [step, command])
        let forward = Array(MergedLog([naive, scheduled])).reversed().map(\.event.alert)
        #expect(forward == ["n0", "n1", "s0", "n2", "s1"])
    }

    @Test func inCompareModeAKeyIsLoggedAfterTheStepBeforeItInBothRuns() {
        var model = PlayerModel(scenario: JianshuFixture.scenario, mode: .compare, isPlaying: false)
        _ = model.perform(.seek(to: 100))
        _ = model.update(.key(.escape))
        let forward = Array(MergedLog(model)).reversed().map {
            "\($0.mode == .naive ? "N" : "S") \($0.event.kind.name) \($0.event.alert ?? "-")"
        }
        #expect(
            forward.suffix(6) == [
                "N requested feature-guide", "N presented feature-guide", "S requested feature-guide",
                "N dismissed feature-guide", "S dismissed red-packet", "S presented notification-permission",
            ])
    }

    /// Keys are numbered by the player, not by each run: an Esc given while
    /// only the naive run was on screen stays before the Esc given to both
    /// after switching to compare mode, and keeps its place after a seek
    /// rebuilds the runs.
    @Test func aKeyGivenToOneRunStaysBeforeLaterKeysGivenToBoth() {
        var model = PlayerModel(scenario: JianshuFixture.scenario, mode: .naive, isPlaying: false)
        _ = model.perform(.seek(to: 100))
        _ = model.update(.key(.escape))
        _ = model.perform(.setMode(.compare))
        _ = model.update(.key(.escape))
        func forwardTail() -> [String] {
            Array(MergedLog(model)).reversed().map {
                "\($0.mode == .naive ? "N" : "S") \($0.event.kind.name) \($0.event.alert ?? "-")"
            }.suffix(4)
        }
        let expected = [
            "N dismissed feature-guide", "N dismissed notification-permission",
            "S dismissed red-packet", "S presented notification-permission",
        ]
        #expect(forwardTail() == expected)
        _ = model.perform(.seek(to: 2_000))
        _ = model.perform(.seek(to: 100))
        #expect(model.naive.userCommands.count == 2, "a seek back to the keys' instant keeps them")
        #expect(forwardTail() == expected)
    }

    @Test func oneRunReadsBackwards() {
        let run = Self.run(.scheduled, "s", [1, 2, 2, 3])
        #expect(Array(MergedLog([run])).map(\.event) == run.log.reversed())
        #expect(Array(MergedLog([])).isEmpty)
    }

    @Test func randomLogsMatchTheForwardMergeReversed() {
        var generator = SplitMix64(seed: 0x4C06)
        for _ in 0..<300 {
            func run(_ mode: ReplayMode, _ name: String) -> MergedLog.Run {
                // Nondecreasing (time, place) pairs, as a run records them.
                var entries: [(Milliseconds, Place)] = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                    (
                        Milliseconds.random(in: 0...6, using: &generator),
                        Place(
                            stepsRun: Int.random(in: 0...3, using: &generator),
                            action: Int.random(in: 0...2, using: &generator))
                    )
                }
                entries.sort { ($0.0, $0.1) < ($1.0, $1.1) }
                return Self.run(mode, name, entries.map(\.0), places: entries.map(\.1))
            }
            Self.assertReversedMerge([run(.naive, "n"), run(.scheduled, "s")])
        }
    }
}
