import AlertCore

/// The alert ids and action ids a timeline may name, for lookups and suggestions.
struct Catalogue {
    /// Alert ids in file order.
    private(set) var ids: [AlertID]
    /// Every action id of any alert, first occurrence order.
    private(set) var actionIDs: [String]
    private var definitions: [AlertID: AlertDefinition]
    private var actionIDSet: Set<String>

    init(_ alerts: [AlertDefinition]) {
        ids = alerts.map(\.id)
        definitions = Dictionary(alerts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var actionIDs: [String] = []
        var actionIDSet = Set<String>()
        for action in alerts.flatMap(\.actions) where actionIDSet.insert(action.id).inserted {
            actionIDs.append(action.id)
        }
        self.actionIDs = actionIDs
        self.actionIDSet = actionIDSet
    }

    /// - Complexity: O(1)
    func definition(of id: AlertID) -> AlertDefinition? { definitions[id] }

    /// - Complexity: O(1)
    func contains(actionID: String) -> Bool { actionIDSet.contains(actionID) }

    /// Takes `actionID` as known without an alert that has it: for a
    /// JSON-lines tap read before the alert it belongs to is declared,
    /// checked against the whole catalogue once every line is read.
    ///
    /// - Complexity: O(1) amortised.
    mutating func admit(actionID: String) {
        if actionIDSet.insert(actionID).inserted { actionIDs.append(actionID) }
    }

    /// Adds an alert declared after the others (a JSON-lines declaration);
    /// an id already held keeps its first definition.
    ///
    /// - Complexity: O(*k*) for its *k* actions.
    mutating func append(_ definition: AlertDefinition) {
        guard definitions[definition.id] == nil else { return }
        ids.append(definition.id)
        definitions[definition.id] = definition
        for action in definition.actions where actionIDSet.insert(action.id).inserted {
            actionIDs.append(action.id)
        }
    }
}
