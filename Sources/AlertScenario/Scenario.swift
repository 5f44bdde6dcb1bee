public import AlertCore

/// A scenario file, loaded and checked: the alerts an app knows, the policy,
/// and a timeline of what happens when.
///
/// Invariant: every id, label and screen the timeline names is consistent
/// with ``alerts``; step times never decrease; ``end``, when given, is not
/// before the last step.
public struct Scenario: Hashable, Sendable {
    /// Where it came from, as shown in messages (a path, or `<built-in>`).
    public var source: String
    public var name: String
    public var description: String?
    /// The starting screen, if any.
    public var screen: String?
    public var policy: AlertPolicy
    /// The catalogue, in file order.
    public var alerts: [AlertDefinition]
    public var timeline: [ScenarioStep]
    /// Where the replay stops, if given; otherwise it runs until no deadline is left.
    public var end: Milliseconds?
    /// What must hold in every run (docs/explore.md), in file order.
    public var properties: [ScenarioProperty]
    /// Comments a JSON-lines file carries (`{"note": ...}`), kept so that
    /// `convert` can write them out again; a replay ignores them.
    public var notes: [ScenarioNote] = []

    public init(
        source: String,
        name: String,
        description: String? = nil,
        screen: String? = nil,
        policy: AlertPolicy = AlertPolicy(),
        alerts: [AlertDefinition] = [],
        timeline: [ScenarioStep] = [],
        end: Milliseconds? = nil,
        properties: [ScenarioProperty] = []
    ) {
        (self.source, self.name, self.description, self.screen) = (source, name, description, screen)
        (self.policy, self.alerts, self.timeline) = (policy, alerts, timeline)
        (self.end, self.properties) = (end, properties)
    }
}

/// A position in a source file, 1-based.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) { (self.line, self.column) = (line, column) }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// One entry of the timeline, with its instant resolved from `at`/`after`
/// and its action resolved against the catalogue at load time.
public struct ScenarioStep: Hashable, Sendable {
    /// What a step does: send a command to the state machine, or check it.
    public enum Action: Hashable, Sendable {
        /// `request`, `tap`, `close`, `remove` (or the older `dismiss`), `hold`,
        /// `release`, `screen`, `relaunch`.
        case send(AlertCommand)
        /// `expect`: checked at its place in the timeline.
        case expect(Expectation)
    }

    /// The absolute instant in the nominal run (every lower bound, every
    /// optional step), in virtual milliseconds.
    public var time: Milliseconds
    public var action: Action
    /// Where the step starts in the file.
    public var location: SourceLocation
    /// How a run chooses the step's instant (docs/explore.md); `at: time` by default.
    public var timing: StepTiming
    /// Whether a run may leave the step out (`optional: true`).
    public var isOptional: Bool

    /// A step at `time` (its nominal instant: every lower bound), chosen by
    /// `timing` in a run (`at: time` when `nil`).
    public init(
        time: Milliseconds, action: Action, location: SourceLocation = SourceLocation(line: 0, column: 0),
        timing: StepTiming? = nil, isOptional: Bool = false
    ) {
        self.time = time
        self.action = action
        self.location = location
        self.timing = timing ?? .at(time...time)
        self.isOptional = isOptional
    }
}

/// Which model a replay runs, or both side by side.
///
/// A run (a ``ScenarioReplay``, a transcript, an `expect` step) is
/// ``scheduled`` or ``naive``; ``compare`` is both on one clock, for what
/// shows two runs at once (the player, an SVG picture), and each of its
/// ``runs`` is replayed on its own.
public enum ReplayMode: String, Hashable, Sendable, CaseIterable, Codable {
    /// The alert scheduler: levels, one at a time, preemption.
    case scheduled
    /// The uncoordinated popup code that caused the bug.
    case naive
    /// Naive and scheduled side by side, on one clock.
    case compare

    /// The modes that are one run: ``scheduled`` and ``naive``.
    public static let runModes: [ReplayMode] = [.scheduled, .naive]

    /// The runs this mode shows, left to right: itself, or for ``compare``
    /// the naive run, then the scheduled one.
    ///
    /// - Complexity: O(1)
    public var runs: [ReplayMode] {
        switch self {
        case .scheduled: [.scheduled]
        case .naive: [.naive]
        case .compare: [.naive, .scheduled]
        }
    }

    /// Whether this mode is one run (not ``compare``).
    ///
    /// - Complexity: O(1)
    public var isRun: Bool { self != .compare }
}

/// What an `expect` step says must be true at its place in the timeline.
/// A `nil` field is not checked.
public struct Expectation: Hashable, Sendable {
    /// Visible ids, bottom to top.
    public var visible: [AlertID]?
    /// Pending ids, in queue order.
    public var pending: [AlertID]?
    /// Whether any dim layer is on screen.
    public var mask: Bool?
    /// The exact number of dim layers.
    public var masks: Int?
    /// The run this expectation applies to.
    public var mode: ReplayMode

    public init(
        visible: [AlertID]? = nil,
        pending: [AlertID]? = nil,
        mask: Bool? = nil,
        masks: Int? = nil,
        mode: ReplayMode = .scheduled
    ) {
        self.visible = visible
        self.pending = pending
        self.mask = mask
        self.masks = masks
        self.mode = mode
    }
}
