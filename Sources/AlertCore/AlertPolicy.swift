/// How the scheduler shares the screen. Every field has the default of the
/// specification, so `AlertPolicy()` is one exclusive alert at a time with
/// forced updates (`.required`) preempting.
public struct AlertPolicy: Hashable, Sendable, Codable {
    /// How many alerts may be visible at once: 1 is exclusive, more is stacked.
    public var maxVisible: Int
    /// The level from which an alert preempts and ignores the gap.
    public var preemptAt: AlertLevel
    /// The pause after a dismissal before the next ordinary alert shows.
    public var gap: Milliseconds
    /// The most alerts that may wait; beyond it the last in order is dropped.
    public var maxPending: Int?
    /// Per-group limits on how many members are presented per run.
    public var groups: [String: GroupLimit]

    /// At most `limit` alerts of a group are presented.
    public struct GroupLimit: Hashable, Sendable, Codable {
        public var limit: Int
        public init(limit: Int) { self.limit = limit }
    }

    public init(
        maxVisible: Int = 1,
        preemptAt: AlertLevel = .required,
        gap: Milliseconds = 0,
        maxPending: Int? = nil,
        groups: [String: GroupLimit] = [:]
    ) {
        self.maxVisible = maxVisible
        self.preemptAt = preemptAt
        self.gap = gap
        self.maxPending = maxPending
        self.groups = groups
    }
}
