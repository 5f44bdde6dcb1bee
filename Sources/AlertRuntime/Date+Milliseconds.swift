import Foundation

/// Dates as whole milliseconds since 1970: what a history file stores, and
/// what the center's launch and its cap instants are counted in. One
/// conversion both ways, so that a date the center hands a history reads
/// back as the same instant.
extension Date {
    /// The date `milliseconds` whole milliseconds after the start of 1970.
    ///
    /// - Complexity: O(1)
    init(millisecondsSince1970 milliseconds: Int64) {
        self.init(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// This date in whole milliseconds since the start of 1970, rounded by
    /// `rule` and clamped to ±9 × 10¹⁵ (some 285,000 years), never
    /// trapping; a date that is not finite reads as 1970.
    ///
    /// - Complexity: O(1)
    func millisecondsSince1970(rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int64 {
        let value = (timeIntervalSince1970 * 1000).rounded(rule)
        guard value.isFinite else { return 0 }
        return Int64(Swift.max(-9e15, Swift.min(9e15, value)))
    }
}
