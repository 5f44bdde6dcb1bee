extension AlertScheduler {
    /// Everything a scheduler knows, in a plain `Codable` form: persist it,
    /// send it elsewhere, and ``AlertScheduler/init(snapshot:)`` continues
    /// exactly where the original was.
    public struct Snapshot: Hashable, Sendable, Codable {
        var policy: AlertPolicy
        var now: Milliseconds
        var screen: String?
        var holds: [String]
        /// In queue order.
        var pending: [RequestEntry]
        /// In z-order, bottom first.
        var visible: [VisibleEntry]
        var tally: AlertLedger
        var nextSequence: Int
        var nextPresentation: Int
        var presentedPerGroup: [String: Int]
        var gapEndsAt: Milliseconds?
        var recordsStacks: Bool
    }

    /// The scheduler's state.
    ///
    /// - Complexity: O(*n* log *n*)
    public var snapshot: Snapshot {
        Snapshot(
            policy: policy, now: now, screen: screen, holds: holds.sorted(), pending: queue.ordered(),
            visible: stack.entries, tally: tally, nextSequence: nextSequence, nextPresentation: nextPresentation,
            presentedPerGroup: presentedPerGroup, gapEndsAt: gapEndsAt, recordsStacks: recordsStacks)
    }

    /// A scheduler that continues from `snapshot`.
    ///
    /// - Complexity: O(*n* log *n*)
    public init(snapshot: Snapshot) {
        self.init(policy: snapshot.policy, screen: snapshot.screen, now: snapshot.now)
        holds = Set(snapshot.holds)
        for entry in snapshot.pending where !queue.contains(entry.id) { queue.insert(entry) }
        stack = VisibleStack(snapshot.visible)
        tally = snapshot.tally
        nextSequence = snapshot.nextSequence
        nextPresentation = snapshot.nextPresentation
        presentedPerGroup = snapshot.presentedPerGroup
        gapEndsAt = snapshot.gapEndsAt
        recordsStacks = snapshot.recordsStacks
    }
}

extension AlertScheduler: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(snapshot: try Snapshot(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try snapshot.encode(to: encoder)
    }
}
