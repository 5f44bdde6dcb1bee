import AlertCore
import TerminalText
import Yams

/// Reads a composed YAML tree into a ``Scenario``, strictly and by hand:
/// every mapping's keys are checked against the keys it may have, every
/// value against the type it must be, and every error points at the node
/// to blame.
///
/// The reader only looks at the nodes the format defines, never walking an
/// arbitrary subtree, so an alias to a huge structure costs nothing unless
/// it sits where a value is expected, and then it is rejected at its first
/// node.
struct ScenarioDecoder {
    let source: String

    /// The top-level keys, in the order the documentation lists them.
    static let topLevelKeys = ["name", "description", "screen", "policy", "alerts", "timeline", "end"]

    /// The scenario in `root`, the document's root node (`nil` for an empty file).
    func scenario(from root: Node?) throws(ScenarioError) -> Scenario {
        guard let root else {
            throw ScenarioError(
                source: source, location: SourceLocation(line: 1, column: 1),
                message: "the file is empty; expected a mapping with name, alerts and timeline")
        }
        guard case .mapping = root else {
            throw failure(
                "expected a mapping with name, alerts and timeline at the top level, got \(describe(root))", at: root)
        }
        let fields = try self.fields(of: root, in: "at the top level", allowed: Self.topLevelKeys)
        guard let nameNode = fields["name"] else {
            throw failure("missing required key 'name' at the top level", at: root)
        }
        let name = try text(nameNode, for: "name")
        guard !name.trimmingWhitespace().isEmpty else { throw failure("'name' must not be empty", at: nameNode) }

        var scenario = Scenario(source: source, name: name)
        scenario.description = try fields["description"].map { node throws(ScenarioError) in
            try text(node, for: "description")
        }
        scenario.screen = try fields["screen"].map { node throws(ScenarioError) in try text(node, for: "screen") }
        if let policy = fields["policy"] { scenario.policy = try self.policy(from: policy) }
        var alertScreens: [(id: AlertID, node: Node)] = []
        if let alerts = fields["alerts"] {
            scenario.alerts = try self.alerts(from: alerts, policy: scenario.policy, screens: &alertScreens)
        }
        let catalogue = Catalogue(scenario.alerts)
        if let timeline = fields["timeline"] {
            scenario.timeline = try self.timeline(from: timeline, catalogue: catalogue)
        }
        try checkScreens(alertScreens, of: scenario)
        if let endNode = fields["end"] {
            let end = try duration(endNode, for: "end")
            if let last = scenario.timeline.last, end < last.time {
                throw failure(
                    "end \(DurationText.seconds(end)) is before the last step, at \(DurationText.seconds(last.time)); "
                        + "expected an instant at or after it",
                    at: endNode)
            }
            scenario.end = end
        }
        return scenario
    }

    /// Every alert's `screen` must be the starting screen or one a `screen:`
    /// step visits: any other could never show, so it can only be a typo.
    private func checkScreens(_ alertScreens: [(id: AlertID, node: Node)], of scenario: Scenario) throws(ScenarioError)
    {
        var known: [String] = scenario.screen.map { [$0] } ?? []
        for step in scenario.timeline {
            if case .send(.navigate(let target)) = step.action, !known.contains(target) { known.append(target) }
        }
        for (id, node) in alertScreens {
            guard case .scalar(let scalar) = node, !known.contains(scalar.string) else { continue }
            let expected =
                known.isEmpty
                ? "no screen is ever shown (no starting 'screen' and no 'screen:' step)"
                : "expected \(Self.choices(known, noun: "screens the scenario shows"))"
            throw failure(
                "alert \(id.quotedForMessage) belongs to screen \(scalar.string.quotedForMessage), which the scenario never shows; "
                    + expected + NearestWord.hint(for: scalar.string, among: known),
                at: node)
        }
    }

    // MARK: - Errors

    /// An error at `node`'s place in the file.
    func failure(_ message: String, at node: Node) -> ScenarioError {
        ScenarioError(source: source, location: node.mark.map(SourceLocation.init), message: message)
    }

    /// How a node reads in a message: `a mapping`, `a list`, `null`, `'text'`.
    func describe(_ node: Node) -> String {
        switch node {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        case .scalar(let scalar): scalar.isNull ? "null" : scalar.string.quotedForMessage
        }
    }

    /// `one of a, b, c`, or a count when the list is long.
    static func choices(_ words: [String], noun: String) -> String {
        guard words.count <= 12 else { return "one of the \(words.count) \(noun)" }
        return words.count == 1 ? words[0].terminalSafe : "one of " + words.map(\.terminalSafe).joined(separator: ", ")
    }

    // MARK: - Mappings

    /// A mapping's entries by key, each with its key node for messages.
    struct Fields {
        let node: Node
        let keys: [String]
        private let entries: [String: (key: Node, value: Node)]

        init(node: Node, keys: [String], entries: [String: (key: Node, value: Node)]) {
            self.node = node
            self.keys = keys
            self.entries = entries
        }

        subscript(key: String) -> Node? { entries[key]?.value }

        func keyNode(_ key: String) -> Node? { entries[key]?.key }
    }

    /// The entries of the mapping `node`, whose keys must be plain text,
    /// each at most once and one of `allowed`; `context` completes messages
    /// (`in alert 'red-packet'`).
    ///
    /// - Complexity: O(*k*) for *k* keys, plus a suggestion when one is unknown.
    func fields(of node: Node, in context: String, allowed: [String]) throws(ScenarioError) -> Fields {
        guard case .mapping(let mapping) = node else {
            throw failure("expected a mapping \(context), got \(describe(node))", at: node)
        }
        var entries: [String: (key: Node, value: Node)] = [:]
        var keys: [String] = []
        for (keyNode, value) in mapping {
            let key = try self.key(keyNode, in: context)
            guard allowed.contains(key) else {
                throw failure(
                    "unknown key \(key.quotedForMessage) \(context); expected \(Self.choices(allowed, noun: "keys"))"
                        + NearestWord.hint(for: key, among: allowed),
                    at: keyNode)
            }
            guard entries[key] == nil else {
                throw failure(
                    "duplicate key \(key.quotedForMessage) \(context); each key may appear only once", at: keyNode)
            }
            entries[key] = (keyNode, value)
            keys.append(key)
        }
        return Fields(node: node, keys: keys, entries: entries)
    }

    /// The entries of a mapping whose keys are names the file chooses (alert
    /// ids, group names), in file order, each at most once.
    func namedEntries(of node: Node, in context: String) throws(ScenarioError) -> [(
        name: String, key: Node, value: Node
    )] {
        guard case .mapping(let mapping) = node else {
            throw failure("expected a mapping \(context), got \(describe(node))", at: node)
        }
        var seen = Set<String>()
        var entries: [(name: String, key: Node, value: Node)] = []
        for (keyNode, value) in mapping {
            let name = try key(keyNode, in: context)
            guard seen.insert(name).inserted else {
                throw failure(
                    "duplicate key \(name.quotedForMessage) \(context); each key may appear only once", at: keyNode)
            }
            entries.append((name, keyNode, value))
        }
        return entries
    }

    /// A mapping key: plain text, not a list or a mapping.
    private func key(_ node: Node, in context: String) throws(ScenarioError) -> String {
        guard case .scalar(let scalar) = node else {
            throw failure("expected a plain key \(context), got \(describe(node))", at: node)
        }
        return scalar.string
    }
}

extension Node.Scalar {
    /// Whether YAML reads this scalar as null: empty, `~` or `null`, unquoted.
    var isNull: Bool {
        style == .plain && ["", "~", "null", "Null", "NULL"].contains(string)
    }
}
