import AlertScenario
import ExploreFixture

// Runs per second of `explore` on the fifteen-step launch, one job and two,
// and the time to shrink a counterexample of it:
//   swift run -c release --scratch-path ../.build-bench ExploreSpeed [RUNS]

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

let runs = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
let scenario = try ExploreFixture.launch()
for jobs in [1, 2] {
    let explorer = try Explorer(scenario, options: ExplorationOptions(mode: .scheduled, runs: runs, jobs: jobs))
    let clock = ContinuousClock()
    let start = clock.now
    let report = explorer.explore()
    let elapsed = seconds(clock.now - start)
    print("jobs \(jobs): \(report.runs) runs in \(elapsed) s, \(Int(Double(report.runs) / elapsed)) runs/s (\(report.summaryLine))")
}
// Shrinking: the naive model breaks max-visible in almost every run; shrink the first.
let naive = try Explorer(scenario, options: ExplorationOptions(mode: .naive, runs: 1_000))
let report = naive.explore()
if let first = report.verdicts[0].firstViolatingRun {
    let clock = ContinuousClock()
    let start = clock.now
    let counterexample = naive.counterexample(shrinking: naive.run(first), property: 0)
    let elapsed = seconds(clock.now - start)
    print("shrink: run \(first) to \(counterexample?.scenario.timeline.count ?? 0) steps in \(elapsed * 1_000) ms")
}
