import AlertScenario

extension ScenarioStep {
    /// Whether the step is an `expect`, which checks and changes nothing.
    var isExpectation: Bool {
        if case .expect = action { return true }
        return false
    }
}
