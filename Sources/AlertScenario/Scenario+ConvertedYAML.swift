import AlertCore

// Stopgap until the scenario model's own YAML writer (`yamlText()`, branch explore-model) is merged:
// then `convertedYAML` becomes that writer with the notes as comments, and this file goes.
extension Scenario {
    /// The scenario as YAML a person would write: flow style for each
    /// alert and step, instants as durations, notes as `#` comments where
    /// they stand in the timeline.
    ///
    /// - Complexity: O(*n*) in the size of the scenario.
    public var convertedYAML: String {
        var text = "name: \(Self.scalar(name))\n"
        if let description { text += "description: \(Self.scalar(description))\n" }
        if let screen { text += "screen: \(Self.scalar(screen))\n" }
        var policyFields = [
            "maxVisible: \(policy.maxVisible)", "preemptAt: \(policy.preemptAt.rawValue)",
            "gap: \(Self.duration(policy.gap.wholeMilliseconds))",
        ]
        if let maxPending = policy.maxPending { policyFields.append("maxPending: \(maxPending)") }
        if !policy.groups.isEmpty {
            let groups = policy.groups.sorted { $0.key < $1.key }.map {
                "\(Self.scalar($0.key)): {limit: \($0.value.limit)}"
            }
            policyFields.append("groups: {\(groups.joined(separator: ", "))}")
        }
        if !policy.caps.isEmpty {
            let caps = policy.caps.sorted { $0.key < $1.key }.map {
                "\(Self.scalar($0.key)): {limit: \($0.value.limit), per: \(Self.duration($0.value.per.wholeMilliseconds))}"
            }
            policyFields.append("caps: {\(caps.joined(separator: ", "))}")
        }
        text += "policy: {\(policyFields.joined(separator: ", "))}\n"
        text += "alerts:\n"
        for definition in alerts { text += "  \(Self.scalar(definition.id)): \(Self.fields(of: definition))\n" }
        text += timeline.isEmpty ? "timeline: []\n" : "timeline:\n"
        var notes = self.notes.sorted { $0.position < $1.position }[...]
        for (index, step) in timeline.enumerated() {
            while let note = notes.first, note.position <= index {
                text += Self.comment(note.text, indent: "  ")
                notes = notes.dropFirst()
            }
            if let action = Self.action(of: step) {
                text += "  - {at: \(Self.duration(step.time)), \(action)}\n"
            }
        }
        for note in notes { text += Self.comment(note.text, indent: "") }
        if let end { text += "end: \(Self.duration(end))\n" }
        return text
    }

    private static func comment(_ text: String, indent: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "\(indent)# \($0)\n" }.joined()
    }

    private static func fields(of definition: AlertDefinition) -> String {
        var fields = ["level: \(definition.level.rawValue)"]
        if !definition.title.isEmpty { fields.append("title: \(scalar(definition.title))") }
        if !definition.message.isEmpty { fields.append("message: \(scalar(definition.message))") }
        if !definition.actions.isEmpty {
            let actions = definition.actions.map {
                guard !$0.dismisses || $0.label != $0.id else { return scalar($0.id) }
                let id = $0.label == $0.id ? "" : "id: \(scalar($0.id)), "
                return "{\(id)label: \(scalar($0.label))\($0.dismisses ? "" : ", dismisses: false")}"
            }
            fields.append("actions: [\(actions.joined(separator: ", "))]")
        }
        if !definition.isDismissible { fields.append("dismissible: false") }
        if let screen = definition.screen { fields.append("screen: \(scalar(screen))") }
        if let ttl = definition.ttl { fields.append("ttl: \(duration(max(0, ttl.wholeMilliseconds)))") }
        if let group = definition.group { fields.append("group: \(scalar(group))") }
        if let cap = definition.cap { fields.append("cap: \(scalar(cap))") }
        return "{\(fields.joined(separator: ", "))}"
    }

    private static func action(of step: ScenarioStep) -> String? {
        switch step.action {
        case .expect(let expectation):
            var fields: [String] = []
            if let visible = expectation.visible {
                fields.append("visible: [\(visible.map(scalar).joined(separator: ", "))]")
            }
            if let pending = expectation.pending {
                fields.append("pending: [\(pending.map(scalar).joined(separator: ", "))]")
            }
            if let mask = expectation.mask { fields.append("mask: \(mask)") }
            if let masks = expectation.masks { fields.append("masks: \(masks)") }
            if expectation.mode != .scheduled { fields.append("mode: \(expectation.mode.rawValue)") }
            return "expect: {\(fields.joined(separator: ", "))}"
        case .send(let command):
            switch command {
            case .request(let definition): return "request: \(scalar(definition.id))"
            case .tap(let action, .top): return "tap: \(scalar(action))"
            case .tap(let action, .alert(let id)): return "tap: {alert: \(scalar(id)), action: \(scalar(action))}"
            case .close(.top): return "close: top"
            case .close(.alert(let id)): return "close: \(scalar(id))"
            case .remove(let id): return "remove: \(scalar(id))"
            case .hold(let name): return "hold: \(scalar(name))"
            case .release(let name): return "release: \(scalar(name))"
            case .navigate(let screen): return "screen: \(scalar(screen))"
            case .relaunch: return "relaunch: true"
            case .advance: return nil
            }
        }
    }

    /// An instant or a duration as a person writes it: `2s`, `30ms`.
    static func duration(_ milliseconds: Milliseconds) -> String {
        milliseconds > 0 && milliseconds % 1000 == 0 ? "\(milliseconds / 1000)s" : "\(milliseconds)ms"
    }

    /// Text as a YAML scalar: plain when it is a simple word, else double-quoted (JSON's escapes are YAML's).
    static func scalar(_ text: String) -> String {
        let isWord =
            !text.isEmpty && text.first?.isLetter == true
            && text.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || "0123456789-_.".unicodeScalars.contains($0))
            }
            && !["true", "false", "null", "yes", "no", "on", "off", "y", "n", "top"].contains(text.lowercased())
        if isWord { return text }
        var quoted = ""
        JSONText.append(string: text, to: &quoted)
        return quoted
    }
}
