import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C during an exploration: one while the runs are judged asks the
/// jobs to stop after the run each is on, so that what was found so far is
/// shrunk and printed (then exit 130); the next one (or the first, once
/// every run is judged) stops the shrinking, so that they are printed as
/// far as they were shrunk; the third ends the process at once. A plain signal handler
/// that counts the presses in an atomic: it works however busy the jobs
/// keep the cores.
enum Interruption {
    private static let presses = Atomic<Int>(0)

    /// Starts catching SIGINT.
    static func start() {
        signal(SIGINT) { _ in
            if Interruption.presses.wrappingAdd(1, ordering: .relaxed).newValue >= 3 {
                signal(SIGINT, SIG_DFL)
                raise(SIGINT)
            }
        }
        // A parent may have left SIGINT blocked (a test runner does): unblock it, or it never arrives.
        // After the handler is in place, so that one already pending is caught, not fatal.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigprocmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Whether Ctrl-C was pressed.
    static var happened: Bool { count >= 1 }

    /// How many times Ctrl-C was pressed.
    static var count: Int { presses.load(ordering: .relaxed) }
}
