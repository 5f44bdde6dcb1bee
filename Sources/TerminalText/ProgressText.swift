/// What a long job's progress line says: how far it is, how fast it goes,
/// and when it should be done, for `explore` on a terminal.
package enum ProgressText {
    /// `12345 of 1000000 runs, 47000 a second, about 21s left`: the rate
    /// and the time left once a second has passed and a run is done (before
    /// that they say nothing worth reading), the time left in whole seconds
    /// (whole minutes from an hour on), as a scenario writes an instant.
    ///
    /// - Parameters:
    ///   - done: runs judged so far.
    ///   - total: runs to judge.
    ///   - elapsed: milliseconds since the runs began.
    /// - Complexity: O(1)
    package static func runs(done: Int, of total: Int, elapsed: Int) -> String {
        let counts = "\(done) of \(total) runs"
        guard elapsed >= 1_000, done > 0, done < total else { return counts }
        let perSecond = Double(done) * 1_000 / Double(elapsed)
        let left = Double(total - done) / perSecond * 1_000
        let unit = left >= 3_600_000 ? 60_000.0 : 1_000.0
        let rounded = Int(min((left / unit).rounded(.up) * unit, Double(DurationText.limit)))
        return counts
            + ", \(Int(perSecond.rounded())) a second, about \(DurationText.instant(rounded, minutesFromAMinute: true)) left"
    }
}
