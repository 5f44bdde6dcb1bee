import AlertPlayer
import AlertScenario
import ArgumentParser
import CNcursesw
import TerminalText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `alert-tui [play] [FILE]`: the ncurses player.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play a scenario in the terminal.",
        discussion: """
            Shows the alerts on a phone-shaped screen, with the pending queue, the event log and a \
            timeline. Press ? in the player for the keys. Needs a terminal of at least 80x24; for a \
            transcript without a terminal, use `alert-tui replay FILE`.
            """)

    @Argument(help: "A scenario file; the built-in Jianshu scenario when omitted.")
    var file: String?

    @Option(help: "What to show: the scheduler, the naive code, or both side by side.")
    var mode: ReplayMode = .scheduled

    @Flag(help: "Start paused instead of playing.")
    var paused = false

    // Unconditional, so that `--speed -1` reaches the range check below
    // instead of reading as an unknown option `-1`.
    @Option(parsing: .unconditional, help: "Virtual milliseconds per real millisecond, above 0 and at most 1000.")
    var speed: Double = 1

    func validate() throws {
        guard speed.isFinite, speed > 0, speed <= 1_000 else {
            throw ValidationError("--speed must be a number above 0 and at most 1000, not \(speed)")
        }
    }

    func run() throws {
        let scenario = try loadScenario()
        guard isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else {
            StandardError.write(
                "alert-tui: the player needs a terminal; to replay without one, run `alert-tui replay FILE`")
            throw ExitCode(64)
        }
        setlocale(LC_ALL, "")
        let charset: Charset = cn_locale_is_utf8() != 0 ? .unicode : .ascii
        var model = PlayerModel(
            scenario: scenario, mode: mode, isPlaying: !paused, speed: speed, charset: charset)
        let session: PlayerSession
        do {
            session = try PlayerSession(colors: Self.wantsColor)
        } catch {
            StandardError.write("alert-tui: \(error)")
            throw ExitCode(64)
        }
        session.run(&model)
    }

    private func loadScenario() throws -> Scenario {
        guard let file else { return BuiltInScenarios.jianshuLaunch }
        return try CommandLineFile.loadForCommand(file)
    }

    /// Colour unless `NO_COLOR` is set to anything non-empty (no-color.org).
    private static var wantsColor: Bool {
        guard let value = getenv("NO_COLOR") else { return true }
        return value.pointee == 0
    }
}
