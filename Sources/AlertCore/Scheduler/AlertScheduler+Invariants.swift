extension AlertScheduler {
    /// Up to this many live alerts (table slots), holds and cap instants,
    /// the debug checks walk every entry; beyond it they check sizes only,
    /// so that each costs at most a constant a command. Checks built on the
    /// scheduler's (the runtime's) keep to the same limit.
    package static var fullCheckLimit: Int { PendingQueue.fullCheckLimit }

    /// Checks the invariants stated on ``AlertScheduler``. Runs after every
    /// command in debug and test builds; compiled out of release builds.
    /// Sizes always; every entry, hold and cap instant while the table's
    /// slots (the most alerts ever live at once), the holds and the cap
    /// instants are each at most ``PendingQueue/fullCheckLimit``. So a
    /// check costs at most a constant a command, and a debug build stays
    /// linear on large scenarios (tests stay far below it).
    package func _checkInvariants() {
        #if DEBUG
            let limit = Self.fullCheckLimit
            precondition(alerts.count == queue.count + stack.count, "live alerts neither pending nor visible")
            precondition(stack.count <= policy.maxVisible, "more visible than maxVisible")
            precondition(ledger.isBalanced, "ledger unbalanced: \(ledger)")
            precondition((0...tally.requested).contains(nextSequence), "next sequence out of range")
            precondition(isSettled, "not settled: an alert could show or preempt, or too many wait")
            queue._checkInvariants(in: alerts)
            guard alerts.slotCount <= limit, holds.count <= limit, capHistory.instantCount <= limit else { return }
            alerts._checkInvariants()
            stack._checkInvariants()
            for entry in stack.entries {
                let alert = alerts.record(entry.slot)
                precondition(alert.state == .visible, "\(alert.id) on the stack but not visible in the table")
                precondition(!queue.contains(entry.slot), "\(alert.id) both pending and visible")
                precondition(alert.wasPresented, "visible entry not marked presented")
                precondition(alert.level == entry.level, "stack entry with a stale level")
                precondition(
                    alert.definition.screen.map { visibleByScreen[$0]?.contains(entry.slot) == true } ?? true,
                    "\(alert.id) visible but not among its screen's")
            }
            precondition(
                visibleByScreen.values.reduce(0) { $0 + $1.count }
                    == stack.entries.count { alerts.screen(of: $0.slot) != nil }
                    && visibleByScreen.values.allSatisfy { !$0.isEmpty },
                "a screen's visible alerts out of date")
            precondition(holds.values.allSatisfy { $0 > 0 }, "a hold without holders")
            precondition(capHistory.brokenInvariant() == nil, "cap history out of order")
        #endif
    }
}
