package import AlertCore

/// The bounds every scenario file keeps to: the reader refuses what passes
/// them, and a trace, which must write only what the reader takes, keeps
/// its values within them.
package enum ScenarioLimits {
    /// The largest magnitude of a level: 10^15. Arithmetic on levels within
    /// it (a name and an offset) never overflows.
    package static let levelMagnitude: Int = 1_000_000_000_000_000
    /// The longest duration, and the latest instant, in milliseconds: 10^12
    /// (about 31 years); the duration reader's own bound, `DurationText.limit`.
    package static let longestMilliseconds: Milliseconds = 1_000_000_000_000
}
