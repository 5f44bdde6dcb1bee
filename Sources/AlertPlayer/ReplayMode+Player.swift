import AlertScenario

extension ReplayMode {
    /// The mode `m` switches to in the player: scheduled → naive → compare → scheduled.
    package var next: ReplayMode {
        switch self {
        case .scheduled: .naive
        case .naive: .compare
        case .compare: .scheduled
        }
    }

    /// What the playback line offers once a run has ended: the other side of
    /// the story, one `m` away (a first `alert-tui` plays the fix alone).
    ///
    /// - Complexity: O(1)
    package var endHint: String? {
        switch self {
        case .scheduled: "m: the same launch without the scheduler"
        case .naive: "m: both side by side"
        case .compare: nil
        }
    }
}
