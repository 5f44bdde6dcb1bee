import AlertCore
@_spi(Testing) import AlertRuntime
import Foundation
import TestSupport
import Testing

@testable import LaunchDemo

/// The launch demo's launch on a ManualClock: one `advance` runs the whole
/// launch, each task at its own instant, without sleeping.
@Suite("The reading app's launch", .timeLimit(.minutes(1)))
struct ReadingAppLaunchTests {
    /// Lines the launch writes.
    final class Lines: Sendable {
        private let lines = LockedValue<[String]>([])
        func append(_ line: String) { lines.withLock { $0.append(line) } }
        var all: [String] { lines.withLock { $0 } }
    }

    /// The tasks of a launch that sleep on the clock at its start: the
    /// splash ad and its hold's timeout, six modules and the user's trip to
    /// the wallet.
    static let sleepersAtStart = 9

    /// Runs one launch on `center` and `clock` to its end.
    static func launch(_ center: AlertCenter, on clock: ManualClock, lines: Lines) async -> [AlertID: AlertOutcome] {
        let launch = Task { await ReadingAppLaunch(center: center, clock: clock, say: lines.append).run() }
        #expect(await clock.sleepers(atLeast: sleepersAtStart))
        await clock.advance(by: .seconds(10))
        return await launch.value
    }

    /// Each event's kind and instant until `last`.
    static func timeline(_ events: AsyncStream<AlertEvent>, until last: AlertEvent.Kind) async -> [(
        AlertEvent.Kind, Milliseconds
    )] {
        var seen: [(AlertEvent.Kind, Milliseconds)] = []
        for await event in events {
            seen.append((event.kind, event.time))
            if event.kind == last { break }
        }
        return seen
    }

    @Test("First launch: the hold, the preempting update, the refused late tap, the wallet coupon")
    func firstLaunch() async {
        let clock = ManualClock()
        let center = AlertCenter(policy: ReadingApp.policy, screen: "home", clock: clock)
        let events = center.events
        let lines = Lines()
        let outcomes = await Self.launch(center, on: clock, lines: lines)
        #expect(
            outcomes == [
                "red-packet": .action("claim"), "notification-permission": .action("later"),
                "feature-guide": .action("ok"), "rating": .action("rate"), "forced-update": .action("later"),
                "wallet-coupon": .action("use"),
            ])
        let presented = await Self.timeline(events, until: .dismissed("wallet-coupon", reason: .action("use")))
            .compactMap { kind, time -> String? in
                guard case .presented(let id) = kind else { return nil }
                return "\(time) \(id)"
            }
        #expect(
            presented == [
                "400 notification-permission", "900 forced-update", "1800 notification-permission",
                "2600 red-packet", "3400 feature-guide", "4200 rating", "5000 wallet-coupon",
            ])
        #expect(
            lines.all.contains("[ 1.00s] user taps later on notification-permission: refused (notVisible)"))
        #expect(await center.ledger.isBalanced)
    }

    @Test("A second launch the next day finds the weekly rating capped; a week later it shows again")
    func ratingCapAcrossLaunches() async {
        let history = InMemoryAlertHistory()
        let wall = LockedValue(Date(timeIntervalSince1970: 1_800_000_000))
        func launch(after days: Double) async -> [AlertID: AlertOutcome] {
            let date = wall.withLock { date in
                date += days * 86_400
                return date
            }
            let clock = ManualClock()
            let center = AlertCenter(
                policy: ReadingApp.policy, screen: "home", clock: clock, history: history, wallClock: { date })
            return await Self.launch(center, on: clock, lines: Lines())
        }
        #expect(await launch(after: 0)["rating"] == .action("rate"))
        let nextDay = await launch(after: 1)
        #expect(nextDay["rating"] == .dropped(.capped))
        #expect(nextDay["wallet-coupon"] == .action("use"), "the rest of the launch goes on as before")
        #expect(await launch(after: 7)["rating"] == .action("rate"))
    }
}
