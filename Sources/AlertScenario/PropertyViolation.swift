public import AlertCore

/// A violation of one property in one run.
public struct PropertyViolation: Hashable, Sendable, Codable {
    /// Index into the scenario's `properties` (0-based).
    public var property: Int
    /// When the violation became certain.
    public var instant: Milliseconds
    /// The alert concerned, if any.
    public var alert: AlertID?
    /// Why, for people: `forced-update covered by promo`.
    public var why: String

    /// A violation of property number `property` (0-based) at `instant`.
    ///
    /// - Complexity: O(1)
    public init(property: Int, instant: Milliseconds, alert: AlertID?, why: String) {
        self.property = property
        self.instant = instant
        self.alert = alert
        self.why = why
    }
}
