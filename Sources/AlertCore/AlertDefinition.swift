/// The identifier an app gives an alert. Requesting an id that is already
/// pending or visible coalesces (rule 9).
public typealias AlertID = String

/// Virtual time and durations, in integer milliseconds.
public typealias Milliseconds = Int

/// A button on an alert.
public struct AlertAction: Hashable, Sendable, Codable {
    /// The text on the button, which is also what a `tap` names.
    public var label: String
    /// Whether pressing it closes the alert. `false` for buttons such as
    /// "Update now" on a forced update, which open something and stay.
    public var dismisses: Bool

    public init(_ label: String, dismisses: Bool = true) {
        self.label = label
        self.dismisses = dismisses
    }
}

/// Everything the scheduler needs to know about one alert.
public struct AlertDefinition: Hashable, Sendable, Codable, Identifiable {
    public var id: AlertID
    public var level: AlertLevel
    public var title: String
    public var message: String
    public var actions: [AlertAction]
    /// Whether the user may close it without pressing an action (close
    /// button, tap on the mask). The app can always remove it in code.
    public var isDismissible: Bool
    /// The screen this alert belongs to, or `nil` to show on any screen.
    public var screen: String?
    /// How long it may wait in the queue before it is stale, or `nil`.
    public var ttl: Milliseconds?
    /// The group that limits how many of its members show per run.
    public var group: String?

    public init(
        id: AlertID,
        level: AlertLevel = .normal,
        title: String = "",
        message: String = "",
        actions: [AlertAction] = [],
        isDismissible: Bool = true,
        screen: String? = nil,
        ttl: Milliseconds? = nil,
        group: String? = nil
    ) {
        self.id = id
        self.level = level
        self.title = title
        self.message = message
        self.actions = actions
        self.isDismissible = isDismissible
        self.screen = screen
        self.ttl = ttl
        self.group = group
    }

    /// The action with this label, if the alert has one.
    ///
    /// - Complexity: O(*a*), where *a* is the number of actions.
    public func action(labelled label: String) -> AlertAction? {
        actions.first { $0.label == label }
    }
}
