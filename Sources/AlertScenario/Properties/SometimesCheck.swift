import AlertCore

/// `sometimes: {EVENT: ID}`: whether this run has that event for ID. Never a
/// breach in one run: the explorer judges it over all runs.
struct SometimesCheck: PropertyCheck {
    let event: String
    let alert: AlertID
    private(set) var reached = false

    init(event: String, alert: AlertID) {
        self.event = event
        self.alert = alert
    }

    mutating func observe(_ recorded: RecordedEvent) -> PropertyBreach? {
        if !reached, recorded.alert == alert, recorded.kind.name == event { reached = true }
        return nil
    }

    mutating func reset() { reached = false }
}
