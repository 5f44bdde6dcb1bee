import AlertCore

/// `never-covered: ID`: while ID is visible, no alert is above it.
struct NeverCoveredCheck: PropertyCheck {
    let alert: AlertID

    mutating func observe(_ recorded: RecordedEvent) -> PropertyBreach? {
        let visible = recorded.stacks.visible
        guard let top = visible.last, top != alert, let index = visible.firstIndex(of: alert) else { return nil }
        let above = visible[(index + 1)...].joined(separator: ", ")
        return PropertyBreach(
            instant: recorded.time, alert: alert,
            why: "\(alert) covered by \(above)")
    }

    mutating func reset() {}
}
