import AlertCore

/// The ids and labels a timeline may name, for lookups and suggestions.
struct Catalogue {
    /// Alert ids in file order.
    let ids: [AlertID]
    /// Every action label of any alert, first occurrence order.
    let labels: [String]
    private let idSet: Set<AlertID>
    private let labelSet: Set<String>

    init(_ alerts: [AlertDefinition]) {
        ids = alerts.map(\.id)
        idSet = Set(ids)
        var labels: [String] = []
        var labelSet = Set<String>()
        for action in alerts.flatMap(\.actions) where labelSet.insert(action.label).inserted {
            labels.append(action.label)
        }
        self.labels = labels
        self.labelSet = labelSet
    }

    /// - Complexity: O(1)
    func contains(id: AlertID) -> Bool { idSet.contains(id) }

    /// - Complexity: O(1)
    func contains(label: String) -> Bool { labelSet.contains(label) }
}
