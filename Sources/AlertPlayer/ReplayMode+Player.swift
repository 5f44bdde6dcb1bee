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
}
