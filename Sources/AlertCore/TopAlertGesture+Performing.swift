/// A state machine that carries out ``TopAlertGesture``s: the scheduler and
/// the naive model emit the same events for a tap or a close, and differ only
/// in what removing the top alert does and what follows it.
protocol TopAlertGesturePerforming: EventStamping {
    /// Takes the top alert off the screen as dismissed.
    mutating func removeTopAlert()
    /// What follows a dismissal: the scheduler settles; naive code does nothing.
    mutating func didRemoveTopAlert(into events: inout [AlertEvent])
}

extension TopAlertGesturePerforming {
    /// Rule 6: `rejected`, or `tapped` and (when the action dismisses)
    /// `dismissed` with the action, or `dismissed` alone for a close.
    mutating func perform(_ gesture: TopAlertGesture, into events: inout [AlertEvent]) {
        switch gesture {
        case .rejected(let reason, let top):
            events.append(event(.rejected, top, reason: reason))
        case .press(let top, let action, let dismisses):
            events.append(event(.tapped, top, action: action))
            guard dismisses else { return }
            removeTopAlert()
            events.append(event(.dismissed, top, action: action))
            didRemoveTopAlert(into: &events)
        case .close(let top):
            removeTopAlert()
            events.append(event(.dismissed, top))
            didRemoveTopAlert(into: &events)
        }
    }
}
