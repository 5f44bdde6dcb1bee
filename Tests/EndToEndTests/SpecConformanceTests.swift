import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// the scenario format, the command line and the transcript (docs/scenario-format.md) checked from outside: scenario files written here, the
/// built `alert-tui` run on them, and its output and exit status compared
/// with what the contract says, for cases the other end-to-end suites leave
/// out.
@Suite("Spec conformance: the command line, from outside")
struct CommandSpecConformanceTests {
    /// Writes `yaml` to a temporary file, runs `alert-tui arguments... FILE
    /// rest...` on it and removes the file.
    private func run(_ yaml: String, _ arguments: [String], then rest: [String] = []) async throws -> CommandOutput {
        let path = try AlertTUICommand.temporaryScenario(yaml)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try await AlertTUICommand.run(arguments + [path] + rest)
    }

    /// The jsonl transcript of `yaml` in `mode`, as lines.
    private func jsonl(_ yaml: String, mode: String = "scheduled") async throws -> [String] {
        let output = try await run(yaml, ["replay"], then: ["--format", "jsonl", "--mode", mode])
        #expect(output.status == 0)
        #expect(output.standardError.isEmpty)
        return output.lines
    }

    /// Runs `alert-tui check` on `yaml`, which must be refused: returns the
    /// exit status and the error line after the file's name.
    private func refusal(_ yaml: String) async throws -> (status: Int32, message: String) {
        let path = try AlertTUICommand.temporaryScenario(yaml)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = try await AlertTUICommand.run(["check", path])
        #expect(output.standardOutput.isEmpty, "nothing is checked")
        #expect(output.standardError.hasPrefix(path))
        return (output.status, String(output.standardError.dropFirst(path.count)))
    }

    // MARK: - §6: every event, every reason, null and absent fields

    static let everyEvent = """
        name: Every event and reason
        screen: home
        policy:
          maxPending: 2
          groups: {promo: {limit: 1}}
          caps: {weekly: {limit: 1, per: 7d}}
        alerts:
          guide: {level: 500, actions: [知道了, {label: more, dismisses: false}]}
          promo: {level: 600, group: promo, actions: [关闭]}
          promo2: {level: 550, group: promo}
          update: {level: required, dismissible: false, actions: [{label: 立即更新, dismisses: false}]}
          shop: {level: 700, screen: shop}
          stale: {level: 100, ttl: 50ms}
          rating: {level: low, cap: weekly}
          filler: {level: 90}
        timeline:
          - request: guide
          - request: guide
          - tap: more
          - request: update
          - tap: {alert: guide, action: 知道了}
          - dismiss: top
          - tap: 立即更新
          - dismiss: update
          - request: stale
          - request: filler
          - request: promo2
          - at: 50ms
            dismiss: filler
          - tap: 知道了
          - screen: shop
          - request: shop
          - screen: home
          - request: promo
          - request: rating
          - tap: {alert: promo, action: 关闭}
          - tap: {alert: shop, action: 关闭}
          - tap: 立即更新
          - dismiss: guide
          - dismiss: rating
          - dismiss: top
          - dismiss: top
          - dismiss: guide
          - hold: splash
          - release: splash
          - release: splash
          - request: rating
          - request: rating
          - relaunch: true
          - request: rating
        """

    @Test("§6: every event and reason; alert and level null or set; reason, action, hold, screen only where listed")
    func everyEventAndReason() async throws {
        let expected = [
            #"{"t":0,"event":"requested","alert":"guide","level":500,"visible":[],"pending":[],"masks":0}"#,
            #"{"t":0,"event":"presented","alert":"guide","level":500,"visible":["guide"],"pending":[],"masks":1}"#,
            #"{"t":0,"event":"requested","alert":"guide","level":500,"visible":["guide"],"pending":[],"masks":1}"#,
            #"{"t":0,"event":"coalesced","alert":"guide","level":500,"visible":["guide"],"pending":[],"masks":1}"#,
            #"{"t":0,"event":"tapped","alert":"guide","level":500,"action":"more","visible":["guide"],"pending":[],"masks":1}"#,
            #"{"t":0,"event":"requested","alert":"update","level":1000,"visible":["guide"],"pending":[],"masks":1}"#,
            #"{"t":0,"event":"suspended","alert":"guide","level":500,"reason":"preempted","visible":[],"pending":["update","guide"],"masks":0}"#,
            #"{"t":0,"event":"presented","alert":"update","level":1000,"visible":["update"],"pending":["guide"],"masks":1}"#,
            #"{"t":0,"event":"rejected","alert":"guide","level":500,"reason":"not-visible","visible":["update"],"pending":["guide"],"masks":1}"#,
            #"{"t":0,"event":"rejected","alert":"update","level":1000,"reason":"not-dismissible","visible":["update"],"pending":["guide"],"masks":1}"#,
            #"{"t":0,"event":"tapped","alert":"update","level":1000,"action":"立即更新","visible":["update"],"pending":["guide"],"masks":1}"#,
            #"{"t":0,"event":"dismissed","alert":"update","level":1000,"reason":"removed","visible":[],"pending":["guide"],"masks":0}"#,
            #"{"t":0,"event":"presented","alert":"guide","level":500,"visible":["guide"],"pending":[],"masks":1}"#,
            #"{"t":0,"event":"requested","alert":"stale","level":100,"visible":["guide"],"pending":[],"masks":1}"#,
            #"{"t":0,"event":"requested","alert":"filler","level":90,"visible":["guide"],"pending":["stale"],"masks":1}"#,
            #"{"t":0,"event":"requested","alert":"promo2","level":550,"visible":["guide"],"pending":["stale","filler"],"masks":1}"#,
            #"{"t":0,"event":"dropped","alert":"filler","level":90,"reason":"capacity","visible":["guide"],"pending":["promo2","stale"],"masks":1}"#,
            #"{"t":50,"event":"expired","alert":"stale","level":100,"reason":"ttl","visible":["guide"],"pending":["promo2"],"masks":1}"#,
            #"{"t":50,"event":"rejected","alert":"filler","level":90,"reason":"not-found","visible":["guide"],"pending":["promo2"],"masks":1}"#,
            #"{"t":50,"event":"tapped","alert":"guide","level":500,"action":"知道了","visible":["guide"],"pending":["promo2"],"masks":1}"#,
            #"{"t":50,"event":"dismissed","alert":"guide","level":500,"reason":"action","action":"知道了","visible":[],"pending":["promo2"],"masks":0}"#,
            #"{"t":50,"event":"presented","alert":"promo2","level":550,"visible":["promo2"],"pending":[],"masks":1}"#,
            #"{"t":50,"event":"navigated","alert":null,"level":null,"screen":"shop","visible":["promo2"],"pending":[],"masks":1}"#,
            #"{"t":50,"event":"requested","alert":"shop","level":700,"visible":["promo2"],"pending":[],"masks":1}"#,
            #"{"t":50,"event":"navigated","alert":null,"level":null,"screen":"home","visible":["promo2"],"pending":["shop"],"masks":1}"#,
            #"{"t":50,"event":"requested","alert":"promo","level":600,"visible":["promo2"],"pending":["shop"],"masks":1}"#,
            #"{"t":50,"event":"dropped","alert":"promo","level":600,"reason":"group-limit","visible":["promo2"],"pending":["shop"],"masks":1}"#,
            #"{"t":50,"event":"requested","alert":"rating","level":250,"visible":["promo2"],"pending":["shop"],"masks":1}"#,
            #"{"t":50,"event":"rejected","alert":"promo","level":600,"reason":"not-visible","visible":["promo2"],"pending":["shop","rating"],"masks":1}"#,
            #"{"t":50,"event":"rejected","alert":"shop","level":700,"reason":"not-visible","visible":["promo2"],"pending":["shop","rating"],"masks":1}"#,
            #"{"t":50,"event":"rejected","alert":"promo2","level":550,"reason":"no-such-action","visible":["promo2"],"pending":["shop","rating"],"masks":1}"#,
            #"{"t":50,"event":"rejected","alert":"guide","level":500,"reason":"not-found","visible":["promo2"],"pending":["shop","rating"],"masks":1}"#,
            #"{"t":50,"event":"cancelled","alert":"rating","level":250,"visible":["promo2"],"pending":["shop"],"masks":1}"#,
            #"{"t":50,"event":"dismissed","alert":"promo2","level":550,"reason":"closed","visible":[],"pending":["shop"],"masks":0}"#,
            #"{"t":50,"event":"rejected","alert":null,"level":null,"reason":"nothing-visible","visible":[],"pending":["shop"],"masks":0}"#,
            #"{"t":50,"event":"rejected","alert":"guide","level":500,"reason":"not-found","visible":[],"pending":["shop"],"masks":0}"#,
            #"{"t":50,"event":"held","alert":null,"level":null,"hold":"splash","visible":[],"pending":["shop"],"masks":0}"#,
            #"{"t":50,"event":"released","alert":null,"level":null,"hold":"splash","visible":[],"pending":["shop"],"masks":0}"#,
            #"{"t":50,"event":"rejected","alert":null,"level":null,"reason":"not-held","hold":"splash","visible":[],"pending":["shop"],"masks":0}"#,
            #"{"t":50,"event":"requested","alert":"rating","level":250,"visible":[],"pending":["shop"],"masks":0}"#,
            #"{"t":50,"event":"presented","alert":"rating","level":250,"visible":["rating"],"pending":["shop"],"masks":1}"#,
            #"{"t":50,"event":"requested","alert":"rating","level":250,"visible":["rating"],"pending":["shop"],"masks":1}"#,
            #"{"t":50,"event":"coalesced","alert":"rating","level":250,"visible":["rating"],"pending":["shop"],"masks":1}"#,
            #"{"t":50,"event":"cancelled","alert":"rating","level":250,"reason":"relaunch","visible":[],"pending":["shop"],"masks":0}"#,
            #"{"t":50,"event":"cancelled","alert":"shop","level":700,"reason":"relaunch","visible":[],"pending":[],"masks":0}"#,
            #"{"t":50,"event":"relaunched","alert":null,"level":null,"visible":[],"pending":[],"masks":0}"#,
            #"{"t":50,"event":"requested","alert":"rating","level":250,"visible":[],"pending":[],"masks":0}"#,
            #"{"t":50,"event":"dropped","alert":"rating","level":250,"reason":"capped","visible":[],"pending":[],"masks":0}"#,
            #"{"t":50,"event":"end","ledger":{"requested":12,"coalesced":2,"dismissed":3,"cancelled":3,"expired":1,"dropped":3,"pending":0,"visible":0},"balanced":true}"#,
        ]
        let lines = try await jsonl(Self.everyEvent)
        #expect(lines.count == expected.count)
        for (line, wanted) in zip(lines, expected) { #expect(line == wanted) }
    }

    static let coveredAndNavigatedYAML = """
        name: Covered and navigated
        screen: shop
        policy: {maxVisible: 2}
        alerts:
          coupon: {level: 500, screen: shop, actions: [ok]}
          update: {level: 600, actions: [ok, later]}
        timeline:
          - request: coupon
          - request: update
          - tap: {alert: coupon, action: ok}
          - tap: {alert: coupon, action: later}
          - screen: home
          - tap: {alert: update, action: ok}
          - tap: {alert: update, action: ok}
        """

    @Test("§6 and rules 6 and 8: covered before no-such-action, navigated suspensions, nothing-visible when addressed")
    func coveredAndNavigated() async throws {
        let expected = [
            #"{"t":0,"event":"requested","alert":"coupon","level":500,"visible":[],"pending":[],"masks":0}"#,
            #"{"t":0,"event":"presented","alert":"coupon","level":500,"visible":["coupon"],"pending":[],"masks":1}"#,
            #"{"t":0,"event":"requested","alert":"update","level":600,"visible":["coupon"],"pending":[],"masks":1}"#,
            #"{"t":0,"event":"presented","alert":"update","level":600,"visible":["coupon","update"],"pending":[],"masks":1}"#,
            #"{"t":0,"event":"rejected","alert":"coupon","level":500,"reason":"covered","visible":["coupon","update"],"pending":[],"masks":1}"#,
            #"{"t":0,"event":"rejected","alert":"coupon","level":500,"reason":"covered","visible":["coupon","update"],"pending":[],"masks":1}"#,
            #"{"t":0,"event":"navigated","alert":null,"level":null,"screen":"home","visible":["coupon","update"],"pending":[],"masks":1}"#,
            #"{"t":0,"event":"suspended","alert":"coupon","level":500,"reason":"navigated","visible":["update"],"pending":["coupon"],"masks":1}"#,
            #"{"t":0,"event":"tapped","alert":"update","level":600,"action":"ok","visible":["update"],"pending":["coupon"],"masks":1}"#,
            #"{"t":0,"event":"dismissed","alert":"update","level":600,"reason":"action","action":"ok","visible":[],"pending":["coupon"],"masks":0}"#,
            #"{"t":0,"event":"rejected","alert":null,"level":null,"reason":"nothing-visible","visible":[],"pending":["coupon"],"masks":0}"#,
            #"{"t":0,"event":"end","ledger":{"requested":2,"coalesced":0,"dismissed":1,"cancelled":0,"expired":0,"dropped":0,"pending":1,"visible":0},"balanced":true}"#,
        ]
        #expect(try await jsonl(Self.coveredAndNavigatedYAML) == expected)
    }

    // MARK: - Rule 14: one instant

    @Test("Rule 14: at one instant ttl expiries, then the gap's end, then the steps in file order")
    func deadlinesBeforeStepsAtOneInstant() async throws {
        let yaml = """
            name: One instant
            policy: {gap: 100ms}
            alerts:
              a: {level: 500, ttl: 200ms}
              b: {level: 400, ttl: 200ms}
              c: {level: 300}
            timeline:
              - request: c
              - request: a
              - request: b
              - at: 100ms
                dismiss: top
              - at: 200ms
                request: a
              - request: b
            """
        let atTwoHundred = try await jsonl(yaml).filter { $0.hasPrefix(#"{"t":200,"#) }
        #expect(
            atTwoHundred == [
                #"{"t":200,"event":"expired","alert":"a","level":500,"reason":"ttl","visible":[],"pending":["b"],"masks":0}"#,
                #"{"t":200,"event":"expired","alert":"b","level":400,"reason":"ttl","visible":[],"pending":[],"masks":0}"#,
                #"{"t":200,"event":"requested","alert":"a","level":500,"visible":[],"pending":[],"masks":0}"#,
                #"{"t":200,"event":"presented","alert":"a","level":500,"visible":["a"],"pending":[],"masks":1}"#,
                #"{"t":200,"event":"requested","alert":"b","level":400,"visible":["a"],"pending":[],"masks":1}"#,
            ])
    }

    // MARK: - §4: durations and levels

    @Test("§4: every duration form and level form, up to their bounds, as the transcript reports them")
    func durationAndLevelForms() async throws {
        let yaml = """
            name: Forms
            alerts:
              a: {level: high+10}
              b: {level: required-1}
              c: {level: 1000000000000000}
              d: {level: -1000000000000000}
              e: {level: low-1000000000000250}
              f: {level: 600}
            timeline:
              - at: 1.5s
                request: a
              - after: 2m
                request: b
              - after: 3h
                request: c
              - after: 1d
                request: d
              - after: 0000000000000000001
                request: e
              - at: 1000000000000
                request: f
            """
        let requested = try await jsonl(yaml).filter { $0.contains(#""event":"requested""#) }.compactMap {
            $0.components(separatedBy: #""visible""#).first
        }
        #expect(
            requested == [
                #"{"t":1500,"event":"requested","alert":"a","level":760,"#,
                #"{"t":121500,"event":"requested","alert":"b","level":999,"#,
                #"{"t":10921500,"event":"requested","alert":"c","level":1000000000000000,"#,
                #"{"t":97321500,"event":"requested","alert":"d","level":-1000000000000000,"#,
                #"{"t":97321501,"event":"requested","alert":"e","level":-1000000000000000,"#,
                #"{"t":1000000000000,"event":"requested","alert":"f","level":600,"#,
            ])
    }

    @Test(
        "§4: past the bounds of instants and levels, or with a name that can only be a typo, a file is refused: 65",
        arguments: [
            (
                "alerts: {a: {}}\ntimeline:\n  - at: 1000000000001\n    request: a\n",
                ":4:9: error: duration '1000000000001' for 'at' is too large; "
                    + "expected at most 10^12 ms (about 31 years)\n"
            ),
            (
                "alerts: {a: {}}\ntimeline:\n  - at: 999999999999\n    request: a\n  - after: 2ms\n    request: a\n",
                ":6:12: error: 'after' takes the step to 11574d 1h 46m 40.001s; expected at most 10^12 ms (about 31 years)\n"
            ),
            (
                "alerts: {a: {level: 1000000000000001}}\n",
                ":2:21: error: level '1000000000000001' for 'level' is out of range; expected a level within ±10^15\n"
            ),
            (
                "alerts: {a: {level: required+999999999999001}}\n",
                ":2:21: error: level 'required+999999999999001' for 'level' is out of range; expected a level within ±10^15\n"
            ),
            // Names that can only be typos name the nearest known name.
            (
                "alerts: {a: {}}\ntimeline:\n  - hold: splash-ad\n  - release: splash_ad\n",
                ":5:14: error: release of 'splash_ad', which no earlier 'hold' step takes; expected splash-ad; "
                    + "did you mean 'splash-ad'?\n"
            ),
            (
                "alerts: {a: {}}\ntimeline:\n  - release: splash-ad\n  - hold: splash-ad\n",
                ":4:14: error: release of 'splash-ad', which no earlier 'hold' step takes; "
                    + "expected a 'hold: splash-ad' step before it\n"
            ),
            (
                "screen: home\nalerts:\n  a: {screen: hmoe}\ntimeline:\n  - screen: profile\n",
                ":4:15: error: alert 'a' belongs to screen 'hmoe', which the scenario never shows; "
                    + "expected one of home, profile; did you mean 'home'?\n"
            ),
            (
                "policy:\n  caps: {weekly: {limit: 1, per: 7d}}\nalerts:\n  a: {cap: weekyl}\n",
                ":5:12: error: unknown cap 'weekyl' in alert 'a'; expected weekly; did you mean 'weekly'?\n"
            ),
            (
                "alerts:\n  a: {cap: weekly}\n",
                ":3:12: error: unknown cap 'weekly' in alert 'a'; expected it declared under policy.caps\n"
            ),
        ])
    func refused(body: String, message: String) async throws {
        let refused = try await refusal("name: Refused\n" + body)
        #expect(refused.status == 65)
        #expect(refused.message == message)
    }

    // MARK: - §4: files that cannot be read

    @Test(
        "§4: a directory, a FIFO and a device are not regular files: status 66 at once", arguments: ["replay", "check"])
    func notRegularFiles(command: String) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("scenario.yaml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        for path in [directory.path, fifo, "/dev/null"] {
            let output = try await AlertTUICommand.run([command, path], timeout: .seconds(30))
            #expect(output.status == 66, "\(path)")
            #expect(output.standardOutput.isEmpty)
            #expect(output.standardError.hasPrefix(path + ": error: cannot read the file: "))
        }
    }

    @Test("§4: a reader that closed standard error does not turn a malformed file's 65 into 74")
    func closedStandardError() async throws {
        let path = try AlertTUICommand.temporaryScenario("name: Bad\nalerts: {a: {levle: 1}}\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        for command in ["replay", "check"] {
            let process = Process()
            process.executableURL = try AlertTUICommand.executable()
            process.arguments = [command, path]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            let pipe = Pipe()
            try pipe.fileHandleForReading.close()
            process.standardError = pipe
            try process.run()
            try pipe.fileHandleForWriting.close()
            process.waitUntilExit()
            #expect(process.terminationStatus == 65, "\(command)")
        }
    }

    // MARK: - §5: check

    @Test("§5: check runs the naive run only for naive expectations, and fails with status 1 on one")
    func checkRunsNaiveExpectations() async throws {
        let yaml = """
            name: Naive only
            alerts:
              a: {}
              b: {}
            timeline:
              - request: a
              - request: b
              - expect: {visible: [a], pending: [b], masks: 1}
              - expect: {visible: [a, b], masks: 2, mode: naive}
              - dismiss: top
              - dismiss: top
              - expect: {visible: [], mask: false, mode: naive}
            """
        let output = try await run(yaml, ["check"])
        #expect(output.status == 1)
        #expect(output.lines.count == 2)
        #expect(output.lines.first?.hasPrefix("FAIL Naive only: naive run, at 0s (") == true)
        #expect(output.lines.first?.hasSuffix(":12): mask: wanted false, got true") == true)
        #expect(output.lines.last == "0 passed, 1 failed")
    }

    @Test("§4 and §5: check stays linear with a long queue: a far longer stack is told by its size")
    func checkAgainstALongQueue() async throws {
        let ids = (0..<40).map { "a\($0)" }
        let yaml =
            "name: Long queue\nalerts:\n" + ids.map { "  \($0): {}\n" }.joined() + "timeline:\n"
            + ids.map { "  - request: \($0)\n" }.joined()
            + "  - expect: {pending: []}\n  - expect: {visible: [a1]}\n  - expect: {pending: [a1, a2]}\n"
        let path = try AlertTUICommand.temporaryScenario(yaml)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let check = try await AlertTUICommand.run(["check", path])
        #expect(check.status == 1)
        #expect(
            check.lines == [
                "FAIL Long queue: scheduled run, at 0s (\(path):84): pending: wanted [], "
                    + "got 39 alerts (too many to list) (and 2 more)",
                "0 passed, 1 failed",
            ])
        let replay = try await AlertTUICommand.run(["replay", path])
        #expect(
            Array(replay.lines.suffix(3)) == [
                "  at 0s (line 84): pending: wanted [], got 39 alerts (too many to list)",
                "  at 0s (line 85): visible: wanted [a1], got [a0]",
                "  at 0s (line 86): pending: wanted [a1, a2], got 39 alerts (too many to list)",
            ])
    }
}
