import ArgumentParser

/// `alert-tui`: play, replay and check alert scenarios.
@main
struct AlertTUI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "alert-tui",
        abstract: "Watch popups stack up without a scheduler, and line up with one.",
        discussion: """
            With no subcommand, plays the built-in Jianshu launch scenario in the terminal.
            """,
        subcommands: [Play.self, Replay.self, Check.self],
        defaultSubcommand: Play.self
    )
}
