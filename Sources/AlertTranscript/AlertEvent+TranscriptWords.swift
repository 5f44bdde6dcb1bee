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

extension AlertEvent.Kind: CustomStringConvertible {
    /// The event in the transcripts' words: its name, the alert or name it
    /// concerns, then its reason or action (`presented red-packet`,
    /// `dismissed red-packet action claim`, `suspended red-packet preempted by
    /// forced-update`, `dropped rating capped`,
    /// `rejected rating covered`, `navigated profile`, `relaunched`). For logs and
    /// test failures; the text is for people, not for parsing back.
    ///
    /// - Complexity: O(*k*) in the length of the names
    public var description: String {
        var words = [name]
        switch self {
        case .requested(let id), .presented(let id), .expired(let id), .coalesced(let id):
            words.append(id)
        case .tapped(let id, let action):
            words += [id, action]
        case .suspended(let id, let reason):
            words += [id, reason.name]
            if case .preempted(let other) = reason { words += ["by", other] }
        case .dismissed(let id, let reason):
            words += [id, reason.name]
            if case .action(let action) = reason { words.append(action) }
        case .cancelled(let id, let reason):
            words.append(id)
            if let reason = reason.name { words.append(reason) }
        case .dropped(let id, let reason):
            words += [id, reason.name]
        case .rejected(let id, let reason):
            if let id { words.append(id) }
            words.append(reason.name)
        case .held(let name), .released(let name), .navigated(let name):
            words.append(name)
        case .relaunched:
            break
        }
        return words.joined(separator: " ")
    }
}

extension AlertEvent: CustomStringConvertible {
    /// The event at its instant: `120ms presented red-packet`.
    ///
    /// - Complexity: O(*k*) in the length of the names
    public var description: String { "\(time)ms \(kind)" }
}
