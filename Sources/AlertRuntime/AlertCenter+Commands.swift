import AlertCore
import Foundation

extension AlertCenter {
    /// Removes the requests whose waiting tasks were cancelled, then
    /// moves the scheduler to the clock's instant, firing what is due.
    ///
    /// - Complexity: O(log *n*) per deadline fired and per removal.
    func catchUp() {
        removeCancelledRequests()
        if advance(to: elapsed().wholeMilliseconds) { afterChange() }
    }

    /// Moves the scheduler to `instant` if that changes anything: a later
    /// instant, or a deadline due by then.
    ///
    /// - Returns: whether it sent the scheduler a command.
    /// - Complexity: O(log *n*) per deadline fired.
    @discardableResult
    func advance(to instant: Milliseconds) -> Bool {
        guard instant > scheduler.now || scheduler.nextDeadline.map({ $0 <= instant }) == true else { return false }
        apply(.advance(to: instant))
        return true
    }

    /// Catches up with the clock, then applies `command`, hands out
    /// outcomes and events, re-arms the deadline and updates the presenter.
    ///
    /// - Returns: the command's own events (not those of the catching up).
    @discardableResult
    func perform(_ command: AlertCommand) -> [AlertEvent] {
        catchUp()
        return performWithoutCatchingUp(command)
    }

    /// Applies `command` at the scheduler's current instant, for callers
    /// that have just caught up and looked at the state: reading the clock
    /// again could end an alert between their look and the command.
    @discardableResult
    func performWithoutCatchingUp(_ command: AlertCommand) -> [AlertEvent] {
        let events = apply(command)
        afterChange()
        return events
    }

    /// The deadline task's wake-up: what is due now fires. `arming` numbers
    /// the task (``deadlineArmings`` when it was started): a task that was
    /// replaced after it woke, but before it reached the actor, finds a
    /// later number and leaves its successor alone, even when the deadline
    /// has since moved back to its own instant.
    func deadlineReached(arming: Int) {
        guard arming == deadlineArmings, deadlineTask != nil else { return }
        deadlineTask = nil
        armedDeadline = nil
        catchUp()
        rearm()
    }

    /// Sends one command to the scheduler and deals with its events.
    @discardableResult
    func apply(_ command: AlertCommand) -> [AlertEvent] {
        commandLog?.append(command)
        trace?.record(command, at: scheduler.now)
        let events = sendSharingCaps(command)
        broadcaster.broadcast(events)
        for event in events {
            if case .tapped(let id, let action) = event.kind { slots[id]?.presses.send(action) }
            guard let outcome = AlertOutcome(ending: event.kind), let id = event.alert else { continue }
            slots.removeValue(forKey: id)?.resolve(outcome)
            cappedAlerts.remove(id)
        }
        _checkInvariants()
        return events
    }

    func afterChange() {
        rearm()
        let state = AlertScreenState(visible: scheduler.visibleAlerts, masks: scheduler.masks)
        if state != screenState {
            screenState = state
            presenterFeed?.send(state)
        }
    }

    /// One task sleeps until the earliest deadline; a new one only when the
    /// deadline changes; none while there is none.
    private func rearm() {
        defer { _checkDeadlineInvariants() }
        let next = scheduler.nextDeadline
        if next == armedDeadline, next == nil || deadlineTask != nil { return }
        deadlineTask?.cancel()
        deadlineTask = nil
        armedDeadline = next
        guard let next else { return }
        let sleepUntil = self.sleepUntil
        deadlineArmings += 1
        let arming = deadlineArmings
        deadlineTask = Task { [weak self] in
            do {
                try await sleepUntil(.milliseconds(next))
            } catch {
                return
            }
            await self?.deadlineReached(arming: arming)
        }
    }

    /// Whether a deadline task is armed, and for when: for tests of idling.
    package var armedWakeUp: Milliseconds? { deadlineTask == nil ? nil : armedDeadline }

    /// How many deadline tasks have been started: for tests of re-arming.
    package var deadlineTaskCount: Int { deadlineArmings }

    /// Starts keeping every command sent to the scheduler, so a test can
    /// replay them on a fresh scheduler and compare events.
    package func recordCommands() { commandLog = commandLog ?? [] }

    /// The commands sent since ``recordCommands()``, in order.
    package var recordedCommands: [AlertCommand] { commandLog ?? [] }

    /// Checks that slots are kept for exactly the live alerts, and that
    /// the capped alerts are exactly the live ones that name a cap; debug
    /// only.
    /// Their number always; which alerts they are while there are at most
    /// ``AlertScheduler/fullCheckLimit`` (the scheduler's own per-entry
    /// limit): naming them all sorts the queue, so checking them after every
    /// command would make a debug build's commands O(*n* log *n*), and a
    /// test or app that queues ten thousand alerts would crawl.
    func _checkInvariants() {
        #if DEBUG
            let ledger = scheduler.ledger
            precondition(slots.count == ledger.pending + ledger.visible, "outcome slots out of step with the scheduler")
            guard slots.count <= AlertScheduler.fullCheckLimit else { return }
            let live = Set(scheduler.visible + scheduler.pending)
            precondition(Set(slots.keys) == live, "outcome slots out of step with the scheduler")
            let capped = live.filter { scheduler.alert($0)?.cap != nil }
            precondition(cappedAlerts == capped, "the capped alerts out of step with the scheduler")
        #endif
    }

    /// Checks that one deadline task is armed, for the scheduler's next
    /// deadline, and none while it has none; debug only.
    func _checkDeadlineInvariants() {
        #if DEBUG
            precondition(armedDeadline == scheduler.nextDeadline, "the deadline task armed for another instant")
            precondition((deadlineTask == nil) == (armedDeadline == nil), "a deadline without its task, or the reverse")
        #endif
    }
}
