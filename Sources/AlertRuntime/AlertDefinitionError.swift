public import AlertCore

/// A definition that names a frequency cap or a group its policy does not
/// declare: a typo that would otherwise turn the cap or the group off.
///
///     do {
///         try center.validate(rating)          // cap: "weekley"
///     } catch {
///         print(error)   // alert 'rating' names cap 'weekley', which the policy does not declare (it declares: weekly)
///     }
public struct AlertDefinitionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which field names something undeclared.
    public enum Field: String, Hashable, Sendable {
        /// The definition's `cap`: a name missing from the policy's `caps`.
        case cap
        /// The definition's `group`: a name missing from the policy's `groups`.
        case group
    }

    /// The alert whose definition is wrong.
    public let alert: AlertID
    /// The field that names something undeclared.
    public let field: Field
    /// The name it gives.
    public let name: String
    /// The names the policy declares for that field, sorted.
    public let declared: [String]

    /// An error for `alert`, whose `field` gives `name`, where the policy
    /// declares `declared`.
    ///
    /// - Complexity: O(*d* log *d*) for *d* declared names
    public init(alert: AlertID, field: Field, name: String, declared: [String]) {
        self.alert = alert
        self.field = field
        self.name = name
        self.declared = declared.sorted()
    }

    /// What is wrong, what the policy declares, and how to fix it.
    ///
    /// - Complexity: O(*d*) for *d* declared names
    public var description: String {
        let known =
            declared.isEmpty ? "it declares no \(field.rawValue)s" : "it declares: \(declared.joined(separator: ", "))"
        return "alert '\(alert)' names \(field.rawValue) '\(name)', which the policy does not declare (\(known)); "
            + "declare it in the policy's \(field.rawValue)s or fix the name"
    }

    /// What a request of such a definition ends with: it is refused, never
    /// shown uncapped: ``AlertOutcome/dropped(_:)`` with `.capped` for a cap,
    /// `.groupLimit` for a group.
    ///
    /// - Complexity: O(1)
    public var outcome: AlertOutcome {
        switch field {
        case .cap: .dropped(.capped)
        case .group: .dropped(.groupLimit)
        }
    }
}
