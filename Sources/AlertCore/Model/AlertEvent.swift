/// Something that happened, in the order it happened.
///
/// An event is an instant, what happened (``Kind``), and the level of the
/// alert concerned. Read it with a `switch`:
///
///     for event in scheduler.send(.request(rating)) {
///         switch event.kind {
///         case .presented(let id): show(id)
///         case .dropped(let id, .capped): log("\(id) already shown this week")
///         default: break
///         }
///     }
public struct AlertEvent: Hashable, Sendable, Codable {
    /// What happened.
    public enum Kind: Hashable, Sendable, Codable {
        /// A module asked for the alert. Emitted on arrival, before the
        /// scheduler acts on it.
        case requested(AlertID)
        /// The user pressed an action of the alert, named by its id.
        case tapped(AlertID, action: String)
        /// The alert went on screen.
        case presented(AlertID)
        /// The alert left the screen and went back to the queue, keeping its place.
        case suspended(AlertID, reason: SuspensionReason)
        /// The alert left the screen for good.
        case dismissed(AlertID, reason: DismissalReason)
        /// The alert ended without being dismissed: removed in code while
        /// pending, or cut short by a relaunch.
        case cancelled(AlertID, reason: CancellationReason)
        /// The alert's time to live ran out while it waited.
        case expired(AlertID)
        /// The alert was turned away or taken out of the queue.
        case dropped(AlertID, reason: DropReason)
        /// The alert was already pending or visible, so the request changed nothing.
        case coalesced(AlertID)
        /// A command was refused and changed nothing. The alert is the one
        /// the command addressed, else the top alert; `nil` when nothing was
        /// visible (`nothingVisible`) and for a hold (`notHeld`).
        case rejected(AlertID?, reason: RejectionReason)
        /// Something else took the screen for a while (a splash ad, a system dialog).
        case held(String)
        /// One holder of the named hold let go.
        case released(String)
        /// The app moved to another screen.
        case navigated(to: String)
        /// The app was killed and started again; only frequency caps and the
        /// ledger carry over.
        case relaunched
    }

    /// When it happened, in milliseconds of the scheduler's time.
    public var time: Milliseconds
    /// What happened.
    public var kind: Kind
    /// The level of the alert concerned, when the scheduler knows it.
    public var level: AlertLevel?

    /// An event of `kind` at `time`, about an alert of `level`.
    ///
    /// - Complexity: O(1)
    public init(time: Milliseconds, kind: Kind, level: AlertLevel? = nil) {
        self.time = time
        self.kind = kind
        self.level = level
    }

    /// The alert this event concerns, if any.
    ///
    /// - Complexity: O(1)
    public var alert: AlertID? { kind.alert }
}

extension AlertEvent.Kind {
    /// The alert this event concerns, if any.
    ///
    /// - Complexity: O(1)
    public var alert: AlertID? {
        switch self {
        case .requested(let id), .tapped(let id, _), .presented(let id), .suspended(let id, _),
            .dismissed(let id, _), .cancelled(let id, _), .expired(let id), .dropped(let id, _),
            .coalesced(let id):
            id
        case .rejected(let id, _): id
        case .held, .released, .navigated, .relaunched: nil
        }
    }
}
