import Foundation

/// Diagnostics go to standard error, so standard output stays the transcript.
enum StandardError {
    /// Writes `line` and a line break to standard error, unbuffered.
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
