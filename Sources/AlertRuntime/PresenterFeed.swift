/// Hands the newest screen state to a presenter, one render at a time,
/// waiting for no render longer than a timeout.
///
/// Invariant: at most one render is awaited at a time; states sent while
/// it runs replace each other, so the next render gets the newest; a state
/// equal to the last one sent is not sent again.
struct PresenterFeed: Sendable {
    private let states: AsyncStream<AlertScreenState>.Continuation
    private let task: Task<Void, Never>

    /// Starts feeding `presenter`; renders that take longer than `timeout`
    /// on the center's clock (slept by `sleep`) are given up on.
    init(
        presenter: any AlertPresenter, timeout: Duration,
        sleep: @escaping @Sendable (Duration) async throws -> Void
    ) {
        let (stream, continuation) = AsyncStream.makeStream(
            of: AlertScreenState.self, bufferingPolicy: .bufferingNewest(1))
        states = continuation
        task = Task {
            for await state in stream {
                await Self.render(state, on: presenter, timeout: timeout, sleep: sleep)
            }
        }
    }

    /// Queues `state` for the presenter, replacing any state not yet rendered.
    ///
    /// - Complexity: O(1)
    func send(_ state: AlertScreenState) { states.yield(state) }

    /// Stops feeding: no further render starts.
    func stop() {
        states.finish()
        task.cancel()
    }

    /// Renders `state` and returns when the render returns, the timeout has
    /// passed, or the feed is stopped, whichever comes first. A render given
    /// up on is cancelled and left to finish on its own.
    private static func render(
        _ state: AlertScreenState, on presenter: any AlertPresenter, timeout: Duration,
        sleep: @escaping @Sendable (Duration) async throws -> Void
    ) async {
        let finish = FirstFinish()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                finish.arm(done)
                let rendering = Task {
                    await presenter.render(state)
                    finish.fire()
                }
                finish.whileRunning {
                    Task {
                        do { try await sleep(timeout) } catch { return }
                        rendering.cancel()
                        finish.fire()
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
    func fire() {
        let ended = state.withLock { state -> (CheckedContinuation<Void, Never>?, [Task<Void, Never>])? in
            guard !state.fired else { return nil }
            state.fired = true
            defer {
                state.waiter = nil
                state.racers = []
            }
            return (state.waiter, state.racers)
        }
        guard let (waiter, racers) = ended else { return }
        for racer in racers { racer.cancel() }
        waiter?.resume()
    }
}
