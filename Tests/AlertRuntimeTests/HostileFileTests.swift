import AlertCore
import Foundation
import TestSupport
import Testing

@_spi(Testing) @testable import AlertRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files that bite: what sits at a history's path is not always a small
/// JSON file. Each is refused at once with an error that says what it is.
@Suite("Hostile history files", .timeLimit(.minutes(1)))
struct HostileFileTests {
    /// `FileAlertHistory(url:)`'s error for `url`, as text.
    static func openingError(_ url: URL) -> String? {
        do {
            _ = try FileAlertHistory(url: url)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("A FIFO is refused at once, not waited on")
    func fifo() throws {
        let url = temporaryHistoryURL()
        #expect(mkfifo(url.path, 0o600) == 0)
        defer { unlink(url.path) }
        #expect(
            Self.openingError(url) == url.path
                + ": cannot read the history: it is a FIFO (named pipe), not a regular file")
    }

    @Test("A socket is refused, saying so")
    func socketFile() throws {
        let url = temporaryHistoryURL()
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #expect(descriptor >= 0)
        defer {
            close(descriptor)
            unlink(url.path)
        }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let path = Array(url.path.utf8)
        try #require(path.count < MemoryLayout.size(ofValue: address.sun_path))
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0)
        #expect(Self.openingError(url) == url.path + ": cannot read the history: it is a socket, not a regular file")
    }

    @Test("A device is named as one, for root too")
    func device() {
        let url = URL(fileURLWithPath: "/dev/null")
        #expect(
            Self.openingError(url) == "/dev/null: cannot read the history: it is a character device, not a regular file"
        )
    }

    @Test("A 100 MB file is refused by its size before a byte is read")
    func hugeFile() throws {
        let url = try SparseFile.make(startingWith: "{\"format\":", size: 100_000_000, prefix: "history")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(
            Self.openingError(url)
                == url.path + ": cannot read the history: the file is 100000000 bytes, more than the limit of "
                + "1048576 bytes (FileAlertHistory's maximumSize); it was not read")
        #expect(throws: FileAlertHistory.Error.self) {
            try FileAlertHistory(url: url, maximumSize: 1_000).save(["weekly": [Date()]])
        }
    }

    @Test("A save that would make a file the next launch refuses to read fails, and leaves the old file")
    func saveOverTheLimit() throws {
        let url = temporaryHistoryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let history = try FileAlertHistory(url: url, maximumSize: 200)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        try history.save(["weekly": [now]])
        let many = (1...20).map { now.addingTimeInterval(Double($0)) }
        #expect {
            try history.save(["weekly": many])
        } throws: { error in
            "\(error)".hasPrefix(url.path + ": cannot write the history: it would be ")
                && "\(error)".hasSuffix(
                    "bytes, more than the limit of 200 bytes (FileAlertHistory's maximumSize) that a launch reads; "
                        + "the file was left as it was")
        }
        #expect(try FileAlertHistory(url: url, maximumSize: 200).presentations() == ["weekly": [now]])
    }

    @Test("Garbage is an error that says where, under the limit or over it")
    func garbage() throws {
        var generator = SplitMix64(seed: 45)
        for size in [1, 100, 64 * 1024, 2 << 20] {
            let url = temporaryHistoryURL()
            defer { try? FileManager.default.removeItem(at: url) }
            try Data((0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }).write(to: url)
            let error = try #require(Self.openingError(url), "size \(size)")
            if size > FileAlertHistory.defaultMaximumSize {
                #expect(error.contains("more than the limit of 1048576 bytes"), "\(error)")
            } else {
                #expect(error.hasPrefix(url.path + ": not a valid alert history: at "), "\(error)")
            }
        }
    }

    @Test("A read-only folder: the save fails and says why; the file is left as it was", .enabled(if: geteuid() != 0))
    func readOnlyFolder() throws {
        let folder = temporaryHistoryURL().deletingPathExtension()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer {
            chmod(folder.path, 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
        let url = folder.appendingPathComponent("history.json")
        try FileAlertHistory(url: url).save(["weekly": [Date(timeIntervalSince1970: 1)]])
        try FileManager.default.removeItem(at: HistoryLock.url(of: url))
        #expect(chmod(folder.path, 0o555) == 0)
        #expect {
            try FileAlertHistory(url: url).save(["weekly": [Date(timeIntervalSince1970: 2)]])
        } throws: { error in
            "\(error)".hasSuffix("permission denied")
        }
        #expect(try FileAlertHistory(url: url).presentations() == ["weekly": [Date(timeIntervalSince1970: 1)]])
    }

    @Test("A save keeps the file's mode")
    func modeKept() throws {
        let url = temporaryHistoryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        try FileAlertHistory(url: url).save(["weekly": [Date(timeIntervalSince1970: 1)]])
        #expect(chmod(url.path, 0o600) == 0)
        try FileAlertHistory(url: url).save(["weekly": [Date(timeIntervalSince1970: 2)]])
        var status = stat()
        #expect(stat(url.path, &status) == 0)
        #expect(status.st_mode & 0o7777 == 0o600)
    }

    @Test("A save writes through a symbolic link to its target; the link stays a link")
    func symlinkFollowed() throws {
        let target = temporaryHistoryURL()
        let link = temporaryHistoryURL()
        defer {
            try? FileManager.default.removeItem(at: target)
            try? FileManager.default.removeItem(at: link)
        }
        try FileAlertHistory(url: target).save(["weekly": [Date(timeIntervalSince1970: 1)]])
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.lastPathComponent)
        try FileAlertHistory(url: link).save(["weekly": [Date(timeIntervalSince1970: 2)]])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.lastPathComponent)
        #expect(try FileAlertHistory(url: target).presentations()["weekly"]?.count == 2)
    }

    @Test("The center prunes instants outside its caps' windows, and keeps caps it does not declare as stored")
    func pruned() async throws {
        let url = temporaryHistoryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let wall = TestWallClock()
        let stale = wall.now.addingTimeInterval(-8 * 86_400)
        let recent = wall.now.addingTimeInterval(-86_400)
        try FileAlertHistory(url: url).save(["weekly": [stale, recent], "retired": [recent]])
        let center = AlertCenter(
            policy: FrequencyCapTests.weekly, clock: ManualClock(), history: try FileAlertHistory(url: url),
            wallClock: wall.reading)
        #expect(await center.present(FrequencyCapTests.rating) == .dropped(.capped))
        #expect(await center.historyError == nil)
        #expect(try FileAlertHistory(url: url).presentations() == ["weekly": [recent], "retired": [recent]])
    }
}
