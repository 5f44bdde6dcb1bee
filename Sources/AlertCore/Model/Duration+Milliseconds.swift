extension Duration {
    /// The duration in whole milliseconds, rounded toward zero and clamped to
    /// the range of ``Milliseconds``: never traps, whatever the duration.
    ///
    /// - Complexity: O(1)
    public var wholeMilliseconds: Milliseconds {
        // Beyond these, `components` would trap: its seconds are an Int64,
        // and a Duration holds up to 2^127 attoseconds (about 1.7e20 s).
        if self >= .milliseconds(Milliseconds.max) { return .max }
        if self <= .milliseconds(Milliseconds.min) { return .min }
        let (seconds, attoseconds) = components
        let (whole, overflow) = Milliseconds(seconds).multipliedReportingOverflow(by: 1_000)
        if overflow { return seconds < 0 ? .min : .max }
        return whole.addingClamped(Milliseconds(attoseconds / 1_000_000_000_000_000))
    }
}

extension Milliseconds {
    /// `self + other`, clamped to the representable range instead of trapping.
    ///
    /// - Complexity: O(1)
    @inlinable
    package func addingClamped(_ other: Milliseconds) -> Milliseconds {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }
}
