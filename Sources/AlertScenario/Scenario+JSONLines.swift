import AlertCore
import TerminalText

extension Scenario {
    /// The scenario as JSON lines (docs/scenario-format.md), one line at a time, each with
    /// its line break: the header, every alert's declaration, the
    /// `properties` if any, the steps with their timing as the scenario
    /// gives it (`at` or `after`, in ms or a range, or none) and the notes
    /// where they stand, then `end`. Loading the lines gives a scenario that
    /// replays as this one.
    ///
    /// - Complexity: O(*n*) in the size of the scenario; one line in memory at a time.
    public func forEachJSONLine<Failure: Error>(_ body: (String) throws(Failure) -> Void) throws(Failure) {
        try body(headerLine())
        for definition in alerts { try body(Self.declarationLine(definition)) }
        var notes = self.notes.sorted { $0.position < $1.position }[...]
        for (index, step) in timeline.enumerated() {
            while let note = notes.first, note.position <= index {
                try body(Self.noteLine(note.text))
                notes = notes.dropFirst()
            }
            if let line = Self.stepLine(step) { try body(line) }
        }
        for note in notes { try body(Self.noteLine(note.text)) }
        if !properties.isEmpty {
            try body(#"{"properties":["# + properties.map { Self.json($0.kind) }.joined(separator: ",") + "]}\n")
        }
        if let end {
            try body(#"{"end":\#(end)}"# + "\n")
        }
    }

    /// The whole scenario as JSON lines.
    ///
    /// - Complexity: O(*n*) in the size of the scenario.
    public var jsonLinesText: String {
        var text = ""
        forEachJSONLine { text += $0 }
        return text
    }

    private func headerLine() -> String {
        var line = #"{"name":"#
        JSONText.append(string: name, to: &line)
        if let description {
            line += #","description":"#
            JSONText.append(string: description, to: &line)
        }
        if let screen {
            line += #","screen":"#
            JSONText.append(string: screen, to: &line)
        }
        line += #","policy":{"maxVisible":\#(policy.maxVisible),"preemptAt":\#(policy.preemptAt.rawValue)"#
        line += #","gap":\#(policy.gap.wholeMilliseconds)"#
        if let maxPending = policy.maxPending { line += #","maxPending":\#(maxPending)"# }
        if !policy.groups.isEmpty {
            line += #","groups":{"#
            for (index, (name, group)) in policy.groups.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { line += "," }
                JSONText.append(string: name, to: &line)
                line += #":{"limit":\#(group.limit)}"#
            }
            line += "}"
        }
        if !policy.caps.isEmpty {
            line += #","caps":{"#
            for (index, (name, cap)) in policy.caps.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { line += "," }
                JSONText.append(string: name, to: &line)
                line += #":{"limit":\#(cap.limit),"per":\#(cap.per.wholeMilliseconds)}"#
            }
            line += "}"
        }
        return line + "}}\n"
    }

    private static func declarationLine(_ definition: AlertDefinition) -> String {
        var line = #"{"alert":"#
        JSONText.append(string: definition.id, to: &line)
        line += #","level":\#(definition.level.rawValue)"#
        for (key, text) in [("title", definition.title), ("message", definition.message)] where !text.isEmpty {
            line += #","\#(key)":"#
            JSONText.append(string: text, to: &line)
        }
        if !definition.actions.isEmpty {
            line += #","actions":["#
            for (index, action) in definition.actions.enumerated() {
                if index > 0 { line += "," }
                if action.dismisses, action.label == action.id {
                    JSONText.append(string: action.id, to: &line)
                } else {
                    line += "{"
                    if action.label != action.id {
                        line += #""id":"#
                        JSONText.append(string: action.id, to: &line)
                        line += ","
                    }
                    line += #""label":"#
                    JSONText.append(string: action.label, to: &line)
                    line += action.dismisses ? "}" : #","dismisses":false}"#
                }
            }
            line += "]"
        }
        if !definition.isDismissible { line += #","dismissible":false"# }
        for (key, name) in [("screen", definition.screen), ("group", definition.group), ("cap", definition.cap)] {
            guard let name else { continue }
            line += #","\#(key)":"#
            JSONText.append(string: name, to: &line)
        }
        if let ttl = definition.ttlMilliseconds { line += #","ttl":\#(ttl)"# }
        return line + "}\n"
    }

    /// An instant or delay: a number of ms, or a range as text (`"0ms..2000ms"`).
    private static func json(_ range: ClosedRange<Milliseconds>) -> String {
        range.lowerBound == range.upperBound
            ? "\(range.lowerBound)" : #""\#(range.lowerBound)ms..\#(range.upperBound)ms""#
    }

    /// A property as the object of one item under `properties`.
    private static func json(_ property: ScenarioProperty.Kind) -> String {
        func text(_ value: String) -> String {
            var quoted = ""
            JSONText.append(string: value, to: &quoted)
            return quoted
        }
        switch property {
        case .neverCovered(let id): return #"{"never-covered":\#(text(id))}"#
        case .maxWait(let id, let wait): return #"{"max-wait":{"alert":\#(text(id)),"wait":\#(wait)}}"#
        case .notBefore(let id, let at): return #"{"not-before":{"alert":\#(text(id)),"at":\#(at)}}"#
        case .neverDropped(let id): return #"{"never-dropped":\#(text(id))}"#
        case .shown(let id): return #"{"shown":\#(text(id))}"#
        case .before(let first, let second): return #"{"before":[\#(text(first)),\#(text(second))]}"#
        case .maxVisible(let count): return #"{"max-visible":\#(count)}"#
        case .noOrphanMask: return #"{"no-orphan-mask":true}"#
        case .sometimes(let event, let id): return #"{"sometimes":{\#(text(event)):\#(text(id))}}"#
        }
    }

    private static func noteLine(_ text: String) -> String {
        var line = #"{"note":"#
        JSONText.append(string: text, to: &line)
        return line + "}\n"
    }

    /// A step's line; `nil` for time passing, which is no step in a file.
    private static func stepLine(_ step: ScenarioStep) -> String? {
        var line = "{"
        switch step.timing {
        case .at(let range): line += #""at":\#(Self.json(range)),"#
        case .after(let range): line += #""after":\#(Self.json(range)),"#
        case .withPrevious: break
        }
        if step.isOptional, !step.isExpectation { line += #""optional":true,"# }
        func string(_ key: String, _ value: String) {
            line += #""\#(key)":"#
            JSONText.append(string: value, to: &line)
        }
        switch step.action {
        case .expect(let expectation):
            line += #""expect":{"#
            var fields: [String] = []
            if let visible = expectation.visible {
                var field = #""visible":"#
                JSONText.append(array: visible, to: &field)
                fields.append(field)
            }
            if let pending = expectation.pending {
                var field = #""pending":"#
                JSONText.append(array: pending, to: &field)
                fields.append(field)
            }
            if let mask = expectation.mask { fields.append(#""mask":\#(mask)"#) }
            if let masks = expectation.masks { fields.append(#""masks":\#(masks)"#) }
            if expectation.mode != .scheduled { fields.append(#""mode":"\#(expectation.mode.rawValue)""#) }
            line += fields.joined(separator: ",") + "}"
        case .send(let command):
            // `advance` is time passing, not a step of a scenario file.
            guard let words = command.stepWords else { return nil }
            switch words.value {
            case .text(let text): string(words.key, text)
            case .top: string(words.key, "top")
            case .addressedTap(let alert, let action):
                line += #""\#(words.key)":{"alert":"#
                JSONText.append(string: alert, to: &line)
                line += #","action":"#
                JSONText.append(string: action, to: &line)
                line += "}"
            case .flag: line += #""\#(words.key)":true"#
            }
        }
        return line + "}\n"
    }
}
