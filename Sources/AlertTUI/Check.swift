import ArgumentParser

/// `alert-tui check FILE...`: runs expectations (filled in by the scenario work).
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Check every expectation in scenario files.")

    @Argument(help: "Scenario files.")
    var files: [String]

    func run() throws {
        print("check: not built yet")
    }
}
