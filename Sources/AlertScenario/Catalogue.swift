import AlertCore

/// The ids and labels a timeline may name, for lookups and suggestions.
struct Catalogue {
    /// Alert ids in file order.
    private(set) var ids: [AlertID]
    /// Every action label of any alert, first occurrence order.
    private(set) var labels: [String]
    private var definitions: [AlertID: AlertDefinition]
    private var labelSet: Set<String>

    init(_ alerts: [AlertDefinition]) {
        ids = alerts.map(\.id)
        definitions = Dictionary(alerts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var labels: [String] = []
        var labelSet = Set<String>()
        for action in alerts.flatMap(\.actions) where labelSet.insert(action.label).inserted {
            labels.append(action.label)
        }
        self.labels = labels
        self.labelSet = labelSet
    }

    /// - Complexity: O(1)
    func definition(of id: AlertID) -> AlertDefinition? { definitions[id] }

    /// - Complexity: O(1)
    func contains(label: String) -> Bool { labelSet.contains(label) }

    /// Adds an alert declared after the others (a JSON-lines declaration);
    /// an id already held keeps its first definition.
    ///
    /// - Complexity: O(*k*) for its *k* actions.
    mutating func append(_ definition: AlertDefinition) {
        guard definitions[definition.id] == nil else { return }
        ids.append(definition.id)
        definitions[definition.id] = definition
        for action in definition.actions where labelSet.insert(action.label).inserted {
            labels.append(action.label)
        }
    }
}
