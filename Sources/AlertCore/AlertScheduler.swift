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
public struct AlertScheduler: AlertStateMachine, StackRecording, UserGesturePerforming {
    /// How this scheduler shares the screen.
    public let policy: AlertPolicy
    /// The scheduler's instant: what the last `advance(to:)` said.
    public internal(set) var now: Milliseconds
    /// The current screen, if the app has named one.
    public internal(set) var screen: String?
    /// The screen the app starts on, and returns to after a relaunch.
    public let launchScreen: String?
    /// Active holds by name, with how many holders each has.
    public internal(set) var holds: [String: Int] = [:]
    /// When capped alerts were first presented: what frequency caps count.
    public internal(set) var capHistory: AlertCapHistory
    /// Whether every event is stamped with its place among the recorded
    /// changes to the stacks, from which a ``StacksMirror`` gives it the
    /// stacks after it. Costs an append per change.
    package var recordsStacks = false {
        didSet {
            queue.recordsChanges = recordsStacks
            stack.recordsChanges = recordsStacks
        }
    }

    var queue: PendingQueue
    /// Visible alerts in z-order, bottom first.
    var stack = VisibleStack()
    /// Counters of finished and total requests (pending and visible are derived).
    var tally = AlertLedger()
    var nextSequence = 0
    var nextPresentation = 0
    /// How many alerts of each group have been presented (first showings only).
    var presentedPerGroup: [String: Int] = [:]
    /// When the gap after the last dismissal ends, while it has not been reached.
    var gapEndsAt: Milliseconds?

    /// A scheduler with `policy`, on `screen`, at time `now`, with the cap
    /// history of earlier launches.
    public init(
        policy: AlertPolicy = AlertPolicy(), screen: String? = nil, now: Milliseconds = 0,
        capHistory: AlertCapHistory = AlertCapHistory()
    ) {
        self.policy = policy
        self.queue = PendingQueue(tracksLast: policy.maxPending != nil)
        self.screen = screen
        self.launchScreen = screen
        self.now = now
        self.capHistory = capHistory
    }

    /// Visible alerts, bottom to top.
    ///
    /// - Complexity: O(*v*) for *v* visible.
    public var visibleAlerts: [AlertDefinition] { stack.entries.map(\.request.definition) }

    /// Pending alerts in queue order.
    ///
    /// - Complexity: O(*n* log *n*) for *n* pending.
    public var pendingAlerts: [PendingAlert] {
        queue.ordered().map { PendingAlert(definition: $0.definition, requestedAt: $0.requestedAt) }
    }

    /// Pending alert ids in queue order.
    ///
    /// - Complexity: O(*n* log *n*) for *n* pending (O(1) while stacks are recorded).
    public var pending: [AlertID] { queue.orderedIDs() }

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
    public func isPending(_ id: AlertID) -> Bool { queue.contains(id) }

    /// Whether `id` is visible.
    ///
    /// - Complexity: O(1)
    public func isVisible(_ id: AlertID) -> Bool { stack.contains(id) }

    /// The definition of a pending or visible alert.
    ///
    /// - Complexity: O(1)
    public func alert(_ id: AlertID) -> AlertDefinition? {
        queue.entry(id)?.definition ?? stack.definition(of: id)
    }

    /// Whether the gap after the last dismissal is still running: until its
    /// deadline has fired, which at its instant comes after that instant's
    /// ttl expiries.
    var isGapRunning: Bool { gapEndsAt != nil }
}

extension AlertScheduler {
    /// ``recordsStacks`` for the benchmarks package, which measures what
    /// transcripts and the player pay for it. Not for apps.
    @_spi(Benchmarks)
    public var recordsStacksForBenchmark: Bool {
        get { recordsStacks }
        set { recordsStacks = newValue }
    }

    /// Drops the changes recorded so far, as a consumer that has taken
    /// them would leave the log: for the benchmarks package. Not for apps.
    @_spi(Benchmarks)
    public mutating func dropRecordedChangesForBenchmark() {
        queue.changes.removeAll()
        stack.changes.removeAll()
    }
}
