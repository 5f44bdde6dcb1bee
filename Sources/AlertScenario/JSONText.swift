import TerminalText

/// Compact JSON, written by hand so keys keep the order the transcript
/// format fixes.
enum JSONText {
    /// `text` as a JSON string: quotes, backslashes and control characters
    /// escaped; DEL and the C1 controls escaped too so a transcript is safe to
    /// print; everything else, CJK included, as UTF-8.
    ///
    /// - Complexity: O(*n*) in the number of Unicode scalars.
    static func string(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.isTerminalControl:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A JSON array of strings.
    static func array(_ items: [String]) -> String {
        "[" + items.map(string).joined(separator: ",") + "]"
    }
}
