import AlertCore
import AlertScenario
import Foundation
import Testing

/// JSON-lines scenarios (docs/scenario-format.md): the same model as YAML, one object a
/// line, read by the same decoder, with errors at their line and column.
@Suite struct JSONLinesTests {
    static let header = #"{"name": "t", "screen": "home", "policy": {"maxVisible": 1, "gap": "300ms"}}"#

    /// Loads `lines` (joined with line breaks, one after the last) as `t.jsonl`.
    static func load(_ lines: [String], lastLineBreak: Bool = true) throws(ScenarioError) -> Scenario {
        var warnings: [String] = []
        return try load(lines, lastLineBreak: lastLineBreak, warnings: &warnings)
    }

    static func load(
        _ lines: [String], lastLineBreak: Bool = true, warnings: inout [String]
    ) throws(ScenarioError) -> Scenario {
        let text = lines.joined(separator: "\n") + (lastLineBreak ? "\n" : "")
        return try ScenarioLoader.load(bytes: Array(text.utf8), source: "t.jsonl", warnings: &warnings)
    }

    /// The error `lines` give, as printed.
    static func error(_ lines: [String], lastLineBreak: Bool = true) -> String {
        do {
            _ = try load(lines, lastLineBreak: lastLineBreak)
            return "loaded"
        } catch {
            #expect(error.exitStatus == 65)
            return error.description
        }
    }

    @Test func aScenarioReadsAsItsYAMLDoes() throws {
        let scenario = try Self.load([
            Self.header,
            #"{"note": "recorded by a test"}"#,
            #"{"alert": "red-packet", "level": 600, "title": "领取红包", "actions": ["领取", "关闭"], "ttl": 5000}"#,
            #"{"at": 0, "request": "red-packet"}"#,
            #"{"alert": "update", "level": "required", "actions": [{"label": "ok", "dismisses": false}]}"#,
            #"{"after": "30ms", "request": "update"}"#,
            #"{"at": 100, "tap": {"alert": "update", "action": "ok"}}"#,
            #"{"close": "update"}"#,
            #"{"at": "1s", "remove": "red-packet"}"#,
            #"{"end": "5s"}"#,
        ])
        let yaml = try ScenarioLoader.load(
            text: """
                name: t
                screen: home
                policy: {maxVisible: 1, gap: 300ms}
                alerts:
                  red-packet: {level: 600, title: 领取红包, actions: [领取, 关闭], ttl: 5s}
                  update: {level: required, actions: [{label: ok, dismisses: false}]}
                timeline:
                  - {at: 0ms, request: red-packet}
                  - {after: 30ms, request: update}
                  - {at: 100ms, tap: {alert: update, action: ok}}
                  - {close: update}
                  - {at: 1s, remove: red-packet}
                end: 5s
                """, source: "t.yaml")
        #expect(scenario.alerts == yaml.alerts)
        #expect(scenario.policy == yaml.policy)
        #expect(scenario.screen == yaml.screen)
        #expect(scenario.end == yaml.end)
        #expect(scenario.timeline.map(\.action) == yaml.timeline.map(\.action))
        #expect(scenario.timeline.map(\.time) == [0, 30, 100, 100, 1000])
        #expect(scenario.timeline.map(\.location.line) == [4, 6, 7, 8, 9])
        #expect(scenario.notes == [ScenarioNote(text: "recorded by a test", position: 0)])
    }

    @Test(arguments: [
        // A broken line in the middle.
        ([header, #"{"alert": "x",, }"#, #"{"at": 1}"#], "t.jsonl:2:15: error: invalid JSON"),
        // A duplicate declaration.
        (
            [header, #"{"alert": "x"}"#, #"{"alert": "x"}"#],
            "t.jsonl:3:11: error: alert 'x' is declared again (first on line 2)"
        ),
        // A step naming an undeclared alert.
        (
            [header, #"{"at": 5, "request": "x"}"#],
            #"t.jsonl:2:22: error: unknown alert id 'x' in 'request'; expected an alert declared on an "#
                + #"earlier line ({"alert": ID, ...}), and none is"#
        ),
        // A close of an alert declared after it: the line that declares it is named, and no
        // other id is suggested.
        (
            [header, #"{"alert": "y"}"#, #"{"at": 5, "close": "x"}"#, #"{"at": 6}"#, #"{"alert": "x"}"#],
            "t.jsonl:3:20: error: unknown alert id 'x' in 'close': it is declared on line 5, after this step; "
                + "expected each alert declared on a line before the first step that names it"
        ),
        // The same in an expectation's list.
        (
            [header, #"{"alert": "y"}"#, #"{"at": 5, "expect": {"pending": ["x"]}}"#, #"{"alert": "x"}"#],
            "t.jsonl:3:34: error: unknown alert id 'x' in 'pending': it is declared on line 4"
        ),
        // Instants going backwards.
        (
            [header, #"{"alert": "x"}"#, #"{"at": 5, "request": "x"}"#, #"{"at": 4, "remove": "x"}"#],
            "t.jsonl:4:8: error: 'at' 0.004s goes back in time"
        ),
        // Behind a step whose instant varies: placed by the earliest.
        (
            [header, #"{"alert": "x"}"#, #"{"at": "5..9", "request": "x"}"#, #"{"at": 4, "remove": "x"}"#],
            "t.jsonl:4:8: error: 'at' 0.004s goes back in time: the previous step is at 0.005s at its earliest; "
                + "expected steps in the order of their earliest instants"
        ),
        (
            [header, #"{"alert": "x"}"#, #"{"at": "5..9", "request": "x"}"#, #"{"end": 4}"#],
            "t.jsonl:4:9: error: end 0.004s is before the last step, at 0.005s at its earliest"
        ),
        // The header missing.
        ([#"{"alert": "x"}"#], "t.jsonl:1:1: error: the file starts without its header"),
        // The header repeated.
        ([header, #"{"name": "u"}"#], "t.jsonl:2:2: error: 'name' belongs in the header"),
        // A typo, with the nearest key.
        (
            [header, #"{"at": 0, "requets": "x"}"#],
            "t.jsonl:2:11: error: unknown key 'requets' in a timeline step; expected one of"
        ),
        ([header, #"{"alert": "x", "titel": "x"}"#], "did you mean 'title'?"),
        // A typo of the key that says what the line is.
        (
            [header, #"{"alert": "x"}"#, #"{"nte": "x"}"#],
            "t.jsonl:3:2: error: unknown key 'nte'; expected alert, properties, end or note, or the keys of a "
                + "timeline step; did you mean 'note'?"
        ),
        ([header, #"{"propertes": []}"#], "t.jsonl:2:2: error: unknown key 'propertes'; expected alert,"),
        ([header, #"{"ned": 5}"#], "did you mean 'end'?"),
        ([header, #"{"Alert": "x"}"#], "did you mean 'alert'?"),
        // A key written twice in one line.
        ([header, #"{"at": 0, "at": 1, "hold": "h"}"#], "t.jsonl:2:11: error: duplicate key 'at'"),
        // NUL bytes, invalid UTF-8.
        ([header, "{\"alert\": \"x\u{0}\"}"], "t.jsonl:2:13: error: control character U+0000 is not allowed"),
        // An empty line, a list, a second end.
        ([header, ""], "t.jsonl:2:1: error: the line is empty"),
        ([header, "[1]"], "t.jsonl:2:1: error: expected a JSON object on the line"),
        ([header, #"{"end": 1}"#, #"{"end": 2}"#], "t.jsonl:3:2: error: 'end' is given again (first on line 2)"),
        // Deep nesting is refused before it costs anything.
        (
            [header, #"{"note": "# + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "}"],
            "nests more than 32 levels"
        ),
    ])
    func malformedLinesAreErrorsAtTheirPlace(lines: [String], expected: String) {
        let error = Self.error(lines)
        #expect(error.contains(expected), "\(error)")
    }

    /// The loader's note of an undeclared alert never leaves it: an error
    /// equals the one its fields make, from a step or from the properties,
    /// which are read last.
    @Test(arguments: [#"{"at": 5, "request": "zzz"}"#, #"{"properties": [{"never-covered": "zzz"}]}"#])
    func anUndeclaredAlertsErrorIsItsFieldsAlone(line: String) throws {
        let error = #expect(throws: ScenarioError.self) {
            try ScenarioLoader.load(
                text: [Self.header, #"{"alert": "x"}"#, line].joined(separator: "\n"), source: "t.jsonl")
        }
        let thrown = try #require(error)
        #expect(thrown.message.contains("unknown alert id 'zzz'"), "\(thrown)")
        #expect(thrown == ScenarioError(source: thrown.source, location: thrown.location, message: thrown.message))
    }

    @Test func invalidUTF8IsAnErrorAtItsByte() {
        var bytes = Array((Self.header + "\n{\"alert\": \"x").utf8)
        bytes += [0xFF] + Array("\"}\n".utf8)
        #expect(throws: ScenarioError.self) { try ScenarioLoader.load(bytes: bytes, source: "t.jsonl") }
        do {
            _ = try ScenarioLoader.load(bytes: bytes, source: "t.jsonl")
        } catch {
            #expect(error.description.hasPrefix("t.jsonl:2:13: error: the file is not valid UTF-8"))
        }
    }

    @Test func jsonLinesUnderAnotherNameSayWhatTheyLookLike() throws {
        let text = try ScenarioLoader.load(path: "scenarios/jianshu-launch.yaml").jsonLinesText
        for name in ["session.json", "session.yaml", "session"] {
            do {
                _ = try ScenarioLoader.load(text: text, source: name)
                Issue.record("\(name) loaded as YAML")
            } catch {
                #expect(error.description.hasPrefix("\(name):2:1: error: the file looks like JSON lines"))
                #expect(error.description.contains("expected a YAML scenario, or a name that ends in .jsonl"))
            }
        }
        do {
            _ = try ScenarioLoader.load(text: "{a: 1}\n", source: "flow.yaml")
        } catch {
            #expect(!error.description.contains("JSON lines"), "a YAML flow mapping is YAML: \(error)")
        }
    }

    @Test func aLineOf64MiBIsTooLarge() {
        var bytes = Array((Self.header + "\n{\"note\": \"").utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "x"), count: ScenarioLoader.maximumFileSize)
        bytes += Array("\"}\n".utf8)
        do {
            _ = try ScenarioLoader.load(bytes: bytes, source: "t.jsonl")
            Issue.record("a file over the limit loaded")
        } catch {
            #expect(error.exitStatus == 65)
            #expect(error.description.contains("t.jsonl:2:"))
            #expect(error.description.contains("the file is too large"))
        }
    }

    @Test func aLastLineCutShortIsIgnoredWithAWarning() throws {
        var warnings: [String] = []
        let scenario = try Self.load(
            [Self.header, #"{"alert": "x"}"#, #"{"at": 0, "request": "x"}"#, #"{"at": 10, "remo"#],
            lastLineBreak: false, warnings: &warnings)
        #expect(scenario.timeline.count == 1)
        #expect(
            warnings == [
                "t.jsonl:4:1: warning: the last line is cut short (no line break after it, and not a whole JSON object); ignored it"
            ])
        // Cut inside a character of two bytes too.
        var bytes = Array((Self.header + "\n{\"note\": \"\u{00E9}").utf8)
        bytes.removeLast()
        warnings = []
        _ = try ScenarioLoader.load(bytes: bytes, source: "t.jsonl", warnings: &warnings)
        #expect(warnings.count == 1)
        // Cut inside the header, the only line: nothing whole is left, and the error says why.
        #expect(
            Self.error([#"{"name": "t", "pol"#], lastLineBreak: false)
                == #"t.jsonl:1:1: error: the file's only line is cut short (a recorder stopped while writing "#
                + #"its header); expected a header line like {"name": "..."}"#)
        #expect(Self.error([], lastLineBreak: false).hasPrefix("t.jsonl:1:1: error: the file is empty"))
    }

    /// A last line without a line break that a crash could not have left (it closes its object,
    /// or never opens one, or holds a byte the format refuses) is malformed like any line.
    @Test(arguments: [
        (#"{"at": 5, "close": "top"}}"#, "t.jsonl:4:26: error: invalid JSON"),
        (#"{"at": 5, "close": "top"} garbage"#, "t.jsonl:4:27: error: invalid JSON"),
        ("hello", "t.jsonl:4:1: error: invalid JSON"),
        ("[1, 2]", "t.jsonl:4:1: error: expected a JSON object on the line"),
        ("{\"at\": 5, \"close\": \"top\"}\u{0}", "t.jsonl:4:26: error: control character U+0000 is not allowed"),
        (#"{"at": 5, "close": "top",}"#, "t.jsonl:4:25: error: a comma right before '}'"),
    ])
    func aLastLineACrashCouldNotLeaveIsAnError(last: String, expected: String) {
        let error = Self.error(
            [Self.header, #"{"alert": "x"}"#, #"{"at": 0, "request": "x"}"#, last], lastLineBreak: false)
        #expect(error.hasPrefix(expected), "\(error)")
    }

    @Test func aLastLineCutShortWithAByteNoUTF8TextHasIsAnError() {
        // The shape a crash could leave, but 0xFF is no lead byte of a UTF-8 sequence, cut or whole.
        var bytes = Array((Self.header + "\n{\"note\": \"a").utf8)
        bytes.append(0xFF)
        var warnings: [String] = []
        #expect {
            try ScenarioLoader.load(bytes: bytes, source: "t.jsonl", warnings: &warnings)
        } throws: { error in
            "\(error)".hasPrefix("t.jsonl:2:12: error: the file is not valid UTF-8 (byte 0xFF here)")
        }
    }

    /// A tap of the top alert names an action, not an alert: the alert that has it may come later.
    @Test func aTapMayComeBeforeTheAlertWithItsAction() throws {
        let scenario = try Self.load([
            Self.header, #"{"alert": "x"}"#, #"{"at": 0, "request": "x"}"#, #"{"at": 1, "tap": "ok"}"#,
            #"{"alert": "y", "actions": ["ok"]}"#,
        ])
        #expect(scenario.timeline.last?.action == .send(.tap(action: "ok")))
        #expect(
            Self.error([Self.header, #"{"at": 1, "tap": "okk"}"#, #"{"alert": "y", "actions": ["ok"]}"#]).hasPrefix(
                "t.jsonl:2:18: error: no alert has an action with id 'okk'; expected ok; did you mean 'ok'?"))
    }

    /// Format characters beyond U+FFFF (the tag characters of a flag) and the noncharacters the
    /// reader refuses raw are escaped in both syntaxes, so every conversion loads again.
    @Test func escapedCharactersSurviveEveryConversion() throws {
        let title = "\u{1F3F4}\u{E0067}\u{E0062}\u{E007F} \u{FFFE}\u{FFFF}"
        let scenario = try Self.load([
            Self.header, #"{"alert": "x", "title": "\#(JSONLinesTests.jsonEscaped(title))"}"#,
            #"{"at": 0, "request": "x"}"#,
        ])
        #expect(scenario.alerts[0].title == title)
        let yaml = scenario.yamlText()
        #expect(yaml.contains(#"\U000e0067"#) && yaml.contains(#"\ufffe"#), "\(yaml)")
        let fromYAML = try ScenarioLoader.load(text: yaml, source: "t.yaml")
        #expect(fromYAML.alerts[0].title == title)
        let again = try ScenarioLoader.load(text: fromYAML.jsonLinesText, source: "again.jsonl")
        #expect(again.alerts[0].title == title)
    }

    /// `text` with every scalar above U+007F as a JSON `\u` escape (surrogate pairs beyond U+FFFF).
    static func jsonEscaped(_ text: String) -> String {
        text.utf16.map { $0 < 0x80 ? String(UnicodeScalar(UInt8($0))) : String(format: "\\u%04x", $0) }.joined()
    }

    /// JSON does not tell `1000` from `1e3` or `1000.0`: a whole number
    /// written either way is that number, of milliseconds where a duration
    /// belongs; a fraction of a millisecond is still an error.
    @Test func wholeNumbersWithAnExponentOrAFractionAreThoseNumbers() throws {
        let scenario = try Self.load([
            #"{"name": "t", "policy": {"maxVisible": 2.0, "gap": 3e2}}"#, #"{"alert": "x", "level": 1e3}"#,
            #"{"at": -0, "request": "x"}"#, #"{"at": 1.5e3, "remove": "x"}"#,
        ])
        #expect(scenario.policy.maxVisible == 2)
        #expect(scenario.policy.gap == .milliseconds(300))
        #expect(scenario.alerts.map(\.level) == [1000])
        #expect(scenario.timeline.map(\.time) == [0, 1500])
        #expect(
            Self.error([Self.header, #"{"end": 2.5}"#]).hasPrefix(
                "t.jsonl:2:9: error: duration '2.5' for 'end' is more precise than 1 ms"))
        // Exactly: a Double would round this one to 1.
        #expect(Self.error([Self.header, #"{"end": 1.0000000000000001}"#]).contains("'1.0000000000000001'"))
        #expect(try Self.load([Self.header, #"{"end": 2.50e1}"#]).end == 25)
        #expect(try Self.load([Self.header, #"{"end": 0.0e-999}"#]).end == 0)
        #expect(try Self.load([Self.header, #"{"end": 1e12}"#]).end == 1_000_000_000_000)
        #expect(try Self.load([Self.header, #"{"end": 0.000000000000000001e21}"#]).end == 1_000)
        #expect(try Self.load([Self.header, #"{"end": 0e9223372036854775807}"#]).end == 0)
        #expect(Self.error([Self.header, #"{"end": 1e-9223372036854775808}"#]).contains("'1e-9223372036854775808'"))
    }

    /// A number with an exponent that is no whole number of milliseconds,
    /// or too large, gets the error its value deserves, not "unknown unit
    /// 'e19'" (JavaScript writes 10^21 as `1e21`, Python a float as `1e+19`).
    @Test func numbersWithAnExponentAreErrorsAsNumbers() {
        let cases: [(line: String, error: String)] = [
            (#"{"end": 1e19}"#, "'1e19' for 'end' is too large; expected at most 10^12 ms"),
            (#"{"end": 1e+21}"#, "'1e+21' for 'end' is too large"),
            (#"{"end": 15e-1}"#, "'15e-1' for 'end' is more precise than 1 ms; expected whole milliseconds"),
            (#"{"end": 1e-400}"#, "'1e-400' for 'end' is more precise than 1 ms"),
            (#"{"end": -1e19}"#, "'end' cannot be negative, got '-1e19'"),
            // A number with a fraction is milliseconds with a fraction, as 15e-1 is: not seconds.
            (#"{"end": 1.5}"#, "'1.5' for 'end' is more precise than 1 ms; expected whole milliseconds"),
            // Text is read as YAML reads it, where seconds are the likely meaning.
            (#"{"end": "1.5"}"#, "'1.5' for 'end'; expected a whole number of milliseconds"),
        ]
        for (line, error) in cases { #expect(Self.error([Self.header, line]).contains(error), "\(line)") }
        #expect(
            Self.error([#"{"name": "t", "policy": {"maxVisible": 1e30}}"#]).contains(
                "'maxVisible' is too large, got '1e30'; expected a whole number up to"))
        #expect(
            Self.error([#"{"name": "t", "policy": {"maxVisible": -1e30}}"#]).contains(
                "'maxVisible' is '-1e30'; expected at least 1"))
        // YAML reads `1e3` as text, which no duration is: the number is offered in digits.
        let yamlError = #expect(throws: ScenarioError.self) {
            try ScenarioLoader.load(text: "name: t\nend: 1e3\n", source: "t.yaml")
        }
        #expect(
            yamlError?.description == "t.yaml:2:6: error: invalid duration '1e3' for 'end'; expected no exponent; "
                + "did you mean '1000'?")
    }

    @Test func trailingCommasAreErrors() {
        #expect(Self.error([#"{"name": "t",}"#]).hasPrefix("t.jsonl:1:13: error: a comma right before '}'"))
        #expect(
            Self.error([Self.header, #"{"alert": "x", "actions": ["ok",]}"#]).hasPrefix(
                "t.jsonl:2:32: error: a comma right before ']'; expected another element after it"))
    }

    @Test func aWholeLastLineWithoutALineBreakIsRead() throws {
        var warnings: [String] = []
        let scenario = try Self.load(
            [Self.header, #"{"alert": "x"}"#, #"{"at": 0, "request": "x"}"#], lastLineBreak: false, warnings: &warnings)
        #expect(scenario.timeline.count == 1)
        #expect(warnings.isEmpty)
    }

    @Test func aBrokenLineWithALineBreakIsAnError() {
        #expect(Self.error([Self.header, #"{"at": 10, "remo"#]).hasPrefix("t.jsonl:2:"))
    }

    /// A file takes no `optional` on an `expect`; one built in Swift with it is written without it.
    @Test func anOptionalExpectationBuiltInSwiftIsWrittenAsOneThatLoads() throws {
        var scenario = try ScenarioLoader.load(path: "scenarios/jianshu-launch.yaml")
        let expectation = try #require(scenario.timeline.firstIndex { $0.isExpectation })
        scenario.timeline[expectation].isOptional = true
        let fromJSONLines = try ScenarioLoader.load(text: scenario.jsonLinesText, source: "x.jsonl")
        let fromYAML = try ScenarioLoader.load(text: scenario.yamlText(), source: "x.yaml")
        #expect(!fromJSONLines.timeline[expectation].isOptional)
        #expect(!fromYAML.timeline[expectation].isOptional)
    }

    /// Every scenario in `scenarios/`, written as JSON lines and as YAML again, replays to the same transcript.
    @Test(arguments: PackageFiles.scenarioFiles)
    func theRoundTripReplaysTheSame(file: URL) throws {
        let original = try ScenarioLoader.load(path: file.path)
        let jsonLines = try ScenarioLoader.load(text: original.jsonLinesText, source: "round.jsonl")
        let yaml = try ScenarioLoader.load(text: jsonLines.yamlText(), source: "round.yaml")
        func transcript(_ scenario: Scenario, _ mode: ReplayMode) -> String {
            var text = ""
            ReplayTranscript.writeJSONLines(of: scenario, mode: mode) { text += $0 }
            return text
        }
        for mode in ReplayMode.allCases {
            let expected = transcript(original, mode)
            #expect(transcript(jsonLines, mode) == expected)
            #expect(transcript(yaml, mode) == expected)
        }
        #expect(yaml.jsonLinesText == jsonLines.jsonLinesText)
    }

    @Test func rangesOptionalStepsAndPropertiesReadAsInYAML() throws {
        let scenario = try Self.load([
            Self.header, #"{"alert": "x"}"#, #"{"alert": "y", "level": "required"}"#,
            #"{"at": "0ms..2s", "request": "x"}"#, #"{"after": "30ms..800ms", "request": "y", "optional": true}"#,
            #"{"properties": [{"never-covered": "y"}, {"max-wait": {"alert": "x", "wait": "500ms"}}, {"max-visible": 1}]}"#,
        ])
        let yaml = try ScenarioLoader.load(
            text: """
                name: t
                screen: home
                policy: {maxVisible: 1, gap: 300ms}
                alerts: {x: {}, y: {level: required}}
                timeline:
                  - {at: 0ms..2s, request: x}
                  - {after: 30ms..800ms, request: y, optional: true}
                properties:
                  - never-covered: y
                  - max-wait: {alert: x, wait: 500ms}
                  - max-visible: 1
                """, source: "t.yaml")
        #expect(scenario.timeline.map(\.timing) == yaml.timeline.map(\.timing))
        #expect(scenario.timeline.map(\.isOptional) == [false, true])
        #expect(scenario.properties.map(\.kind) == yaml.properties.map(\.kind))
        let again = try ScenarioLoader.load(text: scenario.jsonLinesText, source: "again.jsonl")
        #expect(again.timeline.map(\.timing) == yaml.timeline.map(\.timing))
        #expect(again.properties.map(\.kind) == yaml.properties.map(\.kind))
        // As in YAML, properties may come before the alerts they name; a name declared nowhere is an
        // error at its place, and a second properties line one at its own.
        let early = try Self.load([Self.header, #"{"properties": [{"shown": "z"}]}"#, #"{"alert": "z"}"#])
        #expect(early.properties.map(\.kind) == [.shown("z")])
        #expect(
            Self.error([Self.header, #"{"properties": [{"shown": "y"}]}"#, #"{"alert": "z"}"#]).contains(
                "t.jsonl:2:27: error: unknown alert id 'y' in 'shown'"))
        #expect(
            Self.error([Self.header, #"{"properties": []}"#, #"{"alert": "z"}"#, #"{"properties": []}"#]).contains(
                "t.jsonl:4:2: error: 'properties' is given again (first on line 2)"))
    }

    @Test func notesBecomeYAMLComments() throws {
        let scenario = try Self.load([
            Self.header, #"{"alert": "x"}"#, #"{"note": "before\nthe step"}"#, #"{"at": 0, "request": "x"}"#,
            #"{"note": "stopped"}"#,
        ])
        let yaml = scenario.yamlText()
        #expect(yaml.contains("  # before\n  # the step\n  - {at: 0ms, request: x}\n  # stopped\n"))
        let reloaded = try ScenarioLoader.load(text: yaml, source: "t.yaml")
        #expect(reloaded.timeline.map(\.action) == scenario.timeline.map(\.action))
        #expect(reloaded.timeline.map(\.time) == scenario.timeline.map(\.time))
    }

    /// What YAML takes for a line break, or the reader refuses, is written visibly in a comment:
    /// the converted file loads, with nothing of the note leaking out of its comment.
    @Test func notesWithLineBreaksYAMLKnowsAndControlsStayComments() throws {
        let note = #"{"note": "x\rname: evil\u0085a\u2028b\u2029c\u001b[31m\u0000\u007f\ufffe\uffff\td"}"#
        let scenario = try Self.load([Self.header, #"{"alert": "x"}"#, note, #"{"at": 0, "request": "x"}"#])
        let yaml = scenario.yamlText()
        #expect(yaml.contains(#"  # x^Mname: evil\u{85}a\u{2028}b\u{2029}c\e[31m^@^?\u{FFFE}\u{FFFF}^Id"#), "\(yaml)")
        let reloaded = try ScenarioLoader.load(text: yaml, source: "t.yaml")
        #expect(reloaded.name == "t")
        #expect(reloaded.timeline.map(\.action) == scenario.timeline.map(\.action))
    }
}
