import AlertCore

extension ScenarioDecoder {
    static let policyKeys = ["maxVisible", "preemptAt", "gap", "maxPending", "groups", "caps"]
    static let alertKeys = ["level", "title", "message", "actions", "dismissible", "screen", "ttl", "group", "cap"]
    static let actionKeys = ["id", "label", "dismisses"]
    static let groupKeys = ["limit"]
    static let capKeys = ["limit", "per"]

    /// An alert's `group` or `cap`, which must be declared under `policy`.
    struct DeclaredName {
        /// `group` or `cap`.
        let field: String
        let name: String
        /// `in alert 'red-packet'`.
        let context: String
        let location: SourceLocation
    }

    /// The `policy:` mapping; every field is optional.
    func policy(from start: YAMLEvent) throws(ScenarioError) -> AlertPolicy {
        var fields = try mapping(start, in: "in policy", allowed: Self.policyKeys)
        var maxVisible = 1
        var preemptAt = AlertLevel.required
        var gap: Milliseconds = 0
        var maxPending: Int?
        var groups: [String: AlertPolicy.GroupLimit] = [:]
        var caps: [String: FrequencyCap] = [:]
        while let field = try fields.next() {
            switch field.name {
            case "maxVisible": maxVisible = try count(field.value, for: "maxVisible", minimum: 1)
            case "preemptAt": preemptAt = try level(field.value, for: "preemptAt")
            case "gap": gap = try duration(field.value, for: "gap")
            case "maxPending": maxPending = try count(field.value, for: "maxPending", minimum: 0)
            case "groups": groups = try groupLimits(from: field.value)
            default: caps = try frequencyCaps(from: field.value)
            }
        }
        return AlertPolicy(
            maxVisible: maxVisible, preemptAt: preemptAt, gap: .milliseconds(gap), maxPending: maxPending,
            groups: groups, caps: caps)
    }

    /// `groups: {NAME: {limit: K}}`.
    private func groupLimits(from start: YAMLEvent) throws(ScenarioError) -> [String: AlertPolicy.GroupLimit] {
        var groups: [String: AlertPolicy.GroupLimit] = [:]
        var entries = try mapping(start, in: "in groups", allowed: nil)
        while let entry = try entries.next() {
            let context = "in group \(entry.name.quotedForMessage)"
            var fields = try mapping(entry.value, in: context, allowed: Self.groupKeys)
            var limit: Int?
            while let field = try fields.next() {
                limit = try count(field.value, for: "limit", minimum: 0)
            }
            guard let limit else {
                throw failure(
                    "missing required key 'limit' \(context); expected how many of the group may show",
                    at: entry.value.location)
            }
            groups[entry.name] = AlertPolicy.GroupLimit(limit: limit)
        }
        return groups
    }

    /// `caps: {NAME: {limit: K, per: D}}`.
    private func frequencyCaps(from start: YAMLEvent) throws(ScenarioError) -> [String: FrequencyCap] {
        var caps: [String: FrequencyCap] = [:]
        var entries = try mapping(start, in: "in caps", allowed: nil)
        while let entry = try entries.next() {
            let context = "in cap \(entry.name.quotedForMessage)"
            var fields = try mapping(entry.value, in: context, allowed: Self.capKeys)
            var limit: Int?
            var per: Milliseconds?
            while let field = try fields.next() {
                if field.name == "limit" {
                    limit = try count(field.value, for: "limit", minimum: 0)
                } else {
                    per = try duration(field.value, for: "per")
                }
            }
            guard let limit else {
                throw failure(
                    "missing required key 'limit' \(context); expected how many showings the cap allows",
                    at: entry.value.location)
            }
            guard let per else {
                throw failure(
                    "missing required key 'per' \(context); expected how long a showing counts, like 7d",
                    at: entry.value.location)
            }
            caps[entry.name] = FrequencyCap(limit: limit, per: .milliseconds(per))
        }
        return caps
    }

    /// The `alerts:` catalogue, in file order, and where each alert names its
    /// screen (checked once the timeline's screens are known). Every `group`
    /// and `cap` must be declared under `policy`: checked now when the
    /// policy is known, else added to `unchecked` for later.
    func alerts(
        from start: YAMLEvent, policy: AlertPolicy?, unchecked: inout [DeclaredName],
        screens: inout [(id: AlertID, screen: String, location: SourceLocation)]
    ) throws(ScenarioError) -> [AlertDefinition] {
        var definitions: [AlertDefinition] = []
        var entries = try mapping(start, in: "in alerts", allowed: nil)
        while let entry = try entries.next() {
            guard !entry.name.isEmpty else {
                throw failure("an alert id is empty; expected a name", at: entry.keyLocation)
            }
            guard entry.name != "top" else {
                throw failure(
                    "'top' cannot be an alert id: 'close: top' means the top visible alert; expected another id",
                    at: entry.keyLocation)
            }
            var declaredNames: [DeclaredName] = []
            definitions.append(
                try alert(entry.name, from: entry.value, declaredNames: &declaredNames, screens: &screens))
            for declared in declaredNames {
                if let policy {
                    try checkDeclared(declared, in: policy)
                } else {
                    unchecked.append(declared)
                }
            }
        }
        return definitions
    }

    private func alert(
        _ id: AlertID, from start: YAMLEvent, declaredNames: inout [DeclaredName],
        screens: inout [(id: AlertID, screen: String, location: SourceLocation)]
    ) throws(ScenarioError) -> AlertDefinition {
        let context = "in alert \(id.quotedForMessage)"
        var fields = try mapping(start, in: context, allowed: Self.alertKeys)
        // The fields are set on a plain value, then shared once: setting them
        // on a definition would give it a new buffer for each.
        var definition = AlertDefinition(id: id).fields
        while let field = try fields.next() {
            let value = field.value
            switch field.name {
            case "level": definition.level = try level(value, for: "level")
            case "title": definition.title = try text(value, for: "title")
            case "message": definition.message = try text(value, for: "message")
            case "dismissible": definition.isDismissible = try flag(value, for: "dismissible")
            case "screen":
                let screen = try name(value, for: "screen")
                definition.screen = screen
                screens.append((id, screen, value.location))
            case "ttl": definition.ttl = .milliseconds(try duration(value, for: "ttl"))
            case "group", "cap":
                let name = try self.name(value, for: field.name)
                if field.name == "group" { definition.group = name } else { definition.cap = name }
                declaredNames.append(
                    DeclaredName(field: field.name, name: name, context: context, location: value.location))
            default: definition.actions = try actions(from: value, context: context)
            }
        }
        return AlertDefinition(definition)
    }

    /// Checks that a `group` or `cap` name is declared under `policy`.
    func checkDeclared(_ declared: DeclaredName, in policy: AlertPolicy) throws(ScenarioError) {
        let field = declared.field
        let isDeclared =
            field == "group" ? policy.groups[declared.name] != nil : policy.caps[declared.name] != nil
        guard !isDeclared else { return }
        let names = (field == "group" ? Array(policy.groups.keys) : Array(policy.caps.keys)).sorted()
        let expected =
            names.isEmpty
            ? "expected it declared under policy.\(field)s"
            : "expected \(Self.choices(names, noun: "\(field)s declared under policy"))"
        throw failure(
            "unknown \(field) \(declared.name.quotedForMessage) \(declared.context); \(expected)"
                + NearestWord.hint(for: declared.name, among: names),
            at: declared.location)
    }

    /// `actions:`: each item a label (which is also its id), or
    /// `{id: update, label: 立即更新, dismisses: false}` (`id` defaults to
    /// the label). Ids are unique within the alert.
    private func actions(from start: YAMLEvent, context: String) throws(ScenarioError) -> [AlertAction] {
        var actions: [AlertAction] = []
        var ids = Set<String>()
        let items = try list(start, for: "actions")
        while let item = try items.next() {
            let action: AlertAction
            let idLocation: SourceLocation
            switch item.kind {
            case .mappingStart:
                (action, idLocation) = try self.action(item, context: context)
            case .scalar:
                action = AlertAction(try text(item, for: "label"))
                idLocation = item.location
                guard !action.label.isEmpty else {
                    throw failure("an action label is empty; expected the text of its button", at: idLocation)
                }
            default:
                throw failure(
                    "expected an action label or {id: ..., label: ..., dismisses: false} \(context), got \(item.described)",
                    at: item.location)
            }
            guard ids.insert(action.id).inserted else {
                throw failure(
                    "duplicate action id \(action.id.quotedForMessage) \(context); expected ids a tap can tell apart "
                        + "(give one an 'id:' of its own)",
                    at: idLocation)
            }
            actions.append(action)
        }
        return actions
    }

    /// One action written as a mapping: `label` required, `id` and
    /// `dismisses` optional. Returns it with where its id is written (the
    /// label's place when the id is the label).
    private func action(
        _ start: YAMLEvent, context: String
    ) throws(ScenarioError) -> (AlertAction, SourceLocation) {
        var fields = try mapping(start, in: "in an action \(context)", allowed: Self.actionKeys)
        var label: YAMLEvent?
        var id: YAMLEvent?
        var dismisses: Bool?
        while let field = try fields.next() {
            switch field.name {
            case "label":
                _ = try text(field.value, for: "label")
                label = field.value
            case "id":
                _ = try text(field.value, for: "id")
                id = field.value
            default:
                dismisses = try flag(field.value, for: "dismisses")
            }
        }
        guard let label else {
            throw failure(
                "missing required key 'label' in an action \(context); expected the text of its button",
                at: start.location)
        }
        guard !label.text.isEmpty else {
            throw failure("an action label is empty; expected the text of its button", at: label.location)
        }
        if let id, id.text.isEmpty {
            throw failure("an action id is empty; expected a word a tap can name", at: id.location)
        }
        let action = AlertAction(id: id?.text ?? label.text, label: label.text, dismisses: dismisses ?? true)
        return (action, (id ?? label).location)
    }
}
