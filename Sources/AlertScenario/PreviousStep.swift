import AlertCore

/// Where the step before the one being read stands, as a timeline is read:
/// its instant (its earliest, when it varies from run to run) and whether
/// it varies. `at` is checked against it and `after` counts from it.
struct PreviousStep {
    /// The instant: the lower bounds' (the nominal run's); 0 before the first step.
    var time: Milliseconds = 0
    /// Whether a range sets it, or moves it (`after:` and untimed steps move
    /// with the step before them).
    var varies = false

    /// Moves past `step`, just read.
    ///
    /// - Complexity: O(1)
    mutating func move(past step: ScenarioStep) {
        time = step.time
        varies = step.timing.varies(afterOneThatVaries: varies)
    }
}
