/// Something that happened, in the order it happened.
///
/// The fields follow the transcript of the specification (§6): `alert` and
/// `level` name the alert concerned, or are `nil` for holds, navigation and
/// rejections with nothing visible.
public struct AlertEvent: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case requested, tapped, presented, suspended, dismissed, cancelled, expired, dropped
        case coalesced, rejected, held, released, navigated
    }

    public enum Reason: String, Hashable, Sendable, Codable, CaseIterable {
        // suspended
        case preempted, navigated
        // expired
        case ttl
        // dropped
        case capacity
        case groupLimit = "group-limit"
        // rejected
        case notDismissible = "not-dismissible"
        case nothingVisible = "nothing-visible"
        case noSuchAction = "no-such-action"
        case notFound = "not-found"
    }

    /// When it happened, in virtual milliseconds.
    public var time: Milliseconds
    public var kind: Kind
    public var alert: AlertID?
    public var level: AlertLevel?
    public var reason: Reason?
    /// The action label, on `tapped` and on a dismissal by tap.
    public var action: String?
    /// The hold name, on `held` and `released`.
    public var hold: String?
    /// The new screen, on `navigated`.
    public var screen: String?
    /// The stacks as they stand right after this event, when the machine
    /// records them (``AlertStateMachine/recordsStacks``); otherwise `nil`.
    public var stacks: AlertStacks?

    public init(
        time: Milliseconds,
        kind: Kind,
        alert: AlertID? = nil,
        level: AlertLevel? = nil,
        reason: Reason? = nil,
        action: String? = nil,
        hold: String? = nil,
        screen: String? = nil,
        stacks: AlertStacks? = nil
    ) {
        self.time = time
        self.kind = kind
        self.alert = alert
        self.level = level
        self.reason = reason
        self.action = action
        self.hold = hold
        self.screen = screen
        self.stacks = stacks
    }
}

/// What is on screen and in the queue at one moment.
public struct AlertStacks: Hashable, Sendable, Codable {
    /// Visible alerts, bottom to top.
    public var visible: [AlertID]
    /// Pending alerts, in queue order.
    public var pending: [AlertID]
    /// Dim layers on screen.
    public var masks: Int

    public init(visible: [AlertID], pending: [AlertID], masks: Int) {
        self.visible = visible
        self.pending = pending
        self.masks = masks
    }
}
