// Each reads one field of a record where it lies (plain loads), where
// reading the record itself would copy and retain a whole definition. All
// are O(1) but ``actionDismisses(_:of:)``. The optional fields are read from
// the definition only when the record's traits say they are there.
//
// The scheduler reads a definition's fields as `definition.fields.level`, not
// `definition.level`: the dynamic-member subscript is the same load once the
// optimiser has folded its key path, but it folds it only after deciding
// what to inline, and until then a caller looks too big to inline (the drain
// benchmark measured 5 % slower that way).
extension AlertTable {
    func id(of slot: Int32) -> AlertID { records[Int(slot)].definition.id }

    func level(of slot: Int32) -> AlertLevel { records[Int(slot)].definition.fields.level }

    /// Whether the alert in `slot` is pending, visible, or not there at all.
    func state(of slot: Int32) -> LiveAlert.State { records[Int(slot)].state }

    /// Whether the alert in `slot` has been presented before.
    func wasPresented(_ slot: Int32) -> Bool { records[Int(slot)].wasPresented }

    /// Whether the user may close the alert in `slot`.
    func isDismissible(_ slot: Int32) -> Bool { records[Int(slot)].isDismissible }

    func hasTTL(_ slot: Int32) -> Bool { records[Int(slot)].hasTTL }

    /// The screen the alert in `slot` is scoped to, if any.
    func screen(of slot: Int32) -> String? {
        records[Int(slot)].isScoped ? records[Int(slot)].definition.fields.screen : nil
    }

    /// The frequency cap of the alert in `slot`, if any.
    func cap(of slot: Int32) -> String? { records[Int(slot)].definition.fields.cap }

    func group(of slot: Int32) -> String? {
        records[Int(slot)].hasGroup ? records[Int(slot)].definition.fields.group : nil
    }

    /// When the alert in `slot` expires if it is still pending then.
    func expiresAt(of slot: Int32) -> Milliseconds? {
        guard records[Int(slot)].hasTTL else { return nil }
        return records[Int(slot)].definition.ttlMilliseconds.map(records[Int(slot)].requestedAt.addingClamped)
    }

    /// Whether the action with id `action` of the alert in `slot` dismisses
    /// it, or `nil` when it has no such action.
    ///
    /// - Complexity: O(*a*) in its actions.
    func actionDismisses(_ action: String, of slot: Int32) -> Bool? {
        records[Int(slot)].definition.action(withID: action)?.dismisses
    }
}
