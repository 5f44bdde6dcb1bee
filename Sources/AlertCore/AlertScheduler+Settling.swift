extension AlertScheduler {
    /// Presents what may be presented, preempts where the policy allows,
    /// drops capped alerts that were about to show, then enforces the queue's
    /// capacity.
    ///
    /// - Complexity: O(log *n*) per alert presented, suspended or dropped.
    mutating func settle(into events: inout [AlertEvent]) {
        while holds.isEmpty, let candidate = queue.first(eligibleOn: screen) {
            let preempting = stack.count >= policy.maxVisible
            if preempting {
                guard candidate.level >= policy.preemptAt, let lowest = stack.bottom,
                    lowest.request.level < candidate.level
                else { break }
            } else if isGapRunning && candidate.level < policy.preemptAt {
                break
            }
            if !candidate.wasPresented && isCapFull(for: candidate.definition) {
                queue.remove(candidate.id)
                tally.dropped += 1
                events.append(event(.dropped(candidate.id, reason: .capped), candidate.definition))
                continue
            }
            if preempting { suspend(at: 0, reason: .preempted(by: candidate.id), into: &events) }
            present(candidate, into: &events)
        }
        dropBeyondCapacity(into: &events)
    }

    /// Moves a pending alert onto the screen at its z-position, and counts a
    /// first showing against its group and its cap.
    ///
    /// - Complexity: O(log *n* + *v*)
    private mutating func present(_ candidate: RequestEntry, into events: inout [AlertEvent]) {
        guard var entry = queue.remove(candidate.id) else { return }
        let firstShowing = !entry.wasPresented
        entry.wasPresented = true
        // Above every alert of lower or equal level: newer above among equals.
        stack.insert(entry, presentation: nextPresentation)
        nextPresentation += 1
        events.append(event(.presented(entry.id), entry.definition))

        guard firstShowing else { return }
        if let cap = entry.definition.cap, let limit = policy.caps[cap] {
            capHistory.record(cap, at: now, window: limit.per.wholeMilliseconds)
        }
        guard let group = entry.definition.group else { return }
        presentedPerGroup[group, default: 0] += 1
        if isGroupFull(group) {
            for member in queue.unpresented(inGroup: group) {
                queue.remove(member.id)
                tally.dropped += 1
                events.append(event(.dropped(member.id, reason: .groupLimit), member.definition))
            }
        }
    }

    /// Takes a visible alert back to the queue with its original order; one
    /// already past its ttl expires instead.
    ///
    /// - Complexity: O(log *n* + *v*)
    mutating func suspend(at index: Int, reason: SuspensionReason, into events: inout [AlertEvent]) {
        let entry = stack.remove(at: index).request
        queue.insert(entry)
        events.append(event(.suspended(entry.id, reason: reason), entry.definition))
        if let expiresAt = entry.expiresAt, now >= expiresAt {
            queue.remove(entry.id)
            tally.expired += 1
            events.append(event(.expired(entry.id), entry.definition))
        }
    }

    /// While more than `maxPending` wait, the last in order goes.
    ///
    /// - Complexity: O(log *n*) per alert dropped.
    private mutating func dropBeyondCapacity(into events: inout [AlertEvent]) {
        guard let maxPending = policy.maxPending else { return }
        while queue.count > maxPending, let last = queue.last {
            queue.remove(last.id)
            tally.dropped += 1
            events.append(event(.dropped(last.id, reason: .capacity), last.definition))
        }
    }

    /// Whether `group` has had as many presentations as its limit allows.
    ///
    /// - Complexity: O(1)
    func isGroupFull(_ group: String) -> Bool {
        guard let limit = policy.groups[group]?.limit else { return false }
        return presentedPerGroup[group, default: 0] >= limit
    }

    /// Whether the frequency cap of `definition` allows no presentation now.
    /// An alert without a cap, or with a cap the policy does not declare, is
    /// never capped.
    ///
    /// - Complexity: O(log *k*) for *k* recorded presentations of its cap.
    func isCapFull(for definition: AlertDefinition) -> Bool {
        guard let cap = definition.cap, let limit = policy.caps[cap] else { return false }
        return capHistory.count(of: cap, window: limit.per.wholeMilliseconds, at: now) >= limit.limit
    }

    /// Where an event made now sits among the recorded changes, if this
    /// scheduler records them.
    var currentStamp: StackStamp? {
        guard recordsStacks else { return nil }
        return StackStamp(queueChanges: queue.changes.count, visibleChanges: stack.changes.count, masks: masks)
    }

    /// Hands the changes recorded since the last call to `mirror`, which
    /// gives each of `events` its stacks.
    package mutating func takeStackChanges(into mirror: inout StacksMirror, filling events: inout [AlertEvent]) {
        guard recordsStacks else { return }
        mirror.fill(&events, queue: &queue.changes, visible: &stack.changes)
    }
}
