public import AlertCore
import TerminalText

/// Something that must hold in every run of a scenario (docs/explore.md), or, for
/// ``Kind/sometimes(event:alert:)``, in at least one explored run.
public struct ScenarioProperty: Hashable, Sendable {
    /// The nine kinds of property.
    public enum Kind: Hashable, Sendable {
        /// `never-covered: ID`: while ID is visible, no alert is above it.
        case neverCovered(AlertID)
        /// `max-wait: {alert: ID, wait: D}`: ID never stays pending longer than D at a stretch.
        case maxWait(AlertID, wait: Milliseconds)
        /// `not-before: {alert: ID, at: T}`: ID is never presented before instant T.
        case notBefore(AlertID, at: Milliseconds)
        /// `never-dropped: ID`: ID is never dropped (any reason) or expired.
        case neverDropped(AlertID)
        /// `shown: ID`: requested and not coalesced, ID is presented before the run ends.
        case shown(AlertID)
        /// `before: [A, B]`: where both are presented, A's first presentation comes first.
        case before(AlertID, AlertID)
        /// `max-visible: N`: never more than N alerts visible at once.
        case maxVisible(Int)
        /// `no-orphan-mask: true`: never a dim layer while no alert is visible.
        case noOrphanMask
        /// `sometimes: {EVENT: ID}`: at least one explored run has that event for ID.
        case sometimes(event: String, alert: AlertID)
    }

    /// What must hold.
    public var kind: Kind
    /// Where the property is written in the file.
    public var location: SourceLocation
    /// As written in YAML, e.g. `never-covered: forced-update` (for output lines).
    public var description: String

    /// A property of `kind`, described as YAML writes it unless `description` is given.
    ///
    /// - Complexity: O(1)
    public init(
        kind: Kind, location: SourceLocation = SourceLocation(line: 0, column: 0), description: String? = nil
    ) {
        self.kind = kind
        self.location = location
        self.description = description ?? kind.yaml
    }
}

extension ScenarioProperty {
    /// Whether the property is a `sometimes`, judged over all runs rather than in each.
    ///
    /// - Complexity: O(1)
    public var isSometimes: Bool {
        if case .sometimes = kind { true } else { false }
    }

    /// Whether every run comes to what it judges (`max-visible`,
    /// `no-orphan-mask`), rather than only a run that requests or presents
    /// the alert it names (``PropertyMonitor/isEngaged(_:)``).
    ///
    /// - Complexity: O(1)
    public var judgesEveryRun: Bool {
        switch kind {
        case .maxVisible, .noOrphanMask: true
        default: false
        }
    }
}

extension ScenarioProperty.Kind {
    /// The property as one line of YAML under `properties:`, e.g.
    /// `max-wait: {alert: forced-update, wait: 500ms}`.
    ///
    /// - Complexity: O(1)
    public var yaml: String {
        switch self {
        case .neverCovered(let id): "never-covered: \(id.yamlScalar)"
        case .maxWait(let id, let wait): "max-wait: {alert: \(id.yamlScalar), wait: \(DurationText.written(wait))}"
        case .notBefore(let id, let at): "not-before: {alert: \(id.yamlScalar), at: \(DurationText.written(at))}"
        case .neverDropped(let id): "never-dropped: \(id.yamlScalar)"
        case .shown(let id): "shown: \(id.yamlScalar)"
        case .before(let first, let second): "before: [\(first.yamlScalar), \(second.yamlScalar)]"
        case .maxVisible(let count): "max-visible: \(count)"
        case .noOrphanMask: "no-orphan-mask: true"
        case .sometimes(let event, let id): "sometimes: {\(event): \(id.yamlScalar)}"
        }
    }

    /// The event names `sometimes` takes: the §6 events that name an alert.
    public static let sometimesEvents = [
        "requested", "tapped", "presented", "suspended", "dismissed", "cancelled", "expired", "dropped", "coalesced",
        "rejected",
    ]
}
