// swift-tools-version: 6.1
import Foundation
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

/// The wide-character ncurses library: `ncursesw` on Linux, `ncurses` on macOS.
let ncursesLinkage: [LinkerSetting] = [
    .linkedLibrary("ncursesw", .when(platforms: [.linux])),
    .linkedLibrary("ncurses", .when(platforms: [.macOS])),
]

let package = Package(
    name: "AlertScheduler",
    // Built and tested on Linux. On Apple platforms AlertCore needs Duration (iOS 16) and
    // AlertRuntime Clock (iOS 16) and Observation (iOS 17, macOS 14). Nothing imports
    // Synchronization (Mutex and Atomic need macOS 15), so a Mac app on macOS 14 can adopt the
    // runtime (README: Platforms).
    // No watchOS: Apple Watch's arm64_32 has a 32-bit Int, too small for milliseconds since 1970.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .visionOS(.v1)],
    products: [
        .library(name: "AlertCore", targets: ["AlertCore"]),
        .library(name: "AlertRuntime", targets: ["AlertRuntime"]),
        .library(name: "AlertTranscript", targets: ["AlertTranscript"]),
        .library(name: "AlertScenario", targets: ["AlertScenario"]),
        .executable(name: "alert-tui", targets: ["AlertTUI"]),
        .executable(name: "launch-demo", targets: ["LaunchDemo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The scheduler: a pure state machine over virtual time, and the naive model of the bug.
        .target(name: "AlertCore", swiftSettings: strictSettings),
        // What transcripts and pictures record beside a run, and apps never link: the stacks
        // after every event (StacksMirror), followed from the events the machines return.
        .target(name: "AlertSimulation", dependencies: ["AlertCore"], swiftSettings: strictSettings),
        // The words transcripts use for events and reasons (`dropped`, `group-limit`), shared by the
        // scenarios' transcripts and the runtime's descriptions; the scheduler names cases, not text.
        .target(name: "AlertTranscript", dependencies: ["AlertCore"], swiftSettings: strictSettings),
        // The scheduler live in an app: a real clock, outcomes, presenters, caps kept across launches.
        .target(name: "AlertRuntime", dependencies: ["AlertCore", "AlertTranscript"], swiftSettings: strictSettings),
        // A reading app's launch written as an app would, on the runtime: `swift run launch-demo`.
        .executableTarget(
            name: "LaunchDemo", dependencies: ["AlertCore", "AlertRuntime"], swiftSettings: strictSettings),
        // A child process for the crash-safety test of FileAlertHistory: writes histories until killed.
        .executableTarget(name: "HistoryWriter", dependencies: ["AlertRuntime"], swiftSettings: strictSettings),
        // Text for terminals, shared by the transcripts and the player: display width, one notation
        // for control characters, fitting and padding, and virtual time as text both ways.
        .target(name: "TerminalText", swiftSettings: strictSettings),
        // Scenario files: loading, replaying, transcripts and expectation checks. Yams is there for its
        // CYaml module: the loader reads libyaml's events itself (docs/loading.md).
        .target(
            name: "AlertScenario",
            dependencies: [
                "AlertCore", "AlertSimulation", "AlertTranscript", "TerminalText",
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: strictSettings
        ),
        // The player's model and layout: pure, no terminal.
        .target(
            name: "AlertPlayer",
            dependencies: ["AlertCore", "AlertSimulation", "AlertScenario", "TerminalText"],
            swiftSettings: strictSettings
        ),
        // libncursesw, through a shim header (<ncursesw/curses.h> on Linux, <curses.h> on macOS).
        .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
        // Signal-safe terminal restore (state that must live in C).
        .target(name: "CTerminal", dependencies: ["CNcursesw"], linkerSettings: ncursesLinkage),
        .executableTarget(
            name: "AlertTUI",
            dependencies: [
                "AlertCore", "AlertScenario", "AlertPlayer", "TerminalText", "CNcursesw", "CTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings,
            linkerSettings: ncursesLinkage
        ),
        .testTarget(
            name: "AlertCoreTests",
            dependencies: [
                "AlertCore", "AlertSimulation", "AlertTranscript", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "AlertRuntimeTests",
            dependencies: ["AlertCore", "AlertRuntime", "HistoryWriter", "TestSupport"],
            swiftSettings: strictSettings
        ),
        // The documentation's UIKit presenter, compiled as in an app target whose default isolation
        // is the main actor (UIKit itself replaced by stand-ins).
        .testTarget(
            name: "MainActorPresenterTests", dependencies: ["AlertRuntime", "TestSupport"],
            swiftSettings: strictSettings + [.unsafeFlags(["-default-isolation", "MainActor"])]),
        // The launch demo's launch, stepped on a ManualClock without sleeping.
        .testTarget(
            name: "LaunchDemoTests", dependencies: ["LaunchDemo", "AlertCore", "AlertRuntime", "TestSupport"],
            swiftSettings: strictSettings),
        .testTarget(name: "TerminalTextTests", dependencies: ["TerminalText"], swiftSettings: strictSettings),
        // What more than one test target needs: a seeded random number generator, sparse files, waiting.
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strictSettings),
        .testTarget(
            name: "AlertScenarioTests",
            dependencies: [
                "AlertCore", "AlertSimulation", "AlertScenario", "TerminalText", "TestSupport", "AlertRuntime",
            ],
            resources: [.copy("Goldens")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "AlertPlayerTests",
            dependencies: [
                "AlertCore", "AlertSimulation", "AlertScenario", "AlertPlayer", "TerminalText", "TestSupport",
            ],
            resources: [.copy("Goldens")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["AlertTUI", "TestSupport", "AlertRuntime"],
            swiftSettings: strictSettings
        ),
    ]
)

// The scenario fuzzer links against libFuzzer's main, so it exists only when asked for:
// ALERT_FUZZ=1 swift build -c release --sanitize=fuzzer --product scenario-fuzzer
if ProcessInfo.processInfo.environment["ALERT_FUZZ"] != nil {
    package.products.append(.executable(name: "scenario-fuzzer", targets: ["ScenarioFuzzer"]))
    package.targets.append(
        .executableTarget(
            name: "ScenarioFuzzer",
            dependencies: ["AlertCore", "AlertScenario", "AlertPlayer", "TerminalText"],
            swiftSettings: strictSettings + [.unsafeFlags(["-parse-as-library"])]
        )
    )
    // The alert history decoder: any bytes, a history or an error (issue 45).
    package.products.append(.executable(name: "history-fuzzer", targets: ["HistoryFuzzer"]))
    package.targets.append(
        .executableTarget(
            name: "HistoryFuzzer",
            dependencies: ["AlertRuntime"],
            swiftSettings: strictSettings + [.unsafeFlags(["-parse-as-library"])]
        )
    )
}
