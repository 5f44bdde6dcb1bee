public import AlertCore

/// What a presenter has to animate between two screen states: the alerts
/// to show and the alerts to hide, by id. An alert in both states stays;
/// its position is whatever the new state's z-order says, and when its
/// definition is not the one drawn (removed, then requested again with
/// other text while the presenter was busy), it is in ``changed``.
public struct AlertScreenChanges: Hashable, Sendable {
    /// Alerts to show, bottom to top.
    public var shown: [AlertDefinition]
    /// Alerts to hide, bottom to top as they were.
    public var hidden: [AlertDefinition]
    /// Alerts in both states whose definition is not the one drawn, bottom
    /// to top, as they are now: draw their content again.
    public var changed: [AlertDefinition]

    /// Changes that show `shown`, hide `hidden` and redraw `changed`.
    ///
    /// - Complexity: O(1)
    public init(shown: [AlertDefinition] = [], hidden: [AlertDefinition] = [], changed: [AlertDefinition] = []) {
        self.shown = shown
        self.hidden = hidden
        self.changed = changed
    }

    /// Whether nothing appears, disappears or changes. A new order of the
    /// same alerts, or a dim layer more or less, is no change here: compare
    /// the two states' ``AlertScreenState/visible`` and
    /// ``AlertScreenState/masks`` for those.
    ///
    /// - Complexity: O(1)
    public var isEmpty: Bool { shown.isEmpty && hidden.isEmpty && changed.isEmpty }
}

extension AlertScreenState {
    /// What changed since `previous`, the state the presenter drew last.
    ///
    /// The center may skip intermediate states while a presenter is busy
    /// (see ``AlertPresenter``), so compare with what was actually drawn,
    /// not with the state before in the center's order.
    ///
    /// - Complexity: O(*v* + *p*) for *v* and *p* alerts in the two states,
    ///   plus comparing the definitions of alerts in both.
    public func changes(since previous: AlertScreenState) -> AlertScreenChanges {
        let before = Dictionary(previous.visible.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Set(visible.map(\.id))
        return AlertScreenChanges(
            shown: visible.filter { before[$0.id] == nil },
            hidden: previous.visible.filter { !after.contains($0.id) },
            changed: visible.filter { alert in before[alert.id].map { $0 != alert } ?? false })
    }
}
