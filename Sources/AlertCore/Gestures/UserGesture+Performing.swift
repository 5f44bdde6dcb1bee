/// A state machine that carries out the user's taps and closes (rule 6):
/// the scheduler and the naive model decide them the same way and emit the
/// same events; they differ only in what removing an alert does and what
/// follows it. A visible alert is named by a handle: its slot in the
/// scheduler's table, its node in the naive model's pile.
package protocol UserGesturePerforming: EventEmitting {
    /// The handle of the top visible alert, which gestures without an
    /// address land on.
    var topPosition: Int? { get }
    /// The handle of the (topmost) visible alert `id`, if it is visible.
    func position(ofVisible id: AlertID) -> Int?
    /// The level of the pending alert `id`, if one is pending: a gesture
    /// addressed to it is refused as not visible, with its level.
    func level(ofPending id: AlertID) -> AlertLevel?
    /// The id and level of the visible alert at `position`, and whether the
    /// user may close it.
    func gestureFacts(at position: Int) -> GestureFacts
    /// Whether the action with id `action` of the visible alert at
    /// `position` dismisses it, or `nil` when it has no such action.
    func actionDismisses(_ action: String, at position: Int) -> Bool?
    /// Takes the visible alert at `position` off the screen as dismissed.
    mutating func removeVisible(at position: Int)
    /// What follows a dismissal: the scheduler settles; naive code does nothing.
    mutating func didRemoveVisible(into events: inout [AlertEvent])
}

/// What a gesture needs to know of the alert it lands on.
package typealias GestureFacts = (id: AlertID, level: AlertLevel, isDismissible: Bool)

extension UserGesturePerforming {
    /// Taps the action with id `action` on `target`: `rejected`, or
    /// `tapped` and (when the action dismisses) `dismissed` with the action.
    /// An addressed tap is checked for position before action.
    ///
    /// - Complexity: O(*a*) in the alert's actions, plus finding an
    ///   addressed alert and what a dismissal sets off.
    package mutating func tap(_ action: String, on target: AlertTarget, into events: inout [AlertEvent]) {
        guard let position = landing(of: target, into: &events) else { return }
        let (id, level, _) = gestureFacts(at: position)
        guard let dismisses = actionDismisses(action, at: position) else {
            emit(.rejected(consume id, reason: .noSuchAction(action)), level: level, into: &events)
            return
        }
        emit(.tapped(id, action: action), level: level, into: &events)
        guard dismisses else { return }
        removeVisible(at: position)
        emit(.dismissed(consume id, reason: .action(action)), level: level, into: &events)
        didRemoveVisible(into: &events)
    }

    /// Closes `target` as the user would (close button, tap on the mask):
    /// `rejected`, or `dismissed` (closed).
    ///
    /// - Complexity: O(1) for the top alert, plus finding an addressed
    ///   alert and what a dismissal sets off.
    package mutating func close(_ target: AlertTarget, into events: inout [AlertEvent]) {
        guard let position = landing(of: target, into: &events) else { return }
        let (id, level, isDismissible) = gestureFacts(at: position)
        guard isDismissible else {
            emit(.rejected(consume id, reason: .notDismissible), level: level, into: &events)
            return
        }
        removeVisible(at: position)
        emit(.dismissed(consume id, reason: .closed), level: level, into: &events)
        didRemoveVisible(into: &events)
    }

    /// The handle of the alert a gesture lands on (the top, when it is the target),
    /// or `nil` after appending its rejection: `nothing-visible`, then
    /// `covered` for a visible alert below the top, `not-visible` otherwise.
    private mutating func landing(of target: AlertTarget, into events: inout [AlertEvent]) -> Int? {
        guard let top = topPosition else {
            emit(.rejected(nil, reason: .nothingVisible), into: &events)
            return nil
        }
        guard case .alert(let id) = target, id != gestureFacts(at: top).id else { return top }
        if let position = position(ofVisible: id) {
            emit(.rejected(id, reason: .covered), level: gestureFacts(at: position).level, into: &events)
        } else {
            emit(.rejected(id, reason: .notVisible), level: level(ofPending: id), into: &events)
        }
        return nil
    }
}
