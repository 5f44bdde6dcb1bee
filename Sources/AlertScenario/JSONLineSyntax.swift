/// Where a line that Foundation refused stops being JSON (RFC 8259), and
/// why, in a scenario error's words: Foundation does not always say where
/// (a number too large for a `Double`, half a surrogate pair, a line that
/// ends inside a string) and names its own internals when it does.
///
/// The reader asks only after Foundation has failed, so a valid line costs
/// nothing. It checks the grammar only (no values are built) and stops at
/// the first problem, so the column it blames is where a reader going left
/// to right first sees that the line cannot be JSON.
///
/// - Complexity: O(*n*) in the length of the line; it nests no deeper than
///   ``JSONLineEvents/depthLimit``, the limit the walker over valid lines has.
struct JSONLineSyntax {
    typealias Problem = JSONLineReading.LineProblem

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Whether `line` is the start of a JSON object that a crash stopped
    /// writing: valid JSON as far as it goes, and only its end is missing;
    /// with `inAString`, the end is in a string's text.
    static func isObjectCutShort(_ line: UnsafeBufferPointer<UInt8>, inAString: Bool = false) -> Bool {
        guard let first = line.first(where: { !JSONLineEvents.isSpace($0) }), first == UInt8(ascii: "{"),
            let problem = problem(in: line)
        else { return false }
        return problem.isCutShort && (!inAString || problem.isInAString)
    }

    /// The first problem of `line`, or `nil` when it is one JSON object.
    static func problem(in line: UnsafeBufferPointer<UInt8>) -> Problem? {
        var syntax = JSONLineSyntax(bytes: line)
        do throws(Problem) {
            syntax.skipSpace()
            let start = syntax.index
            try syntax.value(depth: 0)
            syntax.skipSpace()
            guard syntax.index == line.count else {
                throw syntax.problem("expected the end of the line after the value, got \(syntax.found)")
            }
            guard line[start] == UInt8(ascii: "{") else {
                return Problem(message: JSONLineReading.notAnObject(got: kind(of: line[start])), offset: start)
            }
            return nil
        } catch {
            return error
        }
    }

    private mutating func value(depth: Int) throws(Problem) {
        guard index < bytes.count else {
            throw problem(
                "expected a value (a string in double quotes, a number, an object, a list, true, false or null), "
                    + "got the end of the line")
        }
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < JSONLineEvents.depthLimit else {
                throw Problem(message: JSONLineEvents.tooDeepMessage, offset: index)
            }
            try container(closer: bytes[index] == UInt8(ascii: "{") ? "}" : "]", depth: depth)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default:
            for word in ["true", "false", "null"] {
                if bytes[index...].starts(with: word.utf8) {
                    index += word.utf8.count
                    return
                }
                if word.utf8.starts(with: bytes[index...]) {
                    // `tr` at the end of the line: a `true` cut short.
                    index = bytes.count
                }
            }
            throw problem(
                "expected a value (a string in double quotes, a number, an object, a list, true, false or null), "
                    + "got \(found)")
        }
    }

    /// An object (`closer` `}`: members `"key": value`) or a list (`]`:
    /// values), from its opening bracket at ``index``.
    private mutating func container(closer: Unicode.Scalar, depth: Int) throws(Problem) {
        let isObject = closer == "}"
        let noun = isObject ? "member" : "element"
        index += 1
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: closer) {
            index += 1
            return
        }
        while true {
            if isObject {
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw problem("expected a key in double quotes, got \(found)")
                }
                try string()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw problem("expected ':' after the key, got \(found)")
                }
                index += 1
                skipSpace()
            }
            try value(depth: depth + 1)
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
            let comma = index
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: closer) {
                throw Problem(message: JSONLineEvents.trailingCommaMessage(closer: closer), offset: comma)
            }
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: closer) else {
            throw problem("expected ',' or '\(closer)' after the \(noun), got \(found)")
        }
        index += 1
    }

    /// A string, from its opening quote at ``index``.
    private mutating func string() throws(Problem) {
        let opening = index
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"): try escape()
            case ..<0x20:
                let hex = (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                throw problem(
                    "control character U+00\(hex) inside a string; expected it escaped, like \\n, \\t or \\u00\(hex)")
            default: index += 1
            }
        }
        throw Problem(
            message: "invalid JSON: a string that the line never closes; expected '\"' before the end of the line",
            offset: opening, isCutShort: true, isInAString: true)
    }

    /// An escape, from its backslash at ``index``: one of `\" \\ \/ \b \f
    /// \n \r \t`, or `\uXXXX`, a surrogate only as the first of a pair.
    private mutating func escape() throws(Problem) {
        let start = index
        index += 1
        guard index < bytes.count else { throw problem("a backslash at the end of the line; expected an escape") }
        guard bytes[index] == UInt8(ascii: "u") else {
            guard Array(#""\/bfnrt"#.utf8).contains(bytes[index]) else {
                throw Problem(
                    message:
                        "invalid JSON: invalid escape \(("\\" + word(at: index)).quotedForMessage); expected one of "
                        + "\\\" \\\\ \\/ \\b \\f \\n \\r \\t, or \\u and four hex digits",
                    offset: start)
            }
            index += 1
            return
        }
        index += 1
        guard let unit = hexUnit(at: index) else {
            // Fewer than four hex digits, and then the end of the line: an escape cut short.
            if bytes[index...].count < 4, bytes[index...].allSatisfy(isHexDigit) {
                index = bytes.count
            }
            throw problem("expected four hex digits after '\\u', got \(found)")
        }
        index += 4
        switch unit {
        case 0xD800...0xDBFF:
            guard bytes[index...].starts(with: #"\u"#.utf8), let low = hexUnit(at: index + 2),
                (0xDC00...0xDFFF).contains(low)
            else {
                // The end of the line before the second half is whole (`\uDC`): a pair cut short.
                let rest = bytes[index...].map { Character(Unicode.Scalar($0)).uppercased() }
                let patterns = ["\\", "U", "D", "CDEF", "0123456789ABCDEF", "0123456789ABCDEF"]
                let isCut = rest.count < 6 && zip(rest, patterns).allSatisfy { $1.contains($0) }
                throw Problem(
                    message: "invalid JSON: the escape \(escapeText(unit)) is the first half of a surrogate pair; "
                        + "expected its second half, \\uDC00 to \\uDFFF, right after it",
                    offset: start, isCutShort: isCut)
            }
            index += 6
        case 0xDC00...0xDFFF:
            throw Problem(
                message: "invalid JSON: the escape \(escapeText(unit)) is the second half of a surrogate pair "
                    + "without its first; expected \\uD800 to \\uDBFF before it",
                offset: start)
        default: break
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, within what a
    /// `Double` holds.
    private mutating func number() throws(Problem) {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw problem("expected a digit after '-', got \(found)")
        }
        if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
            throw problem("a number with a leading zero; expected no zero before its other digits")
        }
        skipDigits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw problem("expected a digit after '.', got \(found)")
            }
            skipDigits()
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw problem("expected a digit in the exponent, got \(found)")
            }
            skipDigits()
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard Double(text)?.isFinite == true else {
            throw Problem(
                message: "invalid JSON: the number \(text.quotedForMessage) is too large; "
                    + "expected at most about 1.8e308 either way",
                offset: start)
        }
    }

    /// The UTF-16 unit of the four hex digits at `offset`, if there are four.
    private func hexUnit(at offset: Int) -> UInt16? {
        guard offset + 4 <= bytes.count, bytes[offset..<offset + 4].allSatisfy(isHexDigit) else { return nil }
        return UInt16(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + 4]), as: UTF8.self), radix: 16)
    }

    private func escapeText(_ unit: UInt16) -> String {
        "'\\u" + String(unit, radix: 16, uppercase: true) + "'"
    }

    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    private mutating func skipDigits() { while index < bytes.count, isDigit(bytes[index]) { index += 1 } }

    private mutating func skipSpace() {
        while index < bytes.count, JSONLineEvents.isSpace(bytes[index]) { index += 1 }
    }

    /// What is at ``index``, for a message: the word or character there,
    /// quoted, or the end of the line.
    private var found: String {
        let word = word(at: index)
        return index >= bytes.count ? "the end of the line" : word == "'" ? #""'""# : word.quotedForMessage
    }

    /// The word (`tru`) at `offset` to its last ASCII letter or digit, or
    /// the one character there.
    private func word(at offset: Int) -> String {
        guard offset < bytes.count else { return "" }
        let isWordByte = { (byte: UInt8) in byte < 0x80 && (Character(Unicode.Scalar(byte)).isLetter || isDigit(byte)) }
        let isWord = isWordByte(bytes[offset])
        var end = offset + 1
        while end < bytes.count, end - offset < 24, bytes[end] & 0xC0 == 0x80 || (isWord && isWordByte(bytes[end])) {
            end += 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
    }

    /// A problem at ``index``: the line ended there if ``index`` is past its last byte.
    private func problem(_ message: String) -> Problem {
        Problem(message: "invalid JSON: " + message, offset: index, isCutShort: index >= bytes.count)
    }

    /// What a JSON value that starts with `byte` is, in words.
    private static func kind(of byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "["): "a list"
        case UInt8(ascii: "\""): "a string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): "a boolean"
        case UInt8(ascii: "n"): "null"
        default: "a number"
        }
    }
}
