public import AlertCore
public import Foundation

/// The one owner of an app's alerts: the scheduler of `AlertCore` on a
/// real clock, shared by every module of the app.
///
///     let center = AlertCenter(policy: policy, clock: ContinuousClock(), history: history)
///     let outcome = await center.present(rating)     // waits until it ends
///     if outcome == .action("rate") { openStore() }
///
/// Every rule of the scheduler holds unchanged: the center only feeds it
/// commands and time. Before every command it moves the scheduler's clock to
/// the real instant, so a time to live or a gap counts from when things
/// really happened. The scheduler counts whole milliseconds (rule 14, docs/rules.md),
/// and the center reads the clock to the millisecond below: an instant
/// 0.7 ms in is 0, so a ttl or gap can end up to a millisecond early.
/// Deadlines fire on time whether or not anyone calls the
/// center: one sleeping task waits for the earliest, re-armed only when it
/// changes, and none exists while there is no deadline, so an idle center
/// uses no CPU.
///
/// The center is an actor, not bound to the main actor: modules ask from
/// whatever task their network reply arrives on, and scheduling never waits
/// for the main thread. Drawing happens on the presenter's side (an
/// ``AlertPresenter``, such as the main-actor ``AlertOverlayModel``), which
/// the center feeds without waiting for it.
///
/// Invariants: an outcome slot is kept for exactly the ids that are pending
/// or visible, and every request's slot is resolved exactly once; at most
/// one deadline task exists, armed for the scheduler's next deadline, and
/// none while it has none; the clock is read once per command.
///
/// - Complexity: each command costs what the scheduler's command costs
///   (O(log *n*) for *n* pending), plus O(*e* × *s*) to hand *e* events to
///   *s* subscribers and O(*v*) to describe the *v* visible alerts to the
///   presenter; while an alert that names a cap is live, one
///   ``AlertHistory/update(_:)`` of the history too (for a
///   ``FileAlertHistory``: a lock, a read and, after a counted
///   presentation, a write of a small file). A read such as
///   ``isPending(_:)`` catches up with the clock first, which is a command
///   when time has passed: while a capped alert is live, it goes through
///   the history as well.
public actor AlertCenter {
    /// The scheduler, as the last command left it.
    var scheduler: AlertScheduler
    /// The outcome slot of each pending or visible alert.
    var slots: [AlertID: OutcomeSlot] = [:]
    /// The pending or visible alerts whose definition names a cap: the
    /// commands sent while there is one go through the history.
    var cappedAlerts: Set<AlertID> = []
    /// The task sleeping until ``armedDeadline``, if there is a deadline.
    var deadlineTask: Task<Void, Never>?
    /// The scheduler instant the deadline task sleeps until.
    var armedDeadline: Milliseconds?
    /// How many deadline tasks have been started: the number of the one
    /// sleeping now, if any (see ``deadlineReached(arming:)``).
    var deadlineArmings = 0
    /// The last state handed to the presenter.
    var screenState = AlertScreenState()
    /// Why the last write of the history failed, until a write succeeds.
    /// While it is set, the center writes the history again after every
    /// command, not only after those that change what caps count.
    public internal(set) var historyError: (any Error)?

    let broadcaster = EventBroadcaster()
    /// Time since the center was created, on its clock.
    let elapsed: @Sendable () -> Duration
    /// Sleeps until the center's clock reads this much time since creation.
    let sleepUntil: @Sendable (Duration) async throws -> Void
    /// The wall-clock time at the center's instant 0, in whole milliseconds
    /// since 1970: where the history's dates meet the scheduler's instants.
    let launchMilliseconds: Milliseconds
    let history: any AlertHistory
    /// Hands screen states to the presenter, if there is one.
    var presenterFeed: PresenterFeed?
    /// Every command sent to the scheduler, while tests ask for it.
    var commandLog: [AlertCommand]?
    /// Requests whose waiting tasks were cancelled, noted outside the actor
    /// and not yet removed.
    let cancellations = Locked<[CancelledRequest]>([])
    /// How many relaunches there have been: hold tokens of an earlier
    /// launch release nothing. Kept behind a lock so that a hold token
    /// dropped on any thread can tell whether it still holds.
    var launchNumber: Int {
        get { launchCounter.withLock { $0 } }
        set { launchCounter.withLock { $0 = newValue } }
    }
    let launchCounter = Locked(0)
    /// The policy the center schedules with, as given to the initialiser.
    public nonisolated let policy: AlertPolicy
    /// What the center does with a misuse: assert in a debug build, unless
    /// a test has set another handler (``onMisuse(_:)``).
    let misuseHandler = Locked<@Sendable (AlertMisuse) -> Void>(AlertCenter.assertOnMisuse)
    /// The flight recorder, if the app asked for one: every command the
    /// center sends, as a scenario `alert-tui` replays (``finishTrace()``
    /// ends it where the session stands).
    public nonisolated let trace: AlertTrace?

    /// The app's center: it schedules with `policy`, starting on `screen`,
    /// on `clock`, keeping frequency caps in `history`, and drawing through
    /// `presenter`. Every parameter has a default, so `AlertCenter()` is a
    /// working center with one alert at a time, on the real clock, with no
    /// caps kept across launches and nothing drawn.
    ///
    ///     let support = try FileManager.default.url(
    ///         for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
    ///     let history = try FileAlertHistory(url: support.appendingPathComponent("alert-history.json"))
    ///     let center = AlertCenter(policy: policy, history: history)
    ///
    /// Test hooks (a wall clock a test moves, a presenter timeout) are in a
    /// second initialiser,
    /// `init(policy:screen:clock:history:presenter:presenterTimeout:trace:wallClock:)`,
    /// behind `@_spi(Testing) import AlertRuntime`.
    ///
    /// - Parameters:
    ///   - policy: how alerts share the screen. Definitions whose `cap` or
    ///     `group` it does not declare are refused (see ``validate(_:)``).
    ///   - screen: the screen the app starts on, if alerts are scoped to screens.
    ///   - clock: any clock measured in `Duration`: `ContinuousClock()` in an
    ///     app (the default), a ``ManualClock`` in tests. The center's
    ///     instant 0 is now.
    ///   - history: where frequency caps are kept across launches; read now
    ///     and, while a capped alert is pending or visible, before every
    ///     command, written after every presentation a cap counts. A date in it
    ///     more than a minute after now (a wall clock set forward, then back)
    ///     is kept as it is, and its cap stays full until the clock is within
    ///     a minute of it (`AlertScheduler.clockSkew`). The default keeps
    ///     them in memory only.
    ///   - presenter: what draws the alerts, if anything: an
    ///     ``AlertPresenter``, or a ``MainActorAlertPresenter`` for UIKit and
    ///     SwiftUI. A presenter that needs the center (to send taps back) is
    ///     attached afterwards with ``setPresenter(_:timeout:clock:)``, which
    ///     also sets how long a render may take (two seconds of real time
    ///     here).
    ///   - trace: a flight recorder that writes the session as a JSON-lines
    ///     scenario (see ``AlertTrace``); `nil` records nothing.
    ///
    /// - Complexity: O(*k* log *k*) for *k* dates in the history.
    public init<C: Clock>(
        policy: AlertPolicy = AlertPolicy(),
        screen: String? = nil,
        clock: C = ContinuousClock(),
        history: any AlertHistory = InMemoryAlertHistory(),
        presenter: (any AlertPresenter)? = nil,
        trace: AlertTrace? = nil
    ) where C.Duration == Duration {
        self.init(
            policy: policy, screen: screen, clock: clock, history: history, presenter: presenter,
            presenterTimeout: .seconds(2), trace: trace, wallClock: { Date() })
    }

    /// A center with test hooks: the wall clock it reads once to place the
    /// history's dates, and the presenter timeout; otherwise as
    /// ``init(policy:screen:clock:history:presenter:trace:)``. For tests, through
    /// `@_spi(Testing) import AlertRuntime`.
    ///
    /// - Parameters:
    ///   - policy: how alerts share the screen.
    ///   - screen: the screen the app starts on, if any.
    ///   - clock: any clock measured in `Duration`; the center's instant 0 is now.
    ///   - history: where frequency caps are kept across launches.
    ///   - presenter: what draws the alerts, if anything.
    ///   - presenterTimeout: how long, in real time, the center waits for
    ///     one ``AlertPresenter/render(_:)`` before it renders the newest
    ///     state anyway (at most 10^12 seconds: a longer one, such as
    ///     `.seconds(Int64.max)` for "never", waits that long). Scheduling
    ///     never waits for the presenter. It is measured on a
    ///     `ContinuousClock` whatever `clock` is, so a test clock's time
    ///     moves only with deadlines; use ``setPresenter(_:timeout:clock:)``
    ///     to measure it on another clock.
    ///   - trace: a flight recorder (see ``AlertTrace``); `nil` records nothing.
    ///   - wallClock: the wall-clock date, read once now to place the
    ///     history's dates on the center's time line; tests pass a closure
    ///     they move (a week later, say).
    ///
    /// - Complexity: O(*k* log *k*) for *k* dates in the history.
    @_spi(Testing)
    public init<C: Clock>(
        policy: AlertPolicy = AlertPolicy(), screen: String? = nil, clock: C = ContinuousClock(),
        history: any AlertHistory = InMemoryAlertHistory(), presenter: (any AlertPresenter)? = nil,
        presenterTimeout: Duration = .seconds(2), trace: AlertTrace? = nil,
        wallClock: @escaping @Sendable () -> Date
    ) where C.Duration == Duration {
        self.policy = policy
        let start = clock.now
        elapsed = { start.duration(to: clock.now) }
        sleepUntil = { offset in try await clock.sleep(until: start.advanced(by: offset), tolerance: nil) }
        let launch = Milliseconds(clamping: wallClock().millisecondsSince1970(rounding: .down))
        launchMilliseconds = launch
        self.history = history
        // Stored dates are taken as they are, even those after this launch
        // (a wall clock behind, or set back), and never rewritten earlier: the
        // scheduler judges a cap holding one (`AlertScheduler.clockSkew`).
        let capHistory = AlertCapHistory(
            history.presentations().mapValues { dates in dates.map { Self.instant(of: $0, launch: launch) } })
        scheduler = AlertScheduler(policy: policy, screen: screen, capHistory: capHistory)
        self.trace = trace
        Self.startTrace(trace, policy: policy, screen: screen, launch: launch, capHistory: capHistory)
        presenterFeed = presenter.map {
            PresenterFeed(presenter: $0, timeout: presenterTimeout, sleep: Self.sleeper(on: ContinuousClock()))
        }
    }

    /// A center released while alerts are live takes them with it: their
    /// outcomes are ``AlertOutcome/removed``, so that a task awaiting a
    /// ticket returns instead of waiting forever. (A task awaiting
    /// ``present(_:)`` keeps the center alive, so only tickets see this.)
    deinit {
        deadlineTask?.cancel()
        presenterFeed?.stop()
        for slot in slots.values { slot.resolve(.removed) }
        broadcaster.finishAll()
    }

    // MARK: - State

    /// Visible alert ids, bottom to top, as of now.
    ///
    /// - Complexity: O(*v*) for *v* visible alerts, plus catching up with the clock (O(log *n*) per deadline it fires)
    public var visible: [AlertID] {
        catchUp()
        return scheduler.visible
    }

    /// Pending alert ids, in queue order, as of now.
    ///
    /// - Complexity: O(*n* log *n*) for *n* pending alerts, plus catching up with the clock
    public var pending: [AlertID] {
        catchUp()
        return scheduler.pending
    }

    /// Where every request has ended up so far, as of now.
    ///
    /// - Complexity: O(1), plus catching up with the clock
    public var ledger: AlertLedger {
        catchUp()
        return scheduler.ledger
    }

    /// Whether the alert `id` is waiting in the queue now.
    ///
    /// - Complexity: O(1), plus catching up with the clock
    public func isPending(_ id: AlertID) -> Bool {
        catchUp()
        return scheduler.isPending(id)
    }

    /// Whether the alert `id` is on screen now (covered or not).
    ///
    /// - Complexity: O(1), plus catching up with the clock
    public func isVisible(_ id: AlertID) -> Bool {
        catchUp()
        return scheduler.isVisible(id)
    }

    /// Why the pending alert `id` is not on screen yet: another screen, a
    /// hold, the gap after a dismissal, full slots, or an alert ahead of it
    /// in the queue. `nil` when it is not pending (it is visible, has ended
    /// or was never requested).
    ///
    ///     if case .held(let name) = await center.waitReason(for: "red-packet") { log("waits for \(name)") }
    ///
    /// - Complexity: O(*h*) for *h* active holds, plus catching up with the clock
    public func waitReason(for id: AlertID) -> WaitReason? {
        catchUp()
        return scheduler.waitReason(for: id)
    }

    /// The name of the screen the app is on, as the last
    /// ``navigate(to:)`` left it, or the initialiser's `screen` before any
    /// and after a ``relaunch()``; `nil` when no screen has been named.
    /// Not to be confused with ``screen``, which is what should be drawn.
    ///
    /// - Complexity: O(1)
    public var currentScreen: String? { scheduler.screen }

    /// What should be on screen now.
    ///
    /// - Complexity: O(*v*) for *v* visible alerts, plus catching up with the clock
    public var screen: AlertScreenState {
        catchUp()
        return screenState
    }

    /// The scheduler's state, as of now: for inspection, persistence and tests.
    ///
    /// - Complexity: O(*n* log *n*) for *n* live alerts, plus catching up with the clock
    public var snapshot: AlertScheduler.Snapshot {
        catchUp()
        return scheduler.snapshot
    }

    /// Every event from now on, in the scheduler's order, none lost or
    /// repeated. Each access makes a new subscription.
    ///
    /// The stream buffers without bound, so a slow subscriber never blocks
    /// the center and never misses an event; a subscriber that stops reading
    /// for good should end its loop (or cancel its task), which ends its
    /// subscription. Use ``events(bufferingPolicy:)`` to bound the buffer.
    ///
    /// When the center is deallocated, the stream ends after the events it
    /// has buffered: a `for await` loop over it finishes.
    ///
    /// - Complexity: O(1); each event then costs O(1) per subscriber
    public nonisolated var events: AsyncStream<AlertEvent> {
        broadcaster.subscribe(bufferingPolicy: .unbounded)
    }

    /// Every event from now on, buffered by `bufferingPolicy` while the
    /// subscriber is slow: `.bufferingNewest(n)` keeps the latest n and drops
    /// older ones, `.bufferingOldest(n)` drops newer ones.
    ///
    /// - Complexity: O(1); each event then costs O(1) per subscriber
    public nonisolated func events(
        bufferingPolicy: AsyncStream<AlertEvent>.Continuation.BufferingPolicy
    ) -> AsyncStream<AlertEvent> {
        broadcaster.subscribe(bufferingPolicy: bufferingPolicy)
    }
}
