import AlertCore

/// `no-orphan-mask: true`: never a dim layer while no alert is visible.
struct NoOrphanMaskCheck: PropertyCheck {
    mutating func observe(_ recorded: RecordedEvent) -> PropertyBreach? {
        let stacks = recorded.stacks
        guard stacks.masks > 0, stacks.visible.isEmpty else { return nil }
        let layers = stacks.masks == 1 ? "a dim layer" : "\(stacks.masks) dim layers"
        let after = recorded.alert.map { " after \($0) \(recorded.kind.name)" } ?? ""
        return PropertyBreach(
            instant: recorded.time, alert: recorded.alert,
            why: "\(layers) over an empty screen\(after)")
    }

    mutating func reset() {}
}
