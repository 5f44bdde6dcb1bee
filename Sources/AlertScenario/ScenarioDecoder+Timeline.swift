import AlertCore
import TerminalText
import Yams

extension ScenarioDecoder {
    static let timingKeys = ["at", "after"]
    static let stepActionKeys = ["request", "tap", "dismiss", "hold", "release", "screen", "relaunch", "expect"]
    static let addressedTapKeys = ["alert", "action"]

    /// The `timeline:` list, with each step's instant resolved: `at` is
    /// absolute, `after` counts from the previous step's instant, neither
    /// means the previous step's instant (0 for the first step).
    ///
    /// Invariant of the result: step times never decrease, and every
    /// `release` names a hold that an earlier step takes.
    func timeline(from node: Node, catalogue: Catalogue) throws(ScenarioError) -> [ScenarioStep] {
        var steps: [ScenarioStep] = []
        var previous: Milliseconds = 0
        var holdNames: [String] = []
        for item in try list(node, for: "timeline") {
            guard case .mapping = item else {
                throw failure(
                    "expected a timeline step (a mapping like {at: 1s, request: red-packet}), got \(describe(item))",
                    at: item)
            }
            let fields = try self.fields(
                of: item, in: "in a timeline step", allowed: Self.timingKeys + Self.stepActionKeys)
            let time = try self.time(of: fields, previous: previous)
            let action = try self.action(of: fields, catalogue: catalogue, holdNames: &holdNames)
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
                    "'at' \(DurationText.seconds(time)) goes back in time: the previous step is at \(DurationText.seconds(previous)); "
                        + "steps must be in time order",
                    at: atNode)
            }
            return time
        }
        if let afterNode = fields["after"] {
            let time = previous + (try duration(afterNode, for: "after"))
            guard time <= DurationText.limit else {
                throw failure(
                    "'after' takes the step to \(DurationText.seconds(time)), past the limit of 10^12 ms (about 31 years)",
                    at: afterNode)
            }
            return time
        }
        return previous
    }

    private func action(
        of fields: Fields, catalogue: Catalogue, holdNames: inout [String]
    ) throws(ScenarioError) -> ScenarioStep.Action {
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
            let id = try alertID(value, for: key, catalogue: catalogue)
            return .send(.request(catalogue.definition(of: id) ?? AlertDefinition(id: id)))
        case "tap":
            if case .mapping = value { return .send(try addressedTap(value, catalogue: catalogue)) }
            return .send(.tap(action: try label(value, for: key, catalogue: catalogue)))
        case "dismiss":
            if case .scalar(let scalar) = value, scalar.string == "top" { return .send(.close(.top)) }
            return .send(.dismiss(try alertID(value, for: key, catalogue: catalogue, extra: ["top"])))
        case "hold":
            let hold = try name(value, for: key)
            if !holdNames.contains(hold) { holdNames.append(hold) }
            return .send(.hold(hold))
        case "release":
            let hold = try name(value, for: key)
            guard holdNames.contains(hold) else {
                let expected =
                    holdNames.isEmpty
                    ? "no earlier step takes a hold ('hold: NAME')"
                    : "expected \(Self.choices(holdNames, noun: "holds taken by earlier steps"))"
                throw failure(
                    "release of \(hold.quotedForMessage), which no earlier 'hold' step takes; \(expected)"
                        + NearestWord.hint(for: hold, among: holdNames),
                    at: value)
            }
            return .send(.release(hold))
        case "screen":
            return .send(.navigate(to: try name(value, for: key)))
        case "relaunch":
            guard try flag(value, for: key) else {
                throw failure("'relaunch' takes true (the app is killed and started again); drop the step", at: value)
            }
            return .send(.relaunch)
        default:
            return .expect(try expectation(from: value, catalogue: catalogue))
        }
    }

    /// `tap: {alert: ID, action: LABEL}`: a tap meant for one alert.
    private func addressedTap(_ node: Node, catalogue: Catalogue) throws(ScenarioError) -> AlertCommand {
        let fields = try self.fields(of: node, in: "in an addressed tap", allowed: Self.addressedTapKeys)
        guard let alertNode = fields["alert"] else {
            throw failure("missing required key 'alert' in an addressed tap {alert: ID, action: LABEL}", at: node)
        }
        guard let actionNode = fields["action"] else {
            throw failure("missing required key 'action' in an addressed tap {alert: ID, action: LABEL}", at: node)
        }
        let id = try alertID(alertNode, for: "alert", catalogue: catalogue)
        let label = try label(actionNode, for: "action", catalogue: catalogue, preferring: id)
        return .tap(action: label, on: .alert(id))
    }

    /// An action label that some alert of the catalogue has; suggestions come
    /// from `preferring`'s labels first.
    private func label(
        _ node: Node, for field: String, catalogue: Catalogue, preferring id: AlertID? = nil
    ) throws(ScenarioError) -> String {
        let label = try text(node, for: field)
        guard catalogue.contains(label: label) else {
            let own = id.flatMap { catalogue.definition(of: $0) }?.actions.map(\.label) ?? []
            let candidates = own.isEmpty ? catalogue.labels : own
            throw failure(
                "no alert has an action labelled \(label.quotedForMessage); expected "
                    + (candidates.isEmpty
                        ? "a label declared under some alert's actions"
                        : Self.choices(candidates, noun: "labels"))
                    + NearestWord.hint(for: label, among: candidates),
                at: node)
        }
        return label
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
