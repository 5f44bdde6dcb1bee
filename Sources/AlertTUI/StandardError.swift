#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Diagnostics go to standard error, so standard output stays the transcript.
enum StandardError {
    /// Writes `line` and a line break to standard error, unbuffered. When
    /// the write fails (a full disk) there is nowhere left to say so: the
    /// process exits with status 74 (EX_IOERR). When the reader has closed
    /// the pipe, the line is dropped quietly and the command goes on to its
    /// own exit status (65 for a malformed file, say).
    static func write(_ line: String) {
        let output = CheckedOutput(descriptor: STDERR_FILENO, name: "standard error", capacity: 1)
        do throws(OutputFailure) {
            try output.write(line + "\n")
        } catch .closedPipe {
            return
        } catch {
            exit(74)
        }
    }
}

extension OutputFailure {
    /// Ends the command as the failure asks: quietly (status 0) for a closed
    /// pipe, with a message and status 74 for a failed write.
    func exitCode() -> Int32 {
        if let message { StandardError.write(message) }
        return message == nil ? 0 : 74
    }
}
