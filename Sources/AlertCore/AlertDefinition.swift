/// The identifier an app gives an alert. Requesting an id that is already
/// pending or visible coalesces: the request changes nothing.
public typealias AlertID = String

/// The scheduler's time and durations, in integer milliseconds.
public typealias Milliseconds = Int

/// A button on an alert.
public struct AlertAction: Hashable, Sendable, Codable {
    /// The text on the button, which is also what a tap names.
    public var label: String
    /// Whether pressing it closes the alert. `false` for buttons such as
    /// "Update now" on a forced update, which open something and stay.
    public var dismisses: Bool

    /// A button labelled `label` that closes its alert unless `dismisses` is `false`.
    public init(_ label: String, dismisses: Bool = true) {
        self.label = label
        self.dismisses = dismisses
    }
}

/// Everything the scheduler needs to know about one alert.
///
///     let rating = AlertDefinition(
///         id: "rating", level: .normal, title: "Enjoying the app?",
///         actions: [AlertAction("Rate"), AlertAction("Later")],
///         ttl: .seconds(30), cap: "weekly")
public struct AlertDefinition: Hashable, Sendable, Codable, Identifiable {
    /// The alert's identity: requesting an id that is pending or visible coalesces.
    public var id: AlertID
    /// Higher levels show first and sit above lower ones.
    public var level: AlertLevel
    /// The headline the presenter shows.
    public var title: String
    /// The text under the title.
    public var message: String
    /// The buttons, in the order they are shown.
    public var actions: [AlertAction]
    /// Whether the user may close it without pressing an action (close
    /// button, tap on the mask). The app can always remove it in code.
    public var isDismissible: Bool
    /// The screen this alert belongs to, or `nil` to show on any screen.
    public var screen: String?
    /// How long it may wait in the queue before it is stale, or `nil` to wait
    /// as long as it takes. Counted in whole milliseconds; a negative ttl
    /// counts as zero.
    public var ttl: Duration?
    /// The group that limits how many of its members show per launch.
    public var group: String?
    /// The frequency cap (a name in ``AlertPolicy/caps``) that limits how
    /// often it shows across launches.
    public var cap: String?

    /// An alert with these fields; only `id` is required.
    public init(
        id: AlertID,
        level: AlertLevel = .normal,
        title: String = "",
        message: String = "",
        actions: [AlertAction] = [],
        isDismissible: Bool = true,
        screen: String? = nil,
        ttl: Duration? = nil,
        group: String? = nil,
        cap: String? = nil
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
        self.cap = cap
    }

    /// The action with this label, if the alert has one.
    ///
    /// - Complexity: O(*a*), where *a* is the number of actions.
    public func action(labelled label: String) -> AlertAction? {
        actions.first { $0.label == label }
    }

    /// The ttl in whole milliseconds, never negative.
    var ttlMilliseconds: Milliseconds? { ttl.map { Swift.max(0, $0.wholeMilliseconds) } }
}
