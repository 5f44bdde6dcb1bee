import AlertScenario
import Foundation
import TestSupport
import Testing

/// A line that is not JSON is an error at the character where it stops
/// being JSON, with what was expected there (docs/scenario-format.md), also
/// where Foundation's reader says nowhere or blames the wrong character.
@Suite struct JSONLineSyntaxTests {
    /// The second line of a file whose first is the header.
    static func error(secondLine line: String) -> String {
        JSONLinesTests.error([JSONLinesTests.header, line, #"{"end": 5}"#])
    }

    @Test(arguments: [
        // A number no Double holds, either way.
        (#"{"alert": "a", "level": 1e400}"#, "2:25: error: invalid JSON: the number '1e400' is too large"),
        (#"{"alert": "a", "level": -1e999}"#, "2:25: error: invalid JSON: the number '-1e999' is too large"),
        // Half a surrogate pair, either half, and a first half followed by something else.
        (
            #"{"alert": "a", "title": "\ud800"}"#,
            #"2:26: error: invalid JSON: the escape '\uD800' is the first half of a surrogate pair"#
        ),
        (
            #"{"alert": "a", "title": "\ud800\u0041"}"#,
            #"2:26: error: invalid JSON: the escape '\uD800' is the first half"#
        ),
        (#"{"alert": "a", "title": "x\udc00"}"#, #"2:27: error: invalid JSON: the escape '\uDC00' is the second half"#),
        // A tab inside a string: the character, not column 1.
        (
            "{\"alert\": \"a\", \"title\": \"a\tb\"}",
            "2:27: error: invalid JSON: control character U+0009 inside a string"
        ),
        // A string never closed: its opening quote.
        (#"{"alert": "a", "title": "ab"#, #"2:25: error: invalid JSON: a string that the line never closes"#),
        // A word that is no value, a bad escape, too few hex digits, a missing colon or comma.
        (#"{"alert": tru}"#, "2:11: error: invalid JSON: expected a value (a string in double quotes, a number, "),
        (#"{"alert": "a\x"}"#, #"2:13: error: invalid JSON: invalid escape '\x'; expected one of"#),
        (#"{"alert": "\u12"}"#, #"2:14: error: invalid JSON: expected four hex digits after '\u', got '12'"#),
        (#"{"alert" "a"}"#, #"2:10: error: invalid JSON: expected ':' after the key, got '"'"#),
        (#"{"alert": "a" "b": 1}"#, #"2:15: error: invalid JSON: expected ',' or '}' after the member, got '"'"#),
        (#"{"alert": "a""#, "2:14: error: invalid JSON: expected ',' or '}' after the member, got the end of the line"),
        (#"{"alert": "a", "level": 01}"#, "2:25: error: invalid JSON: a number with a leading zero"),
        (#"{"alert": "a", "level": 1.}"#, "2:27: error: invalid JSON: expected a digit after '.', got '}'"),
        // A value that is no object.
        (
            #""a string""#,
            #"2:1: error: expected a JSON object on the line (like {"at": 0, "request": "id"}), got a string"#
        ),
    ])
    func aLineThatIsNotJSONIsAnErrorWhereItStopsBeingJSON(line: String, expected: String) {
        let error = Self.error(secondLine: line)
        #expect(error.hasPrefix("t.jsonl:" + expected), "\(error)")
    }

    /// A crash while a recorder writes a line leaves a prefix of it: every
    /// prefix of a line, cut at any byte, is left out with the one warning.
    @Test func everyPrefixOfALineIsALineCutShort() throws {
        let line = Array(
            (#"{"at": 10, "tap": {"alert": "x", "action": "ok"}, "optional": true, "n": [1, -2.5e+3, null, false], "#
                + #""s": "\u00e9\uD83D\uDE00 \n \" é😀", "o": {}, "l": [], "t": true}"#).utf8)
        let start = Array((JSONLinesTests.header + "\n" + #"{"alert": "x", "actions": ["ok"]}"# + "\n").utf8)
        for length in 1..<line.count {
            var warnings: [String] = []
            let scenario = try ScenarioLoader.load(
                bytes: start + line[..<length], source: "t.jsonl", warnings: &warnings)
            #expect(scenario.timeline.isEmpty)
            #expect(warnings.count == 1 && warnings[0].hasPrefix("t.jsonl:3:1: warning: the last line is cut short"))
        }
    }

    /// A last line that stops being JSON before its end is no line a crash
    /// left: an error where it breaks.
    @Test(arguments: [
        (#"{"at": 5,,"#, "3:10"), (#"{"at" 5"#, "3:7"), (#"{"at": 05"#, "3:8"), (#"{"at": tx"#, "3:8"),
        (#"{"at": [1}"#, "3:10"), (#"{"note": "a\q"#, "3:12"), (#"{"note": nul,"#, "3:10"), (#"{'at': 1"#, "3:2"),
        (#"{"x": "\u12G"#, "3:10"),
    ])
    func aLastLineThatBreaksBeforeItsEndIsAnError(last: String, place: String) {
        let error = JSONLinesTests.error([JSONLinesTests.header, #"{"alert": "x"}"#, last], lastLineBreak: false)
        #expect(error.hasPrefix("t.jsonl:\(place): error: invalid JSON: "), "\(error)")
    }

    /// Only a line feed ends a line of JSON lines: a CR, NEL or U+2028 inside
    /// one is part of it, so a later problem is on the right line.
    @Test(arguments: [
        "{\"name\": \"t\",\r\"description\": \"a\"}", "{\"name\": \"t\", \"description\": \"a\u{85}b\u{2028}c\"}",
    ])
    func onlyALineFeedEndsALine(header: String) {
        let error = JSONLinesTests.error([header, "{\"alert\": \"a\", \"title\": \"\u{FFFE}\"}"])
        #expect(error.hasPrefix("t.jsonl:2:26: error: noncharacter U+FFFE is not allowed"), "\(error)")
    }

    /// A line's first problem is reported, the text's or the JSON's,
    /// wherever each is; a string never closed breaks at the line's end.
    @Test(arguments: [
        ("{\"alert\" \"a\", \"x\u{1}y\": 1}", "2:10: error: invalid JSON: expected ':' after the key"),
        ("{\"alert\": \"a\u{1}\" \"b\"}", "2:13: error: control character U+0001 is not allowed"),
        ("{\"alert\": \"a\u{7F}", "2:13: error: control character U+007F is not allowed"),
    ])
    func theFirstProblemOfALineIsReported(line: String, expected: String) {
        let error = Self.error(secondLine: line)
        #expect(error.hasPrefix("t.jsonl:" + expected), "\(error)")
    }

    /// A crash can cut a character only where JSON has one beyond ASCII, in
    /// a string's text, and only after bytes UTF-8 can begin it with; any
    /// other cut character is an error at the first problem of the line.
    @Test(
        arguments: [
            (Array(#"{"note": "a"#.utf8) + [0xE4, 0xB8], nil),
            (Array("{\"note\": ".utf8) + [0xF0], "3:10: error: the file is not valid UTF-8 (byte 0xF0 here)"),
            (Array(#"{"note": "a"#.utf8) + [0xED, 0xA0], "3:12: error: the file is not valid UTF-8 (byte 0xED here)"),
            (Array(#"{"note": "a"#.utf8) + [0xE0, 0x80], "3:12: error: the file is not valid UTF-8 (byte 0xE0 here)"),
            (Array("{\"note\" \"".utf8) + [0xE4, 0xB8], "3:9: error: invalid JSON: expected ':' after the key"),
        ] as [([UInt8], String?)])
    func aCharacterCutShortIsInAString(last: [UInt8], expected: String?) {
        let start = Array((JSONLinesTests.header + "\n" + #"{"alert": "x"}"# + "\n").utf8)
        var warnings: [String] = []
        do {
            _ = try ScenarioLoader.load(bytes: start + last, source: "t.jsonl", warnings: &warnings)
            #expect(expected == nil && warnings.count == 1, "\(warnings)")
        } catch {
            #expect(expected.map { "\(error)".hasPrefix("t.jsonl:" + $0) } == true, "\(error)")
        }
    }

    /// On lines mangled at random, the reader agrees with Foundation on
    /// which are JSON, and for each that is not, says where and why in its
    /// own words: never Foundation's (`invalid JSON (`), never past the
    /// line's end.
    @Test func theGrammarAgreesWithFoundationOnMangledLines() throws {
        let lines = [
            #"{"alert": "red-packet", "level": "high+10", "title": "领取红包 \"8.88\"", "ttl": 1500}"#,
            #"{"at": 30, "tap": {"alert": "red-packet", "action": "ok"}, "optional": true}"#,
            #"{"after": "10ms..2.5s", "request": "a\u00e9\uD83D\uDE00"}"#,
            #"{"properties": [{"never-covered": "update"}, {"max-wait": {"alert": "a", "within": 5e2}}]}"#,
        ]
        let pieces = [
            "{", "}", "[", "]", ":", ",", "\"", "\\", "\\u", "\\ud800", "-", "0", "1e999", ".", "e", "tru", " ",
        ]
        var random = SplitMix64(seed: 44)
        var refused = 0
        for _ in 0..<3_000 {
            var bytes = Array(lines.randomElement(using: &random)!.utf8)
            for _ in 0...Int.random(in: 0...2, using: &random) {
                let place = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where place < bytes.count: bytes.remove(at: place)
                case 1 where place < bytes.count: bytes[place] = Array(pieces.randomElement(using: &random)!.utf8)[0]
                default: bytes.insert(contentsOf: Array(pieces.randomElement(using: &random)!.utf8), at: place)
                }
            }
            let line = String(decoding: bytes, as: UTF8.self)
            guard !line.isEmpty, !line.contains("\n") else { continue }
            let foundationRefuses = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) == nil
            let error = Self.error(secondLine: line)
            #expect(!error.contains("invalid JSON ("), "\(line): \(error)")
            let isSyntaxError =
                error.contains(": error: invalid JSON: ") || error.contains(": error: a comma right before")
                || error.contains(": error: expected a JSON object on the line")
                || error.contains(": error: the line nests more than")
            guard foundationRefuses else {
                // Foundation takes a comma before a closing bracket; the format does not.
                #expect(!isSyntaxError || error.contains("a comma right before"), "\(line): \(error)")
                continue
            }
            refused += 1
            #expect(isSyntaxError, "\(line): \(error)")
            guard error.hasPrefix("t.jsonl:2:"), let column = Int(error.dropFirst(10).prefix { $0.isNumber }) else {
                Issue.record("\(line): \(error)")
                continue
            }
            #expect(column >= 1 && column <= line.unicodeScalars.count + 1, "\(line): \(error)")
        }
        // The mangling makes both kinds of line.
        #expect(refused > 1_000 && refused < 2_900)
    }
}
