import AlertCore
import AlertPlayer
import AlertScenario

/// libFuzzer entry: any bytes must load to a scenario or a clear error (one
/// with a line and column that says what was expected, docs/scenario-format.md); a loaded
/// scenario must replay in both modes with a balanced ledger, render
/// both transcripts, pass through `check`, and lay out player frames at two
/// sizes in every mode, without a trap. Bytes that start with `{` are read
/// as JSON lines, the rest as YAML. A scenario with properties and a few
/// ranges is explored briefly, and every counterexample must load again
/// (docs/explore.md), unless its run breaks the property only without a
/// screen that an alert is scoped to.
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
        let source = bytes.first == UInt8(ascii: "{") ? "<fuzz>.jsonl" : "<fuzz>"
        var warnings: [String] = []
        scenario = try ScenarioLoader.load(bytes: bytes, source: source, warnings: &warnings)
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
    let space = ExplorationSpace(scenario)
    if !scenario.properties.isEmpty, space.rangedSteps.count <= 4, space.optionalSteps.count <= 4,
        let explorer = try? Explorer(scenario, options: ExplorationOptions(runs: 8, jobs: 1))
    {
        for verdict in explorer.explore().verdicts {
            guard let counterexample = verdict.counterexample else { continue }
            do throws(ScenarioError) {
                _ = try ScenarioLoader.load(text: counterexample.scenario.yamlText(), source: "<counterexample>")
            } catch {
                precondition(
                    error.message.contains("which the scenario never shows"),
                    "a counterexample that does not load: \(error)")
            }
        }
    }
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
