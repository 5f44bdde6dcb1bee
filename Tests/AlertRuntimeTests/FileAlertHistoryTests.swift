import AlertRuntime
import Foundation
import Testing

/// The history file: round trips, clear errors, and never a torn file.
@Suite("FileAlertHistory")
struct FileAlertHistoryTests {
    @Test("A missing file is an empty history; a saved one reads back the same")
    func roundTrip() throws {
        let url = temporaryHistoryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let history = try FileAlertHistory(url: url)
        #expect(history.presentations().isEmpty)
        let dates = [Date(timeIntervalSince1970: 1_800_000_000.123), Date(timeIntervalSince1970: 1_800_086_400)]
        try history.save(["weekly": dates])
        let reread = try FileAlertHistory(url: url)
        #expect(reread.presentations() == ["weekly": dates])
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(
            text == #"{"format":"alert-history","presentations":{"weekly":[1800000000123,1800086400000]},"version":1}"#)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
            .filter { $0.contains(url.lastPathComponent + ".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test(
        "A file that cannot be decoded is an error naming the file and the place",
        arguments: [
            (
                #"{"format":"alert-history","version":1,"presentations":{"weekly":["soon"]}}"#,
                "at presentations.weekly[0]"
            ),
            (#"{"format":"alert-history","version":1}"#, "missing key 'presentations'"),
            // Kinds of value named in the file's terms, not Swift's (Int64, Array<Any>).
            (
                #"{"format":"alert-history","version":1,"presentations":{"weekly":5}}"#,
                "at presentations.weekly: expected a list"
            ),
            (#"{"format":"alert-history","version":1,"presentations":null}"#, "at presentations: missing an object"),
            (#"{"format":5,"version":1,"presentations":{}}"#, "at format: expected text"),
            // Numbers that are not whole milliseconds, or not a whole version.
            (
                #"{"format":"alert-history","version":1,"presentations":{"weekly":[1.5]}}"#,
                "at presentations.weekly[0]: expected a whole number from \(Int64.min) to \(Int64.max), found 1.5"
            ),
            (
                #"{"format":"alert-history","version":1,"presentations":{"weekly":[5,1e300]}}"#,
                "at presentations.weekly[1]: expected a whole number"
            ),
            (
                #"{"format":"alert-history","version":1,"presentations":{"w":[99999999999999999999]}}"#,
                "at presentations.w[0]: expected a whole number"
            ),
            (#"{"format":"alert-history","version":1.5,"presentations":{}}"#, "at version: expected a whole number"),
            (#"{"format":"alert-history","version":2,"presentations":{}}"#, "version 2 is not supported"),
            (#"{"format":"something-else","version":1,"presentations":{}}"#, "not an alert history"),
            ("{not json", "not a valid alert history: at line 1, column 2: "),
            // A write cut short: the error says where the file breaks off.
            (
                #"{"format":"alert-history","version":1,"presentations":{"weekly":[17638674"#,
                "not a valid alert history: at line 1, column 74: "
            ),
            (
                "{\"format\": \"alert-history\",\n  \"version\": 1,\n  \"presentations\": x}",
                "not a valid alert history: at line 3, column 20: "
            ),
        ])
    func undecodable(content: String, expected: String) throws {
        let url = temporaryHistoryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(content.utf8).write(to: url)
        #expect {
            try FileAlertHistory(url: url)
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix(url.path + ": ") && text.contains(expected)
        }
    }

    @Test("The first save into folders that do not exist yet makes them (Application Support on a fresh install)")
    func missingFolders() throws {
        let root = temporaryHistoryURL().deletingPathExtension()
        defer { try? FileManager.default.removeItem(at: root) }
        let url = root.appendingPathComponent("Library/Application Support/alert-history.json")
        let history = try FileAlertHistory(url: url)
        let dates = [Date(timeIntervalSince1970: 1_800_000_000)]
        try history.save(["weekly": dates])
        #expect(try FileAlertHistory(url: url).presentations() == ["weekly": dates], "a relaunch reads it")
    }

    @Test("A place that cannot be written is an error that says why, not a crash")
    func unwritable() throws {
        let root = temporaryHistoryURL().deletingPathExtension()
        defer { try? FileManager.default.removeItem(at: root) }
        let url = root.appendingPathComponent("sub/history.json")
        let history = try FileAlertHistory(url: url)
        // A file where a folder of the path should be, made after the history was read.
        try Data("x".utf8).write(to: root)
        #expect {
            try history.save(["c": [Date()]])
        } throws: { error in
            error is FileAlertHistory.Error
                && "\(error)" == url.path + ": cannot lock the history: open \(url.path).lock failed: not a directory"
        }
        #expect {
            try FileAlertHistory(url: url)
        } throws: { error in
            "\(error)" == url.path + ": cannot read the history: not a directory"
        }
    }

    @Test("A writer killed at random moments always leaves a complete old or new history")
    func killedWriter() throws {
        let writer = try Self.writerExecutable()
        let url = temporaryHistoryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        var lengths: [Int] = []
        for round in 0..<50 {
            let process = Process()
            process.executableURL = writer
            process.arguments = [url.path]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            // Wait until it has written once, then let it run a while, longer each round.
            _ = output.fileHandleForReading.readData(ofLength: 6)
            usleep(UInt32(round) * 400)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal, "round \(round)")
            let history = try FileAlertHistory(url: url)
            // A kill between creating the temporary file and the rename left
            // it behind; opening the history removed it (its writer is gone).
            #expect(try Self.temporaryFiles(of: url).isEmpty, "round \(round)")
            let dates = history.presentations()["cap"] ?? []
            #expect(!dates.isEmpty, "round \(round)")
            #expect(dates == (0..<dates.count).map { Date(timeIntervalSince1970: Double($0)) }, "round \(round)")
            lengths.append(dates.count)
            try? FileManager.default.removeItem(at: url)
        }
        #expect(Set(lengths).count > 1, "the kills landed at different moments")
    }

    /// The names of the temporary files beside `url`.
    static func temporaryFiles(of url: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
            .filter { $0.hasPrefix("." + url.lastPathComponent + ".tmp-") }.sorted()
    }

    @Test("Opening a history removes temporary files of processes that are gone, and only those")
    func leftoversOfDeadWritersAreRemoved() throws {
        let url = temporaryHistoryURL()
        let folder = url.deletingLastPathComponent()
        // A process that has exited and been waited for: its id names no process.
        let exited = Process()
        exited.executableURL = URL(fileURLWithPath: "/bin/sh")
        exited.arguments = ["-c", "exit 0"]
        try exited.run()
        exited.waitUntilExit()
        let gone = exited.processIdentifier
        let prefix = "." + url.lastPathComponent + ".tmp-"
        let names = [
            prefix + "\(gone)-17",  // a dead writer's: removed
            prefix + "\(getpid())-18",  // this process's, maybe a save in progress: kept
            prefix + "\(gone)-x",  // not a name a save makes: kept
            "." + url.lastPathComponent + ".other-\(gone)-19",  // not a temporary file: kept
        ]
        for name in names { try Data("{".utf8).write(to: folder.appendingPathComponent(name)) }
        defer { for name in names { try? FileManager.default.removeItem(at: folder.appendingPathComponent(name)) } }
        _ = try FileAlertHistory(url: url)
        #expect(try Self.temporaryFiles(of: url) == [names[1], names[2]].sorted())
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(names[3]).path))
    }

    @Test("A folder where the history should be is an error that says so")
    func folderInsteadOfFile() throws {
        let url = temporaryHistoryURL()
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect {
            try FileAlertHistory(url: url)
        } throws: { error in
            "\(error)" == url.path + ": cannot read the history: it is a folder, not a file"
        }
    }

    /// The HistoryWriter executable, which SwiftPM builds into the same
    /// folder as the test bundle: found by walking up from the running
    /// executable (Linux) or from the loaded bundles (macOS).
    static func writerExecutable() throws -> URL {
        let starts =
            [URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()]
            + Bundle.allBundles.map(\.bundleURL) + [Bundle.main.bundleURL]
        for start in starts {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<5 {
                let candidate = directory.appendingPathComponent("HistoryWriter")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                directory = directory.deletingLastPathComponent()
            }
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "HistoryWriter next to the tests"])
    }
}
