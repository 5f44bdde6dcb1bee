import AlertCore

// Where moving a ranged step can change what a run does: the values shrinking
// tries after its one-by-one scan (docs/explore.md, Shrinking).
extension Explorer {
    /// The delays after which something can happen on its own or be judged,
    /// besides at once: every alert's ttl, the gap, every cap's window and
    /// every `max-wait`'s wait; sorted, 0 first.
    ///
    /// - Complexity: O(*a* + *c* + *p*) for *a* alerts, *c* caps and *p*
    ///   properties, and sorting.
    func durationsThatMatter() -> [Milliseconds] {
        var durations: Set<Milliseconds> = [0, scenario.policy.gap.wholeMilliseconds]
        for alert in scenario.alerts {
            if let ttl = alert.ttlMilliseconds { durations.insert(ttl) }
        }
        for cap in scenario.policy.caps.values { durations.insert(cap.per.wholeMilliseconds) }
        for property in scenario.properties {
            if case .maxWait(_, let wait) = property.kind { durations.insert(wait) }
        }
        return durations.sorted()
    }

    /// Up to `count` values of ranged step `position`, from `floor` up and
    /// below its value in `run`, lowest first, at which the run can change:
    /// where the step, an `after:` step that moves with it, or a deadline of
    /// theirs (one of `durations` later) meets the instant of a step that
    /// stays put, a deadline of its, a `not-before` or the end; and one
    /// millisecond either side. Between two such values every run does the
    /// same things, only shifted.
    ///
    /// - Complexity: O((*f* + *m*) *d* log((*f* + *m*) *d*) + 16 `count` log(*m* *d*))
    ///   for *f* instants that stay put, *m* steps that move and *d* durations.
    func alignedValues(
        at position: Int, in run: ScenarioRun, durations: [Milliseconds], from floor: Milliseconds, count: Int
    ) -> [Milliseconds] {
        let value = run.values[position]
        guard value > floor, count > 0 else { return [] }
        var lowered = run
        lowered.values[position] = value - 1
        let instants = space.instants(of: run)
        let loweredInstants = space.instants(of: lowered)
        let here = instants[space.rangedSteps[position]]
        var fixed: [Milliseconds] = scenario.end.map { [$0] } ?? []
        for property in scenario.properties {
            if case .notBefore(_, let at) = property.kind { fixed.append(at) }
        }
        var moving: [Milliseconds] = []
        for index in instants.indices {
            if instants[index] == loweredInstants[index] {
                fixed.append(instants[index])
            } else {
                moving.append(instants[index] &- here)
            }
        }
        // A moving instant `offset` after the step meets a fixed `target` when the step's
        // value is `shift + target - offset`: one ascending sequence per offset, merged.
        let targets = Set(fixed.flatMap { instant in durations.map { instant &+ $0 } }).sorted()
        let offsets = Set(moving.flatMap { offset in durations.map { offset &+ $0 } }).sorted()
        let shift = value &- here
        var merge = AscendingMerge()
        for offset in offsets {
            // The first target whose value, one millisecond earlier, is not below the floor.
            var low = 0
            var high = targets.count
            while low < high {
                let middle = (low + high) / 2
                if shift &+ targets[middle] &- offset &+ 1 < floor { low = middle + 1 } else { high = middle }
            }
            guard low < targets.count else { continue }
            merge.push(AscendingMerge.Head(value: shift &+ targets[low] &- offset, target: low, offset: offset))
        }
        var values: [Milliseconds] = []
        // Heads come smallest first: past `value`, none is left below it. Many meetings can give
        // one value (steps evenly spaced): at most 16 a value are taken out, to bound the cost.
        var meetings = 0
        while values.count < count, meetings < 16 * count, let head = merge.pop(), head.value <= value {
            meetings += 1
            for nudge in -1...1 where head.value > .min + 1 {
                let candidate = head.value + nudge
                let isNew = values.last.map { candidate > $0 } ?? true
                if isNew, (floor..<value).contains(candidate) { values.append(candidate) }
            }
            let next = head.target + 1
            if next < targets.count {
                let nextValue = shift &+ targets[next] &- head.offset
                merge.push(AscendingMerge.Head(value: nextValue, target: next, offset: head.offset))
            }
        }
        return Array(values.prefix(count))
    }
}

/// A binary min-heap of the heads of ascending sequences: what
/// `Explorer.alignedValues(at:in:durations:from:count:)` merges.
///
/// Invariant: no head is smaller than its parent.
private struct AscendingMerge {
    struct Head {
        var value: Milliseconds
        var target: Int
        var offset: Milliseconds
    }

    private var heads: [Head] = []

    /// - Complexity: O(log *n*)
    mutating func push(_ head: Head) {
        heads.append(head)
        var child = heads.count - 1
        while child > 0, heads[(child - 1) / 2].value > heads[child].value {
            heads.swapAt(child, (child - 1) / 2)
            child = (child - 1) / 2
        }
    }

    /// The smallest head, taken out.
    /// - Complexity: O(log *n*)
    mutating func pop() -> Head? {
        guard !heads.isEmpty else { return nil }
        heads.swapAt(0, heads.count - 1)
        let smallest = heads.removeLast()
        var parent = 0
        while true {
            var least = parent
            for child in (2 * parent + 1)...(2 * parent + 2)
            where child < heads.count && heads[child].value < heads[least].value {
                least = child
            }
            if least == parent { return smallest }
            heads.swapAt(parent, least)
            parent = least
        }
    }
}
