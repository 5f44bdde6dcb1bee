import AlertScenario
import Testing

@Suite("Durations")
struct DurationTextTests {
    @Test(arguments: [
        ("0", 0), ("250", 250), ("250ms", 250), ("2s", 2000), ("1.5s", 1500), ("0.030s", 30), ("1.50s", 1500),
        ("1m", 60_000), ("1.5m", 90_000), ("0.001s", 1), (" 3s ", 3000), ("-0", 0), ("+5ms", 5),
        ("2h", 7_200_000), ("1.5h", 5_400_000), ("7d", 604_800_000), ("0.5d", 43_200_000),
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
        ("1.0005s", .tooPrecise), ("0.5ms", .tooPrecise), ("0.0000001m", .tooPrecise),
        ("9223372036854775808", .tooLarge), ("9223372036854776s", .tooLarge), ("1000000000001", .tooLarge),
        ("11575d", .tooLarge), ("9223372036854775807", .tooLarge), ("0.0000000001d", .tooPrecise),
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
}
