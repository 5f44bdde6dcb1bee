// Each reads one field of a record where it lies (plain loads), where
// reading the record itself would copy and retain a whole definition. All
// are O(1) but ``actionDismisses(_:of:)``. The optional fields are read from
// the definition only when the record's traits say they are there.
extension AlertTable {
    func id(of slot: Int32) -> AlertID { records[Int(slot)].definition.id }

    func level(of slot: Int32) -> AlertLevel { records[Int(slot)].definition.level }

    /// Whether the alert in `slot` is pending, visible, or not there at all.
    func state(of slot: Int32) -> LiveAlert.State { records[Int(slot)].state }

    /// Whether the alert in `slot` has been presented before.
    func wasPresented(_ slot: Int32) -> Bool { records[Int(slot)].wasPresented }

    /// Whether the user may close the alert in `slot`.
    func isDismissible(_ slot: Int32) -> Bool { records[Int(slot)].isDismissible }

    func hasTTL(_ slot: Int32) -> Bool { records[Int(slot)].hasTTL }

    /// The screen the alert in `slot` is scoped to, if any.
    func screen(of slot: Int32) -> String? {
        records[Int(slot)].isScoped ? records[Int(slot)].definition.screen : nil
    }

    /// The frequency cap of the alert in `slot`, if any.
    func cap(of slot: Int32) -> String? { records[Int(slot)].definition.cap }

    func group(of slot: Int32) -> String? {
        records[Int(slot)].hasGroup ? records[Int(slot)].definition.group : nil
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
