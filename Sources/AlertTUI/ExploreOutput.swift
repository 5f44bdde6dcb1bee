import AlertScenario
import ArgumentParser
import Foundation
import Synchronization
import TerminalText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files `explore` reads and writes besides the scenario: counterexamples
/// and summaries, written whole or not at all.
enum ExploreOutput {
    /// Fails with exit status 64, a bad option (docs/explore.md), unless `folder` is
    /// a folder this process can write in: checked before any run, whether
    /// or not anything will be written there.
    static func checkFolder(_ folder: String, for option: String, writing what: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            StandardError.write(
                "alert-tui: \(option): cannot write \(what) to '\(folder.terminalSafe)': no such folder")
            throw ExitCode(64)
        }
        guard access(folder, W_OK | X_OK) == 0 else {
            let reason = String(cString: strerror(errno))
            StandardError.write("alert-tui: \(option): cannot write \(what) to '\(folder.terminalSafe)': \(reason)")
            throw ExitCode(64)
        }
    }

    /// `FOLDER/STEM-counterexample-K.yaml` (just the name when the folder is `.`).
    static func counterexamplePath(folder: String, file: String, property: Int) -> String {
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let base = "\(name)-counterexample-\(property + 1).yaml"
        if folder == "." { return base }
        return folder.hasSuffix("/") ? folder + base : folder + "/" + base
    }

    /// Writes `text` to a temporary file beside `path` and renames it over
    /// `path`, so a reader never sees half a file; exit status 73 when that
    /// fails. A symbolic link is written through (the file it leads to is
    /// replaced, not the link), and a path that is not a regular file (a
    /// device such as `/dev/stdout`, a FIFO) is written to as it is: a rename
    /// would put a file in its place.
    static func writeAtomically(_ text: String, to path: String, what: String) throws {
        let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        var status = stat()
        if stat(url.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            try writeInPlace(text, to: url.path, shownAs: path, what: what)
            return
        }
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        do {
            try Data(text.utf8).write(to: temporary, options: [.withoutOverwriting])
            if rename(temporary.path, url.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: reason])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            StandardError.write(
                "alert-tui: cannot write \(what) to '\(path.terminalSafe)': \(error.localizedDescription.terminalSafe)")
            throw ExitCode(73)
        }
    }

    /// Writes `text` to what is at `path` without replacing it; exit status
    /// 73 when that fails, at once for a FIFO that nothing reads.
    private static func writeInPlace(_ text: String, to path: String, shownAs shown: String, what: String) throws {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        var failure: String?
        if descriptor < 0 {
            failure = errno == ENXIO ? "nothing reads it" : String(cString: strerror(errno))
        } else {
            defer { close(descriptor) }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
            do {
                try CheckedOutput(descriptor: descriptor, name: what, capacity: 1).write(text)
            } catch .failed(_, let code) {
                failure = String(cString: strerror(code))
            } catch {
                failure = "nothing reads it"
            }
        }
        if let failure {
            StandardError.write("alert-tui: cannot write \(what) to '\(shown.terminalSafe)': \(failure.terminalSafe)")
            throw ExitCode(73)
        }
    }

    /// The summary as pretty JSON with a final line break.
    static func json(_ summary: ExplorationSummary) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = (try? encoder.encode(summary)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Reads a summary: exit status 66 when the file cannot be read, 65 when it is not a summary.
    static func readSummary(_ path: String) throws -> ExplorationSummary {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            StandardError.write("alert-tui: cannot read the summary '\(path.terminalSafe)'")
            throw ExitCode(66)
        }
        let summary: ExplorationSummary
        do {
            summary = try JSONDecoder().decode(ExplorationSummary.self, from: data)
        } catch {
            StandardError.write(
                "\(path.terminalSafe): not an explore summary (expected the JSON that --summary writes)")
            throw ExitCode(65)
        }
        if let inconsistency = summary.inconsistency {
            StandardError.write(
                "\(path.terminalSafe): not an explore summary: \(inconsistency.terminalSafe) "
                    + "(expected the JSON that --summary writes)")
            throw ExitCode(65)
        }
        return summary
    }
}

/// Ctrl-C during an exploration: the first one asks the jobs to stop after
/// their chunk, so that what was found so far is printed (then exit 130);
/// a second one ends the process at once. A plain signal handler that sets
/// an atomic flag: it works however busy the jobs keep the cores.
enum Interruption {
    private static let flag = Atomic<Bool>(false)

    /// Starts catching SIGINT.
    static func start() {
        // A parent may have left SIGINT blocked (a test runner does): unblock it, or it never arrives.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigprocmask(SIG_UNBLOCK, &signals, nil)
        signal(SIGINT) { _ in
            if Interruption.flag.exchange(true, ordering: .relaxed) {
                signal(SIGINT, SIG_DFL)
                raise(SIGINT)
            }
        }
    }

    /// Whether Ctrl-C was pressed.
    static var happened: Bool { flag.load(ordering: .relaxed) }
}

/// `explore: 12,345 of 100,000 runs` on standard error, redrawn in place,
/// only when standard error is a terminal.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private var lastDrawn = ContinuousClock.now

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
        draw("\rexplore: \(done) of \(total) runs\u{1B}[K")
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
