import AlertCore
import AlertPlayer
import AlertScenario

/// libFuzzer entry: any bytes must load to a scenario or a clear error (one
/// with a line and column that says what was expected, docs/scenario-format.md); a loaded
/// scenario must replay in both modes with a balanced ledger, render
/// both transcripts, pass through `check`, and lay out player frames at two
/// sizes in every mode, without a trap.
///
/// Build and run (see docs/fuzzing.md):
///
///     ALERT_FUZZ=1 swift build -c release --sanitize=fuzzer --product scenario-fuzzer --scratch-path .build-fuzz
///     SWIFT_BACKTRACE=enable=no .build-fuzz/release/scenario-fuzzer -max_len=262144 -max_total_time=600 fuzz-corpus
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let scenario: Scenario
    do throws(ScenarioError) {
        scenario = try ScenarioLoader.load(bytes: bytes, source: "<fuzz>")
    } catch {
        precondition(error.location != nil, "an error without a line and column: \(error)")
        let words = error.message.split { !$0.isLetter }
        precondition(words.contains("expected"), "an error that does not say what was expected: \(error)")
        return 0
    }
    for mode in ReplayMode.runModes {
        var replay = ScenarioReplay(scenario, mode: mode)
        _ = replay.runToEnd()
        precondition(replay.machine.ledger.isBalanced, "ledger unbalanced after a replay")
        var length = 0
        ReplayTranscript.writeText(of: scenario, mode: mode) { length += $0.utf8.count }
        ReplayTranscript.writeJSONLines(of: scenario, mode: mode) { length += $0.utf8.count }
        precondition(length > 0, "an empty transcript")
    }
    _ = ScenarioCheck(scenario).summaryLine
    for mode in ReplayMode.allCases {
        for (width, height) in [(80, 24), (132, 43)] {
            var model = PlayerModel(scenario: scenario, mode: mode, isPlaying: true, width: width, height: height)
            _ = PlayerLayout.frame(for: model)
            for input: PlayerInput in [.tick(elapsed: 500), .key(.end), .key(.character("r")), .key(.enter)] {
                _ = model.update(input)
            }
            _ = PlayerLayout.frame(for: model)
        }
    }
    return 0
}
