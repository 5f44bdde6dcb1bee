/// Hands the newest screen state to a presenter, one render at a time,
/// waiting for no render longer than a timeout.
///
/// Invariant: at most one render is awaited at a time; states sent while
/// it runs replace each other, so the next render gets the newest; a state
/// equal to the last one sent is not sent again. A render given up on that
/// returns later than a newer one started leaves the presenter drawing an
/// old state, so the newest is rendered once more after it.
struct PresenterFeed: Sendable {
    private let states: AsyncStream<AlertScreenState>.Continuation
    private let task: Task<Void, Never>
    /// The newest state sent.
    private let newest = Locked(AlertScreenState())
    /// The renders that outlived the timeout and have not returned.
    let stuck = StuckRenders()

    /// The longest timeout waited for: 10^12 seconds, some 31,700 years,
    /// which every clock can add to its instants. A longer one (an app's
    /// `.seconds(Int64.max)` for "never give up") is waited as this long.
    static let longestTimeout: Duration = .seconds(1_000_000_000_000)

    /// Starts feeding `presenter`; renders that take longer than `timeout`
    /// (slept by `sleep`, at most ``longestTimeout``) are given up on.
    init(
        presenter: any AlertPresenter, timeout: Duration,
        sleep: @escaping @Sendable (Duration) async throws -> Void
    ) {
        let timeout = min(timeout, Self.longestTimeout)
        let (stream, continuation) = AsyncStream.makeStream(
            of: AlertScreenState.self, bufferingPolicy: .bufferingNewest(1))
        states = continuation
        let newest = self.newest
        let stuck = self.stuck
        // A late render drew `stale` over whatever came after it.
        let renderAgain: @Sendable (AlertScreenState) -> Void = { stale in
            let current = newest.withLock { $0 }
            if current != stale { continuation.yield(current) }
        }
        task = Task {
            for await state in stream {
                // A state whose render is stuck is not started again: each
                // such render would block one more thread.
                if stuck.isStuck(state) { continue }
                await Self.render(state, on: presenter, timeout: timeout, sleep: sleep, stuck: stuck, late: renderAgain)
            }
        }
    }

    /// Queues `state` for the presenter, replacing any state not yet rendered.
    ///
    /// - Complexity: O(1)
    func send(_ state: AlertScreenState) {
        newest.withLock { $0 = state }
        states.yield(state)
    }

    /// Stops feeding: no further render starts.
    func stop() {
        states.finish()
        task.cancel()
    }

    /// Renders `state` and returns when the render returns, the timeout has
    /// passed, or the feed is stopped, whichever comes first. A render given
    /// up on is cancelled and left to finish on its own; if it does, `late`
    /// is called with its state.
    private static func render(
        _ state: AlertScreenState, on presenter: any AlertPresenter, timeout: Duration,
        sleep: @escaping @Sendable (Duration) async throws -> Void,
        stuck: StuckRenders,
        late: @escaping @Sendable (AlertScreenState) -> Void
    ) async {
        let finish = FirstFinish()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                finish.arm(done)
                let rendering = Task {
                    await presenter.render(state)
                    if !finish.fire() {
                        stuck.returned(state)
                        late(state)
                    }
                }
                finish.whileRunning {
                    Task {
                        do { try await sleep(timeout) } catch { return }
                        rendering.cancel()
                        if finish.fire() { stuck.timedOut(state) }
                    }
                }
            }
        } onCancel: {
            finish.fire()
        }
    }
}

/// The first of several racing tasks to finish resumes a waiter, once; the
/// others are cancelled.
///
/// Invariant: the waiter is resumed exactly once, whenever it is armed and
/// ``fire()`` has been called; tasks started by ``whileRunning(_:)`` are
/// cancelled once it has fired.
private final class FirstFinish: Sendable {
    private struct State {
        var waiter: CheckedContinuation<Void, Never>?
        var fired = false
        var racers: [Task<Void, Never>] = []
    }

    private let state = Locked(State())

    /// Sets the waiter; resumes it at once if the race is already over.
    func arm(_ waiter: CheckedContinuation<Void, Never>) {
        let fired = state.withLock { state -> Bool in
            if !state.fired { state.waiter = waiter }
            return state.fired
        }
        if fired { waiter.resume() }
    }

    /// Starts a racer unless the race is over; it is cancelled when the race ends.
    func whileRunning(_ start: () -> Task<Void, Never>) {
        state.withLock { state in
            guard !state.fired else { return }
            state.racers.append(start())
        }
    }

    /// Ends the race: resumes the waiter if armed and cancels the racers.
    /// Later calls do nothing.
    ///
    /// - Returns: whether this call ended the race.
    @discardableResult
    func fire() -> Bool {
        let ended = state.withLock { state -> (CheckedContinuation<Void, Never>?, [Task<Void, Never>])? in
            guard !state.fired else { return nil }
            state.fired = true
            defer {
                state.waiter = nil
                state.racers = []
            }
            return (state.waiter, state.racers)
        }
        guard let (waiter, racers) = ended else { return false }
        for racer in racers { racer.cancel() }
        waiter?.resume()
        return true
    }
}

/// The renders that outlived the presenter timeout and have not returned:
/// which states they draw, how many there have been, and whether the
/// center has said so yet.
///
/// A render that never returns holds whatever it blocks (a thread, if it
/// waits on a semaphore); the feed starts no second render of a state whose
/// render is stuck, counts every stuck render, and reports the first one
/// once, on standard error.
final class StuckRenders: Sendable {
    private struct State {
        var states: [AlertScreenState] = []
        var total = 0
        var reported = false
    }

    private let state = Locked(State())
    /// Where the first stuck render is reported.
    let report = Locked<@Sendable (String) -> Void>(StuckRenders.writeToStandardError)

    /// How many renders have outlived the timeout since the feed started.
    ///
    /// - Complexity: O(1)
    var total: Int { state.withLock { $0.total } }

    /// Whether a render of `screen` is stuck.
    ///
    /// - Complexity: O(*s*) for *s* stuck renders.
    func isStuck(_ screen: AlertScreenState) -> Bool { state.withLock { $0.states.contains(screen) } }

    /// The render of `screen` outlived the timeout.
    ///
    /// - Complexity: O(1) amortised.
    func timedOut(_ screen: AlertScreenState) {
        let isFirst = state.withLock { state -> Bool in
            state.states.append(screen)
            state.total += 1
            defer { state.reported = true }
            return !state.reported
        }
        if isFirst {
            report.withLock { $0 }(
                "AlertRuntime: AlertPresenter.render(_:) did not return within the presenter timeout; "
                    + "render must not block (a render that waits holds a thread). Said once; "
                    + "AlertCenter.stuckRenders counts them.")
        }
    }

    /// A render of `screen` that had timed out returned at last.
    ///
    /// - Complexity: O(*s*) for *s* stuck renders.
    func returned(_ screen: AlertScreenState) {
        state.withLock { state in
            if let index = state.states.firstIndex(of: screen) { state.states.remove(at: index) }
        }
    }

    /// Writes `message` and a line break to standard error.
    static let writeToStandardError: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
