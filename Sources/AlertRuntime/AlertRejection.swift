public import AlertCore

/// Why a user's gesture was refused, thrown by ``AlertCenter/tap(action:on:)-(_,AlertID)``
/// and ``AlertCenter/close(_:)-(AlertID)``. A refused gesture changes nothing.
///
///     do {
///         try await center.tap(action: "rate", on: "rating")
///     } catch let rejection as AlertRejection where rejection.reason == .covered {
///         // A forced update went on top between the user's look and the tap.
///     }
///
/// The reasons a gesture meets: `.nothingVisible` (no alert
/// on screen), `.notVisible` (the addressed alert is pending
/// or gone), `.covered` (it is on screen under another),
/// `.noSuchAction` (it has no action with that id) and
/// `.notDismissible` (a close of an alert declared
/// `isDismissible: false`).
public struct AlertRejection: Error, Hashable, Sendable {
    /// Why the gesture was refused.
    public var reason: RejectionReason
    /// The alert it names (rule 6, docs/rules.md): the addressed alert, or the top one for
    /// a gesture on `AlertTarget.top`; `nil` when nothing was visible.
    public var alert: AlertID?
    /// The level of ``alert`` when the scheduler holds it, else `nil`.
    public var level: AlertLevel?

    /// A rejection for `reason`, naming `alert` of `level`.
    ///
    /// - Complexity: O(1)
    public init(reason: RejectionReason, alert: AlertID?, level: AlertLevel? = nil) {
        self.reason = reason
        self.alert = alert
        self.level = level
    }

    /// The rejection among a command's events, if the command was refused.
    ///
    /// - Complexity: O(*e*) in the number of events.
    init?(among events: [AlertEvent]) {
        for event in events {
            guard case .rejected(let alert, let reason) = event.kind else { continue }
            self.init(reason: reason, alert: alert, level: event.level)
            return
        }
        return nil
    }
}

extension AlertRejection: CustomStringConvertible {
    /// `rejected covered (rating)`, `rejected nothing-visible`.
    ///
    /// - Complexity: O(*k*) in the length of the alert id.
    public var description: String {
        "rejected \(reason.name)" + (alert.map { " (\($0))" } ?? "")
    }
}
