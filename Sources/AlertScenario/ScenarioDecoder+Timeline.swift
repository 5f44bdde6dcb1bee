import AlertCore
import TerminalText

extension ScenarioDecoder {
    static let timingKeys = ["at", "after"]
    static let stepActionKeys = [
        "request", "tap", "close", "remove", "dismiss", "hold", "release", "screen", "relaunch", "expect",
    ]
    static let stepKeys = timingKeys + stepActionKeys + ["optional"]
    static let addressedTapKeys = ["alert", "action"]

    /// The `timeline:` list, with each step's instant resolved: `at` is
    /// absolute, `after` counts from the previous step's instant, neither
    /// means the previous step's instant (0 for the first step).
    ///
    /// Invariant of the result: step times never decrease, and every
    /// `release` names a hold that an earlier step takes.
    ///
    /// - Complexity: O(*e*) for the *e* events of the list, plus a hash
    ///   lookup per alert id and action id.
    func timeline(from start: YAMLEvent, catalogue: Catalogue) throws(ScenarioError) -> [ScenarioStep] {
        var steps: [ScenarioStep] = []
        var previous = PreviousStep()
        var holdNames = OrderedNames()
        let items = try list(start, for: "timeline")
        while let item = try items.next() {
            guard item.kind == .mappingStart else {
                throw failure(
                    "expected a timeline step (a mapping like {at: 1s, request: red-packet}), got \(item.described)",
                    at: item.location)
            }
            let step = try self.step(item, previous: previous, catalogue: catalogue, holdNames: &holdNames)
            steps.append(step)
            previous.move(past: step)
        }
        return steps
    }

    /// One step: at most one of `at` and `after` (an instant or a range
    /// `A..B`, docs/explore.md), exactly one action, and `optional`.
    func step(
        _ start: YAMLEvent, previous: PreviousStep, catalogue: Catalogue, holdNames: inout OrderedNames
    ) throws(ScenarioError) -> ScenarioStep {
        var fields = try mapping(start, in: "in a timeline step", allowed: Self.stepKeys)
        var time = previous.time
        var timing = StepTiming.withPrevious
        var timingKey: String?
        var action: (key: String, value: ScenarioStep.Action)?
        var optional: (value: Bool, location: SourceLocation)?
        while let field = try fields.next() {
            switch field.name {
            case "at", "after":
                guard timingKey == nil else {
                    throw failure(
                        "a step takes either 'at' or 'after', not both; expected one of them", at: field.keyLocation)
                }
                timingKey = field.name
                let range = try self.range(field.value, for: field.name)
                if field.name == "at" {
                    time = try absoluteTime(range.lowerBound, at: field.value, previous: previous)
                    timing = .at(range)
                } else {
                    time = try relativeTime(range.lowerBound, at: field.value, previous: previous.time)
                    timing = .after(range)
                }
            case "optional":
                optional = (try flag(field.value, for: "optional"), field.keyLocation)
            default:
                if let first = action?.key {
                    throw failure(
                        "the step has two actions, '\(first)' and '\(field.name)'; expected one action a step",
                        at: field.keyLocation)
                }
                let value = try self.action(field.name, field.value, catalogue: catalogue, holdNames: &holdNames)
                action = (field.name, value)
            }
        }
        guard let action else {
            throw failure(
                "the step has no action; expected one of \(Self.stepActionKeys.joined(separator: ", "))",
                at: start.location)
        }
        // Even `optional: false`: the key has no meaning on an expectation (docs/scenario-format.md, Uncertain timing).
        if let optional, case .expect = action.value {
            throw failure(
                "'optional' does not go with 'expect': expectations belong to the nominal run, where every step "
                    + "happens; expected 'optional' (true or false) only on a step that acts",
                at: optional.location)
        }
        return ScenarioStep(
            time: time, action: action.value, location: start.location, timing: timing,
            isOptional: optional?.value ?? false)
    }

    /// `T` (T...T) or `A..B`: durations, the upper bound not below the lower.
    private func range(_ value: YAMLEvent, for field: String) throws(ScenarioError) -> ClosedRange<Milliseconds> {
        guard value.kind == .scalar, let dots = value.text.range(of: "..") else {
            if value.kind == .scalar, let rewritten = Self.rangeWithADash(value.text) {
                throw failure(
                    "the range \(value.text.quotedForMessage) for '\(field)' is written with '\(rewritten.dash)'; "
                        + "expected A..B, like 2s..3s; did you mean \(rewritten.meant.quotedForMessage)?",
                    at: value.location)
            }
            let single = try duration(value, for: field)
            return single...single
        }
        var lowerEvent = value
        lowerEvent.text = String(value.text[..<dots.lowerBound])
        var upperEvent = value
        upperEvent.text = String(value.text[dots.upperBound...])
        // A duration has no space in or around it, and neither has a range (`2s..3s`, not `2s .. 3s`).
        let bounds = [lowerEvent.text, upperEvent.text].map { String($0.trimmingWhitespace()) }
        let problem =
            if let missing = bounds[0].isEmpty ? "lower" : bounds[1].isEmpty ? "upper" : nil {
                "has no \(missing) bound; expected A..B, like 2s..3s"
            } else if bounds[1].hasPrefix("."), !bounds[1].contains("..") {
                "has three dots; expected A..B, like 2s..3s; did you mean "
                    + "\((bounds[0] + ".." + bounds[1].dropFirst().trimmingWhitespace()).quotedForMessage)?"
            } else if upperEvent.text.contains("..") {
                "has more than one '..'; expected A..B, like 2s..3s"
            } else if bounds != [lowerEvent.text, upperEvent.text] {
                "has a space in it; expected A..B without spaces; did you mean "
                    + "\((bounds[0] + ".." + bounds[1]).quotedForMessage)?"
            } else {
                String?.none
            }
        if let problem {
            throw failure("the range \(value.text.quotedForMessage) for '\(field)' \(problem)", at: value.location)
        }
        let lower = try duration(lowerEvent, for: field)
        let upper = try duration(upperEvent, for: field)
        guard upper >= lower else {
            let meant =
                Self.upperBoundInLowerUnit(lowerEvent.text, upperEvent.text, lower: lower)
                ?? "\(DurationText.written(upper))..\(DurationText.written(lower))"
            throw failure(
                "the range \(value.text.quotedForMessage) for '\(field)' ends before it starts; expected A..B "
                    + "with B at or after A (\(meant)?)",
                at: value.location)
        }
        return lower...upper
    }

    /// `1s..2` read as `1s..2s`: an upper bound written as a bare number
    /// (milliseconds) after a lower bound with a unit, given that unit, if
    /// that makes a range; `nil` otherwise.
    static func upperBoundInLowerUnit(_ lowerText: String, _ upperText: String, lower: Milliseconds) -> String? {
        guard !upperText.isEmpty, upperText.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        let unit = String(lowerText.reversed().prefix { $0.isLetter }.reversed())
        guard !unit.isEmpty, unit != "ms" else { return nil }
        let upper = upperText + unit
        guard let milliseconds = try? DurationText.milliseconds(upper).get(), milliseconds >= lower else { return nil }
        return lowerText + ".." + upper
    }

    /// `A-B` for `A..B`: two durations joined by a dash (`-`, `--`, an en
    /// dash or an em dash, which typing `--` can turn into) where a duration
    /// was expected (`100ms-200ms`), as `A..B`, with the dash it was
    /// written with; `nil` for anything else.
    static func rangeWithADash(_ text: String) -> (meant: String, dash: String)? {
        for dash in ["--", "\u{2013}", "\u{2014}", "-"] {
            let parts = text.split(separator: dash, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
                (try? DurationText.milliseconds(String(parts[0])).get()) != nil,
                (try? DurationText.milliseconds(String(parts[1])).get()) != nil
            else { continue }
            return (parts[0] + ".." + parts[1], dash)
        }
        return nil
    }

    /// `at: T` (a range's lower bound): not before the previous step's lower bound.
    private func absoluteTime(
        _ time: Milliseconds, at value: YAMLEvent, previous: PreviousStep
    ) throws(ScenarioError) -> Milliseconds {
        guard time >= previous.time else {
            // A range is placed by its lower bound: say so, or `0ms..2s` after `1.5s..3s` puzzles.
            let before = DurationText.instant(previous.time) + (previous.varies ? " at its earliest" : "")
            let message =
                value.text.contains("..")
                ? "'at' \(value.text.quotedForMessage) starts at \(DurationText.instant(time)), before the previous "
                    + "step (at \(before)); expected steps in the order of their earliest instants (a range is "
                    + "placed by its lower bound)"
                : "'at' \(DurationText.instant(time)) goes back in time: the previous step is at \(before); "
                    + (previous.varies
                        ? "expected steps in the order of their earliest instants" : "expected steps in time order")
            throw failure(message, at: value.location)
        }
        return time
    }

    /// `after: D` (a range's lower bound): D after the previous step, within the time bound.
    private func relativeTime(
        _ delay: Milliseconds, at value: YAMLEvent, previous: Milliseconds
    ) throws(ScenarioError) -> Milliseconds {
        let time = previous + delay
        guard time <= DurationText.limit else {
            throw failure(
                "'after' takes the step to \(DurationText.instant(time)); expected at most 10^12 ms (about 31 years)",
                at: value.location)
        }
        return time
    }

    /// The action under `key`, whose value starts with `value`.
    private func action(
        _ key: String, _ value: YAMLEvent, catalogue: Catalogue, holdNames: inout OrderedNames
    ) throws(ScenarioError) -> ScenarioStep.Action {
        switch key {
        case "request":
            return .send(.request(try alert(value, for: key, catalogue: catalogue)))
        case "tap":
            if value.kind == .mappingStart { return .send(try addressedTap(value, catalogue: catalogue)) }
            return .send(.tap(action: try actionID(value, for: key, catalogue: catalogue)))
        case "close":
            // The user's close: of the top alert, or of one alert (checked like an addressed tap).
            if value.kind == .scalar, value.text == "top" { return .send(.close(.top)) }
            return .send(.close(.alert(try alert(value, for: key, catalogue: catalogue, extra: ["top"]).id)))
        case "remove":
            return .send(.remove(try alert(value, for: key, catalogue: catalogue).id))
        case "dismiss":
            // The older spelling: `dismiss: top` is `close: top`, `dismiss: ID` is `remove: ID`.
            if value.kind == .scalar, value.text == "top" { return .send(.close(.top)) }
            return .send(.remove(try alert(value, for: key, catalogue: catalogue, extra: ["top"]).id))
        case "hold":
            let hold = try name(value, for: key)
            holdNames.insert(hold)
            return .send(.hold(hold))
        case "release":
            let hold = try name(value, for: key)
            guard holdNames.contains(hold) else {
                let expected =
                    holdNames.inOrder.isEmpty
                    ? "expected a 'hold: \(hold)' step before it"
                    : "expected \(Self.choices(holdNames.inOrder, noun: "holds taken by earlier steps"))"
                throw failure(
                    "release of \(hold.quotedForMessage), which no earlier 'hold' step takes; \(expected)"
                        + NearestWord.hint(for: hold, among: holdNames.inOrder),
                    at: value.location)
            }
            return .send(.release(hold))
        case "screen":
            return .send(.navigate(to: try name(value, for: key)))
        case "relaunch":
            guard try flag(value, for: key) else {
                throw failure(
                    "'relaunch' takes true (the app is killed and started again); expected true, or drop the step",
                    at: value.location)
            }
            return .send(.relaunch)
        default:
            return .expect(try expectation(from: value, catalogue: catalogue))
        }
    }

    /// `tap: {alert: ID, action: ACTION}`: a tap meant for one alert, naming an action by its id.
    private func addressedTap(_ start: YAMLEvent, catalogue: Catalogue) throws(ScenarioError) -> AlertCommand {
        var fields = try mapping(start, in: "in an addressed tap", allowed: Self.addressedTapKeys)
        var alertValue: YAMLEvent?
        var actionValue: YAMLEvent?
        while let field = try fields.next() {
            // Both are text; the action id is checked against the alert's own once both are read.
            _ = try text(field.value, for: field.name)
            if field.name == "alert" { alertValue = field.value } else { actionValue = field.value }
        }
        guard let alertValue else {
            throw failure(
                "missing required key 'alert' in an addressed tap; expected {alert: ID, action: ACTION}",
                at: start.location)
        }
        guard let actionValue else {
            throw failure(
                "missing required key 'action' in an addressed tap; expected {alert: ID, action: ACTION}",
                at: start.location)
        }
        let id = try alert(alertValue, for: "alert", catalogue: catalogue).id
        let action = try actionID(actionValue, for: "action", catalogue: catalogue, preferring: id)
        return .tap(action: action, on: .alert(id))
    }

    /// An action id that some alert of the catalogue has; suggestions come
    /// from `preferring`'s action ids first.
    private func actionID(
        _ value: YAMLEvent, for field: String, catalogue: Catalogue, preferring id: AlertID? = nil
    ) throws(ScenarioError) -> String {
        let action = try text(value, for: field)
        guard catalogue.contains(actionID: action) else {
            throw unknownAction(action, at: value.location, catalogue: catalogue, preferring: id)
        }
        return action
    }

    /// The error for a tap of `action`, which no alert of `catalogue` has:
    /// the actions of the alert it addresses (or every action), and the nearest.
    func unknownAction(
        _ action: String, at location: SourceLocation, catalogue: Catalogue, preferring id: AlertID? = nil
    ) -> ScenarioError {
        let own = id.flatMap { catalogue.definition(of: $0) }?.actions.map(\.id) ?? []
        let candidates = own.isEmpty ? catalogue.actionIDs : own
        // The addressed alert's own actions first; a tap may also name another alert's action
        // (refused when it runs, `no-such-action`), so the nearest of those is offered next, as such.
        var hint = NearestWord.hint(for: action, among: candidates)
        if hint.isEmpty, let other = NearestWord.suggestion(for: action, among: catalogue.actionIDs) {
            hint = "; did you mean \(other.quotedForMessage), an action of another alert (refused when the tap runs)?"
        }
        return failure(
            "no alert has an action with id \(action.quotedForMessage); expected "
                + (candidates.isEmpty
                    ? "an action id declared under some alert's actions"
                    : Self.choices(candidates, noun: "action ids")
                        + (own.isEmpty ? "" : " (of \(id?.quotedForMessage ?? ""))"))
                + hint,
            at: location)
    }

    /// The catalogue's alert whose id `value` names; `extra` are other words
    /// the field accepts (`top` for `close` and `dismiss`), offered in suggestions too.
    func alert(
        _ value: YAMLEvent, for field: String, catalogue: Catalogue, extra: [String] = []
    ) throws(ScenarioError) -> AlertDefinition {
        let id = try text(value, for: field)
        guard let definition = catalogue.definition(of: id) else {
            let accepted = extra + catalogue.ids
            let declaredWhere =
                stream.isFed ? #"on an earlier line ({"alert": ID, ...})"# : "under 'alerts'"
            let expected =
                catalogue.ids.isEmpty
                ? "expected " + extra.map { "\($0) or " }.joined() + "an alert declared \(declaredWhere), and none is"
                : "expected \(Self.choices(accepted, noun: "alert ids declared \(declaredWhere)"))"
            var error = failure(
                "unknown alert id \(id.quotedForMessage) in '\(field)'; \(expected)"
                    + NearestWord.hint(for: id, among: accepted),
                at: value.location)
            if stream.isFed { error.undeclaredAlert = .init(id: id, field: field) }
            throw error
        }
        return definition
    }
}
