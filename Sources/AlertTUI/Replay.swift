import AlertPlayer
import AlertScenario
import ArgumentParser

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `alert-tui replay FILE [--mode scheduled|naive|compare] [--format text|jsonl|svg]`:
/// runs a scenario headless to its end and prints the transcript. Needs no
/// terminal.
///
/// The transcript is streamed: each line is written as it is produced, so
/// memory does not grow with its length.
///
/// Exit status: 0 after a replay (whatever its expectations found), and
/// quietly when the reader closes the pipe; 65 when the file is not a valid
/// scenario (nothing is replayed), 66 when it cannot be read, 74 when
/// standard output cannot be written, 64 for bad arguments.
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a scenario headless and print its transcript.",
        discussion: """
            The text format is a table for people; jsonl prints one JSON object per event and a last \
            line with the ledger. Errors in the file go to standard error with exit status 65.
            """)

    @Argument(help: "A scenario file.")
    var file: String

    @Option(
        help: """
            Which model to run: the scheduler, or the naive popup code that caused the bug; \
            compare (both, one above the other) with --format svg only.
            """)
    var mode: ReplayMode = .scheduled

    @Option(help: "How to print the transcript.")
    var format: TranscriptFormat = .text

    func validate() throws {
        if mode == .compare, format != .svg {
            throw ValidationError("--mode compare draws both runs in one picture: use it with --format svg")
        }
    }

    func run() throws {
        let scenario = try CommandLineFile.loadForCommand(file)
        try CheckedOutput.writingToStandardOutput { (output) throws(OutputFailure) in
            switch format {
            case .text:
                try ReplayTranscript.writeText(of: scenario, mode: mode) { (line) throws(OutputFailure) in
                    try output.write(line)
                }
            case .jsonl:
                try ReplayTranscript.writeJSONLines(of: scenario, mode: mode) { (line) throws(OutputFailure) in
                    try output.write(line)
                }
            case .svg:
                try output.write(TimelinePicture(scenario, modes: mode.runs).svg)
            }
        }
    }
}
