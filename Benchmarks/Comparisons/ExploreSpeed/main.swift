import AlertScenario
import ExploreFixture

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// CPU time of the whole process (every thread), in seconds: with other work
/// on the machine, CPU per run says what wall time cannot, whether two jobs
/// cost more CPU per run than one (contention) or the same (they scale).
func processCPUSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

// Runs per second of `explore` on the fifteen-step launch, and the time to
// shrink counterexamples of it:
//   swift run -c release --scratch-path ../.build-bench ExploreSpeed [RUNS [JOBS...]]
// (default: 1,000,000 runs at 1 and then 2 jobs).

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let runs = arguments.first ?? 1_000_000
let jobCounts = arguments.count > 1 ? Array(arguments.dropFirst()) : [1, 2]
let scenario = try ExploreFixture.launch()
let clock = ContinuousClock()
for jobs in jobCounts {
    let explorer = try Explorer(scenario, options: ExplorationOptions(mode: .scheduled, runs: runs, jobs: jobs))
    let start = clock.now
    let cpuStart = processCPUSeconds()
    let report = explorer.explore()
    let elapsed = seconds(clock.now - start)
    let cpu = processCPUSeconds() - cpuStart
    print(
        "jobs \(jobs): \(report.runs) runs in \(elapsed) s, \(Int(Double(report.runs) / elapsed)) runs/s; "
            + "CPU \(cpu) s, \(Int(Double(report.runs) / cpu)) runs per CPU-second (\(report.summaryLine))")
}
// Shrinking: the naive model breaks max-visible in every run; shrink runs 1 to 100 (random ones).
let naive = try Explorer(scenario, options: ExplorationOptions(mode: .naive, runs: 1_000))
var longest = 0.0
var total = 0.0
var steps = 0
for index in 1...100 {
    let start = clock.now
    let counterexample = naive.counterexample(shrinking: naive.run(index), property: 0)
    let elapsed = seconds(clock.now - start)
    longest = max(longest, elapsed)
    total += elapsed
    steps = max(steps, counterexample?.scenario.timeline.count ?? 0)
}
print("shrink max-visible, 100 random naive runs: mean \(total / 100 * 1_000) ms, longest \(longest * 1_000) ms, "
    + "at most \(steps) steps left")
