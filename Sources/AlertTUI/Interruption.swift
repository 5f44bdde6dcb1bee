import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C during an exploration: the first one asks the jobs to stop after
/// their chunk, so that what was found so far is printed (then exit 130);
/// a second one ends the process at once. A plain signal handler that sets
/// an atomic flag: it works however busy the jobs keep the cores.
enum Interruption {
    private static let flag = Atomic<Bool>(false)

    /// Starts catching SIGINT.
    static func start() {
        signal(SIGINT) { _ in
            if Interruption.flag.exchange(true, ordering: .relaxed) {
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
    static var happened: Bool { flag.load(ordering: .relaxed) }
}
