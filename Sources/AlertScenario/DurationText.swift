public import AlertCore

/// Durations as scenario files write them: a bare integer is milliseconds;
/// otherwise a number with a unit, `250ms`, `2s`, `1.5s`, `1m`, `2h` or `7d`.
///
/// Invariant: a parsed duration is a whole, non-negative number of
/// milliseconds no larger than ``limit``.
public enum DurationText {
    /// Why a duration did not parse.
    public enum Problem: Error, Hashable, Sendable {
        /// Not a number with an optional known unit.
        case malformed
        /// A unit that is not `ms`, `s`, `m`, `h` or `d`.
        case unknownUnit(String)
        /// Below zero.
        case negative
        /// Finer than one millisecond, like `1.0005s` or `0.5ms`.
        case tooPrecise
        /// Larger than ``DurationText/limit``.
        case tooLarge
    }

    /// The largest instant or duration a scenario may name: 10^12 ms, about
    /// 31 years. Everything within it adds up without overflow.
    public static let limit: Milliseconds = 1_000_000_000_000

    /// The units, with how many milliseconds each is.
    static let units: [(suffix: String, milliseconds: Int)] = [
        ("ms", 1), ("s", 1000), ("m", 60_000), ("h", 3_600_000), ("d", 86_400_000),
    ]

    /// Parses `text` (surrounding whitespace allowed) into milliseconds.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public static func milliseconds(_ text: String) -> Result<Milliseconds, Problem> {
        var rest = text.trimmingWhitespace()
        var isNegative = false
        if rest.first == "-" || rest.first == "+" {
            isNegative = rest.first == "-"
            rest = rest.dropFirst()
        }
        let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let unitText = String(rest[number.endIndex...])
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = parts.first, !whole.isEmpty,
            parts.count == 1 || !parts[1].isEmpty
        else {
            return .failure(.malformed)
        }
        let scale: Int
        if unitText.isEmpty {
            scale = 1
        } else if let unit = units.first(where: { $0.suffix == unitText }) {
            scale = unit.milliseconds
        } else {
            return .failure(.unknownUnit(unitText))
        }
        if isNegative, number.contains(where: { $0 != "0" && $0 != "." }) {
            return .failure(.negative)
        }
        let result = value(whole: whole, fraction: parts.count == 2 ? parts[1] : Substring(), scale: scale)
        if case .success(let milliseconds) = result, milliseconds > limit { return .failure(.tooLarge) }
        return result
    }

    /// `whole.fraction × scale` as an exact integer, if it is one.
    private static func value(whole: Substring, fraction: Substring, scale: Int) -> Result<Milliseconds, Problem> {
        // Trailing zeros of the fraction never matter: 1.50s is 1.5s.
        let fraction = fraction.reversed().drop { $0 == "0" }.reversed()
        // Leading zeros never matter either: 0001 is 1, however many there are.
        let significant = whole.drop { $0 == "0" }
        guard significant.count <= 15, let wholeValue = significant.isEmpty ? 0 : Int(significant) else {
            return .failure(.tooLarge)
        }
        let (scaled, overflow) = wholeValue.multipliedReportingOverflow(by: scale)
        guard !overflow else { return .failure(.tooLarge) }
        guard !fraction.isEmpty else { return .success(scaled) }
        // scale is at most 86 400 000 (a day), so 9 significant fraction digits cover any whole
        // millisecond, and 9 digits times the scale cannot overflow.
        guard fraction.count <= 9, let digits = Int(String(fraction)) else { return .failure(.tooPrecise) }
        var denominator = 1
        for _ in fraction { denominator *= 10 }
        let numerator = digits * scale
        guard numerator % denominator == 0 else { return .failure(.tooPrecise) }
        let (total, sumOverflow) = scaled.addingReportingOverflow(numerator / denominator)
        return sumOverflow ? .failure(.tooLarge) : .success(total)
    }
}
