public import AlertCore

extension AlertCenter {
    /// Asks for `alert` and waits until it ends: the action the user
    /// pressed, a close, a removal, an expiry or a drop.
    ///
    /// Requesting an alert that is already pending or visible coalesces:
    /// this call then waits for that alert's outcome. A request dropped on
    /// arrival returns at once. Cancelling the task that awaits this call
    /// removes the alert (cancelled if pending, dismissed if visible, and
    /// every other waiter sees ``AlertOutcome/removed``), unless it has
    /// already ended. The removal counts from the moment of cancelling: a
    /// tap or any other call made after `cancel()` returns finds the alert
    /// gone, and the events date the removal at the cancelling instant.
    /// A task already cancelled when it calls this, for an alert that is
    /// neither pending nor visible, asks for nothing: it returns
    /// ``AlertOutcome/removed`` at once, and the alert is not requested, not
    /// shown and not counted by its cap (a SwiftUI `.task` cancelled before
    /// its call reaches the center). For an alert that is pending or
    /// visible, the request coalesces and the cancellation removes it, as
    /// above. A cancellation that lands while the call is under way is one
    /// after the request: the alert may have gone on screen already.
    /// A definition the policy refuses (see ``validate(_:)``) stops a debug
    /// build at an assertion; in a release build this returns its
    /// ``AlertDefinitionError/outcome`` at once.
    ///
    /// - Complexity: O(log *n*) to request, as ``request(_:)``; then it waits for the alert's end
    public func present(_ alert: AlertDefinition) async -> AlertOutcome {
        if Task.isCancelled, (try? policy.validate(alert)) != nil {
            catchUp()
            if slots[alert.id] == nil { return .removed }
        }
        let ticket = request(alert)
        return await withTaskCancellationHandler {
            await ticket.outcome
        } onCancel: {
            noteCancellation(of: ticket)
        }
    }

    /// Asks for `alert` now; the ticket tells how it ended, later.
    ///
    /// A definition whose `cap` or `group` the policy does not declare is
    /// refused (see ``validate(_:)``): an assertion in a debug build, and
    /// the ticket ends at once with ``AlertDefinitionError/outcome``.
    ///
    /// - Complexity: O(log *n*) in the number pending, like the scheduler.
    @discardableResult
    public func request(_ alert: AlertDefinition) -> AlertTicket {
        do {
            try policy.validate(alert)
        } catch {
            report(.invalidDefinition(error))
            let refused = OutcomeSlot()
            refused.resolve(error.outcome)
            return AlertTicket(id: alert.id, slot: refused)
        }
        catchUp()
        let slot: OutcomeSlot
        if let live = slots[alert.id] {
            slot = live
        } else {
            slot = OutcomeSlot()
            slots[alert.id] = slot
            if alert.cap != nil { cappedAlerts.insert(alert.id) }
        }
        // No second look at the clock between choosing the slot and the
        // request: the slot must belong to the alert the request meets.
        performWithoutCatchingUp(.request(alert))
        return AlertTicket(id: alert.id, slot: slot)
    }

    /// The app removes the alert of `ticket` in code (cancelled if pending,
    /// dismissed if visible, as ``remove(_:)-(AlertID)`` would), if that very
    /// request has not ended: a newer request of the same id, made after
    /// this one ended, is left alone, where ``remove(_:)-(AlertID)`` would
    /// remove it.
    ///
    /// - Returns: `false` when the request had already ended.
    /// - Complexity: O(log *n*), as ``remove(_:)-(AlertID)``; nothing once the request has ended.
    @discardableResult
    public func remove(_ ticket: AlertTicket) -> Bool {
        catchUp()
        guard isLive(ticket) else { return false }
        performWithoutCatchingUp(.remove(ticket.id))
        return true
    }

    /// The older name of ``remove(_:)-(AlertTicket)``.
    ///
    /// - Complexity: O(log *n*), as ``remove(_:)-(AlertTicket)``.
    @available(*, deprecated, renamed: "remove(_:)")
    public func withdraw(_ ticket: AlertTicket) {
        remove(ticket)
    }

    /// Whether the very request of `ticket` is pending or visible (not a
    /// newer request of the same id).
    ///
    /// - Complexity: O(1)
    func isLive(_ ticket: AlertTicket) -> Bool {
        guard let live = slots[ticket.id] else { return false }
        return live === ticket.slot && live.currentValue == nil
    }
}
