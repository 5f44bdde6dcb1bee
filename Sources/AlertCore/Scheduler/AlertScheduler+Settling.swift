extension AlertScheduler {
    /// Presents what may be presented, preempts where the policy allows,
    /// drops capped alerts that were about to show, then enforces the queue's
    /// capacity.
    ///
    /// - Complexity: O(log *n* + log *v*) per alert presented, suspended or
    ///   dropped, the second expected.
    mutating func settle(into events: inout [AlertEvent]) {
        while holds.isEmpty, let (slot, order) = queue.firstEligible {
            let preempting = stack.count >= policy.maxVisible
            guard mayTakeTheScreen(at: order.level, slotsFull: preempting) else { break }
            if let cap = countedCap(of: slot), !alerts.wasPresented(slot), isCapFull(cap) {
                let alert = finishPending(slot)
                tally.dropped += 1
                emit(.dropped(alert.id, reason: .capped), level: alert.level, into: &events)
                continue
            }
            if preempting, let lowest = stack.bottom {
                suspend(lowest.slot, reason: .preempted(by: alerts.id(of: slot)), into: &events)
            }
            present(slot, into: &events)
        }
        dropBeyondCapacity(into: &events)
    }

    /// Whether an alert of `level`, first in line, could go on screen now:
    /// into a free slot unless the gap holds it back (rule 13), or in place
    /// of the lowest visible alert, which it outranks, from `preemptAt` up
    /// (rule 4), `slotsFull` saying which. Holds are the caller's to check.
    ///
    /// - Complexity: O(1)
    func mayTakeTheScreen(at level: AlertLevel, slotsFull: Bool) -> Bool {
        if slotsFull {
            guard level >= policy.preemptAt, let lowest = stack.bottom else { return false }
            return lowest.level < level
        }
        return !isGapRunning || level >= policy.preemptAt
    }

    /// Whether settling now would change nothing: the first pending alert
    /// in line cannot take the screen (or a hold is active), and no more
    /// than `maxPending` wait. True between commands; what the shortcuts
    /// past ``settle(into:)`` rely on.
    ///
    /// - Complexity: O(1)
    var isSettled: Bool {
        if let maxPending = policy.maxPending, queue.count > maxPending { return false }
        guard holds.isEmpty, let (_, order) = queue.firstEligible else { return true }
        return !mayTakeTheScreen(at: order.level, slotsFull: stack.count >= policy.maxVisible)
    }

    /// Moves a pending alert onto the screen at its z-position, and counts a
    /// first showing against its group and its cap.
    ///
    /// - Complexity: O(log *n* + log *v*), the second expected; plus, when
    ///   the showing fills its group, O(*k* log *n*) for the *k* members
    ///   dropped (see ``PendingQueue/unpresented(inGroup:)``).
    private mutating func present(_ slot: Int32, into events: inout [AlertEvent]) {
        let order = dequeue(slot)
        let firstShowing = alerts.markVisible(slot)
        let id = alerts.id(of: slot)
        let level = order.level
        // Above every alert of lower or equal level: newer above among equals.
        putOnStack(slot, order: order)
        emit(.presented(id), level: level, into: &events)

        guard firstShowing else { return }
        if let cap = countedCap(of: slot), let limit = policy.caps[cap] {
            capHistory.record(cap, at: now, window: limit.per.wholeMilliseconds)
        }
        guard let group = alerts.group(of: slot) else { return }
        presentedPerGroup[group, default: 0] += 1
        if isGroupFull(group) {
            for member in queue.unpresented(inGroup: group) {
                let alert = finishPending(member)
                tally.dropped += 1
                emit(.dropped(alert.id, reason: .groupLimit), level: alert.level, into: &events)
            }
        }
    }

    /// Takes a visible alert back to the queue with its original order; one
    /// already past its ttl is suspended and then expires.
    ///
    /// - Complexity: O(log *n* + log *v*), the second expected
    mutating func suspend(_ slot: Int32, reason: SuspensionReason, into events: inout [AlertEvent]) {
        let entry = takeOffStack(slot)
        alerts.markPending(slot)
        enqueue(slot, at: entry.order)
        let id = alerts.id(of: slot)
        let level = alerts.level(of: slot)
        emit(.suspended(id, reason: reason), level: level, into: &events)
        if let expiresAt = alerts.expiresAt(of: slot), now >= expiresAt {
            removePending(slot)
            tally.expired += 1
            emit(.expired(id), level: level, into: &events)
        }
    }

    /// While more than `maxPending` wait, the last in order goes.
    /// - Complexity: O(log *n*) per alert dropped.
    mutating func dropBeyondCapacity(into events: inout [AlertEvent]) {
        guard let maxPending = policy.maxPending, queue.count > maxPending else { return }
        dropBeyond(maxPending, into: &events)
    }

    /// - Complexity: O(log *n*) per alert dropped.
    private mutating func dropBeyond(_ maxPending: Int, into events: inout [AlertEvent]) {
        while queue.count > maxPending, let last = queue.last {
            let alert = finishPending(last)
            tally.dropped += 1
            emit(.dropped(alert.id, reason: .capacity), level: alert.level, into: &events)
        }
    }

    /// Whether `group` has had as many presentations as its limit allows.
    /// - Complexity: O(1)
    func isGroupFull(_ group: String) -> Bool {
        guard let limit = policy.groups[group]?.limit else { return false }
        return presentedPerGroup[group, default: 0] >= limit
    }

    /// The cap of the alert in `slot`, when the policy counts any caps.
    /// Without caps in the policy nothing is capped, and neither the record
    /// nor the definition (seldom in cache in a long queue) is read.
    ///
    /// - Complexity: O(1)
    private func countedCap(of slot: Int32) -> String? { policy.caps.isEmpty ? nil : alerts.cap(of: slot) }

    /// Whether the frequency cap named `cap` allows no presentation now. An alert with a cap the
    /// policy does not declare is never capped, and a cap holding an instant more than
    /// ``AlertScheduler/clockSkew`` after `now` is full until `now` comes within it of that instant.
    ///
    /// - Complexity: O(log *k*) for *k* recorded presentations of `cap`.
    func isCapFull(_ cap: String) -> Bool {
        guard let limit = policy.caps[cap] else { return false }
        if capHistory.holdsInstant(of: cap, laterThan: Self.clockSkew, after: now) { return true }
        return capHistory.count(of: cap, window: limit.per.wholeMilliseconds, at: now) >= limit.limit
    }
}
