import TerminalText
import Testing

@Suite struct ProgressTextTests {
    @Test func theRateAndTheTimeLeftComeOnceASecondHasPassed() {
        #expect(ProgressText.runs(done: 500, of: 10_000, elapsed: 999) == "500 of 10000 runs")
        #expect(ProgressText.runs(done: 0, of: 10_000, elapsed: 5_000) == "0 of 10000 runs")
        #expect(
            ProgressText.runs(done: 47_000, of: 1_000_000, elapsed: 1_000)
                == "47000 of 1000000 runs, 47000 a second, about 21s left")
        #expect(
            ProgressText.runs(done: 14_016, of: 3_000_000, elapsed: 2_936)
                == "14016 of 3000000 runs, 4774 a second, about 10m 26s left")
        // From an hour on, whole minutes, rounded up.
        #expect(
            ProgressText.runs(done: 180_096, of: 1_000_000_000, elapsed: 3_840)
                == "180096 of 1000000000 runs, 46900 a second, about 5h 56m left")
        #expect(ProgressText.runs(done: 10_000, of: 10_000, elapsed: 9_000) == "10000 of 10000 runs")
    }
}
