import AlertCore
import TerminalText

extension Scenario {
    /// The scenario as a person would write it in a scenario file (SPEC §4,
    /// §9): block style for the top level, the catalogue and the timeline,
    /// flow style for short mappings, instants and durations with units
    /// (`1.5s`, `30ms`), text quoted only where YAML would read it otherwise.
    /// Loading the text gives back an equal scenario, but for `source` and
    /// the source locations.
    ///
    /// - Complexity: O(*n*) in the size of the scenario.
    public func yamlText() -> String {
        var lines: [String] = ["name: \(YAMLScalar.text(name))"]
        if let description { lines.append("description: \(YAMLScalar.text(description))") }
        if let screen { lines.append("screen: \(YAMLScalar.text(screen))") }
        lines += policyLines()
        if !alerts.isEmpty {
            lines.append("alerts:")
            for alert in alerts { lines += Self.alertLines(alert) }
        }
        lines.append(timeline.isEmpty ? "timeline: []" : "timeline:")
        for step in timeline { lines += Self.stepLines(step) }
        if !properties.isEmpty {
            lines.append("properties:")
            for property in properties { lines.append("  - " + property.kind.yamlText) }
        }
        if let end { lines.append("end: \(YAMLScalar.duration(end))") }
        return lines.joined(separator: "\n") + "\n"
    }

    private func policyLines() -> [String] {
        var fields: [String] = []
        if policy.maxVisible != 1 { fields.append("maxVisible: \(policy.maxVisible)") }
        if policy.preemptAt != .required { fields.append("preemptAt: \(policy.preemptAt)") }
        if policy.gap != .zero { fields.append("gap: \(YAMLScalar.duration(policy.gap.wholeMilliseconds))") }
        if let maxPending = policy.maxPending { fields.append("maxPending: \(maxPending)") }
        if !policy.groups.isEmpty {
            let groups = policy.groups.sorted { $0.key < $1.key }.map {
                "\(YAMLScalar.text($0.key)): {limit: \($0.value.limit)}"
            }
            fields.append("groups: {\(groups.joined(separator: ", "))}")
        }
        if !policy.caps.isEmpty {
            let caps = policy.caps.sorted { $0.key < $1.key }.map {
                "\(YAMLScalar.text($0.key)): {limit: \($0.value.limit), per: \(YAMLScalar.duration($0.value.per.wholeMilliseconds))}"
            }
            fields.append("caps: {\(caps.joined(separator: ", "))}")
        }
        return fields.isEmpty ? [] : ["policy:"] + fields.map { "  " + $0 }
    }

    private static func alertLines(_ alert: AlertDefinition) -> [String] {
        var lines = ["  \(YAMLScalar.text(alert.id)):", "    level: \(alert.level)"]
        if !alert.title.isEmpty { lines.append("    title: \(YAMLScalar.text(alert.title))") }
        if !alert.message.isEmpty { lines.append("    message: \(YAMLScalar.text(alert.message))") }
        if !alert.actions.isEmpty {
            let actions = alert.actions.map { action in
                action.dismisses
                    ? YAMLScalar.text(action.label) : "{label: \(YAMLScalar.text(action.label)), dismisses: false}"
            }
            lines.append("    actions: [\(actions.joined(separator: ", "))]")
        }
        if !alert.isDismissible { lines.append("    dismissible: false") }
        if let screen = alert.screen { lines.append("    screen: \(YAMLScalar.text(screen))") }
        if let ttl = alert.ttl { lines.append("    ttl: \(YAMLScalar.duration(ttl.wholeMilliseconds))") }
        if let group = alert.group { lines.append("    group: \(YAMLScalar.text(group))") }
        if let cap = alert.cap { lines.append("    cap: \(YAMLScalar.text(cap))") }
        return lines
    }

    private static func stepLines(_ step: ScenarioStep) -> [String] {
        var fields: [String] = []
        switch step.timing {
        case .at(let range): fields.append("at: \(YAMLScalar.range(range))")
        case .after(let range): fields.append("after: \(YAMLScalar.range(range))")
        case .withPrevious: break
        }
        fields.append(actionText(step.action))
        if step.isOptional { fields.append("optional: true") }
        return ["  - " + fields[0]] + fields.dropFirst().map { "    " + $0 }
    }

    private static func actionText(_ action: ScenarioStep.Action) -> String {
        switch action {
        case .send(.request(let definition)): "request: \(YAMLScalar.text(definition.id))"
        case .send(.tap(let label, .top)): "tap: \(YAMLScalar.text(label))"
        case .send(.tap(let label, .alert(let id))):
            "tap: {alert: \(YAMLScalar.text(id)), action: \(YAMLScalar.text(label))}"
        case .send(.close(.top)): "dismiss: top"
        case .send(.close(.alert(let id))), .send(.dismiss(let id)): "dismiss: \(YAMLScalar.text(id))"
        case .send(.hold(let name)): "hold: \(YAMLScalar.text(name))"
        case .send(.release(let name)): "release: \(YAMLScalar.text(name))"
        case .send(.navigate(let screen)): "screen: \(YAMLScalar.text(screen))"
        case .send(.relaunch): "relaunch: true"
        case .send(.advance(let time)): "expect: {} # advance to \(YAMLScalar.duration(time)) has no YAML form"
        case .expect(let expectation): "expect: \(expectationText(expectation))"
        }
    }

    private static func expectationText(_ expectation: Expectation) -> String {
        var fields: [String] = []
        if let visible = expectation.visible { fields.append("visible: \(YAMLScalar.list(visible))") }
        if let pending = expectation.pending { fields.append("pending: \(YAMLScalar.list(pending))") }
        if let mask = expectation.mask { fields.append("mask: \(mask)") }
        if let masks = expectation.masks { fields.append("masks: \(masks)") }
        if expectation.mode != .scheduled { fields.append("mode: \(expectation.mode.rawValue)") }
        return "{\(fields.joined(separator: ", "))}"
    }
}

extension ScenarioProperty.Kind {
    /// The property as a `properties:` item writes it: `max-wait: {alert: forced-update, wait: 500ms}`.
    ///
    /// - Complexity: O(1)
    public var yamlText: String {
        switch self {
        case .neverCovered(let id): "never-covered: \(YAMLScalar.text(id))"
        case .maxWait(let id, let wait): "max-wait: {alert: \(YAMLScalar.text(id)), wait: \(YAMLScalar.duration(wait))}"
        case .notBefore(let id, let at): "not-before: {alert: \(YAMLScalar.text(id)), at: \(YAMLScalar.duration(at))}"
        case .neverDropped(let id): "never-dropped: \(YAMLScalar.text(id))"
        case .shown(let id): "shown: \(YAMLScalar.text(id))"
        case .before(let first, let second): "before: \(YAMLScalar.list([first, second]))"
        case .maxVisible(let limit): "max-visible: \(limit)"
        case .noOrphanMask: "no-orphan-mask: true"
        case .sometimes(let event, let id): "sometimes: {\(event): \(YAMLScalar.text(id))}"
        }
    }
}
