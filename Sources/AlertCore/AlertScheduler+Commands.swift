extension AlertScheduler {
    /// Applies one command and returns its events, in order. The scheduler
    /// settles (rule 2) after every command.
    ///
    /// - Complexity: O(log *n*) for a request, tap, dismissal or cancellation
    ///   that presents at most one alert, plus O(log *n*) per further alert
    ///   presented, suspended, expired or dropped; *n* is the number pending.
    ///   With ``recordsStacks`` on, each change to the queue also costs O(*n*)
    ///   (a shift of the sorted order) and each event O(1).
    @discardableResult
    public mutating func send(_ command: AlertCommand) -> [AlertEvent] {
        var events: [AlertEvent] = []
        switch command {
        case .request(let definition): request(definition, into: &events)
        case .tap(let label): perform(.tap(label, on: stack.top?.request.definition), into: &events)
        case .dismissTop: perform(.close(stack.top?.request.definition), into: &events)
        case .dismiss(let id): dismiss(id, into: &events)
        case .hold(let name):
            holds.insert(name)
            events.append(event(.held, hold: name))
            settle(into: &events)
        case .release(let name):
            holds.remove(name)
            events.append(event(.released, hold: name))
            settle(into: &events)
        case .navigate(let target): navigate(to: target, into: &events)
        case .advance(let time): advance(to: time, into: &events)
        }
        _checkInvariants()
        return events
    }

    /// Rule 9 (coalescing) first, then rule 12 (group limit on arrival), then
    /// the queue.
    private mutating func request(_ definition: AlertDefinition, into events: inout [AlertEvent]) {
        tally.requested += 1
        events.append(event(.requested, definition))
        if queue.contains(definition.id) || isVisible(definition.id) {
            tally.coalesced += 1
            events.append(event(.coalesced, definition))
            return
        }
        if let group = definition.group, isGroupFull(group) {
            tally.dropped += 1
            events.append(event(.dropped, definition, reason: .groupLimit))
            return
        }
        queue.insert(RequestEntry(definition: definition, sequence: nextSequence, requestedAt: now))
        nextSequence += 1
        settle(into: &events)
    }

    /// A tap or close took the top alert off the screen (see ``TopAlertGesturePerforming``).
    mutating func removeTopAlert() { removeVisible(at: stack.count - 1) }

    /// After a dismissal the next alert may show.
    mutating func didRemoveTopAlert(into events: inout [AlertEvent]) { settle(into: &events) }

    /// Rule 6: the app removes an alert in code.
    private mutating func dismiss(_ id: AlertID, into events: inout [AlertEvent]) {
        if let index = stack.index(of: id) {
            let definition = stack.entries[index].request.definition
            removeVisible(at: index)
            events.append(event(.dismissed, definition))
        } else if let entry = queue.remove(id) {
            tally.cancelled += 1
            events.append(event(.cancelled, entry.definition))
        } else {
            events.append(notFound(id))
            return
        }
        settle(into: &events)
    }

    /// Rule 8: alerts scoped to other screens step aside, bottom first.
    private mutating func navigate(to target: String, into events: inout [AlertEvent]) {
        screen = target
        events.append(event(.navigated, screen: target))
        var index = 0
        while index < stack.count {
            if let scope = stack.entries[index].request.definition.screen, scope != target {
                suspend(at: index, reason: .navigated, into: &events)
            } else {
                index += 1
            }
        }
        settle(into: &events)
    }

    /// Takes a visible alert off the screen as dismissed and starts the gap.
    private mutating func removeVisible(at index: Int) {
        stack.remove(at: index)
        tally.dismissed += 1
        if policy.gap > 0 {
            let (end, overflow) = now.addingReportingOverflow(policy.gap)
            gapEndsAt = overflow ? Milliseconds.max : end
        }
    }
}
