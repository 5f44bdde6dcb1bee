extension AlertScheduler {
    /// Applies one command and returns its events, in order. The scheduler
    /// settles after every command: whatever may show, shows.
    ///
    /// - Complexity: O(log *n*) for a request, tap, dismissal or cancellation
    ///   that presents at most one alert, plus O(log *n*) per further alert
    ///   presented, suspended, expired or dropped; *n* is the number pending.
    ///   A relaunch is O(*n* log *n*).
    @discardableResult
    public mutating func send(_ command: AlertCommand) -> [AlertEvent] {
        var events: [AlertEvent] = []
        switch command {
        case .request(let definition): request(definition, into: &events)
        case .tap(let label, let target): tap(label, on: target, into: &events)
        case .close(let target): close(target, into: &events)
        case .dismiss(let id): dismiss(id, into: &events)
        case .hold(let name):
            holds[name, default: 0] += 1
            events.append(event(.held(name)))
            settle(into: &events)
        case .release(let name): release(name, into: &events)
        case .navigate(let target): navigate(to: target, into: &events)
        case .relaunch: relaunch(into: &events)
        case .advance(let time): advance(to: time, into: &events)
        }
        _checkInvariants()
        return events
    }

    /// Coalescing first, then the frequency cap, then the group limit on
    /// arrival, then the queue.
    private mutating func request(_ definition: AlertDefinition, into events: inout [AlertEvent]) {
        tally.requested += 1
        events.append(event(.requested(definition.id), definition))
        if queue.contains(definition.id) || isVisible(definition.id) {
            tally.coalesced += 1
            events.append(event(.coalesced(definition.id), definition))
            return
        }
        if isCapFull(for: definition) {
            tally.dropped += 1
            events.append(event(.dropped(definition.id, reason: .capped), definition))
            return
        }
        if let group = definition.group, isGroupFull(group) {
            tally.dropped += 1
            events.append(event(.dropped(definition.id, reason: .groupLimit), definition))
            return
        }
        queue.insert(RequestEntry(definition: definition, sequence: nextSequence, requestedAt: now))
        nextSequence += 1
        settle(into: &events)
    }

    /// The alert on top, which gestures without an address land on.
    var topAlert: AlertDefinition? { stack.top?.request.definition }

    /// - Complexity: O(1)
    func visibleLevel(of id: AlertID) -> AlertLevel? { stack.definition(of: id)?.level }

    /// A tap or close took a visible alert off the screen.
    mutating func removeVisible(_ id: AlertID) {
        if let index = stack.index(of: id) { removeVisible(at: index) }
    }

    /// After a dismissal the next alert may show.
    mutating func didRemoveVisible(into events: inout [AlertEvent]) { settle(into: &events) }

    /// The app removes an alert in code.
    private mutating func dismiss(_ id: AlertID, into events: inout [AlertEvent]) {
        if let index = stack.index(of: id) {
            let definition = stack.entries[index].request.definition
            removeVisible(at: index)
            events.append(event(.dismissed(id, reason: .removed), definition))
        } else if let entry = queue.remove(id) {
            tally.cancelled += 1
            events.append(event(.cancelled(id, reason: .removed), entry.definition))
        } else {
            events.append(event(.rejected(id, reason: .notFound)))
            return
        }
        settle(into: &events)
    }

    /// Holds are counted per name; a release of a name nobody holds is refused.
    private mutating func release(_ name: String, into events: inout [AlertEvent]) {
        guard let count = holds[name] else {
            events.append(event(.rejected(nil, reason: .notHeld(name))))
            return
        }
        holds[name] = count > 1 ? count - 1 : nil
        events.append(event(.released(name)))
        settle(into: &events)
    }

    /// Alerts scoped to other screens step aside, bottom first.
    private mutating func navigate(to target: String, into events: inout [AlertEvent]) {
        screen = target
        events.append(event(.navigated(to: target)))
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

    /// The app is killed and started again: every visible alert, top first,
    /// then every pending one in queue order, is cancelled; holds, the gap,
    /// group counts and the screen start afresh; caps and the ledger carry on.
    private mutating func relaunch(into events: inout [AlertEvent]) {
        while let top = stack.top {
            stack.remove(at: stack.count - 1)
            tally.cancelled += 1
            events.append(event(.cancelled(top.request.id, reason: .relaunch), top.request.definition))
        }
        for entry in queue.ordered() {
            queue.remove(entry.id)
            tally.cancelled += 1
            events.append(event(.cancelled(entry.id, reason: .relaunch), entry.definition))
        }
        holds = [:]
        gapEndsAt = nil
        presentedPerGroup = [:]
        screen = launchScreen
        events.append(event(.relaunched))
    }

    /// Takes a visible alert off the screen as dismissed and starts the gap.
    private mutating func removeVisible(at index: Int) {
        stack.remove(at: index)
        tally.dismissed += 1
        let gap = policy.gapMilliseconds
        if gap > 0 { gapEndsAt = now.addingClamped(gap) }
    }
}
