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
