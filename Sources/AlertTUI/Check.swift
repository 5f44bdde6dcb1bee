import AlertScenario
import ArgumentParser

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `alert-tui check FILE...`: runs every `expect` of each scenario (in each
/// mode that has one, the scheduled run always), judges its properties on
/// the scheduled run, and checks that every ledger balances. Prints
/// `PASS <name>` or `FAIL <name>: <first problem>` per file, then
/// `N passed, N failed`.
///
/// Every file is loaded before anything runs: if any is malformed, the
/// errors go to standard error, nothing is replayed and the exit status is
/// 65 (66 if the only problems are files that cannot be read). Otherwise
/// the exit status is 1 when a scenario failed, 0 when all passed, and 74
/// when standard output cannot be written. A closed pipe ends the output
/// quietly and leaves the status as the checks decide it.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check every expectation and property in scenario files.",
        discussion: """
            Prints PASS or FAIL per file and a summary line. Exit status: 0 all passed, 1 a check failed, \
            65 a file is malformed, 66 a file cannot be read.
            """)

    @Argument(help: "Scenario files.")
    var files: [String]

    func run() throws {
        var scenarios: [Scenario] = []
        var errors: [ScenarioError] = []
        for file in files {
            do {
                scenarios.append(try CommandLineFile.load(file))
            } catch {
                errors.append(error)
            }
        }
        guard errors.isEmpty else {
            for error in errors { StandardError.write(error.description) }
            throw ExitCode(errors.contains { $0.kind == .malformed } ? 65 : 66)
        }
        signal(SIGPIPE, SIG_IGN)
        // A reader that went away (`check *.yaml | head -1`) ends the output
        // quietly, but not the checks: the status still says whether every
        // scenario passed.
        let output = CheckedOutput.standardOutput(discardsWhenReaderLeaves: true)
        var failed = 0
        do throws(OutputFailure) {
            for scenario in scenarios {
                let check = ScenarioCheck(scenario)
                if !check.passed { failed += 1 }
                try output.write(check.summaryLine + "\n")
            }
            try output.write("\(scenarios.count - failed) passed, \(failed) failed\n")
            try output.flush()
        } catch {
            throw ExitCode(error.exitCode())
        }
        if failed > 0 { throw ExitCode(1) }
    }
}
