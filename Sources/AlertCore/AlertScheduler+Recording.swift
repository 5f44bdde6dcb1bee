extension AlertScheduler {
    // Every change to the queue and the stack goes through these, so that a
    // scheduler recording its stacks logs each one in order.

    /// Puts the alert in `slot` in the queue.
    ///
    /// - Complexity: O(log *n*)
    mutating func enqueue(_ slot: Int32) {
        queue.insert(slot, of: alerts)
        if recordsStacks { stackChanges.append(.pendingInserted(alerts.id(of: slot), alerts.order(of: slot))) }
    }

    /// Takes the alert in `slot` out of the queue.
    ///
    /// - Complexity: O(log *n*)
    mutating func dequeue(_ slot: Int32) {
        queue.remove(slot, of: alerts)
        if recordsStacks { stackChanges.append(.pendingRemoved(alerts.order(of: slot))) }
    }

    /// Puts the alert in `slot` on the stack at its z-position, as the
    /// newest presentation.
    ///
    /// - Complexity: O(*v*)
    mutating func putOnStack(_ slot: Int32, level: AlertLevel) {
        let position = stack.insert(slot, level: level, presentation: nextPresentation)
        nextPresentation += 1
        if recordsStacks { stackChanges.append(.visibleInserted(alerts.id(of: slot), at: position)) }
    }

    /// Takes the alert at z-position `index` off the stack.
    ///
    /// - Complexity: O(*v*)
    @discardableResult
    mutating func takeOffStack(at index: Int) -> StackEntry {
        let entry = stack.remove(at: index)
        if recordsStacks { stackChanges.append(.visibleRemoved(at: index)) }
        return entry
    }

    /// Empties the log and, when recording, starts it with what is already
    /// pending (in queue order) and visible (bottom first).
    ///
    /// - Complexity: O(*n* log *n* + *v*)
    mutating func restartStackLog() {
        stackChanges = []
        guard recordsStacks else { return }
        for slot in queue.ordered() {
            stackChanges.append(.pendingInserted(alerts.id(of: slot), alerts.order(of: slot)))
        }
        for (position, entry) in stack.entries.enumerated() {
            stackChanges.append(.visibleInserted(alerts.id(of: entry.slot), at: position))
        }
    }

    /// The changes and event markers logged since the last call, oldest
    /// first; the log is emptied.
    ///
    /// - Complexity: O(1)
    package mutating func takeStackChanges() -> [StackChange] {
        defer { stackChanges = [] }
        return stackChanges
    }
}
