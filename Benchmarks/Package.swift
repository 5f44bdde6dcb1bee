// swift-tools-version: 6.1
import PackageDescription

// Benchmarks of AlertCore, kept out of the main package so that building and
// testing the project never pulls in the benchmark tooling. CI builds only its
// HeapComparison product and runs `HeapComparison verify`. Run from this directory:
//
//     swift package --scratch-path ../.build-bench benchmark
let package = Package(
    name: "AlertSchedulerBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "AlertScheduler", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    ],
    targets: [
        // One run prints the scheduler's cost per command beside a bare Heap, a sorted array and a
        // re-sort-per-insert queue, with ratios: swift run -c release --scratch-path ../.build-bench HeapComparison
        // It lives outside Benchmarks/, where the ordo-one plugin would take it for one of its own and run it.
        // A counting malloc in front of glibc's, for the memory comparison.
        .target(name: "MallocStatistics", path: "Comparisons/MallocStatistics"),
        .executableTarget(
            name: "HeapComparison",
            dependencies: [
                "MallocStatistics",
                .product(name: "AlertCore", package: "AlertScheduler"),
                .product(name: "AlertTranscript", package: "AlertScheduler"),
                .product(name: "HeapModule", package: "swift-collections"),
            ],
            path: "Comparisons/HeapComparison",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "AlertCoreBenchmarks",
            dependencies: [
                .product(name: "AlertCore", package: "AlertScheduler"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/AlertCoreBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // `explore`: the fifteen-step launch (ExploreFixture), runs per second and shrinking.
        // swift run -c release --scratch-path ../.build-bench ExploreSpeed prints runs/s at 1 and 2 jobs.
        .target(
            name: "ExploreFixture",
            dependencies: [.product(name: "AlertScenario", package: "AlertScheduler")],
            path: "Comparisons/ExploreFixture",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "ExploreSpeed",
            dependencies: ["ExploreFixture", .product(name: "AlertScenario", package: "AlertScheduler")],
            path: "Comparisons/ExploreSpeed",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "ExploreBenchmarks",
            dependencies: [
                "ExploreFixture",
                .product(name: "AlertScenario", package: "AlertScheduler"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ExploreBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The trace's cost to the center (issue 48): the same commands with and without recording.
        .executableTarget(
            name: "AlertTraceBenchmarks",
            dependencies: [
                .product(name: "AlertCore", package: "AlertScheduler"),
                .product(name: "AlertRuntime", package: "AlertScheduler"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/AlertTraceBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
