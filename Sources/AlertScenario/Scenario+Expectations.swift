// Which steps of a scenario are `expect` checks, and how many check a run.

extension ScenarioStep {
    /// The step's expectation, when it is an `expect`.
    ///
    /// - Complexity: O(1)
    package var expectation: Expectation? {
        if case .expect(let expectation) = action { expectation } else { nil }
    }

    /// Whether the step is an `expect`, which checks and changes nothing.
    ///
    /// - Complexity: O(1)
    package var isExpectation: Bool { expectation != nil }
}

extension Scenario {
    /// How many `expect` steps check the run in `mode`.
    ///
    /// - Complexity: O(*s*) for *s* steps.
    package func expectationCount(of mode: ReplayMode) -> Int {
        timeline.count { $0.expectation?.mode == mode }
    }
}
