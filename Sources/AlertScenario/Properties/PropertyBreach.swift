import AlertCore

/// What a property check found wrong in a run, before the monitor numbers it.
struct PropertyBreach: Hashable, Sendable {
    /// When the violation became certain.
    var instant: Milliseconds
    /// The alert concerned, if any.
    var alert: AlertID?
    /// Why, for people.
    var why: String
}

/// One kind of property judged as a run's events stream past: state for one
/// run only, no transcript kept.
///
/// A check reports at most what it sees; ``PropertyMonitor`` keeps the first
/// breach of each property and stops asking a check that has reported one.
protocol PropertyCheck: Sendable {
    /// Observes one event with the stacks right after it.
    mutating func observe(_ recorded: RecordedEvent) -> PropertyBreach?
    /// The run ended at `instant`.
    mutating func finish(at instant: Milliseconds) -> PropertyBreach?
    /// Forgets the run, keeping storage.
    mutating func reset()
}

extension PropertyCheck {
    func finish(at instant: Milliseconds) -> PropertyBreach? { nil }
}
