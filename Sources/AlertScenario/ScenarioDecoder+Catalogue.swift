import AlertCore
import Yams

extension ScenarioDecoder {
    static let policyKeys = ["maxVisible", "preemptAt", "gap", "maxPending", "groups", "caps"]
    static let alertKeys = ["level", "title", "message", "actions", "dismissible", "screen", "ttl", "group", "cap"]
    static let actionKeys = ["label", "dismisses"]
    static let groupKeys = ["limit"]
    static let capKeys = ["limit", "per"]

    /// The `policy:` mapping; every field is optional.
    func policy(from node: Node) throws(ScenarioError) -> AlertPolicy {
        let fields = try self.fields(of: node, in: "in policy", allowed: Self.policyKeys)
        let maxVisible = try fields["maxVisible"].map { node throws(ScenarioError) in
            try count(node, for: "maxVisible", minimum: 1)
        }
        let preemptAt = try fields["preemptAt"].map { node throws(ScenarioError) in
            try level(node, for: "preemptAt")
        }
        let gap = try fields["gap"].map { node throws(ScenarioError) in try duration(node, for: "gap") }
        let maxPending = try fields["maxPending"].map { node throws(ScenarioError) in
            try count(node, for: "maxPending", minimum: 0)
        }
        var groups: [String: AlertPolicy.GroupLimit] = [:]
        if let value = fields["groups"] {
            for entry in try namedEntries(of: value, in: "in groups") {
                let context = "in group \(entry.name.quotedForMessage)"
                let group = try self.fields(of: entry.value, in: context, allowed: Self.groupKeys)
                guard let limit = group["limit"] else {
                    throw failure("missing required key 'limit' \(context)", at: entry.value)
                }
                groups[entry.name] = AlertPolicy.GroupLimit(limit: try count(limit, for: "limit", minimum: 0))
            }
        }
        var caps: [String: FrequencyCap] = [:]
        if let value = fields["caps"] {
            for entry in try namedEntries(of: value, in: "in caps") {
                let context = "in cap \(entry.name.quotedForMessage)"
                let cap = try self.fields(of: entry.value, in: context, allowed: Self.capKeys)
                guard let limit = cap["limit"] else {
                    throw failure("missing required key 'limit' \(context)", at: entry.value)
                }
                guard let per = cap["per"] else {
                    throw failure(
                        "missing required key 'per' \(context) (how long a showing counts, e.g. 7d)", at: entry.value)
                }
                caps[entry.name] = FrequencyCap(
                    limit: try count(limit, for: "limit", minimum: 0),
                    per: .milliseconds(try duration(per, for: "per")))
            }
        }
        return AlertPolicy(
            maxVisible: maxVisible ?? 1, preemptAt: preemptAt ?? .required, gap: .milliseconds(gap ?? 0),
            maxPending: maxPending, groups: groups, caps: caps)
    }

    /// The `alerts:` catalogue, in file order, and where each alert names its
    /// screen (checked once the timeline's screens are known). Every `group`
    /// and `cap` must be declared under the policy.
    func alerts(
        from node: Node, policy: AlertPolicy, screens: inout [(id: AlertID, node: Node)]
    ) throws(ScenarioError) -> [AlertDefinition] {
        var definitions: [AlertDefinition] = []
        for entry in try namedEntries(of: node, in: "in alerts") {
            guard !entry.name.isEmpty else { throw failure("an alert id must not be empty", at: entry.key) }
            guard entry.name != "top" else {
                throw failure(
                    "'top' cannot be an alert id: 'dismiss: top' means the top visible alert; choose another id",
                    at: entry.key)
            }
            definitions.append(try alert(entry.name, from: entry.value, policy: policy, screens: &screens))
        }
        return definitions
    }

    private func alert(
        _ id: AlertID, from node: Node, policy: AlertPolicy, screens: inout [(id: AlertID, node: Node)]
    ) throws(ScenarioError) -> AlertDefinition {
        let context = "in alert \(id.quotedForMessage)"
        let fields = try self.fields(of: node, in: context, allowed: Self.alertKeys)
        var definition = AlertDefinition(id: id)
        if let value = fields["level"] { definition.level = try level(value, for: "level") }
        if let value = fields["title"] { definition.title = try text(value, for: "title") }
        if let value = fields["message"] { definition.message = try text(value, for: "message") }
        if let value = fields["dismissible"] { definition.isDismissible = try flag(value, for: "dismissible") }
        if let value = fields["screen"] {
            definition.screen = try name(value, for: "screen")
            screens.append((id, value))
        }
        if let value = fields["ttl"] { definition.ttl = .milliseconds(try duration(value, for: "ttl")) }
        if let value = fields["group"] {
            definition.group = try declaredName(value, for: "group", context: context, among: policy.groups.keys)
        }
        if let value = fields["cap"] {
            definition.cap = try declaredName(value, for: "cap", context: context, among: policy.caps.keys)
        }
        if let value = fields["actions"] { definition.actions = try actions(from: value, context: context) }
        return definition
    }

    /// A `group` or `cap` name, which must be declared under `policy`.
    private func declaredName(
        _ node: Node, for field: String, context: String, among declared: some Collection<String>
    ) throws(ScenarioError) -> String {
        let given = try name(node, for: field)
        let names = declared.sorted()
        guard names.contains(given) else {
            let expected =
                names.isEmpty
                ? "declare it under policy.\(field)s first"
                : "expected \(Self.choices(names, noun: "\(field)s declared under policy"))"
            throw failure(
                "unknown \(field) \(given.quotedForMessage) \(context); \(expected)"
                    + NearestWord.hint(for: given, among: names),
                at: node)
        }
        return given
    }

    /// `actions:`: each item a label, or `{label: X, dismisses: false}`.
    private func actions(from node: Node, context: String) throws(ScenarioError) -> [AlertAction] {
        var actions: [AlertAction] = []
        var labels = Set<String>()
        for item in try list(node, for: "actions") {
            let action: AlertAction
            let labelNode: Node
            if case .mapping = item {
                let fields = try self.fields(of: item, in: "in an action \(context)", allowed: Self.actionKeys)
                guard let label = fields["label"] else {
                    throw failure("missing required key 'label' in an action \(context)", at: item)
                }
                labelNode = label
                let dismisses = try fields["dismisses"].map { node throws(ScenarioError) in
                    try flag(node, for: "dismisses")
                }
                action = AlertAction(try text(label, for: "label"), dismisses: dismisses ?? true)
            } else if case .scalar = item {
                labelNode = item
                action = AlertAction(try text(item, for: "label"))
            } else {
                throw failure(
                    "expected an action label or {label: ..., dismisses: false} \(context), got \(describe(item))",
                    at: item)
            }
            guard !action.label.isEmpty else { throw failure("an action label must not be empty", at: labelNode) }
            guard labels.insert(action.label).inserted else {
                throw failure(
                    "duplicate action label \(action.label.quotedForMessage) \(context); a tap could not tell them apart",
                    at: labelNode)
            }
            actions.append(action)
        }
        return actions
    }
}
