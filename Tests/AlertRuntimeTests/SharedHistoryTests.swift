import AlertCore
import Foundation
import Testing

@testable import AlertRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One history file, many processes: an app and its extensions sharing caps.
@Suite("A history shared by processes")
struct SharedHistoryTests {
    /// A running `HistoryWriter present`: trials go in by line, results come
    /// out by line.
    final class Presenter {
        let process = Process()
        let input = Pipe()
        let output = Pipe()

        /// `HistoryWriter present FOLDER INDEX`, with files it writes limited
        /// to `fileSizeLimit` bytes when one is given (`prlimit --fsize`).
        init(writer: URL, folder: URL, index: Int, fileSizeLimit: Int? = nil) throws {
            let arguments = ["present", folder.path, "\(index)"]
            if let fileSizeLimit {
                process.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
                process.arguments = ["--fsize=\(fileSizeLimit)", "--", writer.path] + arguments
            } else {
                process.executableURL = writer
                process.arguments = arguments
            }
            process.standardInput = input
            process.standardOutput = output
            try process.run()
        }

        func start(_ trial: Int) { input.fileHandleForWriting.write(Data("\(trial)\n".utf8)) }

        /// The next line of output, without its line feed; nil at its end.
        func result() -> String? {
            var bytes: [UInt8] = []
            var byte: UInt8 = 0
            let descriptor = output.fileHandleForReading.fileDescriptor
            while read(descriptor, &byte, 1) == 1 {
                if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
                bytes.append(byte)
            }
            return nil
        }

        func finish() {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    @Test(
        "A full disk (a file-size limit) is an error the app sees, not a crash; the history on disk stays whole",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit"), "needs prlimit"))
    func fullDisk() throws {
        let writer = try FileAlertHistoryTests.writerExecutable()
        let folder = temporaryHistoryURL().deletingPathExtension()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let unlimited = try Presenter(writer: writer, folder: folder, index: 1)
        unlimited.start(1)
        #expect(unlimited.result() == "shown")
        unlimited.finish()
        let file = folder.appendingPathComponent("trial-1.json")
        let before = try Data(contentsOf: file)
        let limited = try Presenter(writer: writer, folder: folder, index: 0, fileSizeLimit: 64)
        limited.start(1)
        let result = limited.result() ?? "no output"
        limited.finish()
        #expect(result.hasPrefix("error: "), "\(result)")
        #expect(limited.process.terminationStatus == 0, "the process carried on and ended at its input's end")
        #expect(try Data(contentsOf: file) == before, "the failed save left the old history whole")
    }

    @Test(
        "Processes presenting one capped alert at once: shown once per trial, no presentation lost",
        arguments: [(2, 200), (8, 50)])
    func processesShareACap(processes: Int, trials: Int) throws {
        let writer = try FileAlertHistoryTests.writerExecutable()
        let folder = temporaryHistoryURL().deletingPathExtension()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let presenters = try (0..<processes).map { try Presenter(writer: writer, folder: folder, index: $0) }
        defer { for presenter in presenters { presenter.finish() } }
        for trial in 0..<trials {
            for presenter in presenters { presenter.start(trial) }
            let results = presenters.map { $0.result() }
            #expect(results.allSatisfy { $0 == "shown" || $0 == "capped" }, "trial \(trial): \(results)")
            #expect(results.count { $0 == "shown" } == 1, "trial \(trial): shown once, \(results)")
            let stored = try FileAlertHistory(url: folder.appendingPathComponent("trial-\(trial).json"))
                .presentations()
            #expect(stored["once"]?.count == 1, "trial \(trial): \(stored)")
            #expect(
                (0..<processes).allSatisfy { stored["note-\($0)"]?.count == 1 },
                "trial \(trial): every process's own cap kept, \(stored)")
        }
    }

    @Test("Saves by instances that never re-read lose nothing: the file is the union")
    func savesMerge() throws {
        let url = temporaryHistoryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let first = try FileAlertHistory(url: url)
        let second = try FileAlertHistory(url: url)
        let early = Date(timeIntervalSince1970: 1_800_000_000)
        let late = early.addingTimeInterval(60)
        try first.save(["weekly": [early]])
        try second.save(["weekly": [late], "daily": [late]])
        try first.save(["weekly": [early]])
        #expect(try FileAlertHistory(url: url).presentations() == ["weekly": [early, late], "daily": [late]])
    }

    @Test("A lock held by another longer than the wait is an error that says so, and the file is left as it was")
    func lockTimeout() throws {
        let url = temporaryHistoryURL()
        defer {
            try? FileManager.default.removeItem(at: url)
            try? FileManager.default.removeItem(at: HistoryLock.url(of: url))
        }
        let history = try FileAlertHistory(url: url, lockTimeout: .milliseconds(50))
        try history.save(["weekly": [Date(timeIntervalSince1970: 1)]])
        let holder = try HistoryLock.acquire(for: url, timeout: .seconds(1))
        #expect {
            try history.save(["weekly": [Date(timeIntervalSince1970: 2)]])
        } throws: { error in
            "\(error)".hasPrefix(url.path + ": cannot lock the history: another process held the lock")
        }
        // Until the lock is taken again, a save tries it once instead of waiting again.
        #expect {
            try history.save(["weekly": [Date(timeIntervalSince1970: 2)]])
        } throws: { error in
            "\(error)".hasPrefix(url.path + ": cannot lock the history: another process still held the lock")
        }
        holder.release()
        #expect(try FileAlertHistory(url: url).presentations() == ["weekly": [Date(timeIntervalSince1970: 1)]])
        try history.save(["weekly": [Date(timeIntervalSince1970: 2)]])
        #expect(try FileAlertHistory(url: url).presentations()["weekly"]?.count == 2)
        // Taken again, the lock is waited for as before.
        let again = try HistoryLock.acquire(for: url, timeout: .seconds(1))
        #expect {
            try history.save(["weekly": [Date(timeIntervalSince1970: 3)]])
        } throws: { error in
            "\(error)".contains("another process held the lock \(HistoryLock.url(of: url).path) for more than")
        }
        again.release()
    }

    #if os(Linux)
        @Test("A history whose folder cannot be made says so, not that the lock file is missing")
        func folderThatCannotBeMade() throws {
            // A folder that cannot be made even by root: sysfs takes no new folders.
            let url = URL(fileURLWithPath: "/sys/alert-history-\(UUID().uuidString)/alert-history.json")
            let history = try FileAlertHistory(url: url)
            #expect {
                try history.save(["weekly": [Date(timeIntervalSince1970: 1)]])
            } throws: { error in
                "\(error)".contains(
                    "cannot lock the history: the folder \(url.deletingLastPathComponent().path) "
                        + "does not exist and cannot be made: ")
            }
        }
    #endif
}
