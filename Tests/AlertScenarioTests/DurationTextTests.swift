import AlertScenario
import Testing

@Suite("Durations")
struct DurationTextTests {
    @Test(arguments: [
        ("0", 0), ("250", 250), ("250ms", 250), ("2s", 2000), ("1.5s", 1500), ("0.030s", 30), ("1.50s", 1500),
        ("1m", 60_000), ("1.5m", 90_000), ("0.001s", 1), (" 3s ", 3000), ("-0", 0), ("+5ms", 5),
        ("9223372036854775807", Int.max),
    ])
    func parses(_ text: String, _ milliseconds: Int) {
        #expect(DurationText.milliseconds(text) == .success(milliseconds))
    }

    @Test(arguments: [
        ("", DurationText.Problem.malformed), ("s", .malformed), (".5s", .malformed), ("1.s", .malformed),
        ("1.2.3s", .malformed), ("1e3", .unknownUnit("e3")), ("5sec", .unknownUnit("sec")),
        ("5 s", .unknownUnit(" s")), ("2h", .unknownUnit("h")), ("-1", .negative), ("-0.5s", .negative),
        ("1.0005s", .tooPrecise), ("0.5ms", .tooPrecise), ("0.0000001m", .tooPrecise),
        ("9223372036854775808", .tooLarge), ("9223372036854776s", .tooLarge),
    ])
    func rejects(_ text: String, _ problem: DurationText.Problem) {
        #expect(DurationText.milliseconds(text) == .failure(problem))
    }
}
