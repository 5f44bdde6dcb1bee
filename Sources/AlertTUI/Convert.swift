import AlertScenario
import ArgumentParser

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `alert-tui convert FILE --to yaml|jsonl`: writes the same scenario in
/// the other syntax to standard output (docs/scenario-format.md, JSON lines).
///
/// Exit status: 0 after writing; 65 when the file is not a valid scenario,
/// 66 when it cannot be read, 74 when standard output cannot be written,
/// 64 for bad arguments.
struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a scenario in the other syntax: YAML or JSON lines.",
        discussion: """
            Loading the output gives a scenario that replays to the same transcript. Notes of a JSON-lines \
            file become YAML comments.
            """)

    /// The syntaxes a scenario is written in.
    enum Syntax: String, ExpressibleByArgument, CaseIterable {
        case yaml
        case jsonl
    }

    @Argument(help: "A scenario file (.yaml, .yml or .jsonl).")
    var file: String

    @Option(help: "The syntax to write.")
    var to: Syntax

    func run() throws {
        let scenario = try CommandLineFile.loadForCommand(file)
        var yaml: String?
        try CheckedOutput.writingToStandardOutput { (output) throws(OutputFailure) in
            switch to {
            case .jsonl:
                try scenario.forEachJSONLine { (line) throws(OutputFailure) in try output.write(line) }
            case .yaml:
                let text = scenario.yamlText()
                yaml = text
                try output.write(text)
            }
        }
        // A JSON-lines alert may belong to a screen no step shows (a recorded session); YAML may not say so.
        if let yaml { CommandLineFile.warnUnlessItLoads(yaml, written: "the YAML written", source: "standard output") }
    }
}
