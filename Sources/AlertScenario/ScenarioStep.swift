public import AlertCore

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
