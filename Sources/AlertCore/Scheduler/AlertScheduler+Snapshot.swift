extension AlertScheduler {
    /// Everything a scheduler knows, in a plain `Codable` form: persist it,
    /// send it elsewhere, and ``AlertScheduler/init(snapshot:)`` continues
    /// exactly where the original was, cap history included.
    ///
    /// Decoding checks every invariant of ``AlertScheduler`` and throws
    /// `DecodingError.dataCorrupted` for a snapshot that breaks one: its
    /// structure (ids, orders, counts, the ledger) and that it is a state
    /// the scheduler rests in between commands (settled, no deadline
    /// overdue, no alert on a screen it does not belong to).
    public struct Snapshot: Hashable, Sendable, Codable {
        var policy: AlertPolicy
        var now: Milliseconds
        var screen: String?
        var launchScreen: String?
        var holds: [String: Int]
        var capHistory: AlertCapHistory
        /// In queue order.
        var pending: [RequestEntry]
        /// In z-order, bottom first.
        var visible: [VisibleEntry]
        var tally: AlertLedger
        var nextSequence: Int
        var nextPresentation: Int
        var presentedPerGroup: [String: Int]
        var gapEndsAt: Milliseconds?

        private enum CodingKeys: String, CodingKey {
            case policy, now, screen, launchScreen, holds, capHistory, pending, visible, tally
            case nextSequence, nextPresentation, presentedPerGroup, gapEndsAt
        }

        init(_ scheduler: AlertScheduler) {
            policy = scheduler.policy
            now = scheduler.now
            screen = scheduler.screen
            launchScreen = scheduler.launchScreen
            holds = scheduler.holds
            capHistory = scheduler.capHistory
            pending = scheduler.queue.ordered().map {
                RequestEntry(scheduler.alerts.record($0.slot), order: $0.order)
            }
            visible = scheduler.stack.entries.map {
                VisibleEntry(
                    request: RequestEntry(scheduler.alerts.record($0.slot), order: $0.order),
                    presentation: $0.presentation)
            }
            tally = scheduler.tally
            nextSequence = scheduler.nextSequence
            nextPresentation = scheduler.nextPresentation
            presentedPerGroup = scheduler.presentedPerGroup
            gapEndsAt = scheduler.gapEndsAt
        }

        /// Decodes a snapshot and checks every invariant of ``AlertScheduler``.
        ///
        /// - Complexity: O(*n* log *n*) for *n* live alerts, with every invariant checked
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            policy = try container.decode(AlertPolicy.self, forKey: .policy)
            now = try container.decode(Milliseconds.self, forKey: .now)
            screen = try container.decodeIfPresent(String.self, forKey: .screen)
            launchScreen = try container.decodeIfPresent(String.self, forKey: .launchScreen)
            holds = try container.decode([String: Int].self, forKey: .holds)
            capHistory = try container.decode(AlertCapHistory.self, forKey: .capHistory)
            pending = try container.decode([RequestEntry].self, forKey: .pending)
            visible = try container.decode([VisibleEntry].self, forKey: .visible)
            tally = try container.decode(AlertLedger.self, forKey: .tally)
            nextSequence = try container.decode(Int.self, forKey: .nextSequence)
            nextPresentation = try container.decode(Int.self, forKey: .nextPresentation)
            presentedPerGroup = try container.decode([String: Int].self, forKey: .presentedPerGroup)
            gapEndsAt = try container.decodeIfPresent(Milliseconds.self, forKey: .gapEndsAt)
            if let broken = brokenInvariant() ?? unsettledState() {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath, debugDescription: "invalid scheduler snapshot: \(broken)"))
            }
        }

        /// The most a count of the scheduler (requests, presentations, a
        /// hold's holders, a group's showings) may be in a snapshot: 2^62,
        /// which a billion commands a second take 146 years to reach from
        /// zero, and which leaves 2^62 more before a count could overflow.
        static let counterLimit = 1 << 62

        /// The first invariant of ``AlertScheduler`` this snapshot breaks, if any.
        /// - Complexity: O(*n*) hashing
        func brokenInvariant() -> String? {
            // Before `0..<n` is formed below (it traps for a negative n); each queued request took a number.
            guard nextSequence >= 0, nextSequence <= tally.requested else { return "nextSequence not in 0...requested" }
            guard nextPresentation >= 0 else { return "nextPresentation is negative" }
            // Counts go up by one a command: none may start where that would overflow.
            let counters =
                [("nextPresentation", nextPresentation), ("requested", tally.requested)]
                + holds.map { ("hold \($0.key)", $0.value) } + presentedPerGroup.map { ("group \($0.key)", $0.value) }
            if let (name, _) = counters.first(where: { $0.1 > Self.counterLimit }) {
                return "\(name) is beyond \(Self.counterLimit)"
            }
            var seen = Set<AlertID>()
            // Request order is unique among live alerts, and below the next number.
            var sequences = Set<Int>()
            for entry in pending {
                guard seen.insert(entry.id).inserted else { return "\(entry.id) is pending twice" }
                guard (0..<nextSequence).contains(entry.sequence), sequences.insert(entry.sequence).inserted else {
                    return "\(entry.id) has a bad sequence"
                }
            }
            if let order = zip(pending, pending.dropFirst()).first(where: { !($0.order < $1.order) }) {
                return "pending \(order.0.id) and \(order.1.id) are out of queue order"
            }
            // Each presentation has its own number.
            var presentations = Set<Int>()
            for entry in visible {
                guard seen.insert(entry.request.id).inserted else { return "\(entry.request.id) appears twice" }
                guard entry.request.wasPresented else { return "visible \(entry.request.id) was never presented" }
                guard (0..<nextSequence).contains(entry.request.sequence),
                    sequences.insert(entry.request.sequence).inserted
                else { return "\(entry.request.id) has a bad sequence" }
                guard (0..<nextPresentation).contains(entry.presentation),
                    presentations.insert(entry.presentation).inserted
                else { return "\(entry.request.id) has a bad presentation number" }
            }
            if visible.count > policy.maxVisible { return "more visible alerts than maxVisible" }
            for (lower, upper) in zip(visible, visible.dropFirst()) {
                let ordered =
                    lower.request.level < upper.request.level
                    || (lower.request.level == upper.request.level && lower.presentation < upper.presentation)
                if !ordered { return "visible \(lower.request.id) and \(upper.request.id) are out of z-order" }
            }
            if let hold = holds.first(where: { $0.value < 1 }) { return "hold \(hold.key) has no holder" }
            if let group = presentedPerGroup.first(where: { $0.value < 0 }) {
                return "group \(group.key) has a negative count"
            }
            // A group counts every first presentation since the launch, so at
            // least those of its members still live (rule 12).
            var shownPerGroup: [String: Int] = [:]
            for request in pending + visible.map(\.request) where request.wasPresented {
                if let group = request.definition.group { shownPerGroup[group, default: 0] += 1 }
            }
            if let group = shownPerGroup.first(where: { $0.value > presentedPerGroup[$0.key] ?? 0 }) {
                return "group \(group.key) counts fewer showings than its live members have had (rule 12)"
            }
            let counts = [
                tally.requested, tally.coalesced, tally.dismissed, tally.cancelled, tally.expired, tally.dropped,
            ]
            if counts.contains(where: { $0 < 0 }) { return "the ledger has a negative count" }
            var ledger = tally
            ledger.pending = pending.count
            ledger.visible = visible.count
            if !ledger.isBalanced { return "the ledger does not balance" }
            return capHistory.brokenInvariant()
        }
    }

    /// The scheduler's state.
    ///
    /// - Complexity: O(*n* log *n*)
    public var snapshot: Snapshot { Snapshot(self) }

    /// A scheduler that continues from `snapshot`.
    ///
    /// - Complexity: O(*n* log *n*)
    public init(snapshot: Snapshot) {
        self.init(policy: snapshot.policy, screen: snapshot.launchScreen, now: snapshot.now)
        queue.show(snapshot.screen)
        holds = snapshot.holds
        capHistory = snapshot.capHistory
        for entry in snapshot.pending {
            if let slot = fileRestored(entry, state: .pending) { queue.insert(slot, at: entry.order, of: alerts) }
        }
        for entry in snapshot.visible {
            if let slot = fileRestored(entry.request, state: .visible) {
                fileOnStack(slot, order: entry.request.order, presentation: entry.presentation)
            }
        }
        tally = snapshot.tally
        nextSequence = snapshot.nextSequence
        nextPresentation = snapshot.nextPresentation
        presentedPerGroup = snapshot.presentedPerGroup
        gapEndsAt = snapshot.gapEndsAt
    }

    /// Files a restored alert in the table in `state` and returns its slot,
    /// or `nil` when its id is already live (a snapshot that repeats an id
    /// keeps the first).
    ///
    /// - Complexity: O(1) amortised.
    private mutating func fileRestored(_ entry: RequestEntry, state: LiveAlert.State) -> Int32? {
        let search = alerts.find(entry.id)
        guard search.slot == nil else { return nil }
        return alerts.insert(entry.liveAlert(state: state), at: search)
    }
}

extension AlertScheduler: Codable {
    /// Decodes a scheduler from its ``Snapshot``, checking every invariant.
    ///
    /// - Complexity: O(*n* log *n*) for *n* live alerts, with every invariant checked
    public init(from decoder: any Decoder) throws {
        self.init(snapshot: try Snapshot(from: decoder))
    }

    /// Encodes the scheduler as its ``Snapshot``.
    ///
    /// - Complexity: O(*n* log *n*) for *n* live alerts
    public func encode(to encoder: any Encoder) throws {
        try snapshot.encode(to: encoder)
    }
}

/// A pending or visible alert as a snapshot stores it.
struct RequestEntry: Hashable, Sendable, Codable {
    var definition: AlertDefinition
    /// Request order, unique per scheduler; kept across suspensions.
    var sequence: Int
    var requestedAt: Milliseconds
    /// Whether it has been presented before (group limits count first showings only).
    var wasPresented = false

    var id: AlertID { definition.id }
    var level: AlertLevel { definition.level }
    /// Where it stands in the queue.
    var order: QueueOrder { QueueOrder(level: level, sequence: sequence) }

    init(definition: AlertDefinition, sequence: Int, requestedAt: Milliseconds, wasPresented: Bool = false) {
        self.definition = definition
        self.sequence = sequence
        self.requestedAt = requestedAt
        self.wasPresented = wasPresented
    }

    /// The snapshot form of a live alert that stands at `order`.
    init(_ alert: LiveAlert, order: QueueOrder) {
        self.init(
            definition: alert.definition, sequence: order.sequence, requestedAt: alert.requestedAt,
            wasPresented: alert.wasPresented)
    }

    /// The live form of this entry, in `state`.
    func liveAlert(state: LiveAlert.State) -> LiveAlert {
        LiveAlert(
            definition: definition, requestedAt: requestedAt, state: state, wasPresented: wasPresented)
    }
}

/// A visible alert as a snapshot stores it, with its presentation order.
struct VisibleEntry: Hashable, Sendable, Codable {
    var request: RequestEntry
    /// Presentation order, unique per scheduler; a re-shown alert gets a new one.
    var presentation: Int
}
