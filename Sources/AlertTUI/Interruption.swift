import CTerminal

/// Ctrl-C during an exploration: one while the runs are judged asks the
/// jobs to stop after the run each is on, so that what was found so far is
/// shrunk and printed (then exit 130); the next one (or the first, once
/// every run is judged) stops the shrinking, so that they are printed as
/// far as they were shrunk; the third ends the process at once. A plain signal handler
/// that counts the presses in an atomic (`CTerminal`, where the C that
/// signal handlers need lives): it works however busy the jobs keep the
/// cores.
enum Interruption {
    /// Starts catching SIGINT.
    static func start() { cterminal_count_interrupts() }

    /// Whether Ctrl-C was pressed.
    static var happened: Bool { count >= 1 }

    /// How many times Ctrl-C was pressed.
    static var count: Int { Int(cterminal_interrupt_count()) }
}
