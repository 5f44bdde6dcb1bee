import AlertCore

/// `never-dropped: ID`: ID is never `dropped` (any reason) or `expired`.
struct NeverDroppedCheck: PropertyCheck {
    let alert: AlertID

    mutating func observe(_ recorded: RecordedEvent) -> PropertyBreach? {
        let what: String
        switch recorded.kind {
        case .dropped(let id, let reason) where id == alert: what = "dropped (\(reason.name))"
        case .expired(let id) where id == alert: what = "expired"
        default: return nil
        }
        return PropertyBreach(
            instant: recorded.time, alert: alert,
            why: "\(alert) \(what)")
    }

    mutating func reset() {}
}
