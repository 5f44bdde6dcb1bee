extension Scenario {
    /// Every screen the scenario names, in first-mention order: the starting
    /// screen, the screens `screen:` steps visit, and the screens alerts
    /// belong to.
    ///
    /// - Complexity: O(*s* + *a*) for *s* steps and *a* alerts.
    package var screensNamed: [String] {
        var names: [String] = []
        var seen = Set<String>()
        func add(_ name: String?) {
            if let name, seen.insert(name).inserted { names.append(name) }
        }
        add(screen)
        for step in timeline {
            if case .send(.navigate(let target)) = step.action { add(target) }
        }
        for alert in alerts { add(alert.screen) }
        return names
    }
}
