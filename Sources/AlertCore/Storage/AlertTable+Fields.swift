// Each reads one field of a record where it lies: an array subscript
// followed by stored or simple computed properties compiles to plain loads,
// where reading the record itself would copy (and retain) a whole definition.
extension AlertTable {
    /// The id of the alert in `slot`.
    /// - Complexity: O(1)
    func id(of slot: Int32) -> AlertID { records[Int(slot)].definition.id }

    /// The level of the alert in `slot`.
    /// - Complexity: O(1)
    func level(of slot: Int32) -> AlertLevel { records[Int(slot)].definition.level }

    /// Whether the alert in `slot` is pending, visible, or not there at all.
    /// - Complexity: O(1)
    func state(of slot: Int32) -> LiveAlert.State { records[Int(slot)].state }

    /// Whether the alert in `slot` has been presented before.
    /// - Complexity: O(1)
    func wasPresented(_ slot: Int32) -> Bool { records[Int(slot)].wasPresented }

    /// The screen the alert in `slot` is scoped to, if any.
    /// - Complexity: O(1)
    func screen(of slot: Int32) -> String? { records[Int(slot)].definition.screen }

    /// The frequency cap of the alert in `slot`, if any.
    /// - Complexity: O(1)
    func cap(of slot: Int32) -> String? { records[Int(slot)].definition.cap }

    /// The group of the alert in `slot`, if any. The record knows whether
    /// there is one, so an alert without a group has its definition (seldom
    /// in cache in a long queue) left unread.
    ///
    /// - Complexity: O(1)
    func group(of slot: Int32) -> String? {
        records[Int(slot)].hasGroup ? records[Int(slot)].definition.group : nil
    }

    /// When the alert in `slot` expires if it is still pending then. Like
    /// ``group(of:)``, it reads the definition only when there is a ttl.
    ///
    /// - Complexity: O(1)
    func expiresAt(of slot: Int32) -> Milliseconds? {
        guard records[Int(slot)].hasTTL else { return nil }
        return records[Int(slot)].definition.ttlMilliseconds.map(records[Int(slot)].requestedAt.addingClamped)
    }
}

extension AlertTable {
    /// Whether the alert in `slot` may be closed by the user.
    /// - Complexity: O(1)
    func isDismissible(_ slot: Int32) -> Bool { records[Int(slot)].isDismissible }

    /// Whether the action with id `action` of the alert in `slot` dismisses
    /// it, or `nil` when it has no such action.
    ///
    /// - Complexity: O(*a*) in its actions.
    func actionDismisses(_ action: String, of slot: Int32) -> Bool? {
        records[Int(slot)].definition.action(withID: action)?.dismisses
    }

    /// Whether the alert in `slot` has a ttl.
    /// - Complexity: O(1)
    func hasTTL(_ slot: Int32) -> Bool { records[Int(slot)].hasTTL }

    /// Whether the alert in `slot` is scoped to a screen.
    /// - Complexity: O(1)
    func isScoped(_ slot: Int32) -> Bool { records[Int(slot)].isScoped }
}
