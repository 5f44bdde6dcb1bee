/// The alert scheduler: one owner of the screen, modelled on
/// `UIWindow.windowLevel`. A pure, deterministic state machine over virtual
/// time; it never reads a clock.
///
///     var scheduler = AlertScheduler()
///     scheduler.send(.request(redPacket))      // requested, presented
///     scheduler.send(.request(forcedUpdate))   // requested, suspended, presented
///     scheduler.send(.advance(to: 2_000))      // deadlines up to 2 s fire
///
/// Invariants (checked after every command in debug builds, and on decoding):
/// - pending alerts are ordered by level, highest first, then by request order;
/// - visible alerts are stacked by level, then presentation order (newer above),
///   and there are at most `policy.maxVisible` of them;
/// - no id is both pending and visible, and none appears twice;
/// - the ledger balances, and there is one dim layer exactly when something is visible.
public struct AlertScheduler: AlertStateMachine, UserGesturePerforming, EventEmitting {
    /// How this scheduler shares the screen.
    public let policy: AlertPolicy
    /// The scheduler's instant: what the last `advance(to:)` said.
    public internal(set) var now: Milliseconds
    /// The current screen, if the app has named one. The queue keeps it,
    /// since it finds the screen's heap by it.
    ///
    /// - Complexity: O(1)
    public var screen: String? { queue.screen }
    /// The screen the app starts on, and returns to after a relaunch.
    public let launchScreen: String?
    /// Active holds by name, with how many holders each has.
    public internal(set) var holds: [String: Int] = [:]
    /// When capped alerts were first presented: what frequency caps count.
    public package(set) var capHistory: AlertCapHistory
    /// How far after ``now`` a presentation in ``capHistory`` may lie and count as usual (one minute:
    /// processes sharing a history read the wall clock milliseconds apart). One further ahead means the
    /// clock was set back since it was recorded: its cap is full, whatever its limit, until `now` is
    /// within a minute of it.
    public static let clockSkew: Milliseconds = 60_000

    /// Every pending and visible alert, by slot, with the index by id.
    var alerts = AlertTable()
    /// The pending slots.
    var queue: PendingQueue
    /// The visible slots in z-order, bottom first.
    var stack = VisibleStack()
    /// The visible alerts scoped to each screen, for the screens that have
    /// any: what a navigation suspends, found without walking the stack.
    var visibleByScreen: [String: Set<Int32>] = [:]
    /// Counters of finished and total requests (pending and visible are derived).
    var tally = AlertLedger()
    var nextSequence = 0
    var nextPresentation = 0
    /// How many alerts of each group have been presented (first showings only).
    var presentedPerGroup: [String: Int] = [:]
    /// When the gap after the last dismissal ends, while it has not been reached.
    var gapEndsAt: Milliseconds?
    /// The array the last ``send(_:)`` returned, kept so that the next one
    /// can fill the same buffer once the caller has let go of it.
    var lastEvents: [AlertEvent] = []

    /// A scheduler with `policy`, on `screen`, at time `now`, with the cap
    /// history of earlier launches.
    ///
    /// - Complexity: O(1): the cap history is shared, not copied, until
    ///   either side changes it.
    public init(
        policy: AlertPolicy = AlertPolicy(), screen: String? = nil, now: Milliseconds = 0,
        capHistory: AlertCapHistory = AlertCapHistory()
    ) {
        self.policy = policy
        self.queue = PendingQueue(tracksLast: policy.maxPending != nil, screen: screen)
        self.launchScreen = screen
        self.now = now
        self.capHistory = capHistory
    }

    /// Visible alerts, bottom to top.
    ///
    /// - Complexity: O(*v*) for *v* visible.
    public var visibleAlerts: [AlertDefinition] { stack.entries.map { alerts.record($0.slot).definition } }

    /// Visible alert ids, bottom to top.
    ///
    /// - Complexity: O(*v*) for *v* visible.
    public var visible: [AlertID] { stack.entries.map { alerts.id(of: $0.slot) } }

    /// Pending alerts in queue order.
    ///
    /// - Complexity: O(*n* log *n*) for *n* pending.
    public var pendingAlerts: [PendingAlert] { queue.ordered().map { pendingAlert(in: $0.slot) } }

    /// The first `maxCount` pending alerts in queue order (all of them when
    /// fewer are pending), without sorting the rest of the queue: what a
    /// view of the queue's head needs.
    ///
    /// - Complexity: O((*h* + *k*) log(*h* + *k*)) for *k* = `maxCount` and
    ///   *h* the screens that scoped alerts have named, plus one.
    public func pendingAlerts(first maxCount: Int) -> [PendingAlert] {
        queue.ordered(first: maxCount).map { pendingAlert(in: $0.slot) }
    }

    /// The pending alert in `slot`, as ``pendingAlerts`` lists it.
    private func pendingAlert(in slot: Int32) -> PendingAlert {
        let alert = alerts.record(slot)
        return PendingAlert(definition: alert.definition, requestedAt: alert.requestedAt)
    }

    /// Pending alert ids in queue order.
    ///
    /// - Complexity: O(*n* log *n*) for *n* pending.
    public var pending: [AlertID] { queue.ordered().map { alerts.id(of: $0.slot) } }

    /// One dim layer while anything is visible, none otherwise.
    ///
    /// - Complexity: O(1)
    public var masks: Int { stack.isEmpty ? 0 : 1 }

    /// How many alerts are pending.
    ///
    /// - Complexity: O(1)
    public var pendingCount: Int { queue.count }

    /// Where every request has ended up so far.
    ///
    /// - Complexity: O(1)
    public var ledger: AlertLedger {
        var ledger = tally
        ledger.pending = queue.count
        ledger.visible = stack.count
        return ledger
    }

    /// Whether `id` is pending.
    ///
    /// - Complexity: O(1)
    public func isPending(_ id: AlertID) -> Bool {
        alerts.slot(of: id).map { alerts.state(of: $0) == .pending } ?? false
    }

    /// Whether `id` is visible.
    ///
    /// - Complexity: O(1)
    public func isVisible(_ id: AlertID) -> Bool {
        alerts.slot(of: id).map { alerts.state(of: $0) == .visible } ?? false
    }

    /// The definition of a pending or visible alert.
    ///
    /// - Complexity: O(1)
    public func alert(_ id: AlertID) -> AlertDefinition? { alerts.slot(of: id).map { alerts.record($0).definition } }

    /// Whether the gap after the last dismissal is still running: until its
    /// deadline has fired, which at its instant comes after that instant's
    /// ttl expiries.
    var isGapRunning: Bool { gapEndsAt != nil }
}
