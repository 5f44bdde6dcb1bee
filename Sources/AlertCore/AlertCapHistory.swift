/// When capped alerts were first presented, per cap name: what frequency
/// caps count, and the only state that survives a relaunch.
///
/// Invariant: each cap's instants are in ascending order.
public struct AlertCapHistory: Hashable, Sendable, Codable {
    /// Counted presentations by cap name, oldest first, in the scheduler's
    /// milliseconds (an instant before the scheduler's start is negative).
    public private(set) var presentations: [String: [Milliseconds]]

    /// A history with these presentations, in any order.
    ///
    /// - Complexity: O(*k* log *k*) for *k* instants.
    public init(_ presentations: [String: [Milliseconds]] = [:]) {
        self.presentations = presentations.filter { !$0.value.isEmpty }.mapValues { $0.sorted() }
    }

    /// Decodes presentations by cap name, in any order.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode([String: [Milliseconds]].self))
    }

    /// Encodes presentations by cap name, oldest first.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(presentations)
    }

    /// Whether there are no counted presentations at all.
    public var isEmpty: Bool { presentations.isEmpty }

    /// How many instants are kept, over every cap.
    ///
    /// - Complexity: O(*c*) for *c* caps.
    var instantCount: Int { presentations.values.reduce(0) { $0 + $1.count } }

    /// How many presentations of `cap` still count at `now` under a window
    /// of `window` milliseconds: those at instants `p` with `now < p + window`.
    ///
    /// - Complexity: O(log *k*) for *k* recorded instants of `cap`.
    public func count(of cap: String, window: Milliseconds, at now: Milliseconds) -> Int {
        guard let instants = presentations[cap] else { return 0 }
        return instants.count - firstCounting(in: instants, window: window, at: now)
    }

    /// Records a presentation of `cap` at `now` and forgets those that no
    /// longer count under `window`.
    ///
    /// - Complexity: O(*k*) for *k* recorded instants of `cap`.
    mutating func record(_ cap: String, at now: Milliseconds, window: Milliseconds) {
        var instants = presentations[cap] ?? []
        let stale = firstCounting(in: instants, window: window, at: now)
        if stale > 0 { instants.removeFirst(stale) }
        let position = instants.lastIndex { $0 <= now }.map { $0 + 1 } ?? 0
        instants.insert(now, at: position)
        presentations[cap] = instants
    }

    /// The index of the first instant `p` with `now < p + window`.
    private func firstCounting(in instants: [Milliseconds], window: Milliseconds, at now: Milliseconds) -> Int {
        var low = 0
        var high = instants.count
        while low < high {
            let middle = low + (high - low) / 2
            if instants[middle].addingClamped(window) <= now { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The first broken invariant, if any.
    func brokenInvariant() -> String? {
        for (cap, instants) in presentations where zip(instants, instants.dropFirst()).contains(where: { $0 > $1 }) {
            return "cap history of \(cap) is out of order"
        }
        return nil
    }
}
