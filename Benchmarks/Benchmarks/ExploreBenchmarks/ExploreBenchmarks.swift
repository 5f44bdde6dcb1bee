import AlertScenario
import Benchmark
import ExploreFixture

// Explore the fifteen-step launch: 10,000 runs per iteration on one job, so
// runs per second = 10,000 / the time of one iteration.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .throughput, .mallocCountTotal], maxIterations: 50)
    Benchmark("explore 10k runs, 15-step launch, 1 job (scheduled)") { benchmark in
        let explorer = try Explorer(
            try ExploreFixture.launch(), options: ExplorationOptions(mode: .scheduled, runs: 10_000, jobs: 1))
        benchmark.startMeasurement()
        blackHole(explorer.explore())
    }
    Benchmark("explore 10k runs, 15-step launch, 2 jobs (scheduled)") { benchmark in
        let explorer = try Explorer(
            try ExploreFixture.launch(), options: ExplorationOptions(mode: .scheduled, runs: 10_000, jobs: 2))
        benchmark.startMeasurement()
        blackHole(explorer.explore())
    }
    Benchmark("shrink a naive counterexample of the 15-step launch") { benchmark in
        let explorer = try Explorer(try ExploreFixture.launch(), options: ExplorationOptions(mode: .naive, runs: 100))
        let run = explorer.run(1)
        benchmark.startMeasurement()
        blackHole(explorer.counterexample(shrinking: run, property: 0))
    }
}
