import TerminalText

/// Compact JSON, written by hand so keys keep the order the transcript
/// format fixes.
enum JSONText {
    /// Appends `text` to `output` as a JSON string: quotes, backslashes and
    /// control characters escaped; DEL and the C1 controls escaped too, and
    /// every invisible character that could reorder or split what a terminal
    /// shows (the bidirectional controls, U+2028 and U+2029, and every other
    /// format character, general category Cf) written as a `\u` escape, so a
    /// transcript is safe to print with `cat`; everything else, CJK included,
    /// as UTF-8. Text with nothing to escape, which is nearly all of it, is
    /// appended whole.
    ///
    /// The noncharacters U+FFFE and U+FFFF, which the scenario reader refuses
    /// raw, are escaped as well. In `yaml` syntax (a double-quoted YAML
    /// scalar, whose escapes are JSON's and more) a scalar beyond U+FFFF is
    /// written `\U0010FFFF`, since YAML takes no surrogate pair.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func append(string text: String, to output: inout String, syntax: Syntax = .json) {
        output += "\""
        if needsNoEscape(text) {
            output += text
        } else {
            appendEscaped(text, to: &output, syntax: syntax)
        }
        output += "\""
    }

    /// Where an escaped string goes: a JSON document, or a YAML file.
    enum Syntax {
        case json
        case yaml
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

    /// Whether no byte of `text` can belong to a scalar that needs an
    /// escape: no quote, backslash, C0 control or DEL, and no lead byte of a
    /// block that holds a C1 control, a format character or a separator
    /// (0xC2: U+0080-U+00BF; 0xD8, 0xDB, 0xDC: Arabic and Syriac; 0xE0, 0xE1,
    /// 0xE2: U+0800-U+2FFF; 0xEF: U+F000-U+FFFF; 0xF0 and 0xF3: planes 1 and
    /// 14). Other text, CJK included, takes the fast path.
    private static func needsNoEscape(_ text: String) -> Bool {
        let answer = text.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.contains { byte in
                switch byte {
                case 0x00..<0x20, 0x22, 0x5C, 0x7F, 0xC2, 0xD8, 0xDB, 0xDC, 0xE0, 0xE1, 0xE2, 0xEF, 0xF0, 0xF3: true
                default: false
                }
            }
        }
        return answer ?? false
    }

    /// Whether a scalar is written as a `\u` escape: controls, format
    /// characters (Cf, which holds the bidirectional controls), the line
    /// and paragraph separators, and U+FFFE and U+FFFF.
    static func needsUnicodeEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isTerminalControl || ScenarioLoader.isNoncharacter(scalar.value) { return true }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    private static func appendEscaped(_ text: String, to output: inout String, syntax: Syntax) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where needsUnicodeEscape(scalar):
                if scalar.value > 0xFFFF, syntax == .yaml {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
                } else if scalar.value > 0xFFFF {
                    let offset = scalar.value - 0x1_0000
                    appendUnicodeEscape(0xD800 + (offset >> 10), to: &output)
                    appendUnicodeEscape(0xDC00 + (offset & 0x3FF), to: &output)
                } else {
                    appendUnicodeEscape(scalar.value, to: &output)
                }
            default: output.unicodeScalars.append(scalar)
            }
        }
    }

    private static func appendUnicodeEscape(_ unit: UInt32, to output: inout String) {
        let hex = String(unit, radix: 16)
        output += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
