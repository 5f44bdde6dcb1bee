import AlertCore
import AlertRuntime
import Foundation
import Testing

/// ManualClock moves one deadline at a time and lets each woken task run
/// before it moves on: app code that sleeps on the clock, then asks the
/// center, asks at the instant it slept until.
@Suite("ManualClock stepping", .timeLimit(.minutes(1)))
struct ManualClockSteppingTests {
    /// Modules that wait for their network replies (on the clock), then ask.
    static func modules(on clock: ManualClock, center: AlertCenter, delays: [(AlertID, Int)]) -> Task<Void, Never> {
        Task {
            await withTaskGroup(of: Void.self) { group in
                for (id, delay) in delays {
                    group.addTask {
                        try? await clock.sleep(until: clock.now.advanced(by: .milliseconds(delay)), tolerance: nil)
                        await center.request(alert(id))
                    }
                }
            }
        }
    }

    @Test("One advance over many sleepers: each asks at its own instant, in the order of the instants")
    func oneAdvanceWakesSleepersInTurn() async {
        let clock = ManualClock()
        let center = AlertCenter(policy: AlertPolicy(maxVisible: 3), clock: clock)
        let events = center.events
        let launch = Self.modules(on: clock, center: center, delays: [("c", 900), ("a", 100), ("b", 500)])
        #expect(await clock.sleepers(atLeast: 3))
        await clock.advance(by: .milliseconds(1_500))
        await launch.value
        var requested: [AlertID: Milliseconds] = [:]
        var order: [AlertID] = []
        for await event in events {
            guard case .requested(let id) = event.kind else { continue }
            requested[id] = event.time
            order.append(id)
            if order.count == 3 { break }
        }
        #expect(order == ["a", "b", "c"])
        #expect(requested == ["a": 100, "b": 500, "c": 900], "each request stamped when its sleep ended, not at 1500")
        #expect(clock.now == ManualClock.Instant(offset: .milliseconds(1_500)))
    }

    @Test("A task woken on the way that sleeps again within the advance is woken in its turn")
    func sleepAgainWithinTheAdvance() async {
        let clock = ManualClock()
        let center = AlertCenter(policy: AlertPolicy(maxVisible: 2), clock: clock)
        let events = center.events
        let chain = Task {
            try? await clock.sleep(for: .milliseconds(100))
            await center.request(alert("first"))
            try? await clock.sleep(for: .milliseconds(250))
            await center.request(alert("second"))
        }
        #expect(await clock.sleepers(atLeast: 1))
        await clock.advance(by: .seconds(1))
        await chain.value
        var times: [Milliseconds] = []
        for await event in events {
            guard case .requested = event.kind else { continue }
            times.append(event.time)
            if times.count == 2 { break }
        }
        #expect(times == [100, 350])
    }

    @Test("advanceToNextSleeper moves to the earliest sleeper only, and says when nothing sleeps")
    func advanceToTheNextSleeper() async {
        let clock = ManualClock()
        #expect(await clock.advanceToNextSleeper() == false)
        #expect(clock.now.offset == .zero)
        let woken = Recorded<Int>()
        let sleepers = Task {
            await withTaskGroup(of: Void.self) { group in
                for delay in [300, 200] {
                    group.addTask {
                        try? await clock.sleep(for: .milliseconds(delay))
                        woken.append(delay)
                    }
                }
            }
        }
        #expect(await clock.sleepers(atLeast: 2))
        #expect(await clock.advanceToNextSleeper())
        #expect(clock.now.offset == .milliseconds(200))
        #expect(woken.all == [200])
        #expect(clock.nextDeadline?.offset == .milliseconds(300))
        #expect(await clock.advanceToNextSleeper())
        #expect(woken.all == [200, 300])
        #expect(clock.nextDeadline == nil)
        await sleepers.value
    }

    @Test("advance(to:) ends at the instant; an instant in the past moves nothing")
    func advanceToAnInstant() async {
        let clock = ManualClock()
        await clock.advance(to: ManualClock.Instant(offset: .seconds(2)))
        #expect(clock.now.offset == .seconds(2))
        await clock.advance(to: ManualClock.Instant(offset: .seconds(1)))
        #expect(clock.now.offset == .seconds(2))
    }

    @Test("A center's ttl and gap fire at their own instants within one long advance")
    func deadlinesWithinOneAdvance() async throws {
        let clock = ManualClock()
        let center = AlertCenter(policy: AlertPolicy(gap: .milliseconds(300)), clock: clock)
        let events = center.events
        await center.request(alert("first"))
        await center.request(alert("second"))
        let stale = await center.request(alert("stale", .low, ttl: .milliseconds(200)))
        try await center.close("first")
        await clock.advance(by: .seconds(5))
        #expect(await stale.outcome == .expired)
        var seen: [(AlertEvent.Kind, Milliseconds)] = []
        for await event in events {
            seen.append((event.kind, event.time))
            if case .presented("second") = event.kind { break }
        }
        #expect(seen.first { $0.0 == .expired("stale") }?.1 == 200)
        #expect(seen.last?.1 == 300, "the gap ends 300 ms after the close at 0")
    }
}
