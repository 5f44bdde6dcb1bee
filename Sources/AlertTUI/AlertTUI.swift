import ArgumentParser
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `alert-tui`: play, replay, check, explore and convert alert scenarios.
@main
struct AlertTUI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "alert-tui",
        abstract: "Watch popups stack up without a scheduler, and line up with one.",
        discussion: """
            With no subcommand, plays the built-in Jianshu launch scenario in the terminal.
            """,
        subcommands: [Play.self, Replay.self, Check.self, Explore.self, Convert.self],
        defaultSubcommand: Play.self
    )

    /// Runs the command, writing help and usage errors through checked
    /// output: a full disk is exit status 74 there too, a closed pipe ends
    /// quietly.
    static func main() {
        signal(SIGPIPE, SIG_IGN)
        do {
            let arguments = Array(CommandLine.arguments.dropFirst())
            if let problem = DashedArgument.usageError(in: arguments) {
                throw ValidationError(problem)
            }
            let commands = configuration.subcommands.map { $0._commandName }
            if let problem = MistypedCommand.usageError(
                in: arguments, commands: commands, fileExists: { FileManager.default.fileExists(atPath: $0) })
            {
                throw ValidationError(problem)
            }
            var parsed = try parseAsRoot()
            try parsed.run()
            return
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                if code == .success {
                    let output = CheckedOutput.standardOutput()
                    do throws(OutputFailure) {
                        try output.write(message + "\n")
                        try output.flush()
                    } catch {
                        terminate(error.exitCode())
                    }
                } else {
                    StandardError.write(message)
                }
            }
            terminate(code.rawValue)
        }
    }
}

/// Ends the process with `status` (`exit(3)`, named apart from the command's own `exit`).
private func terminate(_ status: Int32) -> Never {
    exit(status)
}
