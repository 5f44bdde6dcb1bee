import AlertCore
import AlertScenario
import TestSupport
import Testing

@testable import AlertPlayer

/// The log on screen reads both runs' logs from their ends; read in full it
/// must be the forward merge (naive first at each instant) reversed.
@Suite struct MergedLogTests {
    /// A log of `times`, each event naming its run and place so that any
    /// reordering shows.
    private static func log(_ run: String, _ times: [Milliseconds]) -> [AlertEvent] {
        times.enumerated().map { AlertEvent(time: $1, kind: .requested("\(run)\($0)")) }
    }

    /// The merge the log draws from, built forwards: the first run's event
    /// first among equal times.
    private static func forwardMerge(
        _ runs: [(mode: ReplayMode, log: [AlertEvent])]
    ) -> [(mode: ReplayMode, event: AlertEvent)] {
        var tagged = runs.enumerated().flatMap { index, run in
            run.log.enumerated().map { (run: index, place: $0, mode: run.mode, event: $1) }
        }
        tagged.sort { ($0.event.time, $0.run, $0.place) < ($1.event.time, $1.run, $1.place) }
        return tagged.map { ($0.mode, $0.event) }
    }

    private static func assertReversedMerge(_ runs: [(mode: ReplayMode, log: [AlertEvent])]) {
        let merged = MergedLog(runs)
        let read = Array(merged)
        let expected = Array(forwardMerge(runs).reversed())
        #expect(merged.count == expected.count)
        #expect(read.map(\.event) == expected.map(\.event))
        #expect(read.map(\.mode) == expected.map(\.mode))
    }

    @Test func equalTimesReadScheduledBeforeNaiveFromTheEnd() {
        let naive = Self.log("n", [0, 5, 5, 9])
        let scheduled = Self.log("s", [5, 5, 7])
        let read = Array(MergedLog([(.naive, naive), (.scheduled, scheduled)]))
        #expect(
            read.map(\.event.alert) == ["n3", "s2", "s1", "s0", "n2", "n1", "n0"])
        #expect(read.map(\.mode) == [.naive, .scheduled, .scheduled, .scheduled, .naive, .naive, .naive])
    }

    @Test func oneRunReadsBackwards() {
        let log = Self.log("s", [1, 2, 2, 3])
        #expect(Array(MergedLog([(.scheduled, log)])).map(\.event) == log.reversed())
        #expect(Array(MergedLog([])).isEmpty)
    }

    @Test func randomLogsMatchTheForwardMergeReversed() {
        var generator = SplitMix64(seed: 0x4C06)
        for _ in 0..<300 {
            func times() -> [Milliseconds] {
                (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                    Milliseconds.random(in: 0...6, using: &generator)
                }
                .sorted()
            }
            Self.assertReversedMerge([(.naive, Self.log("n", times())), (.scheduled, Self.log("s", times()))])
        }
    }
}
