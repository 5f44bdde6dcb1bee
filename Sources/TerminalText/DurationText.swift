/// Virtual time as text, both ways: durations as scenario files write them,
/// and instants and durations as every output of the package shows them.
///
/// Scenario files write a bare integer for milliseconds, or a number with a
/// unit: `250ms`, `2s`, `1.5s`, `1m`, `2h`, `7d`. Outputs show seconds:
///
/// | Function | Shows | For |
/// | --- | --- | --- |
/// | ``seconds(_:)`` | `0s`, `1.25s`, `12s` | messages, step times |
/// | ``seconds(_:decimals:)`` | `0.030s`, `12.500s` | the text transcript |
/// | ``clock(_:decimals:)`` | `0.030`, `2.4` | the player's log, where the unit is the column's |
/// | ``compact(_:)`` | `70ms`, `2.4s` | how long an alert has waited, a ttl left |
/// | ``reading(_:decimals:)`` | `59.5s`, `1m 0.5s`, `1h 0m 4.0s`, `3d 0h 0m 4.000s` | the player's clock |
/// | ``instant(_:minutesFromAMinute:)`` | `2.5s`, `1h 30m`, `7d` | messages, SVG labels and the player's end and `next:`, where times run to days |
///
/// Invariant: a parsed duration is a whole, non-negative number of
/// milliseconds no larger than ``limit``; ``milliseconds(_:)`` reads back
/// what ``seconds(_:)`` writes.
package enum DurationText {
    /// Why a duration did not parse.
    package enum Problem: Error, Hashable, Sendable {
        /// Not a number with an optional known unit.
        case malformed
        /// A unit that is not `ms`, `s`, `m`, `h` or `d`.
        case unknownUnit(String)
        /// Below zero.
        case negative
        /// Finer than one millisecond, like `1.0005s`.
        case tooPrecise
        /// A fraction of a unit other than seconds, like `1.5m` or `2.0`;
        /// with the same duration in whole units, when it is whole
        /// milliseconds (`90s` for `1.5m`).
        case fractionOutsideSeconds(equivalent: String?)
        /// Larger than ``DurationText/limit``.
        case tooLarge
    }

    /// The largest instant or duration a scenario may name: 10^12 ms, about
    /// 31 years. Everything within it adds up without overflow.
    package static let limit: Int = 1_000_000_000_000

    /// The units, with how many milliseconds each is.
    package static let units: [(suffix: String, milliseconds: Int)] = [
        ("ms", 1), ("s", 1000), ("m", 60_000), ("h", 3_600_000), ("d", 86_400_000),
    ]

    /// Parses `text` into milliseconds. The forms are exactly those of the
    /// scenario format: a bare integer (milliseconds), `Nms`, `Ns`, `N.Ns`,
    /// `Nm`, `Nh` and `Nd`, where `N` is decimal digits. Only seconds take
    /// a fraction; there is no sign and no surrounding space.
    ///
    /// This is the package's one duration parser: scenario files and
    /// command-line options read durations through it. A plain duration
    /// (``plainMilliseconds(_:)``) is read from its bytes; anything else,
    /// and every error, goes through ``generalMilliseconds(_:)``.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    package static func milliseconds(_ text: String) -> Result<Int, Problem> {
        if let plain = plainMilliseconds(text) { return .success(plain) }
        return generalMilliseconds(text)
    }

    /// ``milliseconds(_:)`` without the fast path for plain durations:
    /// every form, and the reason a text is not a duration.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    package static func generalMilliseconds(_ text: String) -> Result<Int, Problem> {
        if text.first == "-" {
            // Said as what it is, when the rest is a duration.
            switch milliseconds(String(text.dropFirst())) {
            case .success(let value): return .failure(value == 0 ? .malformed : .negative)
            case .failure(.tooLarge), .failure(.fractionOutsideSeconds): return .failure(.negative)
            case .failure(let problem): return .failure(problem)
            }
        }
        let number = text.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let unitText = String(text[number.endIndex...])
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
        let result = value(whole: whole, fraction: parts.count == 2 ? parts[1] : Substring(), scale: scale)
        if case .success(let milliseconds) = result, milliseconds > limit { return .failure(.tooLarge) }
        guard parts.count == 1 || scale == 1_000 else {
            switch result {
            case .success(let milliseconds): return .failure(.fractionOutsideSeconds(equivalent: written(milliseconds)))
            case .failure(.tooLarge): return .failure(.tooLarge)
            case .failure: return .failure(.fractionOutsideSeconds(equivalent: nil))
            }
        }
        return result
    }

    /// Milliseconds in the largest unit that holds them whole, as a
    /// scenario file would write them: `90s`, `12h`, `2ms`.
    ///
    /// - Complexity: O(1)
    package static func written(_ milliseconds: Int) -> String {
        let unit = units.reversed().first { milliseconds % $0.milliseconds == 0 && milliseconds != 0 } ?? units[0]
        return "\(milliseconds / unit.milliseconds)\(unit.suffix)"
    }

    /// A duration written in parts, as messages and the player write
    /// instants (`1d 1h`, `1m 30s`, `1h 5.5s`, `1d1h`), read to
    /// milliseconds: two parts or more, each a duration with its unit, with
    /// or without spaces between. Scenarios take one part only; this is for
    /// the suggestion an error makes (`25h` for `1d 1h`).
    ///
    /// - Returns: `nil` for one part, or for any part that does not read,
    ///   or a total past ``limit``.
    /// - Complexity: O(*n*) in the length of `text`.
    package static func compoundMilliseconds(_ text: String) -> Int? {
        var total = 0
        var parts = 0
        var rest = Substring(text).drop { $0 == " " }
        while !rest.isEmpty {
            let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
            rest = rest.dropFirst(number.count).drop { $0 == " " }
            let unit = rest.prefix { $0.isASCII && $0.isLetter }
            guard !number.isEmpty, !unit.isEmpty, case .success(let part) = milliseconds(String(number + unit))
            else { return nil }
            rest = rest.dropFirst(unit.count).drop { $0 == " " }
            total += part
            parts += 1
            guard total <= limit else { return nil }
        }
        return parts >= 2 ? total : nil
    }

    /// `whole.fraction × scale` as an exact integer, if it is one.
    private static func value(whole: Substring, fraction: Substring, scale: Int) -> Result<Int, Problem> {
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

extension DurationText {
    /// Milliseconds as seconds with as many decimals as they need: `1.25s`,
    /// `0s`, `12s`, `-0.5s`.
    ///
    /// - Complexity: O(1)
    package static func seconds(_ time: Int) -> String {
        let sign = time < 0 ? "-" : ""
        let magnitude = time.magnitude
        let millis = magnitude % 1000
        guard millis != 0 else { return "\(sign)\(magnitude / 1000)s" }
        var fraction = digits(millis, count: 3)
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(sign)\(magnitude / 1000).\(fraction)s"
    }

    /// Milliseconds as seconds with a fixed number of decimals (0 to 3),
    /// cut, not rounded, as a clock shows them: `0.030s`, `12.5s`.
    ///
    /// - Complexity: O(1)
    package static func seconds(_ time: Int, decimals: Int) -> String {
        clock(time, decimals: decimals) + "s"
    }

    /// A clock reading: seconds with a fixed number of decimals (0 to 3),
    /// cut, not rounded, and no unit: `2.030`, `2.0`, `2`.
    ///
    /// - Complexity: O(1)
    package static func clock(_ time: Int, decimals: Int) -> String {
        let sign = time < 0 ? "-" : ""
        let magnitude = time.magnitude
        let whole = "\(sign)\(magnitude / 1000)"
        let decimals = min(max(decimals, 0), 3)
        guard decimals > 0 else { return whole }
        let divisor: UInt = [1, 100, 10, 1][decimals]
        return whole + "." + digits((magnitude % 1000) / divisor, count: decimals)
    }

    /// A span: milliseconds under a second (`70ms`), tenths of a second
    /// from there (`2.4s`), and from a minute on as ``reading(_:decimals:)``
    /// writes it (`1m 30.0s`, `1h 0m 4.0s`). Negative spans show as `0ms`.
    ///
    /// - Complexity: O(1)
    package static func compact(_ time: Int) -> String {
        time < 1_000 ? "\(max(0, time))ms" : reading(time, decimals: 1)
    }

    /// An instant in days, hours and minutes from an hour on: `2.5s`,
    /// `90s`, `1h 30m`, `1d 3s`, `1d 3h`, `7d`. Units that are zero are
    /// left out. With `minutesFromAMinute`, minutes start at a minute
    /// instead (`1m 30s`), as next to a ``reading(_:decimals:)``, which
    /// shows minutes from there.
    ///
    /// - Complexity: O(1)
    package static func instant(_ time: Int, minutesFromAMinute: Bool = false) -> String {
        guard time >= (minutesFromAMinute ? minute : hour) else { return seconds(time) }
        var parts: [String] = []
        var rest = time
        for (unit, length) in [("d", day), ("h", hour), ("m", minute)] where rest >= length {
            parts.append("\(rest / length)\(unit)")
            rest %= length
        }
        if rest > 0 { parts.append(seconds(rest)) }
        return parts.joined(separator: " ")
    }

    /// A running clock: seconds with a fixed number of decimals (0 to 3),
    /// cut, not rounded, as ``seconds(_:decimals:)`` writes them, and from
    /// a minute on with the minutes, hours and days before them as far as
    /// the largest, every unit below it kept so the reading does not jump
    /// in width as it runs: `59.5s`, `1m 0.5s`, `59m 59.0s`, `1h 0m 4.0s`,
    /// `3d 0h 0m 4.000s`.
    ///
    /// - Complexity: O(1)
    package static func reading(_ time: Int, decimals: Int) -> String {
        guard time >= minute else { return seconds(time, decimals: decimals) }
        var text = ""
        var rest = time
        if rest >= day {
            text = "\(rest / day)d "
            rest %= day
        }
        if time >= hour {
            text += "\(rest / hour)h "
            rest %= hour
        }
        text += "\(rest / minute)m "
        return text + seconds(rest % minute, decimals: decimals)
    }

    private static let minute = 60_000
    private static let hour = 3_600_000
    private static let day = 86_400_000

    /// `value` in decimal with leading zeros to `count` digits.
    private static func digits(_ value: UInt, count: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, count - text.count)) + text
    }
}
