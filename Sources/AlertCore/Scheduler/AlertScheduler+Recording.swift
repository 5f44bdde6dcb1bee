extension AlertScheduler {
    // Every change to the queue and the stack goes through these, so that a
    // scheduler recording its stacks logs each one in order.

    /// Puts the alert in `slot` in the queue at `order`.
    /// - Complexity: O(log *n*)
    mutating func enqueue(_ slot: Int32, at order: QueueOrder) {
        queue.insert(slot, at: order, of: alerts)
        if recordsStacks { stackChanges.append(.pendingInserted(alerts.id(of: slot), order)) }
    }

    /// Takes the alert in `slot` out of the queue and returns where it stood.
    ///
    /// - Complexity: O(log *n*)
    @discardableResult
    mutating func dequeue(_ slot: Int32) -> QueueOrder {
        let order = queue.remove(slot, of: alerts) ?? QueueOrder(level: alerts.level(of: slot), sequence: 0)
        if recordsStacks { stackChanges.append(.pendingRemoved(order)) }
        return order
    }

    /// Puts the alert in `slot` on the stack at its z-position, as the
    /// newest presentation; `order` is where it returns if it is suspended.
    ///
    /// - Complexity: O(log *v*) expected.
    mutating func putOnStack(_ slot: Int32, order: QueueOrder) {
        fileOnStack(slot, order: order, presentation: nextPresentation)
        nextPresentation += 1
        if recordsStacks {
            stackChanges.append(.visibleInserted(alerts.id(of: slot), at: stack.position(of: slot)))
        }
    }

    /// Puts the alert in `slot` on the stack, and among its screen's
    /// visible alerts when it is scoped to one (which a navigation looks up
    /// instead of walking the stack).
    ///
    /// - Complexity: O(log *v*) expected.
    mutating func fileOnStack(_ slot: Int32, order: QueueOrder, presentation: Int) {
        stack.insert(slot, order: order, presentation: presentation)
        if let screen = alerts.screen(of: slot) {
            visibleByScreen[screen, default: []].insert(slot)
        }
    }

    /// Takes the visible alert in `slot` off the stack.
    ///
    /// - Complexity: O(log *v*) expected.
    @discardableResult
    mutating func takeOffStack(_ slot: Int32) -> StackEntry {
        if recordsStacks { stackChanges.append(.visibleRemoved(at: stack.position(of: slot))) }
        if let screen = alerts.screen(of: slot),
            let index = visibleByScreen.index(forKey: screen)
        {
            visibleByScreen.values[index].remove(slot)
            if visibleByScreen.values[index].isEmpty { visibleByScreen.remove(at: index) }
        }
        return stack.remove(slot)
    }

    /// Empties the log and, when recording, starts it with what is already
    /// pending (in queue order) and visible (bottom first).
    ///
    /// - Complexity: O(*n* log *n* + *v*)
    mutating func restartStackLog() {
        stackChanges = []
        guard recordsStacks else { return }
        for (slot, order) in queue.ordered() {
            stackChanges.append(.pendingInserted(alerts.id(of: slot), order))
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
