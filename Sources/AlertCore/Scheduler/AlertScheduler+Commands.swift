extension AlertScheduler {
    /// Applies one command and returns its events, in order. The scheduler
    /// settles after every command: whatever may show, shows.
    ///
    /// - Complexity: O(log *n* + log *v*) for a request, tap, close,
    ///   removal or navigation that presents at most one alert, plus
    ///   as much per further alert presented, suspended, expired or
    ///   dropped; *n* is the number pending and *v* the number visible (the
    ///   log *v* is expected, and only a policy that lets more than a few
    ///   alerts show at once has it); a tap adds O(*a*) to find its action
    ///   among the alert's *a* actions. A hold, a release or an `advance`
    ///   that fires nothing is O(1), plus the same per alert it presents,
    ///   suspends, expires or drops (an `advance` also pays O(log *n*) per
    ///   expiry). A relaunch is O(*n* log *n*).
    ///
    /// The returned array is an ordinary value. The scheduler keeps a
    /// reference to it and, once the caller has let go of it (as a `for`
    /// loop over the events does), fills the same buffer the next time
    /// instead of allocating another.
    @discardableResult
    public mutating func send(_ command: AlertCommand) -> [AlertEvent] {
        var events: [AlertEvent] = []
        swap(&events, &lastEvents)
        // Unique once the caller dropped the last result: then no allocation.
        // Taking a few events off one by one destroys them inline, where
        // `removeAll(keepingCapacity:)` calls a generic routine per element.
        if events.count > 8 {
            events.removeAll(keepingCapacity: true)
        } else {
            while !events.isEmpty { events.removeLast() }
        }
        if events.capacity < 4 { events.reserveCapacity(4) }
        apply(command, into: &events)
        lastEvents = events
        return events
    }

    /// Applies one command and appends its events to `events`, in order:
    /// ``send(_:)`` for a caller that reuses one array across commands.
    ///
    /// - Complexity: as ``send(_:)``.
    public mutating func send(_ command: AlertCommand, into events: inout [AlertEvent]) {
        apply(command, into: &events)
    }

    /// What both ``send(_:)`` and ``send(_:into:)`` do, inlined into each.
    private mutating func apply(_ command: AlertCommand, into events: inout [AlertEvent]) {
        switch command {
        case .request(let definition): request(definition, into: &events)
        case .tap(let action, let target): tap(action, on: target, into: &events)
        case .close(let target): close(target, into: &events)
        case .remove(let id): remove(id, into: &events)
        case .hold(let name):
            holds[name, default: 0] += 1
            emit(.held(name), into: &events)
            settle(into: &events)
        case .release(let name): release(name, into: &events)
        case .navigate(let target): navigate(to: target, into: &events)
        case .relaunch: relaunch(into: &events)
        case .advance(let time): advance(to: time, into: &events)
        }
        _checkInvariants()
    }

    /// Coalescing first, then the frequency cap, then the group limit on
    /// arrival, then the queue.
    private mutating func request(_ definition: AlertDefinition, into events: inout [AlertEvent]) {
        tally.requested += 1
        emit(.requested(definition.id), level: definition.fields.level, into: &events)
        let search = alerts.find(definition)
        if let held = search.slot {
            tally.coalesced += 1
            emit(.coalesced(definition.id), level: alerts.level(of: held), into: &events)
            return
        }
        if let cap = definition.fields.cap, isCapFull(cap) {
            tally.dropped += 1
            emit(.dropped(definition.id, reason: .capped), level: definition.fields.level, into: &events)
            return
        }
        if let group = definition.fields.group, isGroupFull(group) {
            tally.dropped += 1
            emit(.dropped(definition.id, reason: .groupLimit), level: definition.fields.level, into: &events)
            return
        }
        let order = QueueOrder(level: definition.fields.level, sequence: nextSequence)
        nextSequence += 1
        let alert = LiveAlert(
            definition: definition, requestedAt: now, state: .pending, wasPresented: false)
        let slot = alerts.insert(alert, at: search)
        enqueue(slot, at: order)
        // Every command ends settled (an unsettled snapshot is refused): if the new alert cannot take
        // the screen, no alert first in line can, and only the capacity may call for work (`isSettled`).
        if mayTakeTheScreen(at: order.level, slotsFull: stack.count >= policy.maxVisible) {
            settle(into: &events)
        } else {
            dropBeyondCapacity(into: &events)
        }
    }

    /// The app removes an alert in code. An id that is not live is
    /// rejected, naming the id it addressed, whatever is visible (rule 6, docs/rules.md).
    private mutating func remove(_ id: AlertID, into events: inout [AlertEvent]) {
        guard let slot = alerts.slot(of: id) else {
            emit(.rejected(id, reason: .notFound), into: &events)
            return
        }
        let level = alerts.level(of: slot)
        if alerts.state(of: slot) == .visible {
            removeVisible(at: Int(slot))
            emit(.dismissed(id, reason: .removed), level: level, into: &events)
            settle(into: &events)
        } else {
            removePending(slot)
            tally.cancelled += 1
            emit(.cancelled(id, reason: .removed), level: level, into: &events)
            // No settling: taking a pending alert away leaves a settled scheduler settled. The next in
            // order has no higher level, and the holds, the gap, the stack and the screen are as they were.
        }
    }

    /// Holds are counted per name; a release of a name nobody holds is refused.
    private mutating func release(_ name: String, into events: inout [AlertEvent]) {
        guard let count = holds[name] else {
            emit(.rejected(nil, reason: .notHeld(name)), into: &events)
            return
        }
        holds[name] = count > 1 ? count - 1 : nil
        emit(.released(name), into: &events)
        settle(into: &events)
    }

    /// Alerts scoped to other screens step aside, bottom first.
    ///
    /// The screens with visible alerts are looked up, not the stack walked:
    /// every screen but `target` is left with none, so a navigation costs
    /// O(log *v*) per alert it suspends (each of which a presentation put
    /// there), however many stay.
    private mutating func navigate(to target: String, into events: inout [AlertEvent]) {
        queue.show(target)
        emit(.navigated(to: target), into: &events)
        var leaving: [StackEntry] = []
        for (screen, slots) in visibleByScreen where screen != target {
            for slot in slots { leaving.append(stack.entry(slot)) }
        }
        leaving.sort { $0.isBelow($1) }
        for entry in leaving {
            suspend(entry.slot, reason: .navigated, into: &events)
        }
        settle(into: &events)
    }

    /// The app is killed and started again: every visible alert, top first,
    /// then every pending one in queue order, is cancelled; holds, the gap,
    /// group counts and the screen start afresh; caps and the ledger carry on.
    private mutating func relaunch(into events: inout [AlertEvent]) {
        while let top = stack.top {
            takeOffStack(top.slot)
            let id = alerts.id(of: top.slot)
            alerts.remove(top.slot)
            tally.cancelled += 1
            emit(.cancelled(id, reason: .relaunch), level: top.level, into: &events)
        }
        for (slot, _) in queue.ordered() {
            let alert = finishPending(slot)
            tally.cancelled += 1
            emit(.cancelled(alert.id, reason: .relaunch), level: alert.level, into: &events)
        }
        holds = [:]
        gapEndsAt = nil
        presentedPerGroup = [:]
        queue.show(launchScreen)
        emit(.relaunched, into: &events)
    }

    /// Takes a pending alert out of the queue and the table, and returns
    /// what its event needs.
    ///
    /// - Complexity: O(log *n*)
    mutating func finishPending(_ slot: Int32) -> (id: AlertID, level: AlertLevel) {
        let finished = (id: alerts.id(of: slot), level: alerts.level(of: slot))
        removePending(slot)
        return finished
    }

    /// Takes a pending alert out of the queue and the table, for a caller
    /// whose event names the alert another way (or has none).
    ///
    /// - Complexity: O(log *n*)
    mutating func removePending(_ slot: Int32) {
        dequeue(slot)
        alerts.remove(slot)
    }
}

extension AlertScheduler {
    // A gesture names a visible alert by its slot in the table.

    package var topPosition: Int? { stack.top.map { Int($0.slot) } }

    /// - Complexity: O(1) expected.
    package func position(ofVisible id: AlertID) -> Int? {
        guard let slot = alerts.slot(of: id), alerts.state(of: slot) == .visible else { return nil }
        return Int(slot)
    }

    /// - Complexity: O(1) expected.
    package func level(ofPending id: AlertID) -> AlertLevel? {
        guard let slot = alerts.slot(of: id), alerts.state(of: slot) == .pending else { return nil }
        return alerts.level(of: slot)
    }

    // Inlined: called out of line from a gesture (a mutating method), the
    // witness copied the whole scheduler to pass it (a `memcpy` a close).
    @inline(__always)
    package func gestureFacts(at position: Int) -> GestureFacts {
        let slot = Int32(truncatingIfNeeded: position)
        return (alerts.id(of: slot), alerts.level(of: slot), alerts.isDismissible(slot))
    }

    package func actionDismisses(_ action: String, at position: Int) -> Bool? {
        alerts.actionDismisses(action, of: Int32(truncatingIfNeeded: position))
    }

    /// Takes a visible alert off the screen as dismissed and starts the gap.
    package mutating func removeVisible(at position: Int) {
        let entry = takeOffStack(Int32(truncatingIfNeeded: position))
        alerts.remove(entry.slot)
        tally.dismissed += 1
        if policy.gapMilliseconds > 0 { gapEndsAt = now.addingClamped(policy.gapMilliseconds) }
    }

    /// After a dismissal the next alert may show.
    package mutating func didRemoveVisible(into events: inout [AlertEvent]) { settle(into: &events) }
}
