/// When capped alerts were first presented, per cap name: what frequency
/// caps count, and the only state that survives a relaunch.
///
/// Invariant: each cap's instants are in ascending order.
public struct AlertCapHistory: Hashable, Sendable, Codable {
    /// One cap's instants, oldest first: those before `start` no longer
    /// count and wait to be dropped together, so that forgetting the oldest
    /// one (every presentation, once the window is full) moves nothing.
    private struct Instants: Sendable {
        var all: [Milliseconds]
        var start = 0

        var live: ArraySlice<Milliseconds> { all[start...] }

        /// Forgets the instants that no longer count at `now`, then adds `now`.
        mutating func record(_ now: Milliseconds, window: Milliseconds) {
            start = AlertCapHistory.firstCounting(in: live, window: window, at: now)
            // The forgotten prefix goes once it is as long as what is left.
            if start > 0, start * 2 >= all.count {
                all.removeFirst(start)
                start = 0
            }
            let position = all[start...].lastIndex { $0 <= now }.map { $0 + 1 } ?? start
            all.insert(now, at: position)
        }
    }

    /// Each cap's instants; none is empty.
    private var kept: [String: Instants]

    /// Counted presentations by cap name, oldest first, in the scheduler's
    /// milliseconds (an instant before the scheduler's start is negative).
    ///
    /// - Complexity: O(*k*) for *k* instants over every cap.
    public var presentations: [String: [Milliseconds]] { kept.mapValues { Array($0.live) } }

    /// A history with these presentations, in any order.
    ///
    /// - Complexity: O(*k* log *k*) for *k* instants.
    public init(_ presentations: [String: [Milliseconds]] = [:]) {
        kept = presentations.filter { !$0.value.isEmpty }.mapValues { Instants(all: $0.sorted()) }
    }

    /// Decodes presentations by cap name, in any order.
    ///
    /// - Complexity: O(*k* log *k*) for *k* recorded presentations
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode([String: [Milliseconds]].self))
    }

    /// Encodes presentations by cap name, oldest first.
    ///
    /// - Complexity: O(*k*) for *k* recorded presentations
    public func encode(to encoder: any Encoder) throws { try presentations.encode(to: encoder) }

    /// Two histories are equal when they keep the same presentations.
    ///
    /// - Complexity: O(*c*) for *c* caps when the two share their instants
    ///   (a copy that has not changed since), O(*k*) for *k* instants at most.
    public static func == (lhs: AlertCapHistory, rhs: AlertCapHistory) -> Bool {
        guard lhs.kept.count == rhs.kept.count else { return false }
        for (cap, instants) in lhs.kept {
            guard let other = rhs.kept[cap], instants.live == other.live else { return false }
        }
        return true
    }

    /// - Complexity: O(*k*) for *k* recorded presentations
    public func hash(into hasher: inout Hasher) { hasher.combine(presentations) }

    /// Whether there are no counted presentations at all.
    ///
    /// - Complexity: O(1)
    public var isEmpty: Bool { kept.isEmpty }

    /// How many instants are kept, over every cap.
    ///
    /// - Complexity: O(*c*) for *c* caps.
    var instantCount: Int { kept.values.reduce(0) { $0 + $1.live.count } }

    /// How many presentations of `cap` still count at `now` under a window
    /// of `window` milliseconds: those at instants `p` with `now < p + window`.
    ///
    /// - Complexity: O(log *k*) for *k* recorded instants of `cap`.
    public func count(of cap: String, window: Milliseconds, at now: Milliseconds) -> Int {
        guard let instants = kept[cap] else { return 0 }
        return instants.live.endIndex - Self.firstCounting(in: instants.live, window: window, at: now)
    }

    /// Records a presentation of `cap` at `now` and forgets those that no
    /// longer count under `window`.
    ///
    /// - Complexity: O(log *k*) amortised for *k* recorded instants of `cap`,
    ///   when `now` is the latest (a scheduler's clock never goes back).
    mutating func record(_ cap: String, at now: Milliseconds, window: Milliseconds) {
        // Changed in place: a copy taken out of the dictionary would be copied whole by the first change.
        kept[cap, default: Instants(all: [])].record(now, window: window)
    }

    /// The counted instants of `cap`, oldest first.
    ///
    /// - Complexity: O(*k*) for *k* instants of `cap`.
    package func presentations(of cap: String) -> [Milliseconds] { kept[cap].map { Array($0.live) } ?? [] }

    /// Whether `cap` holds an instant later than `margin` after `now`.
    ///
    /// - Complexity: O(1).
    func holdsInstant(of cap: String, laterThan margin: Milliseconds, after now: Milliseconds) -> Bool {
        kept[cap]?.live.last.map { $0 > now.addingClamped(margin) } ?? false
    }

    /// Replaces the instants of `cap` with `instants`, ascending and not empty.
    ///
    /// - Complexity: O(1) plus the copy.
    package mutating func replace(_ cap: String, with instants: [Milliseconds]) { kept[cap] = Instants(all: instants) }

    /// The index of the first instant `p` in `instants` with `now < p + window`.
    private static func firstCounting(
        in instants: ArraySlice<Milliseconds>, window: Milliseconds, at now: Milliseconds
    ) -> Int {
        var low = instants.startIndex
        var high = instants.endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if instants[middle].addingClamped(window) <= now { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The first broken invariant, if any.
    func brokenInvariant() -> String? {
        for (cap, instants) in kept {
            if instants.live.isEmpty { return "cap history of \(cap) is empty" }
            if zip(instants.live, instants.live.dropFirst()).contains(where: { $0 > $1 }) {
                return "cap history of \(cap) is out of order"
            }
        }
        return nil
    }
}
