extension DurationText {
    /// ``DurationText/units`` as UTF-8 bytes, to compare with a plain
    /// duration's suffix without making a String of it.
    private static let plainUnits: [(suffix: [UInt8], milliseconds: Int)] = units.map {
        (Array($0.suffix.utf8), $0.milliseconds)
    }

    /// A duration written the plain way nearly every file writes it, read
    /// from its UTF-8 bytes: digits, optionally a unit, a fraction only
    /// before `s`, no sign and no spaces (`250`, `5ms`, `2s`, `0.005s`, `1m`).
    /// `nil` for anything else, which ``generalMilliseconds(_:)`` then reads
    /// and, when it is wrong, explains. ``milliseconds(_:)`` tries this
    /// first; where it gives a value, it is the value
    /// ``generalMilliseconds(_:)`` gives: a test compares the two.
    ///
    /// - Complexity: O(*n*) in the length of `text`, without grapheme breaking.
    package static func plainMilliseconds(_ text: String) -> Int? {
        let parsed = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var index = 0
            func digits(upTo limit: Int) -> (value: Int, count: Int) {
                var value = 0
                var count = 0
                while index < bytes.count, count <= limit, (0x30...0x39).contains(bytes[index]) {
                    value = value * 10 + Int(bytes[index] - 0x30)
                    count += 1
                    index += 1
                }
                return (value, count)
            }
            // More than 15 whole or 9 fraction digits overflow nothing here,
            // but they are generalMilliseconds's to judge.
            let whole = digits(upTo: 15)
            guard (1...15).contains(whole.count) else { return nil }
            var fraction = (value: 0, count: 0)
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                fraction = digits(upTo: 9)
                guard (1...9).contains(fraction.count) else { return nil }
            }
            let unit = UnsafeBufferPointer(rebasing: bytes[index...])
            let scale = unit.isEmpty ? 1 : plainUnits.first { $0.suffix.elementsEqual(unit) }?.milliseconds
            // Only seconds take a fraction (docs/scenario-format.md); the rest is generalMilliseconds's to refuse.
            guard let scale, fraction.count == 0 || scale == 1_000 else { return nil }
            let (scaled, overflow) = whole.value.multipliedReportingOverflow(by: scale)
            guard !overflow else { return nil }
            var denominator = 1
            for _ in 0..<fraction.count { denominator *= 10 }
            // At most 10^9 × 86 400 000: no overflow.
            let numerator = fraction.value * scale
            guard numerator % denominator == 0 else { return nil }
            let total = scaled + numerator / denominator
            return total <= Self.limit ? total : nil
        }
        return parsed ?? nil
    }
}
