import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive advisory lock (`flock`) on a file beside a history,
/// `<name>.lock`, held while a history is read, merged and written, so that
/// processes (and instances in one process) sharing the history take turns.
///
/// A process that cannot take it polls, every millisecond, for at most the
/// timeout it was given, then fails with an error that says so. The lock is
/// released when it is closed, and by the system when its process ends,
/// so a killed process never leaves the history locked. Only writers that
/// take the lock are kept out: it is advisory.
struct HistoryLock {
    private let descriptor: Int32

    /// The lock file of the history at `url`.
    static func url(of url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".lock")
    }

    /// Takes the lock of the history at `url`, waiting at most `timeout`.
    ///
    /// - Throws: ``AtomicFile/SystemCallError`` when the lock file cannot be
    ///   opened or made; ``Timeout`` when another holder kept it all along.
    /// - Complexity: O(1) system calls per millisecond waited.
    static func acquire(for url: URL, timeout: Duration) throws -> HistoryLock {
        let path = Self.url(of: url).path
        var descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
        if descriptor < 0, errno == ENOENT {
            // The folder is missing: made here, or the reason it cannot be is the error.
            try AtomicFile.makeFolder(url.deletingLastPathComponent().path)
            descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
        }
        guard descriptor >= 0 else { throw AtomicFile.SystemCallError(call: "open \(path)", code: errno) }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                close(descriptor)
                throw AtomicFile.SystemCallError(call: "flock \(path)", code: code)
            }
            guard clock.now < deadline else {
                close(descriptor)
                throw Timeout(path: path, timeout: timeout)
            }
            usleep(1_000)
        }
        return HistoryLock(descriptor: descriptor)
    }

    /// Releases the lock.
    func release() { close(descriptor) }

    /// Another holder kept the lock for longer than the wait allowed (a
    /// wait of zero: it held the lock when it was tried).
    struct Timeout: Error, CustomStringConvertible {
        var path: String
        var timeout: Duration
        var description: String {
            let held =
                timeout == .zero ? "still held the lock \(path)" : "held the lock \(path) for more than \(timeout)"
            return "another process \(held); the history was left as it was"
        }
    }
}
