import AlertCore
import TestSupport
import Testing

@testable import AlertScenario

/// How far `explore` has got, every few dozen runs, and Ctrl-C: the runs
/// stop at the next run, and a press while shrinking cuts it short
/// (docs/explore.md, exit 130).
@Suite("Explorer: progress, and stopping early")
struct ExplorerProgressTests {
    typealias F = ExplorationFixtures

    @Test("Progress is told every few dozen runs, always more, ending with the whole run set")
    func progressEveryFewDozenRuns() throws {
        let scenario = F.jianshu(properties: [.maxVisible(1)])
        for jobs in [1, 2] {
            let explorer = try Explorer(scenario, options: ExplorationOptions(mode: .naive, runs: 10_000, jobs: jobs))
            let told = LockedValue<[Int]>([])
            let report = explorer.explore(progress: { done in told.withLock { $0.append(done) } })
            let counts = told.withLock { $0 }
            #expect(counts.first == Explorer.runsBetweenProgressReports, "jobs \(jobs)")
            #expect(counts.last == report.runs)
            #expect(zip(counts, counts.dropFirst()).allSatisfy { $0 < $1 }, "always more")
            #expect(counts.count > report.runs / Explorer.chunkSize * 10, "finer than chunks")
        }
    }

    @Test("The runs stop at the next run once asked, not at the end of their chunk or of a few dozen runs")
    func runsStopWithinAChunk() throws {
        let scenario = F.jianshu(properties: [.maxVisible(1)])
        let explorer = try Explorer(scenario, options: ExplorationOptions(mode: .naive, runs: 10_000))
        #expect(explorer.runIndices.count > Explorer.chunkSize)
        // Asked first before the first chunk, then before each run after its first; a `true` said once
        // is enough.
        let asked = LockedValue(0)
        let report = explorer.explore(shouldStop: {
            asked.withLock { count in
                count += 1
                return count == 11
            }
        })
        #expect(report.wasStopped)
        #expect(report.runs == 10)
        #expect(asked.withLock { $0 } == 11, "asked once a run, and not again once it said stop")
        #expect(report.verdicts[0].counterexample != nil, "what was found is still shrunk and written")
    }

    @Test("Shrinking cut short leaves each counterexample as far as it got, still breaking its property")
    func shrinkingCutShort() throws {
        let scenario = F.jianshu(properties: [.maxVisible(1), .noOrphanMask])
        let explorer = try Explorer(scenario, options: ExplorationOptions(mode: .naive, runs: 500))
        let whole = explorer.explore()
        var announced: [Int] = []
        let cut = explorer.explore(willShrink: { announced.append($0) }, stopsShrinking: { true })
        #expect(announced == [500], "announced once, with the runs judged")
        #expect(cut.wasStopped, "not what a whole exploration prints: (interrupted)")
        #expect(!whole.wasStopped)
        #expect(cut.verdicts.map(\.violatedRuns) == whole.verdicts.map(\.violatedRuns))
        for verdict in cut.verdicts {
            let start = try #require(verdict.shrinkingStart)
            let counterexample = try #require(verdict.counterexample, "the run still breaks the property")
            #expect(counterexample.run == explorer.run(start.run), "not shrunk at all")
        }
        #expect(
            zip(cut.verdicts, whole.verdicts).contains { $0.counterexample?.run != $1.counterexample?.run },
            "shrinking to the end goes further")
    }

    @Test("Any press but the first made while the runs were judged stops the shrinking, whenever it came")
    func pressesThatStopTheShrinking() {
        let noPress = ExplorationPresses(pressesBeforeShrinking: 0)
        #expect(!noPress.stopShrinking(presses: 0))
        #expect(noPress.stopShrinking(presses: 1), "the first, made once the shrinking began")
        let onePress = ExplorationPresses(pressesBeforeShrinking: 1)
        #expect(!onePress.stopShrinking(presses: 1), "the press that stopped the runs (or came during the last)")
        #expect(onePress.stopShrinking(presses: 2))
        let twoPresses = ExplorationPresses(pressesBeforeShrinking: 2)
        #expect(twoPresses.stopShrinking(presses: 2), "the second, even one made before the shrinking began")
        #expect(twoPresses.stopShrinking(presses: 3))
    }

    @Test("Nothing broken, nothing to shrink: willShrink is not called")
    func nothingToShrink() throws {
        let scenario = F.jianshu(properties: [.maxVisible(1), .noOrphanMask])
        let explorer = try Explorer(scenario, options: ExplorationOptions(mode: .scheduled, runs: 200))
        var announced: [Int] = []
        let report = explorer.explore(willShrink: { announced.append($0) }, stopsShrinking: { true })
        #expect(report.passed)
        #expect(announced.isEmpty)
        #expect(!report.wasStopped, "nothing was shrunk, so nothing was cut short")
    }
}
