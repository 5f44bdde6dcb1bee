import AlertCore
import TerminalText

extension Scenario {
    /// The scenario as a YAML file a person would write: the top-level keys
    /// in the documented order, short mappings in flow style, durations in
    /// their largest whole unit (`1500ms`, `2s`), text quoted only where it
    /// must be, levels by name where one is near (`required`, `high+10`).
    /// Loading the text gives this scenario back (its `source` and locations
    /// aside).
    ///
    /// - Complexity: O(*n*) in the size of the scenario.
    public func yamlText() -> String {
        var lines: [String] = ["name: \(name.yamlScalar)"]
        if let description { lines.append("description: \(description.yamlScalar)") }
        if let screen { lines.append("screen: \(screen.yamlScalar)") }
        lines += policyLines
        if !alerts.isEmpty { lines.append("alerts:") }
        for alert in alerts { lines += Self.lines(of: alert) }
        lines.append(timeline.isEmpty ? "timeline: []" : "timeline:")
        let comments = noteCommentsByStep()
        for (index, step) in timeline.enumerated() {
            lines += comments[index]
            lines.append("  - " + Self.flow(of: step))
        }
        lines += comments[timeline.count]
        if !properties.isEmpty { lines.append("properties:") }
        for property in properties { lines.append("  - " + property.kind.yaml) }
        if let end { lines.append("end: \(DurationText.written(end))") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `policy:` and the fields that differ from the defaults; nothing when all are defaults.
    private var policyLines: [String] {
        let defaults = AlertPolicy()
        var fields: [String] = []
        if policy.maxVisible != defaults.maxVisible { fields.append("maxVisible: \(policy.maxVisible)") }
        if policy.preemptAt != defaults.preemptAt { fields.append("preemptAt: \(policy.preemptAt)") }
        if policy.gap != .zero { fields.append("gap: \(DurationText.written(policy.gap.wholeMilliseconds))") }
        if let maxPending = policy.maxPending { fields.append("maxPending: \(maxPending)") }
        if !policy.groups.isEmpty {
            let groups = policy.groups.sorted { $0.key < $1.key }.map {
                "\($0.key.yamlScalar): {limit: \($0.value.limit)}"
            }
            fields.append("groups: {\(groups.joined(separator: ", "))}")
        }
        if !policy.caps.isEmpty {
            let caps = policy.caps.sorted { $0.key < $1.key }.map {
                "\($0.key.yamlScalar): {limit: \($0.value.limit), per: \(DurationText.written($0.value.per.wholeMilliseconds))}"
            }
            fields.append("caps: {\(caps.joined(separator: ", "))}")
        }
        return fields.isEmpty ? [] : ["policy:"] + fields.map { "  " + $0 }
    }

    /// One alert of the catalogue, as a block mapping under its id.
    private static func lines(of alert: AlertDefinition) -> [String] {
        var lines = ["  \(alert.id.yamlScalar):", "    level: \(alert.level)"]
        if !alert.title.isEmpty { lines.append("    title: \(alert.title.yamlScalar)") }
        if !alert.message.isEmpty { lines.append("    message: \(alert.message.yamlScalar)") }
        if !alert.actions.isEmpty {
            let actions = alert.actions.map { action -> String in
                if action.id == action.label, action.dismisses { return action.label.yamlScalar }
                var fields = ["id: \(action.id.yamlScalar)", "label: \(action.label.yamlScalar)"]
                if !action.dismisses { fields.append("dismisses: false") }
                return "{" + fields.joined(separator: ", ") + "}"
            }
            lines.append("    actions: [\(actions.joined(separator: ", "))]")
        }
        if !alert.isDismissible { lines.append("    dismissible: false") }
        if let screen = alert.screen { lines.append("    screen: \(screen.yamlScalar)") }
        if let ttl = alert.ttl { lines.append("    ttl: \(DurationText.written(ttl.wholeMilliseconds))") }
        if let group = alert.group { lines.append("    group: \(group.yamlScalar)") }
        if let cap = alert.cap { lines.append("    cap: \(cap.yamlScalar)") }
        return lines
    }

    /// One timeline step as a flow mapping: timing, action, `optional`.
    private static func flow(of step: ScenarioStep) -> String {
        var fields: [String] = []
        switch step.timing {
        case .at(let range): fields.append("at: " + range.yamlText)
        case .after(let range): fields.append("after: " + range.yamlText)
        case .withPrevious: break
        }
        fields.append(step.action.yamlField)
        // A file takes no `optional` on an `expect` (a step built in Swift may have it).
        if step.isOptional, !step.isExpectation { fields.append("optional: true") }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}

extension ClosedRange<Milliseconds> {
    /// `250ms`, or `0ms..2s` for a range.
    fileprivate var yamlText: String {
        lowerBound == upperBound
            ? DurationText.written(lowerBound)
            : DurationText.written(lowerBound) + ".." + DurationText.written(upperBound)
    }
}

extension ScenarioStep.Action {
    /// The action as one `key: value` of a flow mapping.
    fileprivate var yamlField: String {
        switch self {
        case .send(let command):
            // `advance` is not a step of a scenario file; written as a step that changes nothing visible.
            guard let words = command.stepWords else { return "expect: {}" }
            switch words.value {
            case .text(let text): return "\(words.key): \(text.yamlScalar)"
            case .top: return "\(words.key): top"
            case .addressedTap(let alert, let action):
                return "\(words.key): {alert: \(alert.yamlScalar), action: \(action.yamlScalar)}"
            case .flag: return "\(words.key): true"
            }
        case .expect(let expectation):
            return "expect: " + expectation.yamlText
        }
    }
}

extension Expectation {
    /// `{visible: [a], pending: [], mask: true, masks: 1, mode: naive}`, the fields that are set.
    fileprivate var yamlText: String {
        func list(_ ids: [AlertID]) -> String { "[" + ids.map(\.yamlScalar).joined(separator: ", ") + "]" }
        var fields: [String] = []
        if let visible { fields.append("visible: " + list(visible)) }
        if let pending { fields.append("pending: " + list(pending)) }
        if let mask { fields.append("mask: \(mask)") }
        if let masks { fields.append("masks: \(masks)") }
        if mode != .scheduled { fields.append("mode: \(mode.rawValue)") }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}

extension String {
    /// The text as a YAML scalar: plain when it reads back as this text
    /// (letters, digits, CJK and a few marks, not a word YAML reads as
    /// something else), else double-quoted with JSON escapes (valid YAML).
    var yamlScalar: String {
        if isPlainYAMLSafe { return self }
        var quoted = ""
        JSONText.append(string: self, to: &quoted, syntax: .yaml)
        return quoted
    }

    private var isPlainYAMLSafe: Bool {
        guard let first = unicodeScalars.first, !isEmpty else { return false }
        let reserved: Set<String> = [
            "true", "false", "null", "yes", "no", "on", "off", "y", "n", "top", "~",
        ]
        guard !reserved.contains(lowercased()) else { return false }
        if first.properties.numericType != nil || first == "-" || first == "." { return false }
        return unicodeScalars.allSatisfy { scalar in
            scalar == "-" || scalar == "_" || scalar == "." || scalar.properties.isAlphabetic
                || scalar.properties.numericType != nil
        }
    }
}
