public import AlertCore

/// A request that has been made: its alert's id, and a way to learn how it
/// ended. Several tickets share one outcome when their requests coalesced.
///
///     let ticket = await center.request(rating)
///     // ... later, on any task:
///     switch await ticket.outcome {
///     case .action("rate"): openStore()     // the action's id, whatever its label says
///     default: break
///     }
public struct AlertTicket: Sendable, Identifiable {
    /// The id of the alert the request concerns.
    public let id: AlertID
    let slot: OutcomeSlot

    /// How the request ended; waits until it has. Returns at once when it
    /// already has.
    ///
    /// Cancelling the task that awaits it stops nothing: the alert stays
    /// and this call goes on waiting (``outcomeUnlessCancelled`` stops
    /// waiting instead). To take the alert away, call
    /// ``AlertCenter/remove(_:)-(AlertTicket)`` with the ticket, or await
    /// ``AlertCenter/present(_:)`` in a task you cancel. A ticket does not
    /// keep its center alive: when the center is released first, an alert
    /// still live ends ``AlertOutcome/removed``.
    ///
    /// - Complexity: O(1) once the alert has ended; until then it waits
    public var outcome: AlertOutcome {
        get async { await slot.value }
    }

    /// How the request ended, waiting until it has, unless the waiting task
    /// is cancelled first: then it throws `CancellationError` and the alert
    /// stays, its outcome still due to every other waiter. For a view's
    /// task that should stop waiting when the view goes away:
    ///
    ///     .task {
    ///         guard let outcome = try? await ticket.outcomeUnlessCancelled else { return }
    ///         handle(outcome)
    ///     }
    ///
    /// Returns the outcome, even in a cancelled task, once the alert has ended.
    ///
    /// - Complexity: O(1) once the alert has ended; until then it waits
    public var outcomeUnlessCancelled: AlertOutcome {
        get async throws { try await slot.valueUnlessCancelled() }
    }

    /// The outcome if the request has ended, without waiting.
    ///
    /// - Complexity: O(1)
    public var currentOutcome: AlertOutcome? { slot.currentValue }
}

/// One request's outcome: set once, awaited by any number of tasks.
///
/// Invariant: once `value` is set it never changes, and every continuation
/// waiting for it has been resumed exactly once; a cancellable waiter is
/// resumed either with the value or, when its task is cancelled first, with
/// `CancellationError`, never both.
final class OutcomeSlot: Sendable {
    private struct State {
        var value: AlertOutcome?
        var waiters: [CheckedContinuation<AlertOutcome, Never>] = []
        /// Waiters that give up when their task is cancelled, by token.
        var cancellableWaiters: [Int: CheckedContinuation<AlertOutcome, any Error>] = [:]
        /// Tokens whose task was cancelled before they started waiting.
        var cancelledEarly: Set<Int> = []
        var nextToken = 0
    }

    private let state = Locked(State())
    /// The ids of the actions pressed on the alert, for ``AlertTicket/actions``.
    let presses = ActionPresses()

    /// The outcome, once it is known.
    var currentValue: AlertOutcome? { state.withLock { $0.value } }

    /// Waits for the outcome.
    var value: AlertOutcome {
        get async {
            await withCheckedContinuation { continuation in
                let known = state.withLock { state -> AlertOutcome? in
                    if let value = state.value { return value }
                    state.waiters.append(continuation)
                    return nil
                }
                if let known { continuation.resume(returning: known) }
            }
        }
    }

    /// Waits for the outcome unless the task is cancelled first, which
    /// throws `CancellationError`.
    func valueUnlessCancelled() async throws -> AlertOutcome {
        let token = state.withLock { state in
            defer { state.nextToken += 1 }
            return state.nextToken
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let known = state.withLock { state -> Result<AlertOutcome, any Error>? in
                    if let value = state.value { return .success(value) }
                    if state.cancelledEarly.remove(token) != nil { return .failure(CancellationError()) }
                    state.cancellableWaiters[token] = continuation
                    return nil
                }
                if let known { continuation.resume(with: known) }
            }
        } onCancel: {
            let waiter = state.withLock { state -> CheckedContinuation<AlertOutcome, any Error>? in
                if let waiter = state.cancellableWaiters.removeValue(forKey: token) { return waiter }
                if state.value == nil { state.cancelledEarly.insert(token) }
                return nil
            }
            waiter?.resume(throwing: CancellationError())
        }
    }

    /// Sets the outcome and wakes every waiter; later calls do nothing.
    ///
    /// - Returns: whether this call set it.
    @discardableResult
    func resolve(_ outcome: AlertOutcome) -> Bool {
        let woken = state.withLock {
            state -> ([CheckedContinuation<AlertOutcome, Never>], [CheckedContinuation<AlertOutcome, any Error>])? in
            guard state.value == nil else { return nil }
            state.value = outcome
            defer {
                state.waiters = []
                state.cancellableWaiters = [:]
                state.cancelledEarly = []
            }
            return (state.waiters, Array(state.cancellableWaiters.values))
        }
        guard let (waiters, cancellableWaiters) = woken else { return false }
        for waiter in waiters { waiter.resume(returning: outcome) }
        for waiter in cancellableWaiters { waiter.resume(returning: outcome) }
        presses.finish()
        return true
    }
}
