import AlertCore
import Foundation

extension AlertCenter {
    /// Moves the scheduler to the clock's instant, firing what is due.
    ///
    /// - Complexity: O(log *n*) per deadline fired.
    func catchUp() {
        let now = elapsed().wholeMilliseconds
        guard now > scheduler.now || scheduler.nextDeadline.map({ $0 <= now }) == true else { return }
        apply(.advance(to: now))
        afterChange()
    }

    /// Catches up with the clock, then applies `command`, hands out
    /// outcomes and events, re-arms the deadline and updates the presenter.
    ///
    /// - Returns: the command's own events (not those of the catching up).
    @discardableResult
    func perform(_ command: AlertCommand) -> [AlertEvent] {
        catchUp()
        let events = apply(command)
        afterChange()
        return events
    }

    /// The deadline task's wake-up: what is due now fires.
    func deadlineReached(_ deadline: Milliseconds) {
        guard armedDeadline == deadline else { return }
        deadlineTask = nil
        armedDeadline = nil
        catchUp()
        rearm()
    }

    /// Sends one command to the scheduler and deals with its events.
    @discardableResult
    private func apply(_ command: AlertCommand) -> [AlertEvent] {
        let caps = scheduler.capHistory
        let events = scheduler.send(command)
        broadcaster.broadcast(events)
        for event in events {
            guard let outcome = AlertOutcome(ending: event.kind), let id = event.alert else { continue }
            slots.removeValue(forKey: id)?.resolve(outcome)
        }
        if scheduler.capHistory != caps { saveHistory() }
        _checkInvariants()
        return events
    }

    private func afterChange() {
        rearm()
        let state = AlertScreenState(visible: scheduler.visibleAlerts, masks: scheduler.masks)
        if state != screenState {
            screenState = state
            presentation.yield(state)
        }
    }

    /// One task sleeps until the earliest deadline; a new one only when the
    /// deadline changes; none while there is none.
    private func rearm() {
        let next = scheduler.nextDeadline
        if next == armedDeadline, next == nil || deadlineTask != nil { return }
        deadlineTask?.cancel()
        deadlineTask = nil
        armedDeadline = next
        guard let next else { return }
        let sleepUntil = self.sleepUntil
        deadlineTask = Task { [weak self] in
            do {
                try await sleepUntil(.milliseconds(next))
            } catch {
                return
            }
            await self?.deadlineReached(next)
        }
    }

    /// Writes the cap history as dates; a failure is kept in `historyError`.
    private func saveHistory() {
        let launchDate = self.launchDate
        let dates = scheduler.capHistory.presentations.mapValues { instants in
            instants.map { launchDate.addingTimeInterval(Double($0) / 1000) }
        }
        do {
            try history.save(dates)
            historyError = nil
        } catch {
            historyError = error
        }
    }

    /// Whether a deadline task is armed, and for when: for tests of idling.
    package var armedWakeUp: Milliseconds? { deadlineTask == nil ? nil : armedDeadline }

    /// Checks that slots are kept for exactly the live alerts; debug only.
    func _checkInvariants() {
        #if DEBUG
            let live = Set(scheduler.visible + scheduler.pending)
            precondition(Set(slots.keys) == live, "outcome slots out of step with the scheduler")
        #endif
    }
}
