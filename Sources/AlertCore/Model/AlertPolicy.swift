/// How the scheduler shares the screen. Every field has a default, also when
/// decoded, so `AlertPolicy()` is one exclusive alert at a time with forced
/// updates (`.required`) preempting.
///
///     let policy = AlertPolicy(
///         maxVisible: 1, gap: .milliseconds(300),
///         caps: ["weekly": FrequencyCap(limit: 1, per: .seconds(7 * 86_400))])
///
/// Invariant: `maxVisible >= 1`; `gap`, every cap's `per` and every limit are
/// not negative; `maxPending`, when set, is not negative. The memberwise
/// initialiser clamps values into range; ``validated(maxVisible:preemptAt:gap:maxPending:groups:caps:)``
/// throws instead.
public struct AlertPolicy: Hashable, Sendable, Codable {
    /// How many alerts may be visible at once: 1 is exclusive, more is stacked.
    public private(set) var maxVisible: Int
    /// The level from which an alert preempts and ignores the gap.
    public var preemptAt: AlertLevel
    /// The pause after a dismissal before the next ordinary alert shows, counted in whole milliseconds.
    public private(set) var gap: Duration
    /// The most alerts that may wait; beyond it the last in order is dropped.
    public private(set) var maxPending: Int?
    /// Per-group limits on how many members are presented per launch.
    public private(set) var groups: [String: GroupLimit]
    /// Frequency caps by name: how often capped alerts may show over time,
    /// across launches.
    public private(set) var caps: [String: FrequencyCap]
    /// ``gap`` in whole milliseconds, worked out once: a dismissal starts the
    /// gap, and converting a `Duration` costs more than the rest of it.
    let gapMilliseconds: Milliseconds

    /// The encoded fields; the derived ``gapMilliseconds`` is not one of them.
    private enum CodingKeys: String, CodingKey { case maxVisible, preemptAt, gap, maxPending, groups, caps }

    /// At most `limit` alerts of a group are presented per launch (a chain of
    /// responsibility: "at most one marketing popup per launch").
    public struct GroupLimit: Hashable, Sendable, Codable {
        /// How many of the group's alerts may be presented per launch.
        public var limit: Int
        /// A group limit of `limit` presentations per launch.
        ///
        /// - Complexity: O(1)
        public init(limit: Int) { self.limit = limit }
    }

    /// A policy with these values, each clamped into its valid range:
    /// `maxVisible` to at least 1, negative durations, limits and
    /// `maxPending` to zero.
    ///
    /// - Complexity: O(*g* + *c*) for *g* groups and *c* caps
    public init(
        maxVisible: Int = 1, preemptAt: AlertLevel = .required, gap: Duration = .zero, maxPending: Int? = nil,
        groups: [String: GroupLimit] = [:], caps: [String: FrequencyCap] = [:]
    ) {
        self.maxVisible = Swift.max(1, maxVisible)
        self.preemptAt = preemptAt
        self.gap = Swift.max(.zero, gap)
        self.gapMilliseconds = self.gap.wholeMilliseconds
        self.maxPending = maxPending.map { Swift.max(0, $0) }
        self.groups = groups.mapValues { GroupLimit(limit: Swift.max(0, $0.limit)) }
        self.caps = caps.mapValues { FrequencyCap(limit: Swift.max(0, $0.limit), per: Swift.max(.zero, $0.per)) }
    }

    /// A policy with exactly these values, or an error naming the first one
    /// that is impossible.
    ///
    /// - Complexity: O(*g* + *c*) for *g* groups and *c* caps
    public static func validated(
        maxVisible: Int = 1, preemptAt: AlertLevel = .required, gap: Duration = .zero, maxPending: Int? = nil,
        groups: [String: GroupLimit] = [:], caps: [String: FrequencyCap] = [:]
    ) throws(AlertPolicyError) -> AlertPolicy {
        if maxVisible < 1 { throw .maxVisibleBelowOne(maxVisible) }
        if gap < .zero { throw .negativeGap(gap) }
        if let maxPending, maxPending < 0 { throw .negativeMaxPending(maxPending) }
        // The first impossible one in name order, found without sorting.
        if let (name, group) = groups.filter({ $0.value.limit < 0 }).min(by: { $0.key < $1.key }) {
            throw .negativeLimit(name: name, limit: group.limit)
        }
        if let (name, cap) = caps.filter({ $0.value.limit < 0 || $0.value.per < .zero }).min(by: { $0.key < $1.key }) {
            if cap.limit < 0 { throw .negativeLimit(name: name, limit: cap.limit) }
            throw .negativeCapWindow(name: name, per: cap.per)
        }
        return AlertPolicy(
            maxVisible: maxVisible, preemptAt: preemptAt, gap: gap, maxPending: maxPending, groups: groups, caps: caps)
    }

    /// - Complexity: O(*g* + *c*) for *g* groups and *c* caps
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            self = try Self.validated(
                maxVisible: try container.decodeIfPresent(Int.self, forKey: .maxVisible) ?? 1,
                preemptAt: try container.decodeIfPresent(AlertLevel.self, forKey: .preemptAt) ?? .required,
                gap: try container.decodeIfPresent(Duration.self, forKey: .gap) ?? .zero,
                maxPending: try container.decodeIfPresent(Int.self, forKey: .maxPending),
                groups: try container.decodeIfPresent([String: GroupLimit].self, forKey: .groups) ?? [:],
                caps: try container.decodeIfPresent([String: FrequencyCap].self, forKey: .caps) ?? [:])
        } catch let error as AlertPolicyError {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }
}

/// "At most `limit` presentations per `per`": the rating prompt at most once
/// a week. Only first presentations count, and the count survives relaunches.
public struct FrequencyCap: Hashable, Sendable, Codable {
    /// How many presentations the window allows.
    public var limit: Int
    /// How long a presentation counts against the cap.
    public var per: Duration

    /// A cap of `limit` presentations per `per`.
    ///
    /// - Complexity: O(1)
    public init(limit: Int, per: Duration) { (self.limit, self.per) = (limit, per) }
}

/// A policy value that cannot work.
public enum AlertPolicyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `maxVisible` was below 1.
    case maxVisibleBelowOne(Int)
    /// The gap was negative.
    case negativeGap(Duration)
    /// `maxPending` was negative.
    case negativeMaxPending(Int)
    /// A group's or cap's limit was negative.
    case negativeLimit(name: String, limit: Int)
    /// A cap's window was negative.
    case negativeCapWindow(name: String, per: Duration)

    /// What is wrong, in one sentence.
    ///
    /// - Complexity: O(1)
    public var description: String {
        switch self {
        case .maxVisibleBelowOne(let value): "maxVisible must be at least 1, got \(value)"
        case .negativeGap(let gap): "gap must not be negative, got \(gap)"
        case .negativeMaxPending(let value): "maxPending must not be negative, got \(value)"
        case .negativeLimit(let name, let limit): "the limit of \(name) must not be negative, got \(limit)"
        case .negativeCapWindow(let name, let per): "the window of cap \(name) must not be negative, got \(per)"
        }
    }
}
