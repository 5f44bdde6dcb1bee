import AlertCore
import TerminalText

/// Reads a scenario from a stream of YAML events, strictly and by hand, in
/// one pass and without a tree of nodes: every mapping's keys are checked
/// as they come against the keys it may have, every value against the type
/// it must be, and every error points at the place to blame.
///
/// The decoder descends only as deep as the format goes (a handful of
/// levels), so deep nesting in a file costs no stack: a list where text is
/// expected is an error at its first event. Values are decoded in file
/// order; the few checks that need a later part of the file (an alert's
/// `group` before the `policy`, the `timeline` before the `alerts`, `end`
/// against the last step, alert screens against the timeline's) wait for
/// the end of the document.
///
/// - Complexity: O(*e*) for *e* events with aliases expanded (bounded by
///   ``YAMLEventScan``), plus O(*s* · log *a*)-ish hashing to resolve *s*
///   steps against *a* catalogue entries.
struct ScenarioDecoder {
    let stream: YAMLEventStream

    var source: String { stream.source }

    /// The top-level keys, in the order the documentation lists them.
    static let topLevelKeys = [
        "name", "description", "screen", "policy", "alerts", "timeline", "properties", "end",
    ]

    /// The scenario the stream holds, or the error that ranks first (see
    /// ``YAMLEventStream/errorToReport(after:)``).
    func scenario() throws(ScenarioError) -> Scenario {
        do throws(ScenarioError) {
            return try document()
        } catch {
            throw stream.errorToReport(after: error)
        }
    }

    private func document() throws(ScenarioError) -> Scenario {
        guard let root = try stream.openDocument() else {
            throw failure(
                "the file is empty; expected a mapping with name, alerts and timeline",
                at: SourceLocation(line: 1, column: 1))
        }
        guard root.kind == .mappingStart else {
            throw failure(
                "expected a mapping with name, alerts and timeline at the top level, got \(root.described)",
                at: root.location)
        }
        var parts = ScenarioParts(source: source)
        var fields = try mapping(root, in: "at the top level", allowed: Self.topLevelKeys)
        while let field = try fields.next() {
            try read(field, into: &parts)
        }
        try stream.closeDocument()
        return try finish(parts, root: root)
    }

    /// What the top level has given so far, and the checks that wait for the rest of it.
    struct ScenarioParts {
        var scenario: Scenario
        var name: String?
        var hasPolicy = false
        var hasAlerts = false
        var catalogue = Catalogue([])
        /// `group` and `cap` names read before the policy that declares them.
        var undeclaredNames: [DeclaredName] = []
        /// Where each alert names its screen.
        var alertScreens: [(id: AlertID, screen: String, location: SourceLocation)] = []
        /// The timeline's events, when it came before the catalogue.
        var capturedTimeline: Range<Int>?
        /// The properties' events, when they came before the catalogue.
        var capturedProperties: Range<Int>?
        var end: (time: Milliseconds, location: SourceLocation)?

        init(source: String) { scenario = Scenario(source: source, name: "") }
    }

    func read(_ field: MappingReader.Entry, into parts: inout ScenarioParts) throws(ScenarioError) {
        switch field.name {
        case "name":
            let name = try text(field.value, for: "name")
            guard !name.trimmingWhitespace().isEmpty else {
                throw failure("'name' is empty; expected the scenario's name", at: field.value.location)
            }
            parts.name = name
        case "description":
            parts.scenario.description = try text(field.value, for: "description")
        case "screen":
            parts.scenario.screen = try name(field.value, for: "screen")
        case "policy":
            parts.scenario.policy = try policy(from: field.value)
            parts.hasPolicy = true
        case "alerts":
            var unchecked: [DeclaredName] = []
            parts.scenario.alerts = try alerts(
                from: field.value, policy: parts.hasPolicy ? parts.scenario.policy : nil, unchecked: &unchecked,
                screens: &parts.alertScreens)
            parts.undeclaredNames = unchecked
            parts.catalogue = Catalogue(parts.scenario.alerts)
            parts.hasAlerts = true
        case "timeline":
            if parts.hasAlerts {
                parts.scenario.timeline = try timeline(from: field.value, catalogue: parts.catalogue)
            } else {
                // The ids and labels the steps name are not known yet: decode them after the catalogue.
                parts.capturedTimeline = try stream.captureValue(startingWith: field.value)
            }
        case "properties":
            if parts.hasAlerts {
                parts.scenario.properties = try properties(from: field.value, catalogue: parts.catalogue)
            } else {
                parts.capturedProperties = try stream.captureValue(startingWith: field.value)
            }
        default:
            parts.end = (try duration(field.value, for: "end"), field.value.location)
        }
    }

    /// The checks that needed the whole document, then the scenario.
    func finish(_ parts: ScenarioParts, root: YAMLEvent) throws(ScenarioError) -> Scenario {
        guard let name = parts.name else {
            throw failure(
                "missing required key 'name' at the top level; expected the scenario's name", at: root.location)
        }
        var scenario = parts.scenario
        scenario.name = name
        for declared in parts.undeclaredNames {
            try checkDeclared(declared, in: scenario.policy)
        }
        if let captured = parts.capturedTimeline {
            stream.replayCaptured(captured)
            scenario.timeline = try timeline(from: try stream.next(), catalogue: parts.catalogue)
        }
        if let captured = parts.capturedProperties {
            stream.replayCaptured(captured)
            scenario.properties = try properties(from: try stream.next(), catalogue: parts.catalogue)
        }
        try checkScreens(parts.alertScreens, of: scenario)
        try checkLatestInstants(of: scenario)
        if let end = parts.end {
            if let last = scenario.timeline.last, end.time < last.time {
                var lastStep = PreviousStep()
                for step in scenario.timeline { lastStep.move(past: step) }
                throw failure(
                    "end \(DurationText.instant(end.time)) is before the last step, at \(DurationText.instant(last.time))"
                        + (lastStep.varies ? " at its earliest" : "") + "; expected an instant at or after it",
                    at: end.location)
            }
            scenario.end = end.time
        }
        return scenario
    }

    /// Every alert's `screen` must be the starting screen or one a `screen:`
    /// step visits: any other could never show, so it can only be a typo.
    private func checkScreens(
        _ alertScreens: [(id: AlertID, screen: String, location: SourceLocation)], of scenario: Scenario
    ) throws(ScenarioError) {
        guard !alertScreens.isEmpty else { return }
        var known = OrderedNames()
        if let start = scenario.screen { known.insert(start) }
        for step in scenario.timeline {
            if case .send(.navigate(let target)) = step.action { known.insert(target) }
        }
        for (id, screen, location) in alertScreens where !known.contains(screen) {
            let expected =
                known.inOrder.isEmpty
                ? "expected a starting 'screen' or a 'screen:' step; the scenario shows no screen at all"
                : "expected \(Self.choices(known.inOrder, noun: "screens the scenario shows"))"
            throw failure(
                "alert \(id.quotedForMessage) belongs to screen \(screen.quotedForMessage), which the scenario never shows; "
                    + expected + NearestWord.hint(for: screen, among: known.inOrder),
                at: location)
        }
    }

    /// Checks that no run takes a step past 10^12 ms: the latest instant
    /// each step can get is its instant in the run with every ranged value
    /// at its upper bound (an `after:` range counts from the latest instant
    /// of the step before).
    ///
    /// - Complexity: O(*s*) for *s* steps, and one pass without a range.
    private func checkLatestInstants(of scenario: Scenario) throws(ScenarioError) {
        // Lower bounds were checked step by step: only a file with a range can go further.
        guard scenario.timeline.contains(where: \.timing.isRanged) else { return }
        let space = ExplorationSpace(scenario)
        let latestRun = ScenarioRun(
            values: space.ranges.map(\.upperBound), happens: Array(repeating: true, count: space.optionalSteps.count))
        let latest = space.instants(of: latestRun)
        guard let index = latest.firstIndex(where: { $0 > DurationText.limit }) else { return }
        throw failure(
            "'after' can take this step to \(DurationText.instant(latest[index])) in some run (its range's upper "
                + "bound after the latest instant of the step before); expected at most 10^12 ms "
                + "(about 31 years)",
            at: scenario.timeline[index].location)
    }

    // MARK: - Errors

    /// An error at `location` in the file (naming the alias too when the
    /// value was repeated by one).
    func failure(_ message: String, at location: SourceLocation) -> ScenarioError {
        stream.decodingError(message, at: location)
    }

    /// `one of a, b, c`, or a count when the list is long (more than the
    /// 13 keys of a timeline step, which are listed); a long word is
    /// shortened in the middle.
    static func choices(_ words: [String], noun: String) -> String {
        guard words.count <= 16 else { return "one of the \(words.count) \(noun)" }
        return words.count == 1
            ? words[0].shortenedForMessage : "one of " + words.map(\.shortenedForMessage).joined(separator: ", ")
    }
}
