import AlertScenario

/// Which runs the player shows. Both runs always play, on one clock; the
/// mode only chooses what is on screen.
package enum PlayerMode: String, Hashable, Sendable, CaseIterable {
    /// The alert scheduler alone.
    case scheduled
    /// The naive popup code alone: the bug.
    case naive
    /// Naive and scheduled side by side.
    case compare

    /// The mode `m` switches to: scheduled → naive → compare → scheduled.
    package var next: PlayerMode {
        switch self {
        case .scheduled: .naive
        case .naive: .compare
        case .compare: .scheduled
        }
    }

    /// The runs on screen, left to right.
    package var shownRuns: [ReplayMode] {
        switch self {
        case .scheduled: [.scheduled]
        case .naive: [.naive]
        case .compare: [.naive, .scheduled]
        }
    }
}
