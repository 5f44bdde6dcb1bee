import ArgumentParser

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension CheckedOutput {
    /// Runs `body` with standard output (a closed pipe an error from
    /// `write(2)`, not a signal that kills the process), then flushes it; an
    /// output failure ends the command with its exit status.
    static func writingToStandardOutput(_ body: (CheckedOutput) throws(OutputFailure) -> Void) throws {
        signal(SIGPIPE, SIG_IGN)
        let output = standardOutput()
        do throws(OutputFailure) {
            try body(output)
            try output.flush()
        } catch {
            throw ExitCode(error.exitCode())
        }
    }
}
