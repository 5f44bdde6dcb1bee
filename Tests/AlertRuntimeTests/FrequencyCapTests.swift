import AlertCore
import Foundation
import Testing

@testable import AlertRuntime

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

    @Test("The window counts on the center's own clock within a launch")
    func windowWithinALaunch() async {
        let clock = ManualClock()
        let policy = AlertPolicy(caps: ["hourly": FrequencyCap(limit: 1, per: .seconds(3_600))])
        let center = AlertCenter(policy: policy, clock: clock)
        await center.request(alert("tip", cap: "hourly"))
        await center.dismiss("tip")
        await clock.advance(by: .seconds(3_599))
        #expect(await center.present(alert("tip", cap: "hourly")) == .dropped(.capped))
        await clock.advance(by: .seconds(1))
        await center.request(alert("tip", cap: "hourly"))
        #expect(await center.visible == ["tip"])
    }

    @Test("Caps survive through a FileAlertHistory")
    func throughAFile() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let wall = TestWallClock()
        let first = AlertCenter(
            policy: Self.weekly, clock: ManualClock(), history: try FileAlertHistory(url: url), wallClock: wall.reading)
        await first.request(Self.rating)
        #expect(await first.historyError == nil)
        wall.advance(by: 3_600)
        let second = AlertCenter(
            policy: Self.weekly, clock: ManualClock(), history: try FileAlertHistory(url: url), wallClock: wall.reading)
        #expect(await second.present(Self.rating) == .dropped(.capped))
    }
}
