// The words transcripts, traces and the runtime's descriptions use for
// events and their reasons: one vocabulary, kept beside the transcripts
// rather than in the scheduler (AlertCore names its cases, not their text).
public import AlertCore

extension AlertEvent.Kind {
    /// The event's name as transcripts write it: `presented`, `dropped`, ...
    ///
    /// - Complexity: O(1)
    public var name: String {
        switch self {
        case .requested: "requested"
        case .tapped: "tapped"
        case .presented: "presented"
        case .suspended: "suspended"
        case .dismissed: "dismissed"
        case .cancelled: "cancelled"
        case .expired: "expired"
        case .dropped: "dropped"
        case .coalesced: "coalesced"
        case .rejected: "rejected"
        case .held: "held"
        case .released: "released"
        case .navigated: "navigated"
        case .relaunched: "relaunched"
        }
    }
}

extension SuspensionReason {
    /// The reason as transcripts write it: `preempted`, `navigated`.
    ///
    /// - Complexity: O(1)
    public var name: String {
        switch self {
        case .preempted: "preempted"
        case .navigated: "navigated"
        }
    }
}

extension DismissalReason {
    /// The reason as transcripts write it: `action`, `closed`, `removed`.
    ///
    /// - Complexity: O(1)
    public var name: String {
        switch self {
        case .action: "action"
        case .closed: "closed"
        case .removed: "removed"
        }
    }
}

extension CancellationReason {
    /// The reason as transcripts write it: `relaunch`, or `nil` for a
    /// removal in code, which transcripts leave unexplained.
    ///
    /// - Complexity: O(1)
    public var name: String? {
        switch self {
        case .removed: nil
        case .relaunch: "relaunch"
        }
    }
}

extension DropReason {
    /// The reason as transcripts write it: `capacity`, `group-limit`, `capped`.
    ///
    /// - Complexity: O(1)
    public var name: String {
        switch self {
        case .capacity: "capacity"
        case .groupLimit: "group-limit"
        case .capped: "capped"
        }
    }
}

extension RejectionReason {
    /// The reason as transcripts write it: `not-dismissible`, `covered`, ...
    ///
    /// - Complexity: O(1)
    public var name: String {
        switch self {
        case .notDismissible: "not-dismissible"
        case .nothingVisible: "nothing-visible"
        case .noSuchAction: "no-such-action"
        case .notFound: "not-found"
        case .notVisible: "not-visible"
        case .covered: "covered"
        case .notHeld: "not-held"
        }
    }
}
