import AlertCore
import TerminalText

/// Scalars as a person writes them in a scenario file: plain where YAML
/// reads them back as the same text, double-quoted otherwise.
enum YAMLScalar {
    /// `text` plain, or double-quoted when plain would read otherwise
    /// (empty, a number, a flag or null, a leading indicator, `: ` or ` #`,
    /// flow punctuation, outer spaces, control characters). CJK stays as is.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func text(_ text: String) -> String {
        needsQuotes(text) ? quoted(text) : text
    }

    /// `[a, b]`.
    static func list(_ items: [String]) -> String {
        "[" + items.map(text).joined(separator: ", ") + "]"
    }

    /// A duration in the largest unit that holds it whole, seconds with a
    /// fraction from a second on: `0ms`, `30ms`, `1.5s`, `2m`, `7d`.
    static func duration(_ milliseconds: Milliseconds) -> String {
        guard milliseconds != 0 else { return "0ms" }
        for (suffix, length) in [("d", 86_400_000), ("h", 3_600_000), ("m", 60_000)] where milliseconds % length == 0 {
            return "\(milliseconds / length)\(suffix)"
        }
        return milliseconds >= 1_000 ? DurationText.seconds(milliseconds) : "\(milliseconds)ms"
    }

    /// `1s` or `0ms..2s`.
    static func range(_ range: ClosedRange<Milliseconds>) -> String {
        range.lowerBound == range.upperBound
            ? duration(range.lowerBound) : "\(duration(range.lowerBound))..\(duration(range.upperBound))"
    }

    private static let reserved: Set<String> = [
        "null", "Null", "NULL", "~", "true", "True", "TRUE", "false", "False", "FALSE", "yes", "Yes", "YES", "no", "No",
        "NO", "on", "On", "ON", "off", "Off", "OFF", "y", "Y", "n", "N",
    ]

    private static func needsQuotes(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return true }
        if reserved.contains(text) { return true }
        if "-?:,[]{}#&*!|>'\"%@`. +0123456789".unicodeScalars.contains(first) { return true }
        if last == " " || last == ":" { return true }
        if text.contains(": ") || text.contains(" #") { return true }
        return text.unicodeScalars.contains { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || ",[]{}\"'\\".unicodeScalars.contains(scalar) || scalar.value == 0xFEFF
                || (0x2028...0x2029).contains(scalar.value)
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar.value == 0xFEFF || (0x2028...0x2029).contains(scalar.value)
                {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
