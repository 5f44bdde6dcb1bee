public import AlertCore

/// One run of a scenario with uncertain steps (docs/explore.md): the value chosen
/// for each ranged step and whether each optional step happens.
///
/// A run is read against an ``ExplorationSpace``: ``values`` has one entry
/// per ranged step and ``happens`` one per optional step, both in file order.
/// A value is what the step's range ranges over: the instant of an `at:`
/// step, the delay of an `after:` step.
public struct ScenarioRun: Hashable, Sendable, Codable {
    /// The chosen value of each ranged step, in file order.
    public var values: [Milliseconds]
    /// Whether each optional step happens, in file order.
    public var happens: [Bool]

    /// A run with these choices.
    ///
    /// - Complexity: O(1)
    public init(values: [Milliseconds], happens: [Bool]) {
        self.values = values
        self.happens = happens
    }

    /// How many optional steps happen in this run.
    ///
    /// - Complexity: O(*o*) for *o* optional steps.
    public var happeningCount: Int { happens.lazy.filter { $0 }.count }
}
