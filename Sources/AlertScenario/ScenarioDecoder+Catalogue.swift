import AlertCore
import Yams

extension ScenarioDecoder {
    static let policyKeys = ["maxVisible", "preemptAt", "gap", "maxPending", "groups"]
    static let alertKeys = ["level", "title", "message", "actions", "dismissible", "screen", "ttl", "group"]
    static let actionKeys = ["label", "dismisses"]
    static let groupKeys = ["limit"]

    /// The `policy:` mapping; every field is optional.
    func policy(from node: Node) throws(ScenarioError) -> AlertPolicy {
        let fields = try self.fields(of: node, in: "in policy", allowed: Self.policyKeys)
        var policy = AlertPolicy()
        if let value = fields["maxVisible"] { policy.maxVisible = try count(value, for: "maxVisible", minimum: 1) }
        if let value = fields["preemptAt"] { policy.preemptAt = try level(value, for: "preemptAt") }
        if let value = fields["gap"] { policy.gap = try duration(value, for: "gap") }
        if let value = fields["maxPending"] { policy.maxPending = try count(value, for: "maxPending", minimum: 0) }
        if let value = fields["groups"] {
            for entry in try namedEntries(of: value, in: "in groups") {
                let context = "in group \(entry.name.quotedForMessage)"
                let group = try self.fields(of: entry.value, in: context, allowed: Self.groupKeys)
                guard let limit = group["limit"] else {
                    throw failure("missing required key 'limit' \(context)", at: entry.value)
                }
                policy.groups[entry.name] = AlertPolicy.GroupLimit(limit: try count(limit, for: "limit", minimum: 0))
            }
        }
        return policy
    }

    /// The `alerts:` catalogue, in file order. A group not declared in the
    /// policy has no limit, unless its name is a near miss of a declared
    /// one: that is taken for a typo.
    func alerts(from node: Node, policy: AlertPolicy) throws(ScenarioError) -> [AlertDefinition] {
        var definitions: [AlertDefinition] = []
        for entry in try namedEntries(of: node, in: "in alerts") {
            guard !entry.name.isEmpty else { throw failure("an alert id must not be empty", at: entry.key) }
            guard entry.name != "top" else {
                throw failure(
                    "'top' cannot be an alert id: 'dismiss: top' means the top visible alert; choose another id",
                    at: entry.key)
            }
            definitions.append(try alert(entry.name, from: entry.value, policy: policy))
        }
        return definitions
    }

    private func alert(_ id: AlertID, from node: Node, policy: AlertPolicy) throws(ScenarioError) -> AlertDefinition {
        let context = "in alert \(id.quotedForMessage)"
        let fields = try self.fields(of: node, in: context, allowed: Self.alertKeys)
        var definition = AlertDefinition(id: id)
        if let value = fields["level"] { definition.level = try level(value, for: "level") }
        if let value = fields["title"] { definition.title = try text(value, for: "title") }
        if let value = fields["message"] { definition.message = try text(value, for: "message") }
        if let value = fields["dismissible"] { definition.isDismissible = try flag(value, for: "dismissible") }
        if let value = fields["screen"] { definition.screen = try name(value, for: "screen") }
        if let value = fields["ttl"] { definition.ttl = try duration(value, for: "ttl") }
        if let value = fields["group"] {
            let group = try name(value, for: "group")
            let declared = policy.groups.keys.sorted()
            if policy.groups[group] == nil, NearestWord.suggestion(for: group, among: declared) != nil {
                throw failure(
                    "unknown group \(group.quotedForMessage) \(context); expected \(Self.choices(declared, noun: "groups")), "
                        + "or a name of its own for a group without a limit"
                        + NearestWord.hint(for: group, among: declared),
                    at: value)
            }
            definition.group = group
        }
        if let value = fields["actions"] { definition.actions = try actions(from: value, context: context) }
        return definition
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
