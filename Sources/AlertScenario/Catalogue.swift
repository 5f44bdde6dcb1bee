import AlertCore

/// The alert ids and action ids a timeline may name, for lookups and suggestions.
struct Catalogue {
    /// Alert ids in file order.
    let ids: [AlertID]
    /// Every action id of any alert, first occurrence order.
    let actionIDs: [String]
    private let definitions: [AlertID: AlertDefinition]
    private let actionIDSet: Set<String>

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
}
