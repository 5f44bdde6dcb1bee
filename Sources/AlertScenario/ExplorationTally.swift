import AlertCore

/// What a set of runs found, property by property: counts and the violation
/// of the lowest run index. Two tallies of disjoint runs merge into the tally
/// of both whichever order they merge in, so chunks, jobs and shards give the
/// same result.
struct ExplorationTally: Sendable, Codable, Hashable {
    /// How many runs were judged.
    var runs = 0
    /// For each property, how many runs broke it.
    var violatedRuns: [Int]
    /// For each property, how many runs reached it (`sometimes` only).
    var reachedRuns: [Int]
    /// For each property, the broken run with the lowest index and what broke.
    var firstViolations: [IndexedViolation?]

    /// An empty tally for `count` properties.
    init(properties count: Int) {
        violatedRuns = Array(repeating: 0, count: count)
        reachedRuns = Array(repeating: 0, count: count)
        firstViolations = Array(repeating: nil, count: count)
    }

    /// Adds run `index`, judged by `monitor`.
    ///
    /// - Complexity: O(*p*) for *p* properties.
    mutating func add(run index: Int, _ monitor: PropertyMonitor) {
        runs += 1
        let violations = monitor.violations
        let reached = monitor.reached
        for property in violatedRuns.indices {
            if reached[property] { reachedRuns[property] += 1 }
            guard let violation = violations[property] else { continue }
            violatedRuns[property] += 1
            if firstViolations[property].map({ index < $0.run }) ?? true {
                firstViolations[property] = IndexedViolation(run: index, violation: violation)
            }
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
            if let theirs = other.firstViolations[property],
                firstViolations[property].map({ theirs.run < $0.run }) ?? true
            {
                firstViolations[property] = theirs
            }
        }
    }
}

/// A violation and the index of the run it happened in.
struct IndexedViolation: Sendable, Codable, Hashable {
    var run: Int
    var violation: PropertyViolation
}
