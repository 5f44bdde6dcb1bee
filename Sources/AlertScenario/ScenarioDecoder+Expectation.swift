import AlertCore
import Yams

extension ScenarioDecoder {
    static let expectKeys = ["visible", "pending", "mask", "masks", "mode"]

    /// An `expect:` mapping: at least one of visible, pending, mask and
    /// masks, and the run it checks (`scheduled` unless `mode: naive`).
    func expectation(from node: Node, catalogue: Catalogue) throws(ScenarioError) -> Expectation {
        let fields = try self.fields(of: node, in: "in expect", allowed: Self.expectKeys)
        var expectation = Expectation()
        if let value = fields["visible"] { expectation.visible = try ids(value, for: "visible", catalogue: catalogue) }
        if let value = fields["pending"] { expectation.pending = try ids(value, for: "pending", catalogue: catalogue) }
        if let value = fields["mask"] { expectation.mask = try flag(value, for: "mask") }
        if let value = fields["masks"] { expectation.masks = try count(value, for: "masks", minimum: 0) }
        if let value = fields["mode"] { expectation.mode = try mode(value) }
        guard fields.keys.contains(where: { $0 != "mode" }) else {
            throw failure("an expect needs at least one of visible, pending, mask or masks", at: node)
        }
        return expectation
    }

    private func ids(_ node: Node, for field: String, catalogue: Catalogue) throws(ScenarioError) -> [AlertID] {
        var ids: [AlertID] = []
        for item in try list(node, for: field) {
            ids.append(try alertID(item, for: field, catalogue: catalogue))
        }
        return ids
    }

    private func mode(_ node: Node) throws(ScenarioError) -> ReplayMode {
        let written = try text(node, for: "mode")
        if let mode = ReplayMode(rawValue: written) { return mode }
        let modes = ReplayMode.allCases.map(\.rawValue)
        throw failure(
            "invalid mode \(written.quotedForMessage) in expect; expected scheduled or naive"
                + NearestWord.hint(for: written, among: modes),
            at: node)
    }
}
