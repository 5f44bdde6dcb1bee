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
        var warnings: [String] = []
        let scenario = try loadScenario(warnings: &warnings)
        guard isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else {
            StandardError.write("alert-tui: the player needs a terminal; to replay without one, run \(replayCommand)")
            throw ExitCode(64)
        }
        setlocale(LC_ALL, "")
        let charset: Charset = cn_locale_is_utf8() != 0 ? .unicode : .ascii
        // Standard error is behind the player's screen: the first warning is also its first notice.
        let notice = warnings.first.map { warning in
            warning.range(of: "warning: ").map { "warning: " + warning[$0.upperBound...] } ?? warning
        }
        var model = PlayerModel(
            scenario: scenario, mode: mode, isPlaying: !paused, speed: speed, charset: charset, notice: notice)
        let session: PlayerSession
        do {
            session = try PlayerSession(colors: Self.wantsColor, replayCommand: replayCommand)
        } catch {
            StandardError.write("alert-tui: \(error)")
            throw ExitCode(64)
        }
        session.run(&model)
    }

    /// The `replay` that prints what this `play` would show, for a reader
    /// without a terminal: the mode kept (compare as a picture, the one form
    /// it takes there) and the file named as a shell word. The built-in
    /// scenario has no file to name.
    ///
    /// - Complexity: O(*n*) in the length of the file's path.
    var replayCommand: String {
        guard let file else { return "`alert-tui replay FILE` with a scenario file" }
        let (options, redirect) =
            switch mode {
            case .scheduled: ("", "")
            case .naive: (" --mode naive", "")
            case .compare: (" --mode compare --format svg", " > compare.svg")
            }
        return "`alert-tui replay\(options) \(Self.shellWord(file))\(redirect)`"
    }

    /// `path` as one word of a POSIX shell, after `--` when it starts with a
    /// dash: as it is when no character of it means anything to a shell; in
    /// single quotes otherwise; and, when it holds what a terminal would act
    /// on (a control, a bidirectional mark), in `$'...'` with every
    /// character outside printable ASCII escaped, so that what is shown
    /// names the same file and sends the terminal nothing.
    ///
    /// - Complexity: O(*n*) in the length of the path.
    static func shellWord(_ path: String) -> String {
        let isPlain = path.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || "._/+,:@%=-".unicodeScalars.contains($0)
        }
        let word: String
        if isPlain {
            word = path
        } else if path.terminalSafe == path {
            word = "'" + path.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
        } else {
            word = "$'" + path.unicodeScalars.map(Self.escapedForANSIQuotes).joined() + "'"
        }
        return (path.hasPrefix("-") ? "-- " : "") + word
    }

    /// `scalar` inside `$'...'`: printable ASCII as it is (a backslash and a
    /// quote escaped), anything else as `\u` or `\U` and its hex digits.
    private static func escapedForANSIQuotes(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\\", "'": return "\\" + String(scalar)
        case " "..."~": return String(scalar)
        default:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return scalar.value > 0xFFFF
                ? "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
                : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }

    private func loadScenario(warnings: inout [String]) throws -> Scenario {
        guard let file else { return BuiltInScenarios.jianshuLaunch }
        return try CommandLineFile.loadForCommand(file, warnings: &warnings)
    }

    /// Colour unless `NO_COLOR` is set to anything non-empty (no-color.org).
    private static var wantsColor: Bool {
        guard let value = getenv("NO_COLOR") else { return true }
        return value.pointee == 0
    }
}
