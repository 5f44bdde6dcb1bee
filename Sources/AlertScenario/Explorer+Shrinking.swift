import AlertCore

extension Explorer {
    /// Shrinks `run`, which breaks property `property`, and returns the
    /// counterexample: among the runs that still break it, fewer optional
    /// steps happen first, then each ranged value lies as close to its lower
    /// bound as the violation allows (docs/explore.md).
    ///
    /// Optional steps: each happening one is dropped when the run still
    /// breaks the property without it; then smaller sets of optional steps
    /// are tried, smallest first, up to 4,096 sets, each with the run's
    /// values, the lower bounds and the upper bounds. Values: each of the
    /// first 4,096 from its lower bound up, in order; then, lowest first, up to 4,096
    /// of the values where the step meets another step's instant, give or
    /// take one of the scenario's delays (where a window that breaks the
    /// property starts); then a binary search below the lowest that breaks.
    /// Both are repeated until neither changes anything; then the values
    /// above their bounds come down together, by the largest amount a
    /// binary search finds (values that break it only together), and if
    /// they do, all starts again. So in the result no
    /// single optional step can be dropped, no value can come down by 1 with
    /// the property still broken, and a value within 4,096 ms of its lower
    /// bound is the lowest that breaks it with the others as they are.
    ///
    /// The result stays a run whose scenario loads: when the catalogue has
    /// alerts scoped to a screen that only optional steps show, one of those
    /// steps keeps happening (if the run left them all out, the first with
    /// which the property still breaks is turned back on first).
    ///
    /// Once `stopsShrinking` says `true`, every further candidate counts as
    /// not breaking the property: shrinking ends within a few thousand
    /// questions and no run, with the run as far as it was shrunk.
    ///
    /// - Complexity: O((*o* + *r* (8,192 + log *w*) + log *w*) · *k*) runs for *o*
    ///   optional and *r* ranged steps of range width up to *w*, *k* rounds
    ///   (a few); a value that breaks the property at its lower bound costs
    ///   one run.
    public func shrink(_ run: ScenarioRun, property: Int, stopsShrinking: (() -> Bool)? = nil) -> ScenarioRun {
        var runner = ExplorationRunner(scenario, space: space, mode: options.mode)
        var stopped = false
        func breaks(_ candidate: ScenarioRun) -> Bool {
            stopped = stopped || stopsShrinking?() == true
            if stopped { return false }
            runner.judge(candidate, untilBroken: property)
            return runner.monitor.violations[property] != nil
        }
        let screenSteps = screensShownOnlyByOptionalSteps()
        func showsEveryScreen(_ candidate: ScenarioRun) -> Bool {
            screenSteps.allSatisfy { positions in positions.contains { candidate.happens[$0] } }
        }
        var current = run
        runner.judge(current, untilBroken: property)
        guard runner.monitor.violations[property] != nil else { return current }
        // For each screen the run never shows, the first of its steps with which the property still breaks:
        // at the step's own value, else at either end of its range (shown later, a wait may still be long).
        for positions in screenSteps where !positions.contains(where: { current.happens[$0] }) {
            turnedOn: for position in positions {
                current.happens[position] = true
                let ranged = space.rangedPosition[space.optionalSteps[position]]
                let own = ranged >= 0 ? current.values[ranged] : 0
                let values =
                    ranged >= 0 ? [own, space.ranges[ranged].lowerBound, space.ranges[ranged].upperBound] : [own]
                for (index, value) in values.enumerated() where !values[..<index].contains(value) {
                    if ranged >= 0 { current.values[ranged] = value }
                    if breaks(current) { break turnedOn }
                }
                if ranged >= 0 { current.values[ranged] = own }
                current.happens[position] = false
            }
        }
        let keepsScreens = showsEveryScreen(current)
        let durations = durationsThatMatter()
        var changed = true
        // Each round lowers a value or drops a step; the bound only guards against the unforeseen.
        var rounds = 0
        while changed, rounds < 1_000, !stopped {
            changed = false
            rounds += 1
            var dropped = true
            while dropped {
                dropped = false
                for position in current.happens.indices where current.happens[position] && !stopped {
                    current.happens[position] = false
                    if !keepsScreens || showsEveryScreen(current), breaks(current) {
                        dropped = true
                        changed = true
                    } else {
                        current.happens[position] = true
                    }
                }
            }
            // No single step can go; a smaller set of other steps may still break it.
            let accepts = { (candidate: ScenarioRun) in
                (!keepsScreens || showsEveryScreen(candidate)) && breaks(candidate)
            }
            if !stopped, let smaller = fewerOptionalSteps(than: current, accepting: accepts) {
                current = smaller
                changed = true
            }
            for position in current.values.indices where !stopped {
                let lower = space.ranges[position].lowerBound
                let value = current.values[position]
                guard value > lower else { continue }
                // The values just above the lower bound one by one, for a property that breaks in
                // windows (a request landing while another alert is up): the lowest window may lie
                // below where a binary search would settle. Past them, a binary search.
                let scanEnd = Swift.min(value, lower + Self.valuesScannedOneByOne)
                var candidate = lower
                while candidate < scanEnd {
                    current.values[position] = candidate
                    if breaks(current) { break }
                    candidate += 1
                }
                if candidate < scanEnd || scanEnd == value {
                    current.values[position] = candidate
                    if candidate != value { changed = true }
                    continue
                }
                // Then, lowest first, the values where the step meets another step's instant, give or
                // take a duration: the run changes only there, so a window beyond the scan starts at one.
                current.values[position] = value
                var high = value
                let aligned = alignedValues(
                    at: position, in: current, durations: durations, from: scanEnd, count: Self.valuesScannedOneByOne)
                for alignedValue in aligned {
                    current.values[position] = alignedValue
                    if breaks(current) {
                        high = alignedValue
                        break
                    }
                }
                // Invariant: `low` does not break it, `high` does.
                var low = scanEnd - 1
                while high - low > 1 {
                    let middle = low + (high - low) / 2
                    current.values[position] = middle
                    if breaks(current) { high = middle } else { low = middle }
                }
                current.values[position] = high
                if high != value { changed = true }
            }
            // Values that break the property only together (two requests that must meet) come down together,
            // once nothing else moves: what follows either leaves fewer optional steps happening or only lowers
            // values, so the result never has more optional steps than it would have had without this, and
            // with as many, no higher value.
            if !changed, !stopped, let lower = movedDownTogether(current, accepting: breaks) {
                current = lower
                changed = true
            }
        }
        return current
    }

    /// `run` with every value above its lower bound moved down by one
    /// amount (each stopping at its bound), the largest that a binary
    /// search finds `breaks` accepting, when two or more values are above
    /// their bounds; `nil` when no amount is found. One value at a time
    /// cannot lower two that must stay together: a request that breaks the
    /// property only while another alert is up stays where the other is.
    ///
    /// - Complexity: O(log *w*) runs for a widest range of width *w*.
    func movedDownTogether(_ run: ScenarioRun, accepting breaks: (ScenarioRun) -> Bool) -> ScenarioRun? {
        let ranges = space.ranges
        let above = run.values.indices.filter { run.values[$0] > ranges[$0].lowerBound }
        guard above.count >= 2 else { return nil }
        func moved(by amount: Milliseconds) -> ScenarioRun {
            var candidate = run
            for position in above {
                candidate.values[position] = Swift.max(ranges[position].lowerBound, run.values[position] - amount)
            }
            return candidate
        }
        let most = above.map { run.values[$0] - ranges[$0].lowerBound }.max() ?? 0
        let allAtTheirBounds = moved(by: most)
        if breaks(allAtTheirBounds) { return allAtTheirBounds }
        // Invariant: moved by `low` breaks it (by 0 it is the run itself); by `high` it does not.
        var low = 0
        var high = most
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if breaks(moved(by: middle)) { low = middle } else { high = middle }
        }
        return low > 0 ? moved(by: low) : nil
    }

    /// A run with fewer optional steps happening than `run` that `accepts`
    /// takes, if one is found: every set of optional steps smaller than
    /// `run`'s, smallest first and in file order within a size, each with
    /// the values of `run`, every value at its lower bound, and every value
    /// at its upper bound; at most ``setsTriedForFewerSteps`` sets. Dropping
    /// one step at a time stops at a run from which no single step can go,
    /// while a set of other steps may break the property with fewer.
    ///
    /// - Complexity: O(min(2^*o*, 4,096)) runs for *o* optional steps.
    func fewerOptionalSteps(than run: ScenarioRun, accepting accepts: (ScenarioRun) -> Bool) -> ScenarioRun? {
        let count = run.happens.count
        let happening = run.happeningCount
        let valueChoices = [run.values, space.ranges.map(\.lowerBound), space.ranges.map(\.upperBound)]
        var setsTried = 0
        for size in 0..<happening {
            // The sets of `size` positions in lexicographic order: `chosen` is the current one.
            var chosen = Array(0..<size)
            while setsTried < Self.setsTriedForFewerSteps {
                setsTried += 1
                var happens = Array(repeating: false, count: count)
                for position in chosen { happens[position] = true }
                for values in valueChoices {
                    let candidate = ScenarioRun(values: values, happens: happens)
                    if accepts(candidate) { return candidate }
                }
                // The next set: raise the last position that can still rise, and reset those after it.
                guard let slot = chosen.indices.last(where: { chosen[$0] < count - size + $0 }) else { break }
                chosen[slot] += 1
                for next in (slot + 1)..<size { chosen[next] = chosen[next - 1] + 1 }
            }
        }
        return nil
    }

    /// How many sets of optional steps ``fewerOptionalSteps(than:accepting:)`` tries: 4,096.
    static let setsTriedForFewerSteps = 4_096

    /// How many values from a range's lower bound up shrinking tries one by
    /// one before it searches the rest, and how many of the values where a
    /// step meets another's instant it tries then: 4,096 of each.
    static let valuesScannedOneByOne: Milliseconds = 4_096

    /// The counterexample of property `property` from `run`, which breaks
    /// it: the run shrunk, what breaks in it, and the scenario of that run alone.
    ///
    /// - Complexity: as ``shrink(_:property:stopsShrinking:)``
    public func counterexample(
        shrinking run: ScenarioRun, property: Int, stopsShrinking: (() -> Bool)? = nil
    ) -> Counterexample? {
        counterexample(of: shrink(run, property: property, stopsShrinking: stopsShrinking), property: property)
    }

    /// The counterexample of property `property` that `shrunk`, a shrunk
    /// run, is: the scenario of that run alone, and what `explore` finds
    /// breaking in it; `nil` when the run does not break the property.
    ///
    /// - Complexity: two runs of the machine, and O(*s* log *s*) for *s* steps.
    func counterexample(of shrunk: ScenarioRun, property: Int) -> Counterexample? {
        var runner = ExplorationRunner(scenario, space: space, mode: options.mode)
        runner.judge(shrunk)
        guard var violation = runner.monitor.violations[property] else { return nil }
        var concrete = concreteScenario(of: shrunk)
        // What `explore` finds on the written file. The steps left out (expects, refused releases)
        // changed nothing but the passing of time: when the last of them came after every kept
        // step, the file ends where the run did, so that a wait still running then counts alike.
        let options = ExplorationOptions(mode: options.mode, runs: 1)
        func found(in concrete: Scenario) -> PropertyViolation? {
            guard let alone = try? Explorer(concrete, options: options) else { return nil }
            return alone.violations(in: alone.space.nominalRun)[property]
        }
        var again = found(in: concrete)
        // The file ends at its `end`, or, without one, runs past its last step; either way, it is given the
        // run's end when that is later (a left-out step past `end` took the run there, as a range may).
        if again != violation, let writtenEnd = concrete.end ?? concrete.timeline.last?.time,
            writtenEnd < runner.finalInstant
        {
            var ended = concrete
            ended.end = runner.finalInstant
            if let atTheEnd = found(in: ended) {
                concrete = ended
                again = atTheEnd
            }
        }
        if let again { violation = again }
        // The scenario's own description stays (it is the same scenario); what was found is a comment
        // at the top of its timeline. Notes placed among the original steps would fall elsewhere here.
        concrete.notes = [
            ScenarioNote(text: counterexampleDescription(property: property, violation: violation), position: 0)
        ]
        return Counterexample(run: shrunk, violation: violation, scenario: concrete)
    }
}

extension Explorer {
    /// What a counterexample's file says in a comment above its timeline:
    /// which run of which scenario, and what it breaks.
    ///
    /// - Complexity: O(1)
    func counterexampleDescription(property: Int, violation: PropertyViolation) -> String {
        let name = scenario.properties[property].kind.yaml
        return "A run of \(scenario.name) found by explore (\(options.mode.rawValue) mode) that breaks `\(name)`: "
            + "\(violation.why)."
    }
}
