extension Int {
    /// `value` rounded toward zero and clamped to the range of `Int`; NaN is
    /// zero. Never traps, whatever the value.
    ///
    /// - Complexity: O(1)
    init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9.223_372_036_854_775e18 {
            self = .max
        } else if value <= -9.223_372_036_854_775e18 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
