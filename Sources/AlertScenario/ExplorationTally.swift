import AlertCore

/// What a set of runs found, property by property: counts, the violation of
/// the lowest run index, and the broken run to shrink (the one in which the
/// fewest optional steps happen). Two tallies of disjoint runs merge into the
/// tally of both whichever order they merge in, so chunks, jobs and shards
/// give the same result.
struct ExplorationTally: Sendable, Codable, Hashable {
    /// How many runs were judged.
    var runs = 0
    /// For each property, how many runs broke it.
    var violatedRuns: [Int]
    /// For each property, how many runs reached it (`sometimes` only).
    var reachedRuns: [Int]
    /// For each property, how many runs came to what it judges
    /// (``PropertyMonitor/isEngaged(_:)``).
    var engagedRuns: [Int]
    /// For each property, the lowest index of a run that broke it.
    var firstViolatingRuns: [Int?]
    /// For each property, the broken run in which the fewest optional steps
    /// happen, the lowest index among those: where shrinking starts, since
    /// shrinking never ends with more optional steps than it starts from
    /// (§9: fewer optional steps first).
    var shrinkingStarts: [ShrinkingStart?]

    /// An empty tally for `count` properties.
    init(properties count: Int) {
        violatedRuns = Array(repeating: 0, count: count)
        reachedRuns = Array(repeating: 0, count: count)
        engagedRuns = Array(repeating: 0, count: count)
        firstViolatingRuns = Array(repeating: nil, count: count)
        shrinkingStarts = Array(repeating: nil, count: count)
    }

    /// Adds run `index`, judged by `monitor`; `happening` counts the
    /// optional steps that happen in it, asked only when it broke a property.
    ///
    /// - Complexity: O(*p*) for *p* properties, plus `happening` once.
    mutating func add(run index: Int, _ monitor: PropertyMonitor, happening: () -> Int) {
        runs += 1
        let violations = monitor.violations
        let reached = monitor.reached
        var happeningCount: Int?
        for property in violatedRuns.indices {
            if reached[property] { reachedRuns[property] += 1 }
            if monitor.isEngaged(property) { engagedRuns[property] += 1 }
            guard violations[property] != nil else { continue }
            violatedRuns[property] += 1
            if firstViolatingRuns[property].map({ index < $0 }) ?? true { firstViolatingRuns[property] = index }
            let count = happeningCount ?? happening()
            happeningCount = count
            let start = ShrinkingStart(run: index, happening: count)
            if shrinkingStarts[property].map({ start < $0 }) ?? true { shrinkingStarts[property] = start }
        }
    }

    /// Adds the runs of `other` (disjoint from these).
    ///
    /// - Complexity: O(*p*)
    mutating func merge(_ other: ExplorationTally) {
        runs += other.runs
        for property in violatedRuns.indices where property < other.violatedRuns.count {
            violatedRuns[property] += other.violatedRuns[property]
            reachedRuns[property] += other.reachedRuns[property]
            engagedRuns[property] += other.engagedRuns[property]
            if let theirs = other.firstViolatingRuns[property],
                firstViolatingRuns[property].map({ theirs < $0 }) ?? true
            {
                firstViolatingRuns[property] = theirs
            }
            if let theirs = other.shrinkingStarts[property], shrinkingStarts[property].map({ theirs < $0 }) ?? true {
                shrinkingStarts[property] = theirs
            }
        }
    }
}

/// A broken run to shrink: its index, and how many optional steps happen in
/// it. Fewer happening steps come first, then the lower index.
public struct ShrinkingStart: Sendable, Codable, Hashable, Comparable {
    /// The run's index in the run set.
    public var run: Int
    /// How many optional steps happen in it.
    public var happening: Int

    /// Whether `lhs` is shrunk before `rhs`: fewer optional steps, then the lower index.
    ///
    /// - Complexity: O(1)
    public static func < (lhs: ShrinkingStart, rhs: ShrinkingStart) -> Bool {
        lhs.happening != rhs.happening ? lhs.happening < rhs.happening : lhs.run < rhs.run
    }
}
