/// What a user's gesture on the top alert amounts to (rule 6). The scheduler
/// and the naive model decide it the same way; they differ only in what
/// removing an alert does.
enum TopAlertGesture: Equatable {
    /// Refused, changing nothing; `alert` is the top alert, if there is one.
    case rejected(AlertEvent.Reason, alert: AlertDefinition?)
    /// An action is pressed; the alert goes too when the action `dismisses`.
    case press(AlertDefinition, action: String, dismisses: Bool)
    /// The alert is closed without an action.
    case close(AlertDefinition)

    /// A tap on the action labelled `label` of `top`.
    ///
    /// - Complexity: O(*a*) in the number of actions.
    static func tap(_ label: String, on top: AlertDefinition?) -> TopAlertGesture {
        guard let top else { return .rejected(.nothingVisible, alert: nil) }
        guard let action = top.action(labelled: label) else { return .rejected(.noSuchAction, alert: top) }
        return .press(top, action: label, dismisses: action.dismisses)
    }

    /// The close button, or a tap on the mask, of `top`.
    ///
    /// - Complexity: O(1)
    static func close(_ top: AlertDefinition?) -> TopAlertGesture {
        guard let top else { return .rejected(.nothingVisible, alert: nil) }
        return top.isDismissible ? .close(top) : .rejected(.notDismissible, alert: top)
    }
}
