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
    ///
    /// - Complexity: O(1)
    public init() {}

    /// How many requests have an outcome, final or current; clamped to the
    /// range of `Int` (never traps, whatever the counts).
    ///
    /// - Complexity: O(1)
    public var accountedFor: Int {
        let (sum, carries) = outcomeSum
        return carries == 0 ? sum : (carries > 0 ? .max : .min)
    }

    /// Whether every request is accounted for exactly once: the counts sum,
    /// exactly, to ``requested``.
    ///
    /// - Complexity: O(1)
    public var isBalanced: Bool {
        let (sum, carries) = outcomeSum
        return carries == 0 && sum == requested
    }

    /// The sum of the outcome counts, wrapped to 64 bits, and how many times
    /// 2^64 it is off from the exact sum (negative below): seven counts
    /// cannot be off by more than a few.
    private var outcomeSum: (wrapped: Int, carries: Int) {
        var sum = 0
        var carries = 0
        for count in [coalesced, dismissed, cancelled, expired, dropped, pending, visible] {
            let (next, overflow) = sum.addingReportingOverflow(count)
            if overflow { carries += count > 0 ? 1 : -1 }
            sum = next
        }
        return (sum, carries)
    }
}
