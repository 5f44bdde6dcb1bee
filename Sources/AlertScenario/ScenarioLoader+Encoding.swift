import TerminalText

extension ScenarioLoader {
    /// The bytes as UTF-8 text, or an error at the first byte that is not
    /// valid UTF-8.
    ///
    /// - Complexity: O(*n*) in the number of bytes.
    static func decodeUTF8(_ bytes: [UInt8], source: String) throws(ScenarioError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: break decoding
            case .error: break decoding
            }
        }
        let bad = offset < bytes.count ? bytes[offset] : 0
        throw ScenarioError(
            source: source, location: location(ofByte: offset, in: bytes),
            message: "the file is not valid UTF-8 (byte 0x\(hex(bad)) here); scenario files must be UTF-8 text")
    }

    /// Rejects the characters YAML does not allow in a file (C0 controls
    /// other than tab and line breaks, DEL, C1 controls, U+FFFE and U+FFFF),
    /// which is also how binary data shows up.
    ///
    /// - Complexity: O(*n*) in the number of Unicode scalars.
    static func rejectControlCharacters(in text: String, source: String) throws(ScenarioError) {
        var line = 1
        var column = 1
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                line += 1
                column = 1
                continue
            }
            let allowed =
                scalar == "\t" || scalar == "\r" || scalar.value == 0x85
                || (!scalar.isTerminalControl && scalar.value != 0xFFFE && scalar.value != 0xFFFF)
            guard allowed else {
                let code = String(scalar.value, radix: 16, uppercase: true)
                throw ScenarioError(
                    source: source, location: SourceLocation(line: line, column: column),
                    message: "control character U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code) "
                        + "is not allowed; scenario files must be text")
            }
            column += 1
        }
    }

    /// The line and column (counting Unicode scalars) of a byte offset in
    /// UTF-8 text that is valid up to that offset.
    ///
    /// - Complexity: O(*offset*)
    static func location(ofByte offset: Int, in bytes: [UInt8]) -> SourceLocation {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourceLocation(line: line, column: column)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
