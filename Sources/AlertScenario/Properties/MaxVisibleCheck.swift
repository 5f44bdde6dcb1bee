import AlertCore

/// `max-visible: N`: never more than N alerts visible at once.
struct MaxVisibleCheck: PropertyCheck {
    let limit: Int

    mutating func observe(_ recorded: RecordedEvent) -> PropertyBreach? {
        let visible = recorded.stacks.visible
        guard visible.count > limit else { return nil }
        return PropertyBreach(
            instant: recorded.time, alert: visible.last,
            why: "\(visible.count) alerts visible (> \(limit)): " + visible.joined(separator: ", "))
    }

    mutating func reset() {}
}
