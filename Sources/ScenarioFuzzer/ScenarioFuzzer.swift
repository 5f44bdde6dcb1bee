import AlertCore
import AlertScenario

/// libFuzzer entry: any bytes must load to a scenario or a clear error, and a
/// loaded scenario must replay in both modes with a balanced ledger.
///
/// Build and run (see docs/fuzzing.md):
///
///     ALERT_FUZZ=1 swift build -c release --sanitize=fuzzer --product scenario-fuzzer --scratch-path .build-fuzz
///     SWIFT_BACKTRACE=enable=no .build-fuzz/release/scenario-fuzzer -max_total_time=60 fuzz-corpus scenarios
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let scenario = try? ScenarioLoader.load(bytes: bytes, source: "<fuzz>") else { return 0 }
    for mode in ReplayMode.allCases {
        var replay = ScenarioReplay(scenario, mode: mode)
        _ = replay.runToEnd()
        precondition(replay.machine.ledger.isBalanced, "ledger unbalanced after a replay")
    }
    return 0
}
