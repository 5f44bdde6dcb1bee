public import AlertCore

/// A request that has been made: its alert's id, and a way to learn how it
/// ended. Several tickets share one outcome when their requests coalesced.
///
///     let ticket = await center.request(rating)
///     // ... later, on any task:
///     switch await ticket.outcome {
///     case .action("Rate"): openStore()
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
    /// and the outcome still arrives for other waiters. To take the alert
    /// away, call ``AlertCenter/withdraw(_:)`` with the ticket, or await
    /// ``AlertCenter/present(_:)`` in a task you cancel. A ticket does not
    /// keep its center alive: when the center is released first, an alert
    /// still live ends ``AlertOutcome/removed``.
    ///
    /// - Complexity: O(1) once the alert has ended; until then it waits
    public var outcome: AlertOutcome {
        get async { await slot.value }
    }

    /// The outcome if the request has ended, without waiting.
    ///
    /// - Complexity: O(1)
    public var currentOutcome: AlertOutcome? { slot.currentValue }
}

/// One request's outcome: set once, awaited by any number of tasks.
///
/// Invariant: once `value` is set it never changes, and every continuation
/// waiting for it has been resumed exactly once.
final class OutcomeSlot: Sendable {
    private struct State {
        var value: AlertOutcome?
        var waiters: [CheckedContinuation<AlertOutcome, Never>] = []
    }

    private let state = Locked(State())

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

    /// Sets the outcome and wakes every waiter; later calls do nothing.
    ///
    /// - Returns: whether this call set it.
    @discardableResult
    func resolve(_ outcome: AlertOutcome) -> Bool {
        let waiters = state.withLock { state -> [CheckedContinuation<AlertOutcome, Never>]? in
            guard state.value == nil else { return nil }
            state.value = outcome
            defer { state.waiters = [] }
            return state.waiters
        }
        guard let waiters else { return false }
        for waiter in waiters { waiter.resume(returning: outcome) }
        return true
    }
}
