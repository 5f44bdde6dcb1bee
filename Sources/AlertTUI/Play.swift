import ArgumentParser

/// `alert-tui play [FILE]`: the ncurses player (filled in by the player work).
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Play a scenario in the terminal.")

    @Argument(help: "A scenario file; the built-in Jianshu scenario when omitted.")
    var file: String?

    func run() throws {
        print("play: not built yet")
    }
}
