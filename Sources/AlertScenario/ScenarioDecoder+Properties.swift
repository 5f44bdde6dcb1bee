import AlertCore

extension ScenarioDecoder {
    /// The kinds of property, as written under `properties:` (docs/explore.md).
    static let propertyKeys = [
        "never-covered", "max-wait", "not-before", "never-dropped", "shown", "before", "max-visible",
        "no-orphan-mask", "sometimes",
    ]

    /// The `properties:` list: each item a mapping with one key, the kind.
    ///
    /// - Complexity: O(*e*) for the *e* events of the list, plus a hash lookup per alert id.
    func properties(from start: YAMLEvent, catalogue: Catalogue) throws(ScenarioError) -> [ScenarioProperty] {
        var properties: [ScenarioProperty] = []
        let items = try list(start, for: "properties")
        while let item = try items.next() {
            guard item.kind == .mappingStart else {
                throw failure(
                    "expected a property (a mapping like {max-visible: 1} or {never-covered: forced-update}), "
                        + "got \(item.described)",
                    at: item.location)
            }
            var fields = try mapping(item, in: "in a property", allowed: Self.propertyKeys)
            guard let field = try fields.next() else {
                throw failure(
                    "the property is empty; expected one of \(Self.propertyKeys.joined(separator: ", "))",
                    at: item.location)
            }
            let kind = try propertyKind(field, catalogue: catalogue)
            if let extra = try fields.next() {
                throw failure(
                    "a property has one key, and this one has '\(field.name)' and '\(extra.name)'; "
                        + "expected each property as its own list item",
                    at: extra.keyLocation)
            }
            properties.append(ScenarioProperty(kind: kind, location: item.location))
        }
        return properties
    }

    /// The property `field` states.
    private func propertyKind(
        _ field: MappingReader.Entry, catalogue: Catalogue
    ) throws(ScenarioError) -> ScenarioProperty.Kind {
        let value = field.value
        switch field.name {
        case "never-covered":
            return .neverCovered(try alert(value, for: field.name, catalogue: catalogue).id)
        case "never-dropped":
            return .neverDropped(try alert(value, for: field.name, catalogue: catalogue).id)
        case "shown":
            return .shown(try alert(value, for: field.name, catalogue: catalogue).id)
        case "max-wait":
            let (id, wait) = try alertAndDuration(
                value, property: field.name, durationKey: "wait", catalogue: catalogue)
            return .maxWait(id, wait: wait)
        case "not-before":
            let (id, at) = try alertAndDuration(value, property: field.name, durationKey: "at", catalogue: catalogue)
            return .notBefore(id, at: at)
        case "before":
            guard value.kind == .sequenceStart else {
                throw failure(
                    "expected two alert ids for 'before' ([first, second]), got \(value.described)", at: value.location)
            }
            var ids: [AlertID] = []
            var secondPlace = value.location
            let items = try list(value, for: "before")
            while let item = try items.next() {
                guard ids.count < 2 else {
                    throw failure(
                        "'before' has a third alert id; expected two, [first, second]", at: item.location)
                }
                ids.append(try alert(item, for: "before", catalogue: catalogue).id)
                secondPlace = item.location
            }
            guard ids.count == 2 else {
                throw failure(
                    "'before' has \(ids.count == 0 ? "no alert id" : "one alert id"); expected two, [first, second]",
                    at: value.location)
            }
            // An alert's first presentation cannot come before itself: such a property would hold in every run.
            guard ids[0] != ids[1] else {
                throw failure(
                    "'before' names \(ids[0].quotedForMessage) twice; expected two different alerts, [first, second]",
                    at: secondPlace)
            }
            return .before(ids[0], ids[1])
        case "max-visible":
            return .maxVisible(try count(value, for: field.name, minimum: 1))
        case "no-orphan-mask":
            guard try flag(value, for: field.name) else {
                throw failure(
                    "'no-orphan-mask' takes true (no dim layer without an alert); expected true, or drop the property",
                    at: value.location)
            }
            return .noOrphanMask
        default:
            return try sometimes(value, catalogue: catalogue)
        }
    }

    /// `{alert: ID, KEY: D}` for `max-wait` and `not-before`.
    private func alertAndDuration(
        _ start: YAMLEvent, property: String, durationKey: String, catalogue: Catalogue
    ) throws(ScenarioError) -> (AlertID, Milliseconds) {
        let form = "{alert: ID, \(durationKey): D}"
        guard start.kind == .mappingStart else {
            throw failure("expected \(form) for '\(property)', got \(start.described)", at: start.location)
        }
        var fields = try mapping(start, in: "in '\(property)'", allowed: ["alert", durationKey])
        var id: AlertID?
        var duration: Milliseconds?
        while let field = try fields.next() {
            if field.name == "alert" {
                id = try alert(field.value, for: "alert", catalogue: catalogue).id
            } else {
                duration = try self.duration(field.value, for: durationKey)
            }
        }
        guard let id, let duration else {
            let missing = id == nil ? "alert" : durationKey
            throw failure(
                "missing required key '\(missing)' in '\(property)'; expected \(form)", at: start.location)
        }
        return (id, duration)
    }

    /// `sometimes: {EVENT: ID}`, EVENT an event of §6 that names an alert.
    private func sometimes(_ start: YAMLEvent, catalogue: Catalogue) throws(ScenarioError) -> ScenarioProperty.Kind {
        let events = ScenarioProperty.Kind.sometimesEvents
        guard start.kind == .mappingStart else {
            throw failure(
                "expected {EVENT: ID} for 'sometimes' (like {presented: coupon}), got \(start.described)",
                at: start.location)
        }
        var fields = try mapping(start, in: "in 'sometimes'", allowed: events)
        guard let field = try fields.next() else {
            throw failure(
                "'sometimes' is empty; expected {EVENT: ID} with EVENT one of \(events.joined(separator: ", "))",
                at: start.location)
        }
        let id = try alert(field.value, for: field.name, catalogue: catalogue).id
        if let extra = try fields.next() {
            throw failure(
                "'sometimes' takes one event; expected {EVENT: ID}, and write another 'sometimes' for '\(extra.name)'",
                at: extra.keyLocation)
        }
        return .sometimes(event: field.name, alert: id)
    }
}
