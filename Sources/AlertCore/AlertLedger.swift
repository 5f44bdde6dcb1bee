/// Where every request ended up (the rule "nothing lost").
///
/// Invariant: `requested == dismissed + cancelled + expired + dropped +
/// coalesced + pending + visible`, which ``isBalanced`` checks.
public struct AlertLedger: Hashable, Sendable, Codable {
    public var requested = 0
    public var coalesced = 0
    public var dismissed = 0
    public var cancelled = 0
    public var expired = 0
    public var dropped = 0
    public var pending = 0
    public var visible = 0

    public init() {}

    /// How many requests have an outcome, final or current.
    public var accountedFor: Int {
        dismissed + cancelled + expired + dropped + coalesced + pending + visible
    }

    /// Whether every request is accounted for exactly once.
    public var isBalanced: Bool { requested == accountedFor }
}
