public import AlertCore

/// How one request of an alert ended. Every request ends exactly once.
public enum AlertOutcome: Hashable, Sendable {
    /// The user pressed the action with this id (`AlertAction.id`, not its label).
    case action(String)
    /// The user closed it: the close button, or a tap on the dim mask.
    case closed
    /// The app removed it in code, or the task waiting for it was cancelled,
    /// or the app was relaunched.
    case removed
    /// Its time to live ran out while it waited.
    case expired
    /// It was turned away: the queue was full, its group had shown enough,
    /// or its frequency cap was full.
    case dropped(DropReason)
}

extension AlertOutcome {
    /// The outcome an event gives the alert it concerns, if the event ends it.
    ///
    /// - Complexity: O(1)
    init?(ending kind: AlertEvent.Kind) {
        switch kind {
        case .dismissed(_, .action(let id)): self = .action(id)
        case .dismissed(_, .closed): self = .closed
        case .dismissed(_, .removed), .cancelled: self = .removed
        case .expired: self = .expired
        case .dropped(_, let reason): self = .dropped(reason)
        default: return nil
        }
    }
}

extension AlertOutcome: CustomStringConvertible {
    /// `action "rate"`, `closed`, `removed`, `expired`, `dropped (capped)`.
    ///
    /// - Complexity: O(1)
    public var description: String {
        switch self {
        case .action(let id): "action \"\(id)\""
        case .closed: "closed"
        case .removed: "removed"
        case .expired: "expired"
        case .dropped(let reason): "dropped (\(reason.name))"
        }
    }
}
