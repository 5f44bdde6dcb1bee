/// A state machine that carries out ``UserGesture``s: the scheduler and the
/// naive model emit the same events for a tap or a close, and differ only in
/// what removing an alert does and what follows it.
protocol UserGesturePerforming: EventStamping {
    /// The alert a gesture without an address lands on.
    var topAlert: AlertDefinition? { get }
    /// The level of a visible alert, or `nil` when `id` is not visible.
    func visibleLevel(of id: AlertID) -> AlertLevel?
    /// Takes a visible alert off the screen as dismissed.
    mutating func removeVisible(_ id: AlertID)
    /// What follows a dismissal: the scheduler settles; naive code does nothing.
    mutating func didRemoveVisible(into events: inout [AlertEvent])
}

extension UserGesturePerforming {
    /// Taps the action labelled `label` on `target`.
    mutating func tap(_ label: String, on target: AlertTarget, into events: inout [AlertEvent]) {
        perform(.tap(label, on: target, top: topAlert, visibleLevel: visibleLevel(of:)), into: &events)
    }

    /// Closes `target` as the user would.
    mutating func close(_ target: AlertTarget, into events: inout [AlertEvent]) {
        perform(.close(target, top: topAlert, visibleLevel: visibleLevel(of:)), into: &events)
    }

    /// `rejected`, or `tapped` and (when the action dismisses) `dismissed`
    /// with the action, or `dismissed` (closed) for a close.
    private mutating func perform(_ gesture: UserGesture, into events: inout [AlertEvent]) {
        switch gesture {
        case .rejected(let reason, let alert, let level):
            events.append(event(.rejected(alert, reason: reason), level: level))
        case .press(let alert, let action, let dismisses):
            events.append(event(.tapped(alert.id, action: action), level: alert.level))
            guard dismisses else { return }
            removeVisible(alert.id)
            events.append(event(.dismissed(alert.id, reason: .action(action)), level: alert.level))
            didRemoveVisible(into: &events)
        case .close(let alert):
            removeVisible(alert.id)
            events.append(event(.dismissed(alert.id, reason: .closed), level: alert.level))
            didRemoveVisible(into: &events)
        }
    }
}
