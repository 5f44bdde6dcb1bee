import TerminalText
import TestSupport
import Testing

/// The one duration parser reads plain durations from their bytes; wherever
/// that gives a value, the general reading gives the same one, and
/// everything else is left to the general reading.
@Suite("Plain durations read from bytes")
struct PlainDurationTests {
    @Test(arguments: [
        ("250", 250), ("0", 0), ("007", 7), ("5ms", 5), ("2s", 2000), ("1.5s", 1500), ("0.005s", 5), ("1.50s", 1500),
        ("1m", 60_000), ("2h", 7_200_000), ("7d", 604_800_000), ("1000000000000", 1_000_000_000_000),
    ])
    func readsPlainForms(_ text: String, _ milliseconds: Int) {
        #expect(DurationText.plainMilliseconds(text) == milliseconds)
        #expect(DurationText.generalMilliseconds(text) == .success(milliseconds))
        #expect(DurationText.milliseconds(text) == .success(milliseconds))
    }

    @Test(arguments: [
        "", " 5s", "5s ", "+5", "-0", "-5s", ".5s", "5.s", "5..5s", "0.5ms", "1.0005s", "5 ms", "5sec", "5S", "1e3",
        "1000000000001", "1234567890123456", "1.0000000000s", "٣s", "5ｓ",
        "0.00001d", "1.5m", "2.0", "2.0ms",
    ])
    func leavesEverythingElseToDurationText(_ text: String) {
        #expect(DurationText.plainMilliseconds(text) == nil)
    }

    @Test func agreesWithDurationTextOnGeneratedForms() {
        var generator = SplitMix64(seed: 11)
        let alphabet = Array("0123456789..msdhm ")
        for _ in 0..<20_000 {
            let length = Int.random(in: 1...14, using: &generator)
            let text = String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
            guard let fast = DurationText.plainMilliseconds(text) else { continue }
            #expect(DurationText.generalMilliseconds(text) == .success(fast), "\(text)")
        }
    }
}
