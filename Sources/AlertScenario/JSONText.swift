import TerminalText

/// Compact JSON, written by hand so keys keep the order the transcript
/// format fixes.
enum JSONText {
    /// Appends `text` to `output` as a JSON string: quotes, backslashes and
    /// control characters escaped; DEL and the C1 controls escaped too so a
    /// transcript is safe to print; everything else, CJK included, as UTF-8.
    /// Text with nothing to escape, which is nearly all of it, is appended
    /// whole.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func append(string text: String, to output: inout String) {
        output += "\""
        if needsNoEscape(text) {
            output += text
        } else {
            appendEscaped(text, to: &output)
        }
        output += "\""
    }

    /// Appends a JSON array of strings to `output`.
    static func append(array items: [String], to output: inout String) {
        output += "["
        for (index, item) in items.enumerated() {
            if index > 0 { output += "," }
            append(string: item, to: &output)
        }
        output += "]"
    }

    /// Whether no byte of `text` needs an escape: no quote, backslash, C0
    /// control or DEL, and no scalar from U+0080 to U+00BF (lead byte 0xC2),
    /// which holds the C1 controls.
    private static func needsNoEscape(_ text: String) -> Bool {
        let answer = text.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 }
        }
        return answer ?? false
    }

    private static func appendEscaped(_ text: String, to output: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.isTerminalControl:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
    }
}
