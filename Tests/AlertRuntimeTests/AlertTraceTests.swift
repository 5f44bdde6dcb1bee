import AlertCore
import Foundation
import Testing

@_spi(Testing) @testable import AlertRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The flight recorder: what it writes, and how it behaves when the file
/// system does not cooperate (the DocC article Recording a session).
@Suite("AlertTrace")
struct AlertTraceTests {
    /// A fresh folder of its own for one test.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trace-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The file's lines, each parsed by Foundation.
    static func lines(of url: URL) throws -> [[String: Any]] {
        let text = try String(contentsOf: url, encoding: .utf8)
        return try text.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    @Test("The header carries the policy and screen, a note the wall clock; an alert is declared before its request")
    func headerAndDeclarations() async throws {
        let url = try Self.folder().appendingPathComponent("t.jsonl")
        let trace = try AlertTrace(url: url)
        let clock = ManualClock()
        let policy = AlertPolicy(
            maxVisible: 2, gap: .milliseconds(300), groups: ["m": .init(limit: 1)],
            caps: ["weekly": FrequencyCap(limit: 1, per: .seconds(60))])
        let center = AlertCenter(
            policy: policy, screen: "home", clock: clock, trace: trace,
            wallClock: { Date(timeIntervalSince1970: 1_800_000_000) })
        _ = await center.request(alert("a", 600, ttl: .seconds(5)))
        await clock.advance(by: .milliseconds(250))
        try await center.tap(action: "ok", on: "a")
        await center.finishTrace()
        let lines = try Self.lines(of: url)
        try #require(lines.count == 6)
        #expect(lines[0]["screen"] as? String == "home")
        let header = try #require(lines[0]["policy"] as? [String: Any])
        #expect(header["maxVisible"] as? Int == 2)
        #expect(header["gap"] as? Int == 300)
        #expect((header["caps"] as? [String: [String: Int]])?["weekly"]?["per"] == 60_000)
        #expect((lines[1]["note"] as? String)?.contains("1800000000000 ms since 1970") == true)
        #expect(lines[2]["alert"] as? String == "a")
        #expect(lines[2]["ttl"] as? Int == 5000)
        #expect(lines[3]["request"] as? String == "a")
        #expect(lines[3]["at"] as? Int == 0)
        #expect(lines[4]["at"] as? Int == 250)
        #expect((lines[4]["tap"] as? [String: String]) == ["alert": "a", "action": "ok"])
        #expect(lines[5]["end"] as? Int == 250)
    }

    @Test("The privacy option writes titles and messages as empty strings; ids and labels stay")
    func redaction() async throws {
        let url = try Self.folder().appendingPathComponent("t.jsonl")
        let trace = try AlertTrace(url: url, options: .init(redactsText: true))
        let center = AlertCenter(clock: ManualClock(), trace: trace)
        _ = await center.request(
            AlertDefinition(id: "secret", title: "Your balance", message: "¥ 8.88", actions: [AlertAction("Claim")]))
        await center.finishTrace()
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(!text.contains("balance") && !text.contains("8.88"))
        let declaration = try Self.lines(of: url)[2]
        #expect(declaration["alert"] as? String == "secret")
        #expect(declaration["title"] as? String == "")
        #expect(declaration["actions"] as? [String] == ["Claim"])
    }

    @Test("Text the scenario reader refuses raw is escaped")
    func escaping() async throws {
        let url = try Self.folder().appendingPathComponent("t.jsonl")
        let trace = try AlertTrace(url: url)
        let center = AlertCenter(clock: ManualClock(), trace: trace)
        _ = await center.request(AlertDefinition(id: "q\"\\", title: "a\u{7F}b\u{85}c\nd\u{0}"))
        await center.finishTrace()
        let bytes = try Data(contentsOf: url)
        #expect(!bytes.contains(0x7F) && !bytes.contains(0x00))
        #expect(try Self.lines(of: url)[2]["title"] as? String == "a\u{7F}b\u{85}c\nd\u{0}")
        #expect(try Self.lines(of: url)[2]["alert"] as? String == "q\"\\")
    }

    @Test("Each command's line is in the file when the command returns, unflushed")
    func writtenAsItGoes() async throws {
        let url = try Self.folder().appendingPathComponent("t.jsonl")
        let trace = try AlertTrace(url: url)
        let center = AlertCenter(clock: ManualClock(), trace: trace)
        #expect(try Self.lines(of: url).count == 2)
        _ = await center.request(alert("a"))
        #expect(try Self.lines(of: url).last?["request"] as? String == "a")
        try await center.close("a")
        #expect(try Self.lines(of: url).last?["close"] as? String == "a")
        #expect(try Self.lines(of: url).count == 5)
        #expect(trace.byteCount == (try Data(contentsOf: url).count))
    }

    #if os(Linux)
        @Test("A process killed right after its commands leaves every line of them in the trace")
        func killedRightAfter() async throws {
            let url = try Self.folder().appendingPathComponent("t.jsonl")
            let writer = Process()
            writer.executableURL = try FileAlertHistoryTests.writerExecutable()
            writer.arguments = ["trace", url.path, "20"]
            try writer.run()
            writer.waitUntilExit()
            #expect(writer.terminationReason == .uncaughtSignal && writer.terminationStatus == SIGKILL)
            let lines = try Self.lines(of: url)
            // The header, the note, then a declaration and a request an alert.
            #expect(lines.count == 2 + 2 * 20)
            #expect(lines.last?["request"] as? String == "alert-19")
            #expect(lines.last?["at"] as? Int == 20)
        }
    #endif

    @Test("At the size limit recording ends with a note, within the limit; the center goes on")
    func sizeLimit() async throws {
        let url = try Self.folder().appendingPathComponent("t.jsonl")
        let reported = Recorded<AlertTrace.Failure>()
        let trace = try AlertTrace(url: url, options: .init(sizeLimit: 1_000), onFailure: reported.append)
        let center = AlertCenter(clock: ManualClock(), trace: trace)
        for index in 0..<50 { _ = await center.request(alert("alert-\(index)")) }
        #expect(!trace.isRecording)
        #expect(trace.failure == nil)
        #expect(reported.all.isEmpty, "the limit is not reported as a failure")
        let data = try Data(contentsOf: url)
        #expect(data.count <= 1_000)
        let last = try #require(try Self.lines(of: url).last)
        #expect((last["note"] as? String)?.contains("size limit of 1000 bytes") == true)
        #expect(await center.pending.count == 49)
    }

    @Test("A limit too small for the header leaves the file empty and says so, never a file no reader takes")
    func sizeLimitBelowTheHeader() async throws {
        for limit in [0, 100] {
            let url = try Self.folder().appendingPathComponent("t.jsonl")
            let reported = Recorded<AlertTrace.Failure>()
            let trace = try AlertTrace(url: url, options: .init(sizeLimit: limit), onFailure: reported.append)
            let center = AlertCenter(clock: ManualClock(), trace: trace)
            _ = await center.request(alert("a"))
            #expect(!trace.isRecording)
            #expect(
                trace.failure
                    == .writeFailed("the size limit of \(limit) bytes cannot hold the trace's first lines"))
            #expect(try Data(contentsOf: url).isEmpty)
            #expect(await center.visible == ["a"])
            #expect(reported.all == [try #require(trace.failure)], "a failure, reported once")
        }
    }

    @Test("A value no scenario can say is reported to onFailure once, which may read the trace")
    func unsayableIsReported() async throws {
        let url = try Self.folder().appendingPathComponent("t.jsonl")
        let reported = Recorded<AlertTrace.Failure>()
        let traceSeen = Recorded<AlertTrace>()
        // Read from inside the callback: it runs with the trace's lock let go (else this would deadlock).
        let stillRecording = Recorded<Bool>()
        let trace = try AlertTrace(url: url) { failure in
            reported.append(failure)
            if let trace = traceSeen.all.first { stillRecording.append(trace.isRecording) }
        }
        traceSeen.append(trace)
        let center = AlertCenter(clock: ManualClock(), trace: trace)
        _ = await center.request(alert("top"))
        _ = await center.request(alert("b"))
        guard case .unsayable = try #require(reported.all.first) else {
            Issue.record("expected unsayable, got \(reported.all)")
            return
        }
        #expect(reported.all.count == 1)
        #expect(stillRecording.all == [false])
    }

    @Test("A second trace on the same file is refused; the first goes on")
    func twoTracesOneFile() async throws {
        let url = try Self.folder().appendingPathComponent("t.jsonl")
        let first = try AlertTrace(url: url)
        #expect(throws: AlertTraceError.busy(url)) { try AlertTrace(url: url) }
        let center = AlertCenter(clock: ManualClock(), trace: first)
        _ = await center.request(alert("a"))
        await center.finishTrace()
        #expect(try Self.lines(of: url).count == 5)
    }

    @Test("A folder that does not exist is made; a file where a folder should be is an error at creation")
    func missingFolders() async throws {
        let folder = try Self.folder()
        let url = folder.appendingPathComponent("Caches/traces/t.jsonl")
        let trace = try AlertTrace(url: url)
        let center = AlertCenter(clock: ManualClock(), trace: trace)
        _ = await center.request(alert("a"))
        await center.finishTrace()
        #expect(try Self.lines(of: url).count == 5)
        let file = folder.appendingPathComponent("file")
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data()))
        #expect(throws: AlertTraceError.self) { try AlertTrace(url: file.appendingPathComponent("t.jsonl")) }
    }

    #if os(Linux)
        @Test("A folder that cannot be made is an error at creation that names it, in the system's words")
        func folderThatCannotBeMade() throws {
            // sysfs takes no new folders, even from root.
            let folder = "/sys/alert-trace-\(UUID().uuidString)"
            let error = #expect(throws: AlertTraceError.self) {
                try AlertTrace(url: URL(fileURLWithPath: folder + "/traces/t.jsonl"))
            }
            let description = try #require(error).description
            #expect(
                description.hasPrefix(
                    "cannot write a trace to \(folder)/traces/t.jsonl: the folder \(folder)/traces does not exist "
                        + "and cannot be made (at \(folder)): "),
                "\(description)")
            #expect(!description.contains("could not be completed"), "Foundation's words, not the system's")
        }
    #endif

    @Test("A read-only folder is an error at creation", .enabled(if: getuid() != 0, "root writes anywhere"))
    func readOnlyFolder() throws {
        let folder = try Self.folder()
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path) }
        #expect(throws: AlertTraceError.self) { try AlertTrace(url: folder.appendingPathComponent("t.jsonl")) }
    }

    @Test("A device takes any number of traces; a FIFO that nothing reads is refused at once, not waited on")
    func devicesAndFIFOs() throws {
        let null = URL(fileURLWithPath: "/dev/null")
        let traces = try (0..<2).map { _ in try AlertTrace(url: null) }
        #expect(traces.allSatisfy { $0.isRecording })
        let fifo = try Self.folder().appendingPathComponent("fifo")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        let refusal = String(cString: strerror(ENXIO))
        #expect(throws: AlertTraceError.cannotCreate(fifo, refusal)) { try AlertTrace(url: fifo) }
    }

    #if os(Linux)
        @Test("A full disk turns recording off, reported once; the center's calls go on")
        func fullDisk() async throws {
            let reported = Recorded<AlertTrace.Failure>()
            let trace = try AlertTrace(url: URL(fileURLWithPath: "/dev/full"), onFailure: reported.append)
            let center = AlertCenter(clock: ManualClock(), trace: trace)
            _ = await center.request(alert("a"))
            guard case .writeFailed = trace.failure else {
                Issue.record("expected a write failure, got \(String(describing: trace.failure))")
                return
            }
            #expect(!trace.isRecording)
            _ = await center.request(alert("b"))
            #expect(await center.visible == ["a"])
            #expect(await center.pending == ["b"])
            #expect(reported.all == [try #require(trace.failure)], "reported to onFailure once")
        }
    #endif

    @Test("The file deleted while recording turns recording off, reported")
    func deleted() async throws {
        let url = try Self.folder().appendingPathComponent("t.jsonl")
        let reported = Recorded<AlertTrace.Failure>()
        let trace = try AlertTrace(url: url, onFailure: reported.append)
        let center = AlertCenter(clock: ManualClock(), trace: trace)
        try FileManager.default.removeItem(at: url)
        _ = await center.request(alert("a"))
        _ = await center.request(alert("b"))
        #expect(trace.failure == .fileDeleted)
        #expect(!trace.isRecording)
        #expect(reported.all == [.fileDeleted], "reported to onFailure once")
    }

    @Test("The file replaced while recording turns recording off; the new file is left alone")
    func replaced() async throws {
        let folder = try Self.folder()
        let url = folder.appendingPathComponent("t.jsonl")
        let trace = try AlertTrace(url: url)
        let center = AlertCenter(clock: ManualClock(), trace: trace)
        let other = folder.appendingPathComponent("other")
        try Data("keep\n".utf8).write(to: other)
        #expect(rename(other.path, url.path) == 0)
        _ = await center.request(alert("a"))
        #expect(trace.failure == .fileReplaced)
        #expect(try String(contentsOf: url, encoding: .utf8) == "keep\n")
    }
}
