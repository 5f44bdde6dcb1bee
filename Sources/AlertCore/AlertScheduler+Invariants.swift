extension AlertScheduler {
    /// Checks the invariants stated on ``AlertScheduler``. Runs after every
    /// command in debug and test builds; compiled out of release builds.
    public func _checkInvariants() {
        #if DEBUG
            queue._checkInvariants()
            precondition(stack.count <= Swift.max(policy.maxVisible, 0), "more visible than maxVisible")
            for (lower, upper) in zip(stack, stack.dropFirst()) {
                let ordered =
                    lower.request.level < upper.request.level
                    || (lower.request.level == upper.request.level && lower.presentation < upper.presentation)
                precondition(ordered, "z-order broken: \(lower.request.id) below \(upper.request.id)")
            }
            var visibleIDs = Set<AlertID>()
            for entry in stack {
                precondition(visibleIDs.insert(entry.request.id).inserted, "\(entry.request.id) visible twice")
                precondition(!queue.contains(entry.request.id), "\(entry.request.id) both pending and visible")
                precondition(entry.request.wasPresented, "visible entry not marked presented")
            }
            precondition(ledger.isBalanced, "ledger unbalanced: \(ledger)")
            precondition(masks == (stack.isEmpty ? 0 : 1), "dim layer without a visible alert")
        #endif
    }
}
