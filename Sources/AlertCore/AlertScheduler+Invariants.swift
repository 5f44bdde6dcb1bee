extension AlertScheduler {
    /// Checks the invariants stated on ``AlertScheduler``. Runs after every
    /// command in debug and test builds; compiled out of release builds.
    package func _checkInvariants() {
        #if DEBUG
            queue._checkInvariants()
            stack._checkInvariants()
            precondition(stack.count <= policy.maxVisible, "more visible than maxVisible")
            for entry in stack.entries {
                precondition(!queue.contains(entry.request.id), "\(entry.request.id) both pending and visible")
                precondition(entry.request.wasPresented, "visible entry not marked presented")
            }
            precondition(holds.values.allSatisfy { $0 > 0 }, "a hold without holders")
            precondition(ledger.isBalanced, "ledger unbalanced: \(ledger)")
            precondition(masks == (stack.isEmpty ? 0 : 1), "dim layer without a visible alert")
            precondition(capHistory.brokenInvariant() == nil, "cap history out of order")
        #endif
    }
}
