public import AlertCore

extension AlertPolicy {
    /// Checks that every cap and group `definition` names is declared here,
    /// so that a misspelt name cannot silently turn a cap or a group off.
    ///
    ///     let policy = AlertPolicy(caps: ["weekly": FrequencyCap(limit: 1, per: .seconds(7 * 86_400))])
    ///     try policy.validate(rating)             // throws when rating says cap: "weekley"
    ///
    /// - Throws: ``AlertDefinitionError`` naming the first undeclared name
    ///   (the cap before the group).
    /// - Complexity: O(1), plus O(*d* log *d*) to describe the *d* declared
    ///   names when it throws
    public func validate(_ definition: AlertDefinition) throws(AlertDefinitionError) {
        if let cap = definition.cap, caps[cap] == nil {
            throw AlertDefinitionError(alert: definition.id, field: .cap, name: cap, declared: Array(caps.keys))
        }
        if let group = definition.group, groups[group] == nil {
            throw AlertDefinitionError(
                alert: definition.id, field: .group, name: group, declared: Array(groups.keys))
        }
    }
}
