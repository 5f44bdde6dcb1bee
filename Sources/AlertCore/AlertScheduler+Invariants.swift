extension AlertScheduler {
    /// Checks the invariants stated on ``AlertScheduler``. Runs after every
    /// command in debug and test builds; compiled out of release builds.
    public func _checkInvariants() {
        #if DEBUG
            queue._checkInvariants()
            stack._checkInvariants()
            precondition(stack.count <= Swift.max(policy.maxVisible, 0), "more visible than maxVisible")
            for entry in stack.entries {
                precondition(!queue.contains(entry.request.id), "\(entry.request.id) both pending and visible")
                precondition(entry.request.wasPresented, "visible entry not marked presented")
            }
            precondition(ledger.isBalanced, "ledger unbalanced: \(ledger)")
            precondition(masks == (stack.isEmpty ? 0 : 1), "dim layer without a visible alert")
        #endif
    }
}
