public import AlertCore

/// Something that must hold in every run of a scenario (SPEC §9), as
/// written under `properties:`.
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
        /// `shown: ID`: when ID is requested and not coalesced, it is presented at least once.
        case shown(AlertID)
        /// `before: [A, B]`: when both are presented, A's first presentation comes first.
        case before(AlertID, AlertID)
        /// `max-visible: N`: never more than N alerts visible at once.
        case maxVisible(Int)
        /// `no-orphan-mask: true`: never a dim layer while no alert is visible.
        case noOrphanMask
        /// `sometimes: {EVENT: ID}`: some explored run has that event (a §6 name) for ID.
        case sometimes(event: String, alert: AlertID)
    }

    /// What must hold.
    public var kind: Kind
    /// Where the property starts in the file.
    public var location: SourceLocation
    /// As written in YAML, e.g. `never-covered: forced-update` (for output lines).
    public var description: String

    /// A property of `kind`, written as `description` at `location`.
    ///
    /// - Complexity: O(1)
    public init(kind: Kind, location: SourceLocation = SourceLocation(line: 0, column: 0), description: String) {
        self.kind = kind
        self.location = location
        self.description = description
    }
}
