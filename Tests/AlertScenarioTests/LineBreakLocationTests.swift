import AlertScenario
import Testing

/// Every line break libyaml accepts counts as one line in every error,
/// whether libyaml, the decoder or the text check finds it.
@Suite("Error places with every line break")
struct LineBreakLocationTests {
    static let lineBreaks = ["\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]

    private func error(_ lines: [String], breakText: String) -> String? {
        let text = lines.joined(separator: breakText) + breakText
        do {
            _ = try ScenarioLoader.load(text: text, source: "b.yaml")
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: lineBreaks)
    func aDecoderError(breakText: String) {
        let lines = ["name: T", "alerts:", "  a:", "    levle: 1"]
        #expect(
            error(lines, breakText: breakText)
                == "b.yaml:4:5: error: unknown key 'levle' in alert 'a'; expected one of level, title, message, "
                + "actions, dismissible, screen, ttl, group, cap; did you mean 'level'?")
    }

    @Test(arguments: lineBreaks)
    func aSyntaxError(breakText: String) {
        #expect(
            error(["name: T", "alerts:", "  a: [1, 2"], breakText: breakText)
                == "b.yaml:4:1: error: invalid YAML: did not find expected ',' or ']' "
                + "(while parsing a flow sequence that starts at 3:6)")
    }

    @Test(arguments: lineBreaks)
    func aControlCharacter(breakText: String) {
        #expect(
            error(["name: T", "description: |", "  one", "  t\u{7}wo"], breakText: breakText)
                == "b.yaml:4:4: error: control character U+0007 is not allowed; expected text")
    }

    @Test(arguments: lineBreaks)
    func aByteThatIsNotUTF8(breakText: String) {
        let bytes =
            Array((["name: T", "description: x", "title: caf"].joined(separator: breakText)).utf8) + [0xC3, 0x28]
        do {
            _ = try ScenarioLoader.load(bytes: bytes, source: "b.yaml")
            Issue.record("loaded")
        } catch {
            #expect(
                error.description
                    == "b.yaml:3:11: error: the file is not valid UTF-8 (byte 0xC3 here); expected UTF-8 text"
            )
        }
    }

    @Test func aStepsPlaceCountsEveryBreak() throws {
        for breakText in Self.lineBreaks {
            let text = ["name: T", "alerts: {a: {}}", "timeline:", "  - request: a", "  - request: a"]
                .joined(separator: breakText)
            let scenario = try ScenarioLoader.load(text: text, source: "b.yaml")
            #expect(scenario.timeline.map(\.location.line) == [4, 5], "\(breakText.unicodeScalars.map(\.value))")
        }
    }
}
