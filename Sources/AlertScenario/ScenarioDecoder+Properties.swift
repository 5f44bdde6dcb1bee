import AlertCore
import TerminalText

extension ScenarioDecoder {
    /// The property kinds, as `properties:` names them (SPEC §9).
    static let propertyKinds = [
        "never-covered", "max-wait", "not-before", "never-dropped", "shown", "before", "max-visible",
        "no-orphan-mask", "sometimes",
    ]
    /// The §6 event names about one alert, which `sometimes` may name.
    static let alertEventNames = [
        "requested", "tapped", "presented", "suspended", "dismissed", "cancelled", "expired", "dropped", "coalesced",
        "rejected",
    ]

    /// The `properties:` list: each item a mapping of one kind to its value;
    /// every alert named must be in the catalogue.
    ///
    /// - Complexity: O(*e*) for the *e* events of the list, plus a hash lookup per id.
    func properties(from start: YAMLEvent, catalogue: Catalogue) throws(ScenarioError) -> [ScenarioProperty] {
        var properties: [ScenarioProperty] = []
        let items = try list(start, for: "properties")
        while let item = try items.next() {
            guard item.kind == .mappingStart else {
                throw failure(
                    "expected a property (a mapping like {never-covered: forced-update}), got \(item.described)",
                    at: item.location)
            }
            var fields = try mapping(item, in: "in a property", allowed: Self.propertyKinds)
            guard let field = try fields.next() else {
                throw failure(
                    "the property is empty; expected one of \(Self.propertyKinds.joined(separator: ", "))",
                    at: item.location)
            }
            let (kind, _) = try property(field, catalogue: catalogue)
            if let extra = try fields.next() {
                throw failure(
                    "the property has two kinds, '\(field.name)' and '\(extra.name)'; "
                        + "expected one kind a property (write each as its own list item)",
                    at: extra.keyLocation)
            }
            properties.append(
                ScenarioProperty(kind: kind, location: item.location, description: kind.yamlText))
        }
        return properties
    }

    /// One property's kind from its key and value, with the value as a person writes it.
    private func property(
        _ field: MappingReader.Entry, catalogue: Catalogue
    ) throws(ScenarioError) -> (ScenarioProperty.Kind, String) {
        switch field.name {
        case "never-covered":
            let id = try alert(field.value, for: field.name, catalogue: catalogue).id
            return (.neverCovered(id), id)
        case "never-dropped":
            let id = try alert(field.value, for: field.name, catalogue: catalogue).id
            return (.neverDropped(id), id)
        case "shown":
            let id = try alert(field.value, for: field.name, catalogue: catalogue).id
            return (.shown(id), id)
        case "max-wait", "not-before":
            let key = field.name == "max-wait" ? "wait" : "at"
            let (id, time) = try alertAndDuration(field.value, property: field.name, key: key, catalogue: catalogue)
            let written = "{alert: \(id), \(key): \(DurationText.written(time))}"
            return (field.name == "max-wait" ? .maxWait(id, wait: time) : .notBefore(id, at: time), written)
        case "before":
            let ids = try alertPair(field.value, catalogue: catalogue)
            return (.before(ids.0, ids.1), "[\(ids.0), \(ids.1)]")
        case "max-visible":
            let limit = try count(field.value, for: field.name, minimum: 0)
            return (.maxVisible(limit), "\(limit)")
        case "no-orphan-mask":
            guard try flag(field.value, for: field.name) else {
                throw failure(
                    "'no-orphan-mask' takes true; expected true, or leave the property out", at: field.value.location)
            }
            return (.noOrphanMask, "true")
        default:
            let (event, id) = try sometimes(field.value, catalogue: catalogue)
            return (.sometimes(event: event, alert: id), "{\(event): \(id)}")
        }
    }

    /// `{alert: ID, KEY: D}`.
    private func alertAndDuration(
        _ start: YAMLEvent, property: String, key: String, catalogue: Catalogue
    ) throws(ScenarioError) -> (AlertID, Milliseconds) {
        var fields = try mapping(start, in: "in '\(property)'", allowed: ["alert", key])
        var id: AlertID?
        var time: Milliseconds?
        while let field = try fields.next() {
            if field.name == "alert" {
                id = try alert(field.value, for: "alert", catalogue: catalogue).id
            } else {
                time = try duration(field.value, for: key)
            }
        }
        guard let id, let time else {
            let missing = id == nil ? "alert" : key
            throw failure(
                "missing required key '\(missing)' in '\(property)'; expected {alert: ID, \(key): DURATION}",
                at: start.location)
        }
        return (id, time)
    }

    /// `[A, B]`: two alerts.
    private func alertPair(_ start: YAMLEvent, catalogue: Catalogue) throws(ScenarioError) -> (AlertID, AlertID) {
        let items = try list(start, for: "before")
        var ids: [AlertID] = []
        while let item = try items.next() {
            guard ids.count < 2 else {
                throw failure("'before' takes two alerts, got a third; expected [A, B]", at: item.location)
            }
            ids.append(try alert(item, for: "before", catalogue: catalogue).id)
        }
        guard ids.count == 2 else {
            throw failure("'before' takes two alerts, got \(ids.count); expected [A, B]", at: start.location)
        }
        return (ids[0], ids[1])
    }

    /// `{EVENT: ID}`: one §6 event name about one alert.
    private func sometimes(_ start: YAMLEvent, catalogue: Catalogue) throws(ScenarioError) -> (String, AlertID) {
        var fields = try mapping(start, in: "in 'sometimes'", allowed: Self.alertEventNames)
        guard let field = try fields.next() else {
            throw failure(
                "'sometimes' is empty; expected {EVENT: ID}, like {presented: coupon-tip}", at: start.location)
        }
        let id = try alert(field.value, for: field.name, catalogue: catalogue).id
        if let extra = try fields.next() {
            throw failure(
                "'sometimes' names two events, '\(field.name)' and '\(extra.name)'; expected one (write two properties)",
                at: extra.keyLocation)
        }
        return (field.name, id)
    }
}
