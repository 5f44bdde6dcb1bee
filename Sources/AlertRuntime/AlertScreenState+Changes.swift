public import AlertCore

/// What a presenter has to animate between two screen states: the alerts
/// to show and the alerts to hide. An alert in both states stays; its
/// position is whatever the new state's z-order says.
public struct AlertScreenChanges: Hashable, Sendable {
    /// Alerts to show, bottom to top.
    public var shown: [AlertDefinition]
    /// Alerts to hide, bottom to top as they were.
    public var hidden: [AlertDefinition]

    /// Changes that show `shown` and hide `hidden`.
    ///
    /// - Complexity: O(1)
    public init(shown: [AlertDefinition] = [], hidden: [AlertDefinition] = []) {
        self.shown = shown
        self.hidden = hidden
    }

    /// Whether nothing appears or disappears.
    ///
    /// - Complexity: O(1)
    public var isEmpty: Bool { shown.isEmpty && hidden.isEmpty }
}

extension AlertScreenState {
    /// What changed since `previous`, the state the presenter drew last.
    ///
    /// The center may skip intermediate states while a presenter is busy
    /// (see ``AlertPresenter``), so compare with what was actually drawn,
    /// not with the state before in the center's order.
    ///
    /// - Complexity: O(*v* + *p*) for *v* and *p* alerts in the two states.
    public func changes(since previous: AlertScreenState) -> AlertScreenChanges {
        let before = Set(previous.visible.map(\.id))
        let after = Set(visible.map(\.id))
        return AlertScreenChanges(
            shown: visible.filter { !before.contains($0.id) },
            hidden: previous.visible.filter { !after.contains($0.id) })
    }
}
