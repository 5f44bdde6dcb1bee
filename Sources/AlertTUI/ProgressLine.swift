import AlertCore
import Foundation
import TerminalText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `explore: 12345 of 100000 runs, 47000 a second, about 2s left` on
/// standard error, redrawn in place, only when standard error is a terminal.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private var lastDrawn = ContinuousClock.now
    private let started = ContinuousClock.now

    /// A progress line, or `nil` when standard error is not a terminal.
    init?(total: Int) {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        self.total = total
    }

    /// Redraws the line at most ten times a second.
    func update(_ done: Int) {
        lock.lock()
        defer { lock.unlock() }
        let now = ContinuousClock.now
        guard now - lastDrawn >= .milliseconds(100) else { return }
        lastDrawn = now
        let elapsed = (now - started).wholeMilliseconds
        draw("\rexplore: \(ProgressText.runs(done: done, of: total, elapsed: elapsed))\u{1B}[K")
    }

    /// Says that shrinking has begun after `runs` runs, and how to cut it
    /// short; drawn at once.
    func shrinking(after runs: Int, interrupted: Bool) {
        lock.lock()
        defer { lock.unlock() }
        let judged = interrupted ? "interrupted after \(runs) runs" : "\(runs) runs judged"
        let cut = interrupted ? "Ctrl-C again stops it" : "Ctrl-C stops it"
        draw("\rexplore: \(judged); shrinking the counterexamples (\(cut))\u{1B}[K")
    }

    /// Erases the line.
    func clear() {
        lock.lock()
        defer { lock.unlock() }
        draw("\r\u{1B}[K")
    }

    /// Writes `text` to standard error as it is (no line break); a failure is ignored.
    private func draw(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
