import AlertScenario
import ArgumentParser
import Foundation
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
        let exists = FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory)
        guard exists, isDirectory.boolValue else {
            StandardError.write(
                "alert-tui: \(option): cannot write \(what) to '\(folder.terminalSafe)': "
                    + (exists ? "it is a file, not a folder" : "no such folder"))
            throw ExitCode(64)
        }
        guard access(folder, W_OK | X_OK) == 0 else {
            let reason = String(cString: strerror(errno))
            StandardError.write("alert-tui: \(option): cannot write \(what) to '\(folder.terminalSafe)': \(reason)")
            throw ExitCode(64)
        }
    }

    /// Exit status 64 when `path` is a folder, or ends in `/` as a folder's
    /// path does: a file cannot be renamed over it.
    static func checkNotFolder(_ path: String, for option: String, writing what: String) throws {
        var isDirectory: ObjCBool = false
        let isFolder = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        guard isFolder || path.hasSuffix("/") else { return }
        StandardError.write(
            "alert-tui: \(option): cannot write \(what) to '\(path.terminalSafe)': "
                + (isFolder ? "it is a folder; " : "a path that ends in '/' names a folder; ")
                + "expected a file's path, such as '\((path.hasSuffix("/") ? path : path + "/").terminalSafe)summary.json'"
        )
        throw ExitCode(64)
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

    /// Why the file at `path` could not be read: `no such file`, `it is a
    /// folder`, `permission denied`, or what `error` says.
    private static func unreadableReason(_ path: String, _ error: any Error) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else {
            return errno == ENOENT ? "no such file" : String(cString: strerror(errno)).lowercased()
        }
        if status.st_mode & S_IFMT == S_IFDIR { return "it is a folder; expected the file --summary wrote" }
        if access(path, R_OK) != 0 { return "permission denied" }
        return error.localizedDescription
    }

    /// Reads a summary: exit status 66 when the file cannot be read, 65 when it is not a summary.
    static func readSummary(_ path: String) throws -> ExplorationSummary {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            StandardError.write(
                "alert-tui: cannot read the summary '\(path.terminalSafe)': \(unreadableReason(path, error))")
            throw ExitCode(66)
        }
        // The format first: a summary another version wrote lacks keys this one needs, and is named as such.
        struct Format: Decodable { var format: String }
        if let format = try? JSONDecoder().decode(Format.self, from: data).format,
            format != ExplorationSummary.currentFormat
        {
            StandardError.write(
                "\(path.terminalSafe): a summary of another format (\(format.terminalSafe)); expected "
                    + "\(ExplorationSummary.currentFormat): write the shards' summaries again with this alert-tui")
            throw ExitCode(65)
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
