/// Level arithmetic, as with `UIWindow.Level`: a level a few steps above or
/// below another (`.high + 10`, `.required - 1`), and how far apart two
/// levels are (`.high - .normal` is 250). There is no `Int + AlertLevel`:
/// it would make `let level: AlertLevel = 500 + 10` ambiguous.
///
/// Every operation saturates at the ends of `Int` instead of trapping, so
/// no level a file, a snapshot or a computation produces can crash it.
extension AlertLevel {
    /// A level `rhs` above `lhs`, saturating at the ends of `Int`.
    ///
    /// - Complexity: O(1)
    public static func + (lhs: AlertLevel, rhs: Int) -> AlertLevel {
        let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs)
        return AlertLevel(overflow ? (rhs > 0 ? .max : .min) : sum)
    }

    /// A level `rhs` below `lhs`, saturating at the ends of `Int`.
    ///
    /// - Complexity: O(1)
    public static func - (lhs: AlertLevel, rhs: Int) -> AlertLevel {
        let (difference, overflow) = lhs.rawValue.subtractingReportingOverflow(rhs)
        return AlertLevel(overflow ? (rhs > 0 ? .min : .max) : difference)
    }

    /// How far `lhs` is above `rhs`, negative when it is below, saturating
    /// at the ends of `Int`: `.high - .normal` is 250.
    ///
    /// - Complexity: O(1)
    public static func - (lhs: AlertLevel, rhs: AlertLevel) -> Int {
        let (difference, overflow) = lhs.rawValue.subtractingReportingOverflow(rhs.rawValue)
        return overflow ? (rhs.rawValue > 0 ? .min : .max) : difference
    }

    /// Raises `lhs` by `rhs`, saturating.
    ///
    /// - Complexity: O(1)
    public static func += (lhs: inout AlertLevel, rhs: Int) { lhs = lhs + rhs }

    /// Lowers `lhs` by `rhs`, saturating.
    ///
    /// - Complexity: O(1)
    public static func -= (lhs: inout AlertLevel, rhs: Int) { lhs = lhs - rhs }
}
