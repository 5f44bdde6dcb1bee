/// What a user's tap or close amounts to (rule: dismissal). The scheduler and
/// the naive model decide it the same way; they differ only in what removing
/// an alert does and what follows.
enum UserGesture: Equatable {
    /// Refused, changing nothing.
    case rejected(RejectionReason, alert: AlertID?, level: AlertLevel?)
    /// An action is pressed; the alert goes too when the action `dismisses`.
    case press(AlertDefinition, action: String, dismisses: Bool)
    /// The alert is closed without an action.
    case close(AlertDefinition)

    /// A tap on the action labelled `label` of `target`, given the `top`
    /// visible alert; `visibleLevel` gives the level of a visible alert, `nil`
    /// for others. An addressed tap is checked for position before label.
    ///
    /// - Complexity: O(*a*) in the number of actions.
    static func tap(
        _ label: String, on target: AlertTarget, top: AlertDefinition?, visibleLevel: (AlertID) -> AlertLevel?
    ) -> UserGesture {
        switch resolve(target, top: top, visibleLevel: visibleLevel) {
        case .refused(let rejection): return rejection
        case .on(let alert):
            guard let action = alert.action(labelled: label) else {
                return .rejected(.noSuchAction(label), alert: alert.id, level: alert.level)
            }
            return .press(alert, action: label, dismisses: action.dismisses)
        }
    }

    /// The close button, or a tap on the mask, of `target`.
    ///
    /// - Complexity: O(1)
    static func close(
        _ target: AlertTarget, top: AlertDefinition?, visibleLevel: (AlertID) -> AlertLevel?
    ) -> UserGesture {
        switch resolve(target, top: top, visibleLevel: visibleLevel) {
        case .refused(let rejection): return rejection
        case .on(let alert):
            guard alert.isDismissible else {
                return .rejected(.notDismissible, alert: alert.id, level: alert.level)
            }
            return .close(alert)
        }
    }

    /// Where a gesture lands: on the top alert, or refused.
    private enum Landing {
        case on(AlertDefinition)
        case refused(UserGesture)
    }

    /// The alert a gesture lands on: the top one, when it is the target.
    /// `visibleLevel` gives the level of a visible alert, `nil` for others.
    private static func resolve(
        _ target: AlertTarget, top: AlertDefinition?, visibleLevel: (AlertID) -> AlertLevel?
    ) -> Landing {
        guard let top else { return .refused(.rejected(.nothingVisible, alert: nil, level: nil)) }
        guard case .alert(let id) = target, id != top.id else { return .on(top) }
        if let level = visibleLevel(id) { return .refused(.rejected(.covered, alert: id, level: level)) }
        return .refused(.rejected(.notVisible, alert: id, level: nil))
    }
}
