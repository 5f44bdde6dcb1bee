extension AlertScheduler {
    /// Checks the invariants stated on ``AlertScheduler``. Runs after every
    /// command in debug and test builds; compiled out of release builds.
    package func _checkInvariants() {
        #if DEBUG
            if alerts.count <= PendingQueue.fullCheckLimit { alerts._checkInvariants() }
            queue._checkInvariants(in: alerts)
            stack._checkInvariants()
            precondition(alerts.count == queue.count + stack.count, "live alerts neither pending nor visible")
            precondition(stack.count <= policy.maxVisible, "more visible than maxVisible")
            for entry in stack.entries {
                let alert = alerts.record(entry.slot)
                precondition(alert.state == .visible, "\(alert.id) on the stack but not visible in the table")
                precondition(!queue.contains(entry.slot), "\(alert.id) both pending and visible")
                precondition(alert.wasPresented, "visible entry not marked presented")
                precondition(alert.level == entry.level, "stack entry with a stale level")
            }
            precondition(holds.values.allSatisfy { $0 > 0 }, "a hold without holders")
            precondition(ledger.isBalanced, "ledger unbalanced: \(ledger)")
            precondition(masks == (stack.isEmpty ? 0 : 1), "dim layer without a visible alert")
            precondition(capHistory.brokenInvariant() == nil, "cap history out of order")
        #endif
    }
}
