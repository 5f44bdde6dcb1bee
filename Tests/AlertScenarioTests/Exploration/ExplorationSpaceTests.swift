import AlertCore
import Testing

@testable import AlertScenario

@Suite("Runs of uncertain timelines (docs/explore.md)")
struct ExplorationSpaceTests {
    typealias F = ExplorationFixtures

    static let chain: Scenario = {
        let a = F.alert("a")
        let b = F.alert("b")
        return F.scenario(
            alerts: [a, b],
            steps: [
                F.step(.at(100...200), .request(a)),
                F.step(.after(10...50), .request(b), optional: true),
                F.step(.after(5...5), .close(.top)),
                F.step(.withPrevious, .close(.top)),
            ],
            properties: [.maxVisible(1)])
    }()

    @Test("after: counts from the previous step's instant in the run, happened or not")
    func afterCountsFromSkippedSteps() {
        let space = ExplorationSpace(Self.chain)
        #expect(space.rangedSteps == [0, 1])
        #expect(space.optionalSteps == [1])
        let run = ScenarioRun(values: [150, 40], happens: [false])
        #expect(space.instants(of: run) == [150, 190, 195, 195])
        #expect(space.order(of: run) == [0, 2, 3])
        #expect(space.order(of: ScenarioRun(values: [150, 40], happens: [true])) == [0, 1, 2, 3])
    }

    @Test("The nominal run takes every lower bound and every optional step")
    func nominalRun() {
        let space = ExplorationSpace(Self.chain)
        #expect(space.nominalRun == ScenarioRun(values: [100, 10], happens: [true]))
        #expect(space.instants(of: space.nominalRun) == Self.chain.timeline.map(\.time))
    }

    @Test("Steps happen in the order of their instants, equal instants in file order")
    func overtaking() {
        let a = F.alert("a")
        let b = F.alert("b")
        let c = F.alert("c")
        let scenario = F.scenario(
            alerts: [a, b, c],
            steps: [
                F.step(.at(0...100), .request(a)), F.step(.at(0...100), .request(b)),
                F.step(.at(50...50), .request(c)),
            ],
            properties: [.maxVisible(1)])
        let space = ExplorationSpace(scenario)
        #expect(space.order(of: ScenarioRun(values: [100, 0], happens: [])) == [1, 2, 0])
        #expect(space.order(of: ScenarioRun(values: [50, 50], happens: [])) == [0, 1, 2])
        #expect(space.order(of: ScenarioRun(values: [60, 50], happens: [])) == [1, 2, 0])
    }

    @Test("The grid has each value on lower + k·D or the upper bound, with every optional combination")
    func gridRuns() {
        let space = ExplorationSpace(Self.chain)
        // 100...200 at 30: 100 130 160 190 200 (5); 10...50 at 30: 10 40 50 (3); one optional: x2.
        #expect(ExplorationRunSet.gridCount(of: space, resolution: 30) == 30)
        let set = ExplorationRunSet.grid(resolution: 30, count: 30)
        let runs = (0..<30).map { set.run($0, in: space) }
        #expect(Set(runs).count == 30)
        #expect(runs[0] == space.nominalRun)
        #expect(Set(runs.map { $0.values[0] }) == [100, 130, 160, 190, 200])
        #expect(Set(runs.map { $0.values[1] }) == [10, 40, 50])
        #expect(ExplorationRunSet.gridCount(of: space, resolution: 50) == 3 * 2 * 2)
    }

    @Test("Random run i depends on the seed and i alone; run 0 is nominal; values stay in range")
    func randomRuns() {
        let space = ExplorationSpace(Self.chain)
        let set = ExplorationRunSet.random(seed: 7, count: 1_000)
        #expect(set.run(0, in: space) == space.nominalRun)
        let runs = (0..<1_000).map { set.run($0, in: space) }
        #expect(runs.allSatisfy(space.contains))
        #expect(runs[500] == ExplorationRunSet.random(seed: 7, count: 10).run(500, in: space))
        #expect(runs[500] != ExplorationRunSet.random(seed: 8, count: 1_000).run(500, in: space))
        #expect(Set(runs.map { $0.values[0] }).count > 80)
        #expect(runs.contains { $0.values[0] == 200 } || runs.contains { $0.values[0] == 199 })
        #expect(runs.filter { $0.happens[0] }.count > 400)
        #expect(runs.filter { !$0.happens[0] }.count > 400)
    }

    @Test("Grid counts past Int are refused, saying the exact count")
    func hugeGrid() {
        let a = F.alert("a")
        let steps = (0..<3).map { _ in F.step(.at(0...1_000_000_000_000), .request(a)) }
        let scenario = F.scenario(alerts: [a], steps: steps, properties: [.maxVisible(1)])
        let space = ExplorationSpace(scenario)
        #expect(ExplorationRunSet.gridCount(of: space, resolution: 1) == nil)
        #expect(Explorer.gridCountText(of: space, resolution: 1) == "1000000000003000000000003000000000001")
        #expect(throws: ExplorationError.self) {
            try Explorer(scenario, options: ExplorationOptions(runs: 1_000_000_000, resolution: 1))
        }
        do {
            _ = try Explorer(scenario, options: ExplorationOptions(runs: 10, resolution: 500_000_000_000))
            Issue.record("a grid of 27 runs passed --runs 10")
        } catch {
            #expect(error.message.contains("27 runs"))
        }
    }

    @Test("Shards cover the run set once")
    func shards() {
        for total in [0, 1, 7, 10_000, 1_000_000_000] {
            for count in [1, 3, 7] {
                let slices = (1...count).compactMap { ExplorationShard(index: $0, count: count)?.slice(of: total) }
                #expect(slices.first?.lowerBound == 0)
                #expect(slices.last?.upperBound == total)
                for (left, right) in zip(slices, slices.dropFirst()) { #expect(left.upperBound == right.lowerBound) }
            }
        }
        #expect(ExplorationShard("2/3") == ExplorationShard(index: 2, count: 3))
        #expect(ExplorationShard("0/3") == nil)
        #expect(ExplorationShard("4/3") == nil)
        #expect(ExplorationShard("x") == nil)
    }
}
