extension AlertScheduler {
    /// Rule 2: present what may be presented, preempt where rule 4 allows,
    /// then enforce the queue's capacity (rule 11).
    ///
    /// - Complexity: O(log *n*) per alert presented, suspended or dropped.
    mutating func settle(into events: inout [AlertEvent]) {
        while holds.isEmpty, let candidate = queue.first(eligibleOn: screen) {
            if stack.count < policy.maxVisible {
                if isGapRunning && candidate.level < policy.preemptAt { break }
                present(candidate, into: &events)
            } else if candidate.level >= policy.preemptAt, let lowest = stack.bottom,
                lowest.request.level < candidate.level
            {
                suspend(at: 0, reason: .preempted, into: &events)
                present(candidate, into: &events)
            } else {
                break
            }
        }
        dropBeyondCapacity(into: &events)
    }

    /// Moves a pending alert onto the screen at its z-position (rule 5) and
    /// applies its group's limit (rule 12).
    ///
    /// - Complexity: O(log *n* + *v*)
    private mutating func present(_ candidate: RequestEntry, into events: inout [AlertEvent]) {
        guard var entry = queue.remove(candidate.id) else { return }
        let firstShowing = !entry.wasPresented
        entry.wasPresented = true
        // Above every alert of lower or equal level: newer above among equals.
        stack.insert(entry, presentation: nextPresentation)
        nextPresentation += 1
        events.append(event(.presented, entry.definition))

        guard firstShowing, let group = entry.definition.group else { return }
        presentedPerGroup[group, default: 0] += 1
        if isGroupFull(group) {
            for member in queue.unpresented(inGroup: group) {
                queue.remove(member.id)
                tally.dropped += 1
                events.append(event(.dropped, member.definition, reason: .groupLimit))
            }
        }
    }

    /// Takes a visible alert back to the queue with its original order
    /// (rules 4 and 8); one already past its ttl expires instead (rule 10).
    ///
    /// - Complexity: O(log *n* + *v*)
    mutating func suspend(at index: Int, reason: AlertEvent.Reason, into events: inout [AlertEvent]) {
        let entry = stack.remove(at: index).request
        queue.insert(entry)
        events.append(event(.suspended, entry.definition, reason: reason))
        if let expiresAt = entry.expiresAt, now >= expiresAt {
            queue.remove(entry.id)
            tally.expired += 1
            events.append(event(.expired, entry.definition, reason: .ttl))
        }
    }

    /// Rule 11: while more than `maxPending` wait, the last in order goes.
    ///
    /// - Complexity: O(log *n*) per alert dropped.
    private mutating func dropBeyondCapacity(into events: inout [AlertEvent]) {
        guard let maxPending = policy.maxPending else { return }
        while queue.count > maxPending, let last = queue.last {
            queue.remove(last.id)
            tally.dropped += 1
            events.append(event(.dropped, last.definition, reason: .capacity))
        }
    }

    /// Whether `group` has had as many presentations as its limit allows.
    ///
    /// - Complexity: O(1)
    func isGroupFull(_ group: String) -> Bool {
        guard let limit = policy.groups[group]?.limit else { return false }
        return presentedPerGroup[group, default: 0] >= limit
    }

    /// The stacks right now, if this scheduler records them.
    var currentStacks: AlertStacks? {
        guard recordsStacks else { return nil }
        return AlertStacks(visible: stack.entries.map(\.request.id), pending: queue.orderedIDs(), masks: masks)
    }
}
