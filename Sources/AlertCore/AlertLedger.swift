/// Where every request ended up (the rule "nothing lost").
///
/// Invariant: `requested == dismissed + cancelled + expired + dropped +
/// coalesced + pending + visible`, which ``isBalanced`` checks.
public struct AlertLedger: Hashable, Sendable, Codable {
    /// Requests received, coalesced ones included.
    public var requested = 0
    /// Requests of an id that was already pending or visible.
    public var coalesced = 0
    /// Alerts taken off the screen for good: by an action, a close, or in code.
    public var dismissed = 0
    /// Alerts removed while pending, or cut short by a relaunch.
    public var cancelled = 0
    /// Alerts whose time to live ran out while they waited.
    public var expired = 0
    /// Alerts turned away or taken out of the queue: capacity, group limit, frequency cap.
    public var dropped = 0
    /// Alerts waiting now.
    public var pending = 0
    /// Alerts on screen now.
    public var visible = 0

    /// An empty ledger.
    public init() {}

    /// How many requests have an outcome, final or current.
    public var accountedFor: Int {
        dismissed + cancelled + expired + dropped + coalesced + pending + visible
    }

    /// Whether every request is accounted for exactly once.
    public var isBalanced: Bool { requested == accountedFor }
}
