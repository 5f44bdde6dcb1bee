/// Turns one line of a JSON-lines scenario, already parsed by Foundation's
/// `JSONSerialization`, into the events a YAML document of the same value
/// would give (``YAMLEvent``), so that one decoder reads both syntaxes.
///
/// Foundation gives the values but neither the order of an object's keys
/// nor where anything is written. The walker finds both in the line's raw
/// bytes: it steps over the line's structure (which Foundation has already
/// found valid JSON) in one pass, and takes each value from the parsed
/// object. Keys come out in the order they are written, a key written twice
/// comes out twice (so the decoder reports it), and every event carries the
/// line and the column (in Unicode scalars) where its value starts.
///
/// Strings are quoted scalars; numbers, `true`, `false` and `null` are
/// plain scalars with the text as written, so `1500` is 1500 ms where a
/// duration belongs and `null` is YAML's null.
///
/// - Complexity: O(*n*) in the length of the line.
struct JSONLineEvents {
    /// One key of the line's object, and where its events are in ``events``.
    struct Member {
        let name: String
        /// The key's own scalar event.
        let keyIndex: Int
        /// The events of its value.
        let value: Range<Int>
    }

    /// How deep containers may nest in a line: the format needs five levels.
    static let depthLimit = 32

    private let bytes: UnsafeBufferPointer<UInt8>
    private let line: Int
    private let source: String
    /// The column of ``columnOffset``: columns are counted forward as the walk goes.
    private var columnOffset = 0
    private var column = 1
    private(set) var events: [YAMLEvent]
    /// The object's keys, in the order written.
    private(set) var members: [Member] = []

    /// The events of the object `object` written as `bytes` on line `line`,
    /// appended to `events` (which the caller reuses line after line).
    init(
        object: [String: Any], bytes: UnsafeBufferPointer<UInt8>, line: Int, source: String, events: [YAMLEvent]
    ) throws(ScenarioError) {
        self.bytes = bytes
        self.line = line
        self.source = source
        self.events = events
        let start = skipSpace(from: 0)
        _ = try walk(object, at: start, depth: 0, isRoot: true)
    }

    /// Appends the events of `value`, written from byte `offset`, and
    /// returns the offset just past it.
    private mutating func walk(_ value: Any, at offset: Int, depth: Int, isRoot: Bool = false) throws(ScenarioError)
        -> Int
    {
        let location = self.location(of: offset)
        guard offset < bytes.count else {
            events.append(YAMLEvent(kind: .scalar, location: location, text: "null", isPlain: true))
            return offset
        }
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            guard depth < Self.depthLimit else { throw tooDeep(at: location) }
            let object = value as? [String: Any] ?? [:]
            events.append(YAMLEvent(kind: .mappingStart, location: location))
            var index = skipSpace(from: offset + 1)
            while index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                let keyEnd = skipString(from: index)
                let key = Self.string(UnsafeBufferPointer(rebasing: bytes[index..<keyEnd]))
                let keyIndex = events.count
                events.append(YAMLEvent(kind: .scalar, location: self.location(of: index), text: key))
                index = skipSpace(from: keyEnd)
                index = skipSpace(from: index + 1)  // the colon
                let valueStart = events.count
                index = try walk(object[key] as Any, at: index, depth: depth + 1)
                if isRoot { members.append(Member(name: key, keyIndex: keyIndex, value: valueStart..<events.count)) }
                index = try skipComma(from: skipSpace(from: index), closer: "}")
            }
            events.append(YAMLEvent(kind: .mappingEnd, location: self.location(of: index)))
            return index + 1
        case UInt8(ascii: "["):
            guard depth < Self.depthLimit else { throw tooDeep(at: location) }
            let array = value as? [Any] ?? []
            events.append(YAMLEvent(kind: .sequenceStart, location: location))
            var index = skipSpace(from: offset + 1)
            var position = 0
            while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
                index = try walk(
                    position < array.count ? array[position] : (nil as Any?) as Any, at: index, depth: depth + 1)
                position += 1
                index = try skipComma(from: skipSpace(from: index), closer: "]")
            }
            events.append(YAMLEvent(kind: .sequenceEnd, location: self.location(of: index)))
            return index + 1
        case UInt8(ascii: "\""):
            let end = skipString(from: offset)
            let text = value as? String ?? Self.string(UnsafeBufferPointer(rebasing: bytes[offset..<end]))
            events.append(YAMLEvent(kind: .scalar, location: location, text: text))
            return end
        default:
            // A number, true, false or null: the text as written, plain, but for a whole number written
            // with a fraction or an exponent (`1e3`, `1000.0`, `-0`), which JSON takes for the same number.
            var end = offset
            while end < bytes.count, !Self.isDelimiter(bytes[end]) { end += 1 }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
            events.append(YAMLEvent(kind: .scalar, location: location, text: Self.wholeNumber(text), isPlain: true))
            return end
        }
    }

    /// `text` as digits when it is a JSON number written with a fraction or
    /// an exponent that is exactly a whole number (`1e3` is `1000`, `2.50e1`
    /// is `25`, `-0` is `0`); anything else as it is, so an error shows what
    /// was written (`2.5`, `1e-3`, a whole number of more than 18 digits).
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func wholeNumber(_ text: String) -> String {
        // JSON's grammar, which the line has passed: -? DIGITS (. DIGITS)? ([eE] [+-]? DIGITS)?
        guard text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) || text == "-0" else { return text }
        let isNegative = text.hasPrefix("-")
        let body = text.dropFirst(isNegative ? 1 : 0)
        let mantissaEnd = body.firstIndex { $0 == "e" || $0 == "E" } ?? body.endIndex
        guard let exponent = mantissaEnd == body.endIndex ? 0 : Int(body[body.index(after: mantissaEnd)...]) else {
            return text
        }
        let mantissa = body[..<mantissaEnd]
        let integerDigits = mantissa.prefix { $0 != "." }
        var digits = Array(integerDigits + mantissa.dropFirst(integerDigits.count + 1))
        // Where the point falls among the digits once the exponent has moved it, leading zeros dropped.
        let zeros = digits.prefix { $0 == "0" }.count
        if zeros == digits.count { return "0" }
        // A number other than zero with an exponent past a million is kept as written (no duration is one).
        guard exponent.magnitude <= 1_000_000 else { return text }
        var point = integerDigits.count + exponent
        digits.removeFirst(zeros)
        point -= zeros
        guard point > 0, point <= 18, digits.dropFirst(point).allSatisfy({ $0 == "0" }) else { return text }
        let whole = String(digits.prefix(point)) + String(repeating: "0", count: max(0, point - digits.count))
        guard let value = Int(whole) else { return text }
        return String(isNegative ? -value : value)
    }

    /// The offset of the next member or element after the comma at
    /// `offset`, if one is there. Foundation takes a comma right before
    /// the closing bracket; JSON does not, and neither does the format.
    private mutating func skipComma(from offset: Int, closer: Unicode.Scalar) throws(ScenarioError) -> Int {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ",") else { return offset }
        let next = skipSpace(from: offset + 1)
        guard next < bytes.count, bytes[next] == UInt8(ascii: closer) else { return next }
        throw ScenarioError(
            source: source, location: location(of: offset), message: Self.trailingCommaMessage(closer: closer))
    }

    /// What the reader says of a comma right before `closer`, `}` or `]`.
    static func trailingCommaMessage(closer: Unicode.Scalar) -> String {
        "a comma right before '\(closer)'; expected another " + (closer == "}" ? "member" : "element")
            + " after it, or no comma (JSON has no trailing comma)"
    }

    /// The offset just past the string that starts with the quote at `offset`.
    private func skipString(from offset: Int) -> Int {
        var index = offset + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return bytes.count
    }

    private func skipSpace(from offset: Int) -> Int {
        var index = offset
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        return index
    }

    /// JSON's whitespace: space, tab, line feed, carriage return.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
    }

    /// A JSON string token's text: its bytes between the quotes, or, when it
    /// has escapes, what Foundation decodes it to.
    private static func string(_ token: UnsafeBufferPointer<UInt8>) -> String {
        let inner = UnsafeBufferPointer(rebasing: token[1..<max(1, token.count - 1)])
        guard inner.contains(UInt8(ascii: "\\")) else { return String(decoding: inner, as: UTF8.self) }
        return JSONLineReading.decodeString(token) ?? String(decoding: inner, as: UTF8.self)
    }

    /// The place of the byte at `offset`; offsets only grow during a walk,
    /// so columns are counted on from the last one.
    private mutating func location(of offset: Int) -> SourceLocation {
        let target = min(offset, bytes.count)
        while columnOffset < target {
            // Every byte but a UTF-8 continuation byte starts a scalar.
            if bytes[columnOffset] & 0xC0 != 0x80 { column += 1 }
            columnOffset += 1
        }
        return SourceLocation(line: line, column: column)
    }

    private func tooDeep(at location: SourceLocation) -> ScenarioError {
        ScenarioError(source: source, location: location, message: Self.tooDeepMessage)
    }

    /// What the reader says of containers nested deeper than ``depthLimit``.
    static let tooDeepMessage =
        "the line nests more than \(depthLimit) levels deep; expected a scenario line (a few levels at most)"
}
