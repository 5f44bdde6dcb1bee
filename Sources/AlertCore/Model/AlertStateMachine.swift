/// The interface both the scheduler and the naive model offer, so one driver
/// (a scenario replay, the player, a test) can run either.
///
/// A state machine never reads a clock: time is whatever ``AlertCommand/advance(to:)``
/// last said. Every command returns the events it caused, in order.
public protocol AlertStateMachine: Sendable {
    /// The current virtual instant.
    /// - Complexity: O(1)
    var now: Milliseconds { get }
    /// The current screen, if the app has named one.
    /// - Complexity: O(1)
    var screen: String? { get }
    /// Active holds by name, with how many holders each has.
    /// - Complexity: O(1)
    var holds: [String: Int] { get }
    /// Visible alerts, bottom to top.
    /// - Complexity: O(*v*) for *v* visible.
    var visibleAlerts: [AlertDefinition] { get }
    /// Pending alerts in queue order, with the instant each was requested.
    /// - Complexity: O(*n* log *n*) at most, for *n* pending.
    var pendingAlerts: [PendingAlert] { get }
    /// The first `maxCount` pending alerts in queue order (all of them when
    /// fewer are pending): the head of ``pendingAlerts``, for a view that
    /// shows only that.
    /// - Complexity: at most as ``pendingAlerts``; less in the scheduler.
    func pendingAlerts(first maxCount: Int) -> [PendingAlert]
    /// Visible alert ids, bottom to top.
    /// - Complexity: O(*v*) for *v* visible.
    var visible: [AlertID] { get }
    /// Pending alert ids, in queue order.
    /// - Complexity: as ``pendingAlerts``.
    var pending: [AlertID] { get }
    /// The number of dim layers on screen.
    /// - Complexity: O(1)
    var masks: Int { get }
    /// Where every request ended up so far.
    /// - Complexity: O(1)
    var ledger: AlertLedger { get }
    /// The earliest instant at which something happens on its own, if any.
    /// - Complexity: O(1)
    var nextDeadline: Milliseconds? { get }

    /// Applies a command and returns what happened, in order.
    /// - Complexity: as each conformer states it for each command.
    @discardableResult
    mutating func send(_ command: AlertCommand) -> [AlertEvent]
}

extension AlertStateMachine {
    /// Visible alert ids, bottom to top.
    ///
    /// - Complexity: O(*v*) for *v* visible alerts
    public var visible: [AlertID] { visibleAlerts.map(\.id) }
    /// Pending alert ids, in queue order.
    ///
    /// - Complexity: as ``pendingAlerts``
    public var pending: [AlertID] { pendingAlerts.map(\.definition.id) }
    /// The first `maxCount` pending alerts in queue order, taken from
    /// ``pendingAlerts``.
    ///
    /// - Complexity: as ``pendingAlerts``
    public func pendingAlerts(first maxCount: Int) -> [PendingAlert] {
        Array(pendingAlerts.prefix(Swift.max(0, maxCount)))
    }

    /// Applies commands one after another and returns all their events.
    ///
    /// - Complexity: the sum of each command's, as ``send(_:)`` states it
    @discardableResult
    public mutating func send(_ commands: [AlertCommand]) -> [AlertEvent] {
        commands.flatMap { send($0) }
    }

    /// Fires every deadline left, in order, until none remains.
    ///
    /// - Complexity: O(log *n*) per deadline fired, plus what settling after each does
    @discardableResult
    public mutating func runToQuiescence() -> [AlertEvent] {
        var events: [AlertEvent] = []
        while let deadline = nextDeadline {
            events += send(.advance(to: max(deadline, now)))
        }
        return events
    }
}

/// An alert waiting in the queue.
public struct PendingAlert: Hashable, Sendable, Codable {
    /// The alert.
    public var definition: AlertDefinition
    /// When it was requested: ttl counts from here, and so does waiting time.
    public var requestedAt: Milliseconds

    /// A pending alert requested at `requestedAt`.
    ///
    /// - Complexity: O(1)
    public init(definition: AlertDefinition, requestedAt: Milliseconds) {
        (self.definition, self.requestedAt) = (definition, requestedAt)
    }
}
