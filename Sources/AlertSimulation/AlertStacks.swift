public import AlertCore

/// What is on screen and in the queue at one moment.
public struct AlertStacks: Hashable, Sendable, Codable {
    /// Visible alerts, bottom to top.
    public var visible: [AlertID]
    /// Pending alerts, in queue order.
    public var pending: [AlertID]
    /// Dim layers on screen.
    public var masks: Int

    /// Stacks with these visible and pending ids and dim layers.
    ///
    /// - Complexity: O(1)
    public init(visible: [AlertID], pending: [AlertID], masks: Int) {
        self.visible = visible
        self.pending = pending
        self.masks = masks
    }
}

/// An event and the stacks as they stood right after it: what a transcript
/// writes on each line. Replays that record stacks produce these (see
/// `ReplayTranscript` in AlertScenario); the scheduler itself returns plain
/// events.
public struct RecordedEvent: Hashable, Sendable {
    /// What happened.
    public var event: AlertEvent
    /// Visible, pending and dim layers right after it.
    public var stacks: AlertStacks

    /// `event`, which left the stacks as `stacks`.
    ///
    /// - Complexity: O(1)
    public init(_ event: AlertEvent, stacks: AlertStacks) {
        self.event = event
        self.stacks = stacks
    }

    /// When it happened.
    ///
    /// - Complexity: O(1)
    public var time: Milliseconds { event.time }
    /// What happened.
    ///
    /// - Complexity: O(1)
    public var kind: AlertEvent.Kind { event.kind }
    /// The level of the alert concerned, when known.
    ///
    /// - Complexity: O(1)
    public var level: AlertLevel? { event.level }
    /// The alert it concerns, if any.
    ///
    /// - Complexity: O(1)
    public var alert: AlertID? { event.alert }
}

extension AlertStateMachine {
    /// Visible ids, pending ids and dim layers together.
    ///
    /// - Complexity: as ``AlertCore/AlertStateMachine/visible`` and
    ///   ``AlertCore/AlertStateMachine/pending`` together
    public var stacks: AlertStacks { AlertStacks(visible: visible, pending: pending, masks: masks) }
}
