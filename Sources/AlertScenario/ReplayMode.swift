/// Which model a replay runs, or both side by side.
///
/// A run (a ``ScenarioReplay``, a transcript, an `expect` step) is
/// ``scheduled`` or ``naive``; ``compare`` is both on one clock, for what
/// shows two runs at once (the player, an SVG picture), and each of its
/// ``runs`` is replayed on its own.
public enum ReplayMode: String, Hashable, Sendable, CaseIterable, Codable {
    /// The alert scheduler: levels, one at a time, preemption.
    case scheduled
    /// The uncoordinated popup code that caused the bug.
    case naive
    /// Naive and scheduled side by side, on one clock.
    case compare

    /// The modes that are one run: ``scheduled`` and ``naive``.
    public static let runModes: [ReplayMode] = [.scheduled, .naive]

    /// The runs this mode shows, left to right: itself, or for ``compare``
    /// the naive run, then the scheduled one.
    ///
    /// - Complexity: O(1)
    public var runs: [ReplayMode] {
        switch self {
        case .scheduled: [.scheduled]
        case .naive: [.naive]
        case .compare: [.naive, .scheduled]
        }
    }

    /// Whether this mode is one run (not ``compare``).
    ///
    /// - Complexity: O(1)
    public var isRun: Bool { self != .compare }
}
