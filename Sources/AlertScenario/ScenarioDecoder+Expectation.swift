import AlertCore

extension ScenarioDecoder {
    static let expectKeys = ["visible", "pending", "mask", "masks", "mode"]

    /// An `expect:` mapping: at least one of visible, pending, mask and
    /// masks, and the run it checks (`scheduled` unless `mode: naive`).
    func expectation(from start: YAMLEvent, catalogue: Catalogue) throws(ScenarioError) -> Expectation {
        var fields = try mapping(start, in: "in expect", allowed: Self.expectKeys)
        var expectation = Expectation()
        while let field = try fields.next() {
            switch field.name {
            case "visible": expectation.visible = try ids(field.value, for: "visible", catalogue: catalogue)
            case "pending": expectation.pending = try ids(field.value, for: "pending", catalogue: catalogue)
            case "mask": expectation.mask = try flag(field.value, for: "mask")
            case "masks": expectation.masks = try count(field.value, for: "masks", minimum: 0)
            default: expectation.mode = try mode(field.value)
            }
        }
        guard Self.expectKeys.contains(where: { $0 != "mode" && fields.contains($0) }) else {
            throw failure(
                "an expect checks nothing; expected at least one of visible, pending, mask or masks", at: start.location
            )
        }
        return expectation
    }

    private func ids(_ start: YAMLEvent, for field: String, catalogue: Catalogue) throws(ScenarioError) -> [AlertID] {
        var ids: [AlertID] = []
        let items = try list(start, for: field)
        while let item = try items.next() {
            ids.append(try alert(item, for: field, catalogue: catalogue).id)
        }
        return ids
    }

    private func mode(_ value: YAMLEvent) throws(ScenarioError) -> ReplayMode {
        let written = try text(value, for: "mode")
        if let mode = ReplayMode(rawValue: written), mode.isRun { return mode }
        let modes = ReplayMode.runModes.map(\.rawValue)
        throw failure(
            "invalid mode \(written.quotedForMessage) in expect; expected scheduled or naive"
                + NearestWord.hint(for: written, among: modes),
            at: value.location)
    }
}
