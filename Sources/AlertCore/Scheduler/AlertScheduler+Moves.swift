extension AlertScheduler {
    // Every move into or out of the queue and the stack goes through these,
    // so that the stack and the per-screen index never disagree.

    /// Puts the alert in `slot` in the queue at `order`.
    /// - Complexity: O(log *n*)
    mutating func enqueue(_ slot: Int32, at order: QueueOrder) {
        queue.insert(slot, at: order, of: alerts)
    }

    /// Takes the alert in `slot` out of the queue and returns where it stood.
    ///
    /// - Complexity: O(log *n*)
    @discardableResult
    mutating func dequeue(_ slot: Int32) -> QueueOrder {
        queue.remove(slot, of: alerts) ?? QueueOrder(level: alerts.level(of: slot), sequence: 0)
    }

    /// Puts the alert in `slot` on the stack at its z-position, as the
    /// newest presentation; `order` is where it returns if it is suspended.
    ///
    /// - Complexity: O(log *v*) expected.
    mutating func putOnStack(_ slot: Int32, order: QueueOrder) {
        fileOnStack(slot, order: order, presentation: nextPresentation)
        nextPresentation += 1
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
        if let screen = alerts.screen(of: slot),
            let index = visibleByScreen.index(forKey: screen)
        {
            visibleByScreen.values[index].remove(slot)
            if visibleByScreen.values[index].isEmpty { visibleByScreen.remove(at: index) }
        }
        return stack.remove(slot)
    }

    /// Where the live alert `id` stands in queue order (a visible one, where
    /// it returns if it is suspended), or `nil` when it is not live: what a
    /// consumer that follows the stacks from the events starts from.
    ///
    /// - Complexity: O(1) expected.
    package func queueOrder(of id: AlertID) -> QueueOrder? {
        guard let slot = alerts.slot(of: id) else { return nil }
        return alerts.state(of: slot) == .visible ? stack.entry(slot).order : queue.order(of: slot)
    }
}
