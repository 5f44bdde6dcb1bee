import AlertCore
import Foundation
import Testing

@testable import AlertScenario

@Suite("Explorer: verdicts, determinism, shards (docs/explore.md)")
struct ExplorerTests {
    typealias F = ExplorationFixtures

    @Test("Naive Jianshu: stacking and the orphan mask are found; scheduled: everything holds")
    func jianshu() throws {
        let scenario = F.jianshu(properties: [
            .maxVisible(1), .noOrphanMask, .sometimes(event: "presented", alert: "guide"),
        ])
        let naive = try Explorer(scenario, options: ExplorationOptions(mode: .naive, runs: 500)).explore()
        #expect(naive.verdicts.map(\.held) == [false, false, true])
        #expect(naive.runs == 500)
        #expect(!naive.passed)
        #expect(naive.summaryLine == "explore: 500 runs, 3 properties: 1 held, 2 violated")
        let scheduled = try Explorer(scenario, options: ExplorationOptions(mode: .scheduled, runs: 500)).explore()
        #expect(scheduled.passed)
        #expect(
            scheduled.verdicts[0].line(counterexamplePath: nil)
                == "\(scenario.properties[0].description): held in 500 runs")
        #expect(
            scheduled.verdicts[2].line(counterexamplePath: nil).hasSuffix(
                ": reached in \(scheduled.verdicts[2].reachedRuns) runs"))
    }

    @Test("The shrunk Jianshu counterexample has the fewest popups and the earliest instants")
    func jianshuShrunk() throws {
        let scenario = F.jianshu(properties: [.maxVisible(1), .noOrphanMask])
        let report = try Explorer(scenario, options: ExplorationOptions(mode: .naive, runs: 500)).explore()
        let stacking = try #require(report.verdicts[0].counterexample)
        // Two popups stack: the optional guide is left out, both requests at 0.
        #expect(stacking.run == ScenarioRun(values: [0, 0, 0], happens: [false]))
        #expect(stacking.scenario.timeline.count == 5)
        // The same scenario: its description stays, and what was found is a comment above the timeline.
        #expect(stacking.scenario.description == scenario.description)
        #expect(
            stacking.scenario.notes == [
                ScenarioNote(
                    text: "A run of \(scenario.name) found by explore (naive mode) that breaks `max-visible: 1`: "
                        + "\(stacking.violation.why).", position: 0)
            ])
        #expect(stacking.violation.instant == 0)
        let line = report.verdicts[0].line(counterexamplePath: "out/jianshu-counterexample-1.yaml")
        #expect(line.contains(": VIOLATED in "))
        #expect(line.contains(" of 500 runs: "))
        #expect(line.hasSuffix("; counterexample: out/jianshu-counterexample-1.yaml (5 steps)"))
    }

    /// The values shrinking gives, from `values`, to a scenario with
    /// `alerts`, the `timeline` steps and one property, `property`.
    static func shrunk(
        alerts: String, timeline: [String], property: String, mode: ReplayMode = .scheduled,
        from values: [Milliseconds]
    ) throws -> [Milliseconds] {
        let steps = timeline.map { "  - \($0)" }.joined(separator: "\n")
        let text = "name: windows\nalerts: \(alerts)\ntimeline:\n\(steps)\nproperties:\n  - \(property)\n"
        let scenario = try ScenarioLoader.load(text: text, source: "windows.yaml")
        let explorer = try Explorer(scenario, options: ExplorationOptions(mode: mode, runs: 100))
        return explorer.shrink(ScenarioRun(values: values, happens: []), property: 0).values
    }

    @Test("A ranged value shrinks to the lowest window that breaks the property, below a binary search's boundary")
    func lowestWindow() throws {
        // `a` waits too long when it lands while `y` (100-200ms) or `z` (from 800ms) is up: the windows
        // 101...199 and 801... break the property, and a binary search from 0 and a late value settles
        // in the second.
        let values = try Self.shrunk(
            alerts: "{a: {level: 500}, y: {level: 700}, z: {level: 700}}",
            timeline: [
                "{at: 0ms..100s, request: a}", "{at: 100ms, request: y}", "{at: 200ms, remove: y}",
                "{at: 800ms, request: z}", "{at: 200s, remove: z}",
            ],
            property: "max-wait: {alert: a, wait: 50ms}", from: [90_000])
        #expect(values == [101])
    }

    @Test("A window beyond the values scanned one by one is found where the step meets another's instant")
    func lowestWindowBeyondTheScan() throws {
        // `y` covers `x` when it lands while `x` is up: 5001...5010 (after `x`'s request at 5000 in
        // file order) and 50001...60000. The first window is past the 4,096 values scanned one by one,
        // and a binary search from there and 50001 settles in the second.
        let covering = try Self.shrunk(
            alerts: "{x: {level: 500, actions: [ok]}, y: {level: 500, actions: [ok]}}",
            timeline: [
                "{at: 0ms..100000ms, request: y}", "{at: 5000ms, request: x}", "{at: 5010ms, close: x}",
                "{at: 50000ms, request: x}", "{at: 60000ms, close: x}",
            ],
            property: "never-covered: x", mode: .naive, from: [50_001])
        #expect(covering == [5_001])
        // A step that moves with the value counts too: `y` is removed 20ms after its request, so two
        // show at once from a request at 4981 (the removal at 5001, after `x`'s request at 5000).
        let chained = try Self.shrunk(
            alerts: "{x: {level: 500}, y: {level: 500}}",
            timeline: [
                "{at: 0ms..100000ms, request: y}", "{after: 20ms, remove: y}", "{at: 5000ms, request: x}",
                "{at: 5010ms, remove: x}", "{at: 50000ms, request: x}", "{at: 60000ms, remove: x}",
            ],
            property: "max-visible: 1", mode: .naive, from: [50_001])
        #expect(chained == [4_981])
    }

    @Test("Two values that break the property only together come down together")
    func coupledValuesComeDownTogether() throws {
        // Two show at once only when `a` and `b` are requested at the same instant (`a` is removed 1ms
        // after its request, `b` at once): no single value can move from 718/718, both together can.
        let values = try Self.shrunk(
            alerts: "{a: {level: 500}, b: {level: 600}}",
            timeline: [
                "{at: 0ms..1000ms, request: a}", "{after: 1ms, remove: a}", "{at: 1ms..1000ms, request: b}",
                "{after: 0ms, remove: b}",
            ],
            property: "max-visible: 1", mode: .naive, from: [718, 718])
        #expect(values == [1, 1])
    }

    @Test("Shrinking finds fewer optional steps than dropping one at a time can reach")
    func fewerOptionalStepsThanOneByOne() throws {
        func shrink(_ text: String, from run: ScenarioRun) throws -> ScenarioRun {
            let scenario = try ScenarioLoader.load(text: text, source: "fewer.yaml")
            return try Explorer(scenario, options: ExplorationOptions(runs: 100)).shrink(run, property: 0)
        }
        // `c` waits too long only if the run lasts past 1ms: with the close at 0ms only the optional
        // request at 10ms makes it last, but with the close later the run breaks with no optional step.
        let longer = try shrink(
            """
            name: fewer
            alerts: {a: {level: 600, actions: [ok]}, c: {level: 500, actions: [ok]}, b: {level: 500, actions: [ok]}}
            timeline:
              - {at: 0, request: a}
              - {at: 0, request: c}
              - {at: 0..5, close: c}
              - {at: 10, request: b, optional: true}
            properties:
              - max-wait: {alert: c, wait: 1ms}
            """, from: ScenarioRun(values: [0], happens: [true]))
        #expect(longer == ScenarioRun(values: [2], happens: [false]))
        // From {screen, y}, neither can go alone (y shows only on s), but x alone stacks too.
        let other = try shrink(
            """
            name: fewer
            policy: {maxVisible: 3}
            screen: home
            alerts: {a: {level: 500}, x: {level: 500}, y: {level: 500, screen: s}}
            timeline:
              - {at: 0, request: a}
              - {at: 10, request: x, optional: true}
              - {at: 20, screen: s, optional: true}
              - {at: 30, request: y, optional: true}
              - {at: 100, remove: a}
              - {at: 1000, screen: s}
            properties:
              - max-visible: 1
            """, from: ScenarioRun(values: [], happens: [false, true, true]))
        #expect(other == ScenarioRun(values: [], happens: [true, false, false]))
    }

    @Test("A sometimes that no run reaches is NEVER reached and fails the exploration")
    func sometimesNever() throws {
        let scenario = F.jianshu(properties: [.sometimes(event: "expired", alert: "guide")])
        let report = try Explorer(scenario, options: ExplorationOptions(runs: 100)).explore()
        #expect(report.verdicts[0].line(counterexamplePath: nil).hasSuffix(": NEVER reached"))
        #expect(!report.passed)
        #expect(report.summaryLine.hasSuffix("0 held, 1 violated"))
    }

    @Test("A file without ranges or optional steps has exactly its nominal run")
    func certainFileHasOneRun() throws {
        let a = F.alert("a")
        let scenario = F.scenario(alerts: [a], steps: [F.step(.at(5...5), .request(a))], properties: [.maxVisible(1)])
        let report = try Explorer(scenario).explore()
        #expect(report.runs == 1)
    }

    @Test("Options out of range and files without properties are refused")
    func refusals() {
        let scenario = F.jianshu(properties: [.maxVisible(1)])
        for options in [
            ExplorationOptions(runs: 0), ExplorationOptions(runs: 1_000_000_001), ExplorationOptions(resolution: 0),
            ExplorationOptions(resolution: -5), ExplorationOptions(jobs: 0),
            ExplorationOptions(runs: 10, resolution: 1),
        ] {
            #expect(throws: ExplorationError.self) { try Explorer(scenario, options: options) }
        }
        #expect(throws: ExplorationError.self) { try Explorer(F.jianshu(properties: [])) }
    }

    /// `b` waits too long behind the optional `c` from almost any start, but
    /// with `c` left out only when it comes within half a second before `a`
    /// does (20 s or 40 s): most broken runs have `c`. The run shrunk is one
    /// of the broken runs in which the fewest optional steps happen, not the
    /// first broken run, since shrinking never ends with more optional steps
    /// than it starts from.
    static let windowWithoutTheOptionalStep = """
        name: window
        alerts: {a: {level: high, actions: [ok]}, b: {level: normal, actions: [ok]}, c: {level: low, actions: [ok]}}
        timeline:
          - {at: 0ms..60s, request: b}
          - {at: 0ms..60s, request: c, optional: true}
          - {at: 20s, request: a}
          - {at: 21s, remove: a}
          - {at: 40s, request: a}
          - {at: 41s, remove: a}
          - {at: 61s, remove: b}
          - {at: 61s, remove: c}
        properties: [{max-wait: {alert: b, wait: 500ms}}]
        """

    @Test(
        "The run shrunk is a broken run with the fewest optional steps, on one machine and in shards", arguments: 1...2)
    func fewestOptionalStepsFirst(seed: UInt64) throws {
        let scenario = try ScenarioLoader.load(text: Self.windowWithoutTheOptionalStep, source: "window.yaml")
        let options = ExplorationOptions(runs: 2_000, seed: seed)
        let explorer = try Explorer(scenario, options: options)
        let report = explorer.explore()
        let verdict = try #require(report.verdicts.first)
        let counterexample = try #require(verdict.counterexample)
        #expect(counterexample.run.happens == [false], "c left out")
        // b at the first instant past 20 s - 500 ms from which it waits more than 500 ms behind a.
        #expect(counterexample.run.values[0] == 20_001, "\(counterexample.run)")
        let first = try #require(verdict.firstViolatingRun)
        #expect(explorer.run(first).happens == [true], "the first broken run has c: it is not the one shrunk")
        var summaries: [ExplorationSummary] = []
        for index in 1...2 {
            var sharded = options
            sharded.shard = ExplorationShard(index: index, count: 2)
            let shard = try Explorer(scenario, options: sharded)
            summaries.append(shard.summary(of: shard.explore()))
        }
        let (_, merged) = try Explorer.merge(summaries.reversed(), of: scenario)
        #expect(merged.verdicts.first?.counterexample == counterexample)
        #expect(merged.verdicts.first?.firstViolatingRun == first)
    }

    @Test("The same report whatever --jobs says, and shards merge into it")
    func determinism() throws {
        let scenario = F.launch15
        var properties = scenario.properties
        properties.append(F.property(.maxWait("rating", wait: 50)))
        var broken = scenario
        broken.properties = properties
        let options = ExplorationOptions(mode: .naive, runs: 9_000, seed: 42)
        let one = try Explorer(broken, options: options).explore()
        var parallel = options
        parallel.jobs = 3
        let three = try Explorer(broken, options: parallel).explore()
        #expect(Self.fingerprint(one) == Self.fingerprint(three))
        var summaries: [ExplorationSummary] = []
        for index in [2, 1, 3] {
            var sharded = options
            sharded.shard = ExplorationShard(index: index, count: 3)
            let explorer = try Explorer(broken, options: sharded)
            summaries.append(explorer.summary(of: explorer.explore()))
        }
        let (_, merged) = try Explorer.merge(summaries, of: broken)
        #expect(Self.fingerprint(merged) == Self.fingerprint(one))
        #expect(throws: ExplorationError.self) { try Explorer.merge(Array(summaries.prefix(2)), of: broken) }
        #expect(throws: ExplorationError.self) { try Explorer.merge(summaries + [summaries[0]], of: broken) }
        // Counts no exploration writes are refused before they are added up (an overflow trapped).
        var inflated = summaries
        inflated[0].runs = .max
        inflated[1].runs = .max
        #expect(inflated[0].inconsistency?.hasPrefix("it judged 9223372036854775807 runs of a slice of 3000") == true)
        #expect(throws: ExplorationError.self) { try Explorer.merge(inflated, of: broken) }
        var overcounted = summaries
        overcounted[0].properties[0].violatedRuns = overcounted[0].runs + 1
        #expect(overcounted[0].inconsistency != nil)
        #expect(summaries.allSatisfy { $0.inconsistency == nil })
        // Broken runs and a first broken run come together, or not at all.
        for (index, entry) in summaries[0].properties.enumerated() {
            var lying = summaries
            if entry.firstViolatingRun == nil {
                lying[0].properties[index].violatedRuns = 1
            } else {
                lying[0].properties[index].violatedRuns = 0
            }
            #expect(lying[0].inconsistency != nil, "\(entry.property)")
            #expect(throws: ExplorationError.self) { try Explorer.merge(lying, of: broken) }
        }
        // A run to shrink outside the shard's slice, or before its first broken run; fewer runs come to a
        // property than break it; counts the scenario rules out: refused, each of them.
        let brokenProperty = try #require(summaries[0].properties.firstIndex { $0.shrinkingStart != nil })
        let start = try #require(summaries[0].properties[brokenProperty].shrinkingStart)
        var edits: [(inout ExplorationSummary) -> Void] = [
            { $0.properties[brokenProperty].shrinkingStart?.run = 0 },  // shard 2/3's slice starts at 3000
            { $0.properties[brokenProperty].shrinkingStart?.run = (start.run + 1) % 9_000 + 9_000 },
            { $0.properties[brokenProperty].engagedRuns = $0.properties[brokenProperty].violatedRuns - 1 },
        ]
        if let first = summaries[0].properties[brokenProperty].firstViolatingRun, first > 3_000 {
            edits.append { $0.properties[brokenProperty].shrinkingStart?.run = first - 1 }
        }
        for edit in edits {
            var lying = summaries
            edit(&lying[0])
            #expect(lying[0].inconsistency != nil, "\(lying[0].properties[brokenProperty])")
        }
        for edit: (inout ExplorationSummary) -> Void in [
            { $0.properties[0].engagedRuns -= 1 },  // max-visible judges every run
            { $0.properties[brokenProperty].shrinkingStart?.happening = 99 },
        ] {
            var lying = summaries
            edit(&lying[0])
            #expect(throws: ExplorationError.self) { try Explorer.merge(lying, of: broken) }
        }
        // Notes are comments: a file with them merges the summaries of one without.
        var noted = broken
        noted.notes = [ScenarioNote(text: "recorded by AlertRuntime", position: 0)]
        #expect(noted.explorationDigest == broken.explorationDigest)
        #expect(try Explorer.merge(summaries, of: noted).1.runs == 9_000)
    }

    @Test("Shards of any size slice without overflow; a shard index outside 1 ... N does not decode")
    func extremeShards() throws {
        let half = try #require(ExplorationShard(index: 4_611_686_018_427_387_904, count: .max))
        #expect(half.slice(of: 3_000) == 1_499..<1_500)
        let last = try #require(ExplorationShard(index: .max, count: .max))
        #expect(last.slice(of: 3_000) == 2_999..<3_000)
        #expect(ExplorationShard(index: 1, count: 1)?.slice(of: 1_000_000_000) == 0..<1_000_000_000)
        let decoder = JSONDecoder()
        #expect(throws: DecodingError.self) {
            try decoder.decode(ExplorationShard.self, from: Data(#"{"index":3,"count":2}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try decoder.decode(ExplorationShard.self, from: Data(#"{"index":0,"count":2}"#.utf8))
        }
        #expect(
            try decoder.decode(ExplorationShard.self, from: Data(#"{"index":2,"count":2}"#.utf8))
                == ExplorationShard(index: 2, count: 2))
    }

    static func fingerprint(_ report: ExplorationReport) -> [String] {
        report.verdicts.map { verdict in
            "\(verdict.line(counterexamplePath: "x")) first=\(String(describing: verdict.firstViolatingRun)) "
                + "engaged=\(verdict.engagedRuns) "
                + "\(String(describing: verdict.counterexample?.run)) \(String(describing: verdict.counterexample?.scenario))"
        } + [report.summaryLine]
    }

    @Test("Ctrl-C: a stop request ends the exploration early with what was found, shrunk")
    func stopping() throws {
        let scenario = F.jianshu(properties: [.maxVisible(1)])
        let explorer = try Explorer(scenario, options: ExplorationOptions(mode: .naive, runs: 1_000_000))
        let report = explorer.explore(shouldStop: { true })
        #expect(report.wasStopped)
        #expect(report.runs == 0)
    }
}
