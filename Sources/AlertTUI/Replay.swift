import AlertScenario
import ArgumentParser

/// `alert-tui replay FILE [--mode scheduled|naive] [--format text|jsonl]`:
/// runs a scenario headless to its end and prints the transcript. Needs no
/// terminal.
///
/// Exit status: 0 after a replay (whatever its expectations found), 65 when
/// the file is not a valid scenario (nothing is replayed), 66 when it cannot
/// be read, 64 for bad arguments.
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a scenario headless and print its transcript.",
        discussion: """
            The text format is a table for people; jsonl prints one JSON object per event and a last \
            line with the ledger. Errors in the file go to standard error with exit status 65.
            """)

    @Argument(help: "A scenario file.")
    var file: String

    @Option(help: "Which model to run: the scheduler, or the naive popup code that caused the bug.")
    var mode: ReplayMode = .scheduled

    @Option(help: "How to print the transcript.")
    var format: TranscriptFormat = .text

    func run() throws {
        let scenario: Scenario
        do {
            scenario = try ScenarioLoader.load(path: file)
        } catch {
            StandardError.write(error.description)
            throw ExitCode(error.exitStatus)
        }
        let transcript = ReplayTranscript(scenario, mode: mode)
        switch format {
        case .text: print(transcript.text, terminator: "")
        case .jsonl: print(transcript.jsonLines, terminator: "")
        }
    }
}
