import TerminalText
import Testing

@Suite("Durations")
struct DurationTextTests {
    @Test(arguments: [
        ("0", 0), ("250", 250), ("250ms", 250), ("2s", 2000), ("1.5s", 1500), ("0.030s", 30), ("1.50s", 1500),
        ("1m", 60_000), ("0.001s", 1), ("2h", 7_200_000), ("7d", 604_800_000),
        ("1000000000000", 1_000_000_000_000), ("11574d", 999_993_600_000),
        ("0000000000000000001", 1), ("000000000000000001000000000000", 1_000_000_000_000), ("0000000000000000.5s", 500),
    ])
    func parses(_ text: String, _ milliseconds: Int) {
        #expect(DurationText.milliseconds(text) == .success(milliseconds))
    }

    @Test(arguments: [
        ("", DurationText.Problem.malformed), ("s", .malformed), (".5s", .malformed), ("1.s", .malformed),
        ("1.2.3s", .malformed), ("1e3", .unknownUnit("e3")), ("5sec", .unknownUnit("sec")),
        ("5 s", .unknownUnit(" s")), ("2w", .unknownUnit("w")), ("-1", .negative), ("-0.5s", .negative),
        ("1.0005s", .tooPrecise), ("0.5ms", .fractionOutsideSeconds(equivalent: nil)),
        ("0.0000001m", .fractionOutsideSeconds(equivalent: nil)),
        ("9223372036854775808", .tooLarge), ("9223372036854776s", .tooLarge), ("1000000000001", .tooLarge),
        ("11575d", .tooLarge), ("9223372036854775807", .tooLarge),
        ("0.0000000001d", .fractionOutsideSeconds(equivalent: nil)),
        // Only the forms docs/scenario-format.md lists: no fraction but of seconds, no sign, no space around.
        ("1.5m", .fractionOutsideSeconds(equivalent: "90s")), ("1.5h", .fractionOutsideSeconds(equivalent: "90m")),
        ("0.5d", .fractionOutsideSeconds(equivalent: "12h")), ("2.0", .fractionOutsideSeconds(equivalent: "2ms")),
        ("2.0ms", .fractionOutsideSeconds(equivalent: "2ms")), ("1.5", .fractionOutsideSeconds(equivalent: nil)),
        ("+5ms", .malformed), ("+5", .malformed), ("-0", .malformed), (" 3s", .malformed),
        ("3s ", .unknownUnit("s ")), ("-1.5m", .negative), ("11575.5d", .tooLarge),
    ])
    func rejects(_ text: String, _ problem: DurationText.Problem) {
        #expect(DurationText.milliseconds(text) == .failure(problem))
    }

    @Test("Every value around the 10^12 ms bound, in every unit, parses or is refused without a trap")
    func aroundTheBound() {
        for (unit, scale) in [("", 1), ("ms", 1), ("s", 1_000), ("m", 60_000), ("h", 3_600_000), ("d", 86_400_000)] {
            let edge = DurationText.limit / scale
            for whole in [edge - 1, edge, edge + 1, edge * 10, Int.max / scale] {
                let result = DurationText.milliseconds("\(whole)\(unit)")
                if whole * scale <= DurationText.limit {
                    #expect(result == .success(whole * scale), "\(whole)\(unit)")
                } else {
                    #expect(result == .failure(.tooLarge), "\(whole)\(unit)")
                }
            }
        }
    }

    @Test("Seconds as people read them, with as many decimals as needed")
    func seconds() {
        #expect(DurationText.seconds(0) == "0s")
        #expect(DurationText.seconds(1_250) == "1.25s")
        #expect(DurationText.seconds(30) == "0.03s")
        #expect(DurationText.seconds(12_000) == "12s")
        #expect(DurationText.seconds(-500) == "-0.5s")
        #expect(DurationText.seconds(Int.min).hasPrefix("-9223372036854775."))
    }

    @Test("Fixed decimals are cut, not rounded, as a clock shows them")
    func fixedDecimals() {
        #expect(DurationText.seconds(30, decimals: 3) == "0.030s")
        #expect(DurationText.seconds(12_500, decimals: 3) == "12.500s")
        #expect(DurationText.clock(2_039, decimals: 1) == "2.0")
        #expect(DurationText.clock(2_039, decimals: 2) == "2.03")
        #expect(DurationText.clock(2_039, decimals: 0) == "2")
        #expect(DurationText.clock(-1_005, decimals: 3) == "-1.005")
    }

    @Test("Short spans in milliseconds under a second, tenths from there")
    func compact() {
        #expect(DurationText.compact(70) == "70ms")
        #expect(DurationText.compact(-5) == "0ms")
        #expect(DurationText.compact(2_470) == "2.4s")
    }

    @Test("A running clock names minutes, hours and days from a minute on, keeping every unit below the largest")
    func readings() {
        #expect(DurationText.reading(59_999, decimals: 3) == "59.999s")
        #expect(DurationText.reading(60_000, decimals: 1) == "1m 0.0s")
        #expect(DurationText.reading(3_599_999, decimals: 1) == "59m 59.9s")
        #expect(DurationText.reading(3_604_050, decimals: 1) == "1h 0m 4.0s")
        #expect(DurationText.reading(3_604_050, decimals: 3) == "1h 0m 4.050s")
        #expect(DurationText.reading(86_404_000, decimals: 3) == "1d 0h 0m 4.000s")
        #expect(
            DurationText.reading(3 * 86_400_000 + 2 * 3_600_000 + 5 * 60_000 + 7_100, decimals: 1) == "3d 2h 5m 7.1s")
        #expect(DurationText.reading(1_000_000_000_000, decimals: 0) == "11574d 1h 46m 40s")
        // Spans an alert has waited use the same form once they are that long.
        #expect(DurationText.compact(2_400) == "2.4s")
        #expect(DurationText.compact(7_200_000) == "2h 0m 0.0s")
        // A ttl counting down past the hour keeps its form: no `3599.0s`.
        #expect(DurationText.compact(3_599_000) == "59m 59.0s")
    }

    @Test("Long instants in days, hours and minutes")
    func instants() {
        #expect(DurationText.instant(2_500) == "2.5s")
        #expect(DurationText.instant(90_000) == "90s")
        #expect(DurationText.instant(3_599_999) == "3599.999s")
        #expect(DurationText.instant(3_600_000) == "1h")
        #expect(DurationText.instant(5_400_000) == "1h 30m")
        #expect(DurationText.instant(3_661_500) == "1h 1m 1.5s")
        #expect(DurationText.instant(86_403_000) == "1d 3s")
        #expect(DurationText.instant(86_400_000 + 3 * 3_600_000) == "1d 3h")
        #expect(DurationText.instant(7 * 86_400_000) == "7d")
        // Beside a clock that reads in minutes from a minute on.
        #expect(DurationText.instant(59_999, minutesFromAMinute: true) == "59.999s")
        #expect(DurationText.instant(60_000, minutesFromAMinute: true) == "1m")
        #expect(DurationText.instant(90_000, minutesFromAMinute: true) == "1m 30s")
        #expect(DurationText.instant(3_599_999, minutesFromAMinute: true) == "59m 59.999s")
        #expect(DurationText.instant(3_661_500, minutesFromAMinute: true) == "1h 1m 1.5s")
    }

    @Test("What seconds(_:) writes parses back to the same milliseconds")
    func roundTrip() {
        for time in [0, 1, 30, 999, 1_000, 1_250, 59_999, 86_400_000, DurationText.limit] {
            #expect(DurationText.milliseconds(DurationText.seconds(time)) == .success(time))
        }
    }
}

@Suite struct CompoundDurationTests {
    @Test func partsAddUp() {
        #expect(DurationText.compoundMilliseconds("1d 1h") == 90_000_000)
        #expect(DurationText.compoundMilliseconds("1m30s") == 90_000)
        #expect(DurationText.compoundMilliseconds(" 1h 0m 4.5s ") == 3_604_500)
        #expect(DurationText.compoundMilliseconds("1 s 1 ms") == 1_001)
    }

    @Test func onePartOrAPartThatDoesNotReadIsNone() {
        for text in ["1s", "1d 1", "1d x", "1.5m 1s", "", "  ", "1d 1h 9999999999999d"] {
            #expect(DurationText.compoundMilliseconds(text) == nil, "\(text)")
        }
    }
}
