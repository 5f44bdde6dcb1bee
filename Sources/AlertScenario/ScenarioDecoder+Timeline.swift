import AlertCore
import Yams

extension ScenarioDecoder {
    static let timingKeys = ["at", "after"]
    static let stepActionKeys = ["request", "tap", "dismiss", "hold", "release", "screen", "expect"]

    /// The `timeline:` list, with each step's instant resolved: `at` is
    /// absolute, `after` counts from the previous step's instant, neither
    /// means the previous step's instant (0 for the first step).
    ///
    /// Invariant of the result: step times never decrease.
    func timeline(from node: Node, catalogue: Catalogue) throws(ScenarioError) -> [ScenarioStep] {
        var steps: [ScenarioStep] = []
        var previous: Milliseconds = 0
        for item in try list(node, for: "timeline") {
            guard case .mapping = item else {
                throw failure(
                    "expected a timeline step (a mapping like {at: 1s, request: red-packet}), got \(describe(item))",
                    at: item)
            }
            let fields = try self.fields(
                of: item, in: "in a timeline step", allowed: Self.timingKeys + Self.stepActionKeys)
            let time = try self.time(of: fields, previous: previous)
            let action = try self.action(of: fields, catalogue: catalogue)
            steps.append(
                ScenarioStep(
                    time: time, action: action,
                    location: item.mark.map(SourceLocation.init) ?? .init(line: 0, column: 0)))
            previous = time
        }
        return steps
    }

    private func time(of fields: Fields, previous: Milliseconds) throws(ScenarioError) -> Milliseconds {
        let timing = fields.keys.filter(Self.timingKeys.contains)
        if timing.count > 1, let second = fields.keyNode(timing[1]) {
            throw failure("a step takes either 'at' or 'after', not both", at: second)
        }
        if let atNode = fields["at"] {
            let time = try duration(atNode, for: "at")
            guard time >= previous else {
                throw failure(
                    "'at' \(formatSeconds(time)) goes back in time: the previous step is at \(formatSeconds(previous)); "
                        + "steps must be in time order",
                    at: atNode)
            }
            return time
        }
        if let afterNode = fields["after"] {
            let (time, overflow) = previous.addingReportingOverflow(try duration(afterNode, for: "after"))
            guard !overflow else { throw failure("the step's time is too large (it overflows)", at: afterNode) }
            return time
        }
        return previous
    }

    private func action(of fields: Fields, catalogue: Catalogue) throws(ScenarioError) -> ScenarioStep.Action {
        let present = fields.keys.filter(Self.stepActionKeys.contains)
        guard let key = present.first, let value = fields[key] else {
            throw failure(
                "the step has no action; expected one of \(Self.stepActionKeys.joined(separator: ", "))",
                at: fields.node)
        }
        if present.count > 1, let second = fields.keyNode(present[1]) {
            throw failure(
                "the step has two actions, '\(key)' and '\(present[1])'; give each action its own step", at: second)
        }
        switch key {
        case "request":
            return .request(try alertID(value, for: key, catalogue: catalogue))
        case "tap":
            let label = try text(value, for: key)
            guard catalogue.contains(label: label) else {
                throw failure(
                    "no alert has an action labelled \(label.quotedForMessage); expected "
                        + (catalogue.labels.isEmpty
                            ? "a label declared under some alert's actions"
                            : Self.choices(catalogue.labels, noun: "labels"))
                        + NearestWord.hint(for: label, among: catalogue.labels),
                    at: value)
            }
            return .tap(label)
        case "dismiss":
            if case .scalar(let scalar) = value, scalar.string == "top" { return .dismissTop }
            return .dismiss(try alertID(value, for: key, catalogue: catalogue, extra: ["top"]))
        case "hold":
            return .hold(try name(value, for: key))
        case "release":
            return .release(try name(value, for: key))
        case "screen":
            return .navigate(try name(value, for: key))
        default:
            return .expect(try expectation(from: value, catalogue: catalogue))
        }
    }

    /// An id from the catalogue; `extra` are other words the field accepts
    /// (`top` for `dismiss`), offered in suggestions too.
    func alertID(
        _ node: Node, for field: String, catalogue: Catalogue, extra: [String] = []
    ) throws(ScenarioError) -> AlertID {
        let id = try text(node, for: field)
        guard catalogue.contains(id: id) else {
            let accepted = extra + catalogue.ids
            let expected =
                catalogue.ids.isEmpty && extra.isEmpty
                ? "no alerts are declared under 'alerts'"
                : "expected \(Self.choices(accepted, noun: "alert ids"))"
            throw failure(
                "unknown alert id \(id.quotedForMessage) in '\(field)'; \(expected)"
                    + NearestWord.hint(for: id, among: accepted),
                at: node)
        }
        return id
    }
}
