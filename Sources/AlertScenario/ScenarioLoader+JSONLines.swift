import Foundation
import TerminalText

/// Foundation's JSON reading, one line at a time.
enum JSONLineReading {
    /// A JSON string token (quotes included) as text, decoded by Foundation.
    static func decodeString(_ token: UnsafeBufferPointer<UInt8>) -> String? {
        (try? JSONSerialization.jsonObject(with: Data(token), options: .fragmentsAllowed)) as? String
    }

    /// The object on one line, or why it is none: the message and the byte
    /// of the line where Foundation stopped, when it says.
    static func object(in line: UnsafeBufferPointer<UInt8>) -> Result<[String: Any], LineProblem> {
        guard let base = line.baseAddress, !line.isEmpty else {
            return .failure(
                LineProblem(message: "the line is empty; expected one JSON object on every line", offset: 0))
        }
        let data = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: line.count, deallocator: .none)
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            // Where and why, found by the grammar; Foundation's own words only if the two disagree.
            if let problem = JSONLineSyntax.problem(in: line) { return .failure(problem) }
            let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            return .failure(
                LineProblem(
                    message: "invalid JSON (\(text.trimmingCharacters(in: .whitespaces))); "
                        + "expected one JSON object on the line",
                    offset: characterIndex(in: text) ?? 0))
        }
        guard let object = parsed as? [String: Any] else {
            let start = line.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? 0
            return .failure(LineProblem(message: notAnObject(got: "a list"), offset: start))
        }
        return .success(object)
    }

    /// What the reader says of a line whose JSON value is `kind` (`a list`), not an object.
    static func notAnObject(got kind: String) -> String {
        "expected a JSON object on the line (like {\"at\": 0, \"request\": \"id\"}), got \(kind)"
    }

    /// Why a line is not an object.
    struct LineProblem: Error {
        let message: String
        /// The byte of the line to blame.
        let offset: Int
        /// Whether the line is valid JSON as far as it goes, and only its
        /// end is missing (what a crash while writing it leaves).
        var isCutShort = false
        /// Whether it ends inside a string's text (not in an escape).
        var isInAString = false
    }

    /// `N` of Foundation's "around character N." (a byte of the line), if it says.
    private static func characterIndex(in message: String) -> Int? {
        // The last "character ": the first may be the problem's own word ("Unescaped control character").
        guard let range = message.range(of: "character ", options: .backwards) else { return nil }
        return Int(message[range.upperBound...].prefix(while: \.isNumber))
    }
}

extension ScenarioLoader {
    /// Whether `tail`, the bytes after a file's last line break, can be a
    /// line that a crash cut short while it was written (docs/scenario-format.md): it opens
    /// a JSON object that it never closes, and it is valid text and valid
    /// JSON as far as it goes, but for a UTF-8 sequence cut at its very end,
    /// inside a string (the only place JSON has characters beyond ASCII).
    /// Anything else there (a whole object, a bracket too many, text after
    /// the object, a byte the format refuses, JSON that breaks before the
    /// end) is read as a line, and is an error at its place.
    ///
    /// - Complexity: O(*n*) in the length of the tail.
    static func canBeCutShort(_ tail: UnsafeBufferPointer<UInt8>) -> Bool {
        // A UTF-8 sequence cut by the crash: its lead byte and fewer continuation bytes than it
        // needs, the first of them one that lead byte can have (not a surrogate, an overlong form).
        var end = tail.count
        var continuations = 0
        while end > 0, continuations < 3, tail[end - 1] & 0xC0 == 0x80 {
            end -= 1
            continuations += 1
        }
        var isCutInACharacter = false
        if end > 0, let (length, second) = utf8Sequence(startingWith: tail[end - 1]), continuations < length - 1,
            continuations == 0 || second.contains(tail[end])
        {
            end -= 1
            isCutInACharacter = true
        } else {
            end = tail.count
        }
        let written = UnsafeBufferPointer(rebasing: tail[..<end])
        guard textProblem(in: written) == nil else { return false }
        return JSONLineSyntax.isObjectCutShort(written, inAString: isCutInACharacter)
    }

    /// Whether `source` names a JSON-lines scenario: it ends in `.jsonl`.
    ///
    /// - Complexity: O(*n*) in the length of the name.
    public static func isJSONLines(_ source: String) -> Bool {
        source.lowercased().hasSuffix(".jsonl")
    }

    /// Loads a JSON-lines scenario (docs/scenario-format.md) from `text`, UTF-8 without a
    /// byte order mark. A last line without a line break that a recorder
    /// stopped while writing could have left (``canBeCutShort(_:)``)
    /// is left out with a warning; any other problem is an error at its
    /// line and column.
    ///
    /// - Complexity: O(*n*) in the number of bytes; memory that of the
    ///   scenario and of its longest line's events.
    static func loadJSONLines(
        _ text: UnsafeBufferPointer<UInt8>, source: String, warnings: inout [String]
    ) throws(ScenarioError) -> Scenario {
        var end = text.count
        var lastLine = 1
        if let last = text.last, last != UInt8(ascii: "\n") {
            // The bytes after the last line break: a line cut short, or the last line written without one.
            var start = end
            while start > 0, text[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            let tail = UnsafeBufferPointer(rebasing: text[start...])
            if Self.canBeCutShort(tail) {
                end = start
                lastLine = text[..<start].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
                warnings.append(
                    "\(source.terminalSafe):\(lastLine):1: warning: the last line is cut short "
                        + "(no line break after it, and not a whole JSON object); ignored it")
            }
        }
        let body = UnsafeBufferPointer(rebasing: text[..<end])
        var reading = ScenarioDecoder.JSONLinesReading(source: source)
        var lineStart = 0
        var line = 1
        while lineStart < body.count {
            var lineEnd = lineStart
            while lineEnd < body.count, body[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let bytes = UnsafeBufferPointer(rebasing: body[lineStart..<lineEnd])
            // Only a line break ends a line here: a CR, NEL or U+2028 inside one is no break, for the
            // text's problems too. The first problem of the line is reported, the text's or the JSON's.
            let problem: JSONLineReading.LineProblem?
            if let text = textProblem(in: bytes) {
                // A line that merely ends too soon (a string never closed) breaks at its end.
                if let json = JSONLineSyntax.problem(in: bytes),
                    (json.isCutShort ? bytes.count : json.offset) < text.offset
                {
                    problem = json
                } else {
                    problem = JSONLineReading.LineProblem(message: text.message, offset: text.offset)
                }
            } else {
                switch JSONLineReading.object(in: bytes) {
                case .success(let object):
                    do {
                        try reading.read(object, bytes: bytes, line: line)
                    } catch {
                        throw Self.namingLaterDeclaration(error, line: line, in: body, after: lineEnd)
                    }
                    problem = nil
                case .failure(let failure):
                    problem = failure
                }
            }
            if let problem {
                let offset = min(problem.offset, bytes.count)
                let column = bytes[..<offset].reduce(1) { $1 & 0xC0 != 0x80 ? $0 + 1 : $0 }
                throw ScenarioError(
                    source: source, location: SourceLocation(line: line, column: column), message: problem.message)
            }
            lineStart = lineEnd + 1
            line += 1
        }
        reading.lastLineWasCutShort = end < text.count
        do {
            return try reading.finish()
        } catch {
            // Properties, read last, may name an alert no line declares: there is no later line to name.
            var error = error
            error.undeclaredAlert = nil
            throw error
        }
    }

    /// `error`, met on line `line`, as it stands; or, when it is a step
    /// naming an alert that a later line declares, saying so, where it
    /// would suggest another id. The lines after byte `start` of `body`
    /// are read for the declaration only then.
    ///
    /// - Complexity: O(1) for any other error; O(*n*) in the bytes after
    ///   `start` for an undeclared alert.
    static func namingLaterDeclaration(
        _ error: ScenarioError, line: Int, in body: UnsafeBufferPointer<UInt8>, after start: Int
    ) -> ScenarioError {
        guard let undeclared = error.undeclaredAlert else { return error }
        var error = error
        error.undeclaredAlert = nil
        var lineStart = start + 1
        var laterLine = line + 1
        while lineStart < body.count {
            var lineEnd = lineStart
            while lineEnd < body.count, body[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let bytes = UnsafeBufferPointer(rebasing: body[lineStart..<lineEnd])
            if case .success(let object) = JSONLineReading.object(in: bytes),
                object["alert"] as? String == undeclared.id
            {
                error.message =
                    "unknown alert id \(undeclared.id.quotedForMessage) in '\(undeclared.field)': it is declared "
                    + "on line \(laterLine), after this step; expected each alert declared on a line before "
                    + "the first step that names it"
                return error
            }
            lineStart = lineEnd + 1
            laterLine += 1
        }
        return error
    }
}
