import AlertCore
import Foundation
import TestSupport
import Testing

@_spi(Testing) @testable import AlertRuntime

/// Caps across launches: a history shared by successive centers, on a wall
/// clock the test moves.
@Suite("Frequency caps across launches")
struct FrequencyCapTests {
    static let weekly = AlertPolicy(caps: ["weekly": FrequencyCap(limit: 1, per: .seconds(7 * 86_400))])
    static let rating = alert("rating", .low, cap: "weekly")

    @Test("Shown on day 1, capped on day 2, shown again a week later")
    func weeklyAcrossLaunches() async throws {
        let history = InMemoryAlertHistory()
        let wall = TestWallClock()
        let day1 = AlertCenter(policy: Self.weekly, clock: ManualClock(), history: history, wallClock: wall.reading)
        await day1.request(Self.rating)
        #expect(await day1.visible == ["rating"])
        #expect(history.presentations()["weekly"] == [wall.now])

        wall.advance(by: 86_400)
        let day2 = AlertCenter(policy: Self.weekly, clock: ManualClock(), history: history, wallClock: wall.reading)
        #expect(await day2.present(Self.rating) == .dropped(.capped))

        wall.advance(by: 6 * 86_400)
        let day8 = AlertCenter(policy: Self.weekly, clock: ManualClock(), history: history, wallClock: wall.reading)
        await day8.request(Self.rating)
        #expect(await day8.visible == ["rating"])
        #expect(history.presentations()["weekly"]?.count == 1, "the stale showing is forgotten")
    }

    @Test("A cap's history keeps its latest limit showings: the older ones decide nothing")
    func historyKeepsTheLatestLimit() async throws {
        let url = temporaryHistoryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let wall = TestWallClock()
        // Five showings within the window, stored by other processes.
        let stored = (1...5).map { wall.now.addingTimeInterval(-Double($0) * 3_600) }
        try FileAlertHistory(url: url).save(["weekly": stored.reversed()])
        let policy = AlertPolicy(caps: ["weekly": FrequencyCap(limit: 2, per: .seconds(7 * 86_400))])
        let center = AlertCenter(
            policy: policy, clock: ManualClock(), history: try FileAlertHistory(url: url), wallClock: wall.reading)
        #expect(await center.present(alert("tip", cap: "weekly")) == .dropped(.capped))
        #expect(try FileAlertHistory(url: url).presentations() == ["weekly": [stored[1], stored[0]]])
    }

    @Test("The window counts on the center's own clock within a launch")
    func windowWithinALaunch() async {
        let clock = ManualClock()
        let policy = AlertPolicy(caps: ["hourly": FrequencyCap(limit: 1, per: .seconds(3_600))])
        let center = AlertCenter(policy: policy, clock: clock)
        await center.request(alert("tip", cap: "hourly"))
        await center.remove("tip")
        await clock.advance(by: .seconds(3_599))
        #expect(await center.present(alert("tip", cap: "hourly")) == .dropped(.capped))
        await clock.advance(by: .seconds(1))
        await center.request(alert("tip", cap: "hourly"))
        #expect(await center.visible == ["tip"])
    }

    @Test("Caps survive through a FileAlertHistory: capped an hour later, shown again a week later")
    func throughAFile() async throws {
        let url = temporaryHistoryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let wall = TestWallClock()
        func launch() throws -> AlertCenter {
            AlertCenter(
                policy: Self.weekly, clock: ManualClock(), history: try FileAlertHistory(url: url),
                wallClock: wall.reading)
        }
        let first = try launch()
        await first.request(Self.rating)
        #expect(await first.historyError == nil)
        #expect(try FileAlertHistory(url: url).presentations() == ["weekly": [wall.now]])
        wall.advance(by: 3_600)
        #expect(await (try launch()).present(Self.rating) == .dropped(.capped))
        wall.advance(by: 7 * 86_400 - 3_600)
        let weekLater = try launch()
        await weekLater.request(Self.rating)
        #expect(await weekLater.visible == ["rating"])
        #expect(try FileAlertHistory(url: url).presentations() == ["weekly": [wall.now]])
    }

    @Test("A process whose policy declares other caps leaves them in a shared file as they are")
    func otherProcessesCapsAreKept() async throws {
        let url = temporaryHistoryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let wall = TestWallClock()
        let app = AlertCenter(
            policy: Self.weekly, clock: ManualClock(), history: try FileAlertHistory(url: url), wallClock: wall.reading)
        await app.request(Self.rating)
        let daily = AlertPolicy(caps: ["daily": FrequencyCap(limit: 1, per: .seconds(86_400))])
        let widget = AlertCenter(
            policy: daily, clock: ManualClock(), history: try FileAlertHistory(url: url), wallClock: wall.reading)
        await widget.request(alert("tip", cap: "daily"))
        #expect(await widget.visible == ["tip"])
        #expect(try FileAlertHistory(url: url).presentations() == ["weekly": [wall.now], "daily": [wall.now]])
        wall.advance(by: 3_600)
        let relaunched = AlertCenter(
            policy: Self.weekly, clock: ManualClock(), history: try FileAlertHistory(url: url), wallClock: wall.reading)
        await relaunched.request(Self.rating)
        #expect(await relaunched.visible.isEmpty, "the week's showing still counts")
        #expect(await relaunched.pending.isEmpty)
    }

    @Test("The history is touched only while an alert that names a cap is pending or visible")
    func historyOnlyForCappedAlerts() async {
        let history = CountingHistory()
        let clock = ManualClock()
        let center = AlertCenter(policy: Self.weekly, clock: clock, history: history)
        await center.request(alert("welcome"))
        for _ in 0..<3 {
            await clock.advance(by: .seconds(1))
            _ = await center.visible
        }
        #expect(history.updates.withLock { $0 } == 0, "no capped alert: no read, no write")
        await center.request(Self.rating)
        #expect(await center.pending == ["rating"])
        let afterRequest = history.updates.withLock { $0 }
        #expect(afterRequest >= 1, "the capped request is judged on the history")
        await clock.advance(by: .seconds(1))
        _ = await center.visible
        #expect(history.updates.withLock { $0 } > afterRequest, "a command while it waits reads the history")
        await center.remove("welcome")
        #expect(await center.visible == ["rating"])
        #expect(history.presentations()["weekly"]?.count == 1, "its showing is written")
        await center.remove("rating")
        let afterEnd = history.updates.withLock { $0 }
        await clock.advance(by: .seconds(1))
        _ = await center.visible
        #expect(history.updates.withLock { $0 } == afterEnd, "ended: the history is left alone again")
    }

    /// Counts the center's updates of an in-memory history.
    final class CountingHistory: AlertHistory {
        let stored = InMemoryAlertHistory()
        let updates = LockedValue(0)
        func presentations() -> [String: [Date]] { stored.presentations() }
        func save(_ presentations: [String: [Date]]) { stored.save(presentations) }
        func update(_ body: ([String: [Date]]?) -> [String: [Date]]?) throws {
            updates.withLock { $0 += 1 }
            if let presentations = body(nil) { save(presentations) }
        }
    }

    /// Refuses to save while `isFull`, as a full disk would.
    final class FillingHistory: AlertHistory {
        let stored = InMemoryAlertHistory()
        let isFull = LockedValue(true)
        struct DiskFull: Error {}
        func presentations() -> [String: [Date]] { stored.presentations() }
        func save(_ presentations: [String: [Date]]) throws {
            if isFull.withLock({ $0 }) { throw DiskFull() }
            stored.save(presentations)
        }
    }

    @Test("A save that failed is tried again after the next command, whatever it is")
    func failedSaveIsRetried() async {
        let history = FillingHistory()
        let wall = TestWallClock()
        let center = AlertCenter(policy: Self.weekly, clock: ManualClock(), history: history, wallClock: wall.reading)
        await center.request(Self.rating)
        #expect(await center.historyError is FillingHistory.DiskFull)
        #expect(history.presentations().isEmpty)
        await center.navigate(to: "home")
        #expect(await center.historyError is FillingHistory.DiskFull, "still full")
        history.isFull.withLock { $0 = false }
        await center.navigate(to: "settings")
        #expect(await center.historyError == nil)
        #expect(history.presentations() == ["weekly": [wall.now]], "the showing counted while the disk was full")
    }

    @Test("Dates survive launches at odd fractions of a millisecond unchanged")
    func datesDoNotDrift() async {
        let policy = AlertPolicy(caps: [
            "weekly": FrequencyCap(limit: 5, per: .seconds(7 * 86_400)),
            "daily": FrequencyCap(limit: 5, per: .seconds(86_400)),
        ])
        let shownAt = Date(timeIntervalSince1970: 1_800_000_000.123)
        let history = InMemoryAlertHistory(["weekly": [shownAt]])
        let wall = TestWallClock()
        for (index, fraction) in [0.0004, 0.9996, 0.5, 0.4999].enumerated() {
            wall.advance(by: 3_600 + fraction)
            let center = AlertCenter(policy: policy, clock: ManualClock(), history: history, wallClock: wall.reading)
            // A presentation of another cap makes the center write the whole history back.
            await center.request(alert("tip-\(index)", cap: "daily"))
            #expect(history.presentations()["daily"]?.count == index + 1)
            #expect(history.presentations()["weekly"] == [shownAt], "launch \(index)")
        }
    }

    @Test("A history date before the launch is a negative instant that still counts")
    func earlierLaunchesAreNegativeInstants() async {
        let wall = TestWallClock()
        let history = InMemoryAlertHistory(["weekly": [wall.now.addingTimeInterval(-2.5)]])
        let center = AlertCenter(policy: Self.weekly, clock: ManualClock(), history: history, wallClock: wall.reading)
        #expect(await center.capHistory == AlertCapHistory(["weekly": [-2_500]]))
        #expect(await center.present(Self.rating) == .dropped(.capped))
    }
}
