import AlertScenario
import Testing

/// A duration that does not read gets the one it most likely meant: the
/// instants messages and the player write in parts (`1d 1h`) read back as
/// one unit, and slips of a leading dot, a minus zero or another script's
/// digits are mended.
@Suite("Durations that do not read suggest one that does")
struct DurationSuggestionTests {
    static func error(ttl: String) -> String {
        let yaml = "name: t\nalerts:\n  a: {title: A, actions: [ok], ttl: \(ttl)}\n"
        do {
            _ = try ScenarioLoader.load(text: yaml, source: "t.yaml")
            return "loaded"
        } catch {
            return error.description
        }
    }

    @Test(
        "A duration in parts suggests one unit",
        arguments: [
            ("1d 1h", "25h"), ("1d1h", "25h"), ("1m 30s", "90s"), ("1h 5.5s", "3605.5s"), ("1 d 2 h", "26h"),
            ("2s 500ms", "2.5s"),
        ])
    func parts(written: String, meant: String) {
        #expect(
            Self.error(ttl: written)
                == "t.yaml:3:37: error: duration '\(written)' for 'ttl' is written in parts; expected one number "
                + "and one unit; did you mean '\(meant)'?")
    }

    @Test(
        "A slip that reads once mended is suggested",
        arguments: [(".5s", "0.5s"), ("-0", "0"), ("-0ms", "0ms"), ("２s", "2s"), ("１d ２h", "26h")])
    func slips(written: String, meant: String) {
        let error = Self.error(ttl: written)
        #expect(error.hasPrefix("t.yaml:3:37: error: invalid duration '\(written)' for 'ttl'; expected"), "\(error)")
        #expect(error.hasSuffix("; did you mean '\(meant)'?"), "\(error)")
    }

    @Test("A numeral that is no decimal digit is not taken for one", arguments: ["Ⅴs", "五s", "²s"])
    func numeralsAreNoDigits(written: String) {
        #expect(!Self.error(ttl: written).contains("did you mean"), "\(Self.error(ttl: written))")
    }

    @Test("Parts that do not all read are not taken for a duration in parts", arguments: ["1d 1x", "1d 1", "1d 2e"])
    func notInParts(written: String) {
        let error = Self.error(ttl: written)
        #expect(error.contains("unknown unit") && !error.contains("in parts"), "\(error)")
    }
}
