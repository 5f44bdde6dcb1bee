import Testing

@testable import AlertScenario

/// Loading does work linear in the file: counted in parser events, not
/// timed. Every event is parsed once; replays for aliases and for a
/// timeline read before its catalogue stay within the alias budget.
@Suite("Loading work grows linearly with the file")
struct LoadingWorkTests {
    /// The events parsed and replayed to load `text`, and whether it loaded.
    private func work(_ text: String) -> (parsed: Int, replayed: Int, loaded: Bool) {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            let stream = YAMLEventStream(input: UnsafeBufferPointer(buffer), source: "w.yaml")
            let loaded = (try? ScenarioDecoder(stream: stream).scenario()) != nil
            return (stream.parsedEventCount, stream.replayedEventCount, loaded)
        }
    }

    @Test(arguments: [false, true])
    func eachCycleCostsTheSameEvents(timelineFirst: Bool) {
        let counts = [200, 1_100, 2_000].map {
            work(GeneratedScenario(alertCount: 100, cycleCount: $0, timelineFirst: timelineFirst).text)
        }
        #expect(counts.allSatisfy { $0.loaded })
        // 900 more cycles cost the same number of events, whatever the file's length: linear.
        #expect(counts[2].parsed - counts[1].parsed == counts[1].parsed - counts[0].parsed)
        if timelineFirst {
            // The timeline is replayed once, after the catalogue: never more events than were parsed.
            #expect(counts[2].replayed - counts[1].replayed == counts[1].replayed - counts[0].replayed)
            #expect(counts[2].replayed > 0 && counts[2].replayed < counts[2].parsed)
        } else {
            #expect(counts.allSatisfy { $0.replayed == 0 })
        }
    }

    @Test func aliasesReplayNoMoreThanTheBudget() {
        let labels = (0..<20).map { "b\($0)" }.joined(separator: ", ")
        let text =
            "name: Shared\nalerts:\n  a0: {actions: &L [\(labels)]}\n"
            + (1..<50).map { "  a\($0): {actions: *L}\n" }.joined()
        let result = work(text)
        #expect(result.loaded)
        // 49 alerts each replay a list of 20 labels and its two ends.
        #expect(result.replayed == 49 * 22)
        #expect(result.replayed <= YAMLEventScan.budget(forByteCount: text.utf8.count))
    }

    @Test func aFileOverTheBudgetStopsBeforeReplaying() {
        let text = YAMLEventScanTests.sharedActions(count: 2_000, width: 2_000)
        let result = work(text)
        #expect(!result.loaded)
        #expect(result.replayed < YAMLEventScan.budget(forByteCount: text.utf8.count))
    }

    @Test func anErrorAtTheTopStillParsesTheRestOnceAndReplaysNothing() {
        let generated = GeneratedScenario(alertCount: 100, cycleCount: 2_000).text
        let valid = work(generated)
        let broken = work("bogus: 1\n" + generated)
        #expect(!broken.loaded)
        // The rest of the file is parsed for problems that rank higher, each event once.
        #expect(broken.parsed == valid.parsed + 2)
        #expect(broken.replayed == 0)
    }
}
