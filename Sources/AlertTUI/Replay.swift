import ArgumentParser

/// `alert-tui replay FILE`: headless transcript (filled in by the scenario work).
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run a scenario headless and print its transcript.")

    @Argument(help: "A scenario file.")
    var file: String

    func run() throws {
        print("replay: not built yet")
    }
}
