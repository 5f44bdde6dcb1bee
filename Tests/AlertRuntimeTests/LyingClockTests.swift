import AlertCore
import Foundation
import Testing

@_spi(Testing) @testable import AlertRuntime

/// A wall clock that lies: set back (a phone before its time sync, a user
/// changing the date), set forward, then back again. A stored instant is
/// never moved earlier, and a cap holding an instant more than a minute
/// after now is full until the clock is within a minute of it.
@Suite("Caps on a wall clock that lies")
struct LyingClockTests {
    static let day: TimeInterval = 86_400
    static let weekly = FrequencyCapTests.weekly
    static let rating = FrequencyCapTests.rating

    /// A center launched now on `wall`, keeping caps in the file at `url`.
    static func launch(_ url: URL, _ wall: TestWallClock, policy: AlertPolicy = weekly) throws -> AlertCenter {
        AlertCenter(
            policy: policy, clock: ManualClock(), history: try FileAlertHistory(url: url), wallClock: wall.reading)
    }

    static func stored(_ url: URL, _ cap: String = "weekly") throws -> [Date] {
        try FileAlertHistory(url: url).presentations()[cap] ?? []
    }

    @Test("Set back: the cap stays full, the stored date is kept; at the right time again it still counts")
    func setBack() async throws {
        let url = temporaryHistoryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let wall = TestWallClock()
        let shownAt = wall.now
        let first = try Self.launch(url, wall)
        await first.request(Self.rating)
        #expect(await first.visible == ["rating"])

        wall.advance(by: -3 * Self.day)
        let behind = try Self.launch(url, wall)
        #expect(await behind.present(Self.rating) == .dropped(.capped), "an instant days after now: full")
        await behind.navigate(to: "home")
        #expect(try Self.stored(url) == [shownAt], "never moved earlier")

        wall.advance(by: 4 * Self.day)
        let onTime = try Self.launch(url, wall)
        #expect(await onTime.present(Self.rating) == .dropped(.capped), "a day after the showing")
        #expect(try Self.stored(url) == [shownAt])

        wall.advance(by: 6 * Self.day)
        let weekLater = try Self.launch(url, wall)
        await weekLater.request(Self.rating)
        #expect(await weekLater.visible == ["rating"], "a week after the real showing")
    }

    @Test("Set forward, then back: a showing dated a year ahead blocks until the clock nears it, then counts a window")
    func forwardThenBack() async throws {
        let url = temporaryHistoryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let wall = TestWallClock()
        let start = wall.now
        wall.advance(by: 365 * Self.day)
        let ahead = try Self.launch(url, wall)
        await ahead.request(Self.rating)
        let shownAt = wall.now
        #expect(try Self.stored(url) == [shownAt])

        wall.advance(by: -365 * Self.day)
        #expect(wall.now == start)
        let back = try Self.launch(url, wall)
        #expect(await back.present(Self.rating) == .dropped(.capped), "full until the clock nears the date")
        #expect(try Self.stored(url) == [shownAt], "kept, not rewritten as now")

        wall.advance(by: 365 * Self.day + 3 * Self.day)
        #expect(await (try Self.launch(url, wall)).present(Self.rating) == .dropped(.capped), "within its week")
        wall.advance(by: 4 * Self.day)
        let free = try Self.launch(url, wall)
        await free.request(Self.rating)
        #expect(await free.visible == ["rating"])
    }

    /// A center on a weekly cap of `limit` whose file already holds one
    /// showing, dated `ahead` seconds after the wall clock's now.
    static func centerWithAShowing(
        ahead: TimeInterval, limit: Int, url: URL, clock: ManualClock = ManualClock()
    ) throws -> (center: AlertCenter, dated: Date) {
        let wall = TestWallClock()
        let dated = wall.now.addingTimeInterval(ahead)
        try FileAlertHistory(url: url).save(["weekly": [dated]])
        let policy = AlertPolicy(caps: ["weekly": FrequencyCap(limit: limit, per: .seconds(7 * 86_400))])
        let center = AlertCenter(
            policy: policy, clock: clock, history: try FileAlertHistory(url: url), wallClock: wall.reading)
        return (center, dated)
    }

    @Test("A cap that allows several is full while it holds an instant a day ahead, and free once the clock nears it")
    func futureInstantFillsALargerCap() async throws {
        let url = temporaryHistoryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let clock = ManualClock()
        let (center, future) = try Self.centerWithAShowing(ahead: Self.day, limit: 3, url: url, clock: clock)
        #expect(await center.present(Self.rating) == .dropped(.capped), "1 of 3, but dated tomorrow")
        await clock.advance(by: .seconds(86_400))
        await center.request(Self.rating)
        #expect(await center.visible == ["rating"], "the clock passed it: 1 of 3 counts, room for more")
        #expect(try Self.stored(url) == [future, future], "both kept, the future one never moved")
    }

    /// Two processes sharing the file read the wall clock milliseconds apart:
    /// the other's showing a few milliseconds "ahead" is one showing, not a
    /// full cap.
    @Test("Another process's showing a little ahead of now counts as one of the cap's limit")
    func showingALittleAheadCountsAsOne() async throws {
        let url = temporaryHistoryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let (center, _) = try Self.centerWithAShowing(ahead: 0.003, limit: 2, url: url)
        await center.request(Self.rating)
        #expect(await center.visible == ["rating"], "1 of 2, 3 ms ahead")
        await center.remove("rating")
        #expect(await center.present(Self.rating) == .dropped(.capped), "2 of 2")
    }

    @Test("Back, forward, back again: the latest stored instant never moves earlier")
    func backForwardBack() async throws {
        let url = temporaryHistoryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let wall = TestWallClock()
        var latest = Date.distantPast
        for step in [0, -2, 10, -5, 1, -30, 20] as [TimeInterval] {
            wall.advance(by: step * Self.day)
            let center = try Self.launch(url, wall)
            _ = await center.request(Self.rating)
            #expect(await center.historyError == nil)
            let stored = try Self.stored(url)
            let newest = try #require(stored.max(), "step \(step)")
            #expect(newest >= latest, "step \(step): \(stored)")
            latest = newest
        }
    }
}
