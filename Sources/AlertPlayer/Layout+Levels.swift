extension PlayerLayout {
    /// A level in at most `width` columns (5 at least): as it is when it
    /// fits, otherwise as a power of ten with the digits that fit, cut
    /// rather than rounded so that it never reads larger than it is:
    /// `1e15`, `-9.9e14`, `1.234e8`. The start of its digits (`-100…`)
    /// would name a different level.
    ///
    /// - Complexity: O(1)
    package static func levelText(_ value: Int, width: Int) -> String {
        let full = String(value)
        guard full.count > width else { return full }
        let sign = value < 0 ? "-" : ""
        let digits = Array(String(value.magnitude))
        let exponent = "e\(digits.count - 1)"
        let room = width - sign.count - exponent.count
        var mantissa = String(digits[0])
        if room >= 3 {
            var decimals = String(digits[1..<min(digits.count, room - 1)])
            while decimals.last == "0" { decimals.removeLast() }
            if !decimals.isEmpty { mantissa += "." + decimals }
        }
        return sign + mantissa + exponent
    }
}
