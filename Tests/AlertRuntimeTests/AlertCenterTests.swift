import AlertCore
import Foundation
import TestSupport
import Testing

@_spi(Testing) @testable import AlertRuntime

/// The center on a manual clock: time counts from real instants, deadlines
/// fire without anyone calling, every request ends exactly once.
@Suite("AlertCenter")
struct AlertCenterTests {
    @Test("present returns the pressed action; the next alert then shows")
    func presentReturnsTheAction() async throws {
        let center = AlertCenter(clock: ManualClock())
        async let first = center.present(alert("a", 600))
        #expect(await eventually { await center.visible == ["a"] })
        let second = await center.request(alert("b"))
        #expect(await center.pending == ["b"])
        try await center.tap(action: "ok", on: "a")
        #expect(await first == .action("ok"))
        #expect(await center.visible == ["b"])
        try await center.close("b")
        #expect(await second.outcome == .closed)
        #expect(await center.ledger.dismissed == 2)
    }

    @Test("A ttl counts from the real instant of the request, not from the center's start")
    func ttlCountsFromTheRequest() async {
        let clock = ManualClock()
        let center = AlertCenter(clock: clock)
        await clock.advance(by: .seconds(10))
        await center.request(alert("blocker", 900))
        let stale = await center.request(alert("red-packet", ttl: .seconds(5)))
        await clock.advance(by: .seconds(4))
        #expect(stale.currentOutcome == nil, "at 14 s the 5 s ttl requested at 10 s has not run out")
        #expect(await center.pending == ["red-packet"])
        await clock.advance(by: .seconds(1))
        #expect(await stale.outcome == .expired)
        #expect(await center.pending.isEmpty)
    }

    @Test("A deadline fires on time with nobody calling the center")
    func deadlineFiresOnItsOwn() async {
        let clock = ManualClock()
        let center = AlertCenter(clock: clock)
        let events = center.events
        await center.request(alert("blocker", 900))
        let stale = await center.request(alert("stale", ttl: .milliseconds(300)))
        #expect(await center.armedWakeUp == 300)
        await clock.advance(by: .milliseconds(300))
        // No call on the center: the outcome arrives through the deadline task.
        #expect(await stale.outcome == .expired)
        var kinds: [AlertEvent.Kind] = []
        for await event in events {
            kinds.append(event.kind)
            if case .expired = event.kind { break }
        }
        #expect(kinds.last == .expired("stale"))
    }

    @Test("An event's time reads as a date: the launch date, to the millisecond below, plus the time")
    func eventTimesAsDates() async {
        let clock = ManualClock()
        let launch = Date(timeIntervalSince1970: 1_800_000_000.2506)
        let center = AlertCenter(clock: clock, wallClock: { launch })
        #expect(center.launchDate == Date(timeIntervalSince1970: 1_800_000_000.250))
        let events = center.events
        await clock.advance(by: .milliseconds(1_500))
        await center.request(alert("rating"))
        for await event in events {
            #expect(event.time == 1_500)
            #expect(center.date(at: event.time) == Date(timeIntervalSince1970: 1_800_000_001.750))
            break
        }
        #expect(center.date(at: -250) == Date(timeIntervalSince1970: 1_800_000_000))
    }

    @Test("isPending, isVisible and currentScreen answer as of now")
    func questionsAsOfNow() async {
        let clock = ManualClock()
        let center = AlertCenter(screen: "home", clock: clock)
        await center.request(alert("blocker", 900))
        await center.request(alert("stale", ttl: .milliseconds(300)))
        #expect(await center.isVisible("blocker"))
        #expect(await !center.isPending("blocker"))
        #expect(await center.isPending("stale"))
        #expect(await !center.isVisible("stale"))
        #expect(await !center.isPending("nobody"))
        await clock.advance(by: .milliseconds(300))
        #expect(await !center.isPending("stale"), "expired, whether or not the deadline task has run")
        #expect(await center.currentScreen == "home")
        await center.navigate(to: "profile")
        #expect(await center.currentScreen == "profile")
        await center.relaunch()
        #expect(await center.currentScreen == "home", "back to the launch screen")
        #expect(await AlertCenter(clock: clock).currentScreen == nil)
    }

    @Test("A manual clock moved past any bound stops at its farthest instant instead of trapping")
    func manualClockSaturates() async {
        let clock = ManualClock()
        for _ in 0..<20 { await clock.advance(by: .seconds(Int64.max)) }
        #expect(clock.now.offset == ManualClock.farthest)
        await clock.advance(by: .seconds(-5))
        #expect(clock.now.offset == ManualClock.farthest, "never backwards")
    }

    @Test("An idle center has no deadline task; one is armed only while a deadline exists")
    func idleCenterSleepsNowhere() async {
        let clock = ManualClock()
        let center = AlertCenter(policy: AlertPolicy(gap: .milliseconds(500)), clock: clock)
        #expect(await center.armedWakeUp == nil)
        await center.request(alert("a"))
        #expect(await center.armedWakeUp == nil, "a visible alert has no deadline")
        #expect(clock.sleeperCount == 0)
        await center.remove("a")
        #expect(await center.armedWakeUp == 500, "the gap")
        #expect(await eventually { clock.sleeperCount == 1 })
        await clock.advance(by: .milliseconds(500))
        #expect(await eventually { await center.armedWakeUp == nil })
        #expect(await eventually { clock.sleeperCount == 0 })
    }

    @Test("The deadline task is re-armed only when the next deadline changes")
    func rearmedOnlyOnChange() async throws {
        let clock = ManualClock()
        let center = AlertCenter(clock: clock)
        await center.request(alert("blocker", 900))
        await center.request(alert("a", ttl: .seconds(5)))
        #expect(await center.armedWakeUp == 5_000)
        await center.request(alert("b", ttl: .seconds(10)))
        await #expect(throws: AlertRejection(reason: .notVisible, alert: "nothing")) {
            try await center.tap(action: "ok", on: "nothing")  // rejected, changes nothing
        }
        #expect(await center.deadlineTaskCount == 1, "the earliest deadline did not change")
        await center.request(alert("c", ttl: .seconds(1)))
        #expect(await center.armedWakeUp == 1_000)
        #expect(await center.deadlineTaskCount == 2)
        #expect(await eventually { clock.sleeperCount == 1 }, "the old task was cancelled")
        await clock.advance(by: .seconds(1))
        #expect(await eventually { await center.armedWakeUp == 5_000 })
        #expect(await center.pending == ["a", "b"])
        await center.remove("a")
        await center.remove("b")
        #expect(await center.armedWakeUp == nil)
        #expect(await eventually { clock.sleeperCount == 0 })
    }

    @Test("The gap holds the next alert back until it ends")
    func gap() async throws {
        let clock = ManualClock()
        let center = AlertCenter(policy: AlertPolicy(gap: .milliseconds(300)), clock: clock)
        await center.request(alert("a"))
        await center.request(alert("b"))
        try await center.tap(action: "ok", on: "a")
        #expect(await center.visible.isEmpty)
        await clock.advance(by: .milliseconds(299))
        #expect(await center.visible.isEmpty)
        await clock.advance(by: .milliseconds(1))
        #expect(await center.visible == ["b"])
    }

    @Test("Coalesced requests share the outcome of the alert they joined")
    func coalescedWaitersShare() async throws {
        let center = AlertCenter(clock: ManualClock())
        let first = await center.request(alert("a"))
        let second = await center.request(alert("a"))
        #expect(await center.ledger.coalesced == 1)
        try await center.tap(action: "later", on: "a")
        #expect(await first.outcome == .action("later"))
        #expect(await second.outcome == .action("later"))
        // Once it has ended, the id may be requested again, with a new outcome.
        let third = await center.request(alert("a"))
        #expect(third.currentOutcome == nil)
        await center.remove("a")
        #expect(await third.outcome == .removed)
    }

    @Test("A request dropped on arrival returns at once")
    func droppedOnArrival() async {
        let policy = AlertPolicy(caps: ["weekly": FrequencyCap(limit: 0, per: .seconds(604_800))])
        let center = AlertCenter(policy: policy, clock: ManualClock())
        #expect(await center.present(alert("rating", cap: "weekly")) == .dropped(.capped))
        let full = AlertCenter(policy: AlertPolicy(maxPending: 0), clock: ManualClock())
        await full.request(alert("a"))
        #expect(await full.present(alert("b")) == .dropped(.capacity))
    }

    @Test("Withdrawing a ticket removes its request's alert, and never a newer request of the same id")
    func removingATicket() async {
        let center = AlertCenter(policy: AlertPolicy(maxVisible: 1), clock: ManualClock())
        let shown = await center.request(alert("a", 600))
        let waiting = await center.request(alert("b", 500))
        await center.remove(waiting)
        #expect(await waiting.outcome == .removed)
        #expect(await center.pending.isEmpty, "cancelled while pending")
        await center.remove(shown)
        #expect(await shown.outcome == .removed)
        #expect(await center.ledger.dismissed == 1, "dismissed while visible")
        let again = await center.request(alert("a", 600))
        await center.remove(shown)
        #expect(await center.visible == ["a"], "the old ticket's request has ended; the new one stays")
        #expect(again.currentOutcome == nil)
    }

    @Test("Taps and closes are refused off the top; the result says so")
    func gesturesReportRejection() async throws {
        let center = AlertCenter(policy: AlertPolicy(maxVisible: 2), clock: ManualClock())
        await center.request(alert("a", 500))
        await center.request(alert("u", .required, dismissible: false))
        await #expect(throws: AlertRejection.self, "covered") { try await center.tap(action: "ok", on: "a") }
        await #expect(throws: AlertRejection.self, "not dismissible") { try await center.close("u") }
        await #expect(throws: AlertRejection.self) { try await center.tap(action: "nope", on: "u") }
        #expect(await center.remove("ghost") == false)
        #expect(await center.remove("u"))
        try await center.close("a")
    }

    @Test("Hold tokens are counted per name; releasing a token twice is harmless")
    func holds() async {
        let center = AlertCenter(clock: ManualClock())
        let splash = await center.hold("screen")
        let dialog = await center.hold("screen")
        await center.request(alert("a"))
        await splash.release()
        await splash.release()
        #expect(await center.visible.isEmpty, "the second holder still holds")
        await dialog.release()
        #expect(await center.visible == ["a"])
        #expect(splash.isReleased && dialog.isReleased)
        #expect(await center.ledger.requested == 1)
    }

    @Test("An app's center needs no clock: it runs on the continuous clock")
    func defaultClock() async {
        let center = AlertCenter(policy: AlertPolicy(maxVisible: 1))
        await center.request(alert("a"))
        #expect(await center.visible == ["a"])
    }

    @Test("navigate(to:) steps scoped alerts aside; relaunch ends everything as removed")
    func navigationAndRelaunch() async {
        let center = AlertCenter(screen: "home", clock: ManualClock())
        let scoped = AlertDefinition(id: "s", screen: "home")
        let ticket = await center.request(scoped)
        await center.navigate(to: "profile")
        #expect(await center.pending == ["s"])
        await center.relaunch()
        #expect(await ticket.outcome == .removed)
        #expect(await center.visible.isEmpty)
        #expect(await center.pending.isEmpty)
        #expect(await center.ledger.cancelled == 1)
    }

    @Test("A center released while alerts are live ends their tickets as removed; its event streams end")
    func releasedCenterEndsItsTickets() async {
        var center: AlertCenter? = AlertCenter(clock: ManualClock())
        let events = center?.events
        let visible = await center?.request(alert("visible", 900))
        let pending = await center?.request(alert("pending"))
        #expect(visible?.currentOutcome == nil && pending?.currentOutcome == nil)
        let released = WeakReference(center)
        center = nil
        #expect(released.object == nil, "a ticket does not keep its center alive")
        // Read without waiting first: a ticket left unresolved would hang the test, not fail it.
        #expect(visible?.currentOutcome == .removed && pending?.currentOutcome == .removed)
        guard visible?.currentOutcome != nil, pending?.currentOutcome != nil else { return }
        #expect(await visible?.outcome == .removed)
        #expect(await pending?.outcome == .removed)
        // The stream ends with the center (this loop returns) after what the center emitted.
        var kinds: [AlertEvent.Kind] = []
        if let events { for await event in events { kinds.append(event.kind) } }
        #expect(kinds == [.requested("visible"), .presented("visible"), .requested("pending")])
    }

    @Test("Time is read once per command: a request meets the alert as that reading found it")
    func oneReadingPerCommand() async {
        // Every reading is 1 ms later: the center's start reads 0, the blocker 1,
        // the twenty requests of "a" 2...21. Each "a" lives 5 ms, so requests at
        // 2, 7, 12 and 17 make a new alert and the others coalesce into it.
        let center = AlertCenter(clock: TickingClock(step: .milliseconds(1)))
        let events = center.events
        await center.request(alert("blocker", 900))
        var tickets: [AlertTicket] = []
        for _ in 0..<20 { tickets.append(await center.request(alert("a", ttl: .milliseconds(5)))) }
        await center.remove("blocker")  // read at 22: the last "a" expires first
        for ticket in tickets { #expect(await ticket.outcome == .expired) }
        var expiries: [Milliseconds] = []
        for await event in events {
            if case .expired = event.kind { expiries.append(event.time) }
            if case .dismissed("blocker", _) = event.kind { break }
        }
        #expect(expiries == [7, 12, 17, 22])
        var expected = AlertLedger()
        expected.requested = 21
        expected.coalesced = 16
        expected.expired = 4
        expected.dismissed = 1
        #expect(await center.ledger == expected)
    }

    @Test("A timed hold, dropped or kept, keeps its center alive no longer than the app does")
    func timedHoldsDoNotKeepTheirCenterAlive() async {
        for keepsToken in [false, true] {
            var center: AlertCenter? = AlertCenter(clock: ManualClock())
            var token = await center?.hold("splash-ad", timeout: .seconds(60))
            if !keepsToken { token = nil }
            let pending = await center?.request(alert("a"))
            let released = WeakReference(center)
            center = nil
            if keepsToken { #expect(released.object != nil, "a held token keeps its center, as an untimed one does") }
            #expect((token != nil) == keepsToken)
            token = nil
            #expect(released.object == nil, "the timer keeps the center alive (token kept: \(keepsToken))")
            #expect(pending?.currentOutcome == .removed)
        }
    }

    @Test(
        "A timed hold dropped unreleased still ends at its timeout, once; a timeout past 10^12 s waits that long",
        .timeLimit(.minutes(1)))
    func droppedTimedHoldEndsAtItsTimeout() async {
        let clock = ManualClock()
        let center = AlertCenter(clock: clock)
        var events = center.events.makeAsyncIterator()
        /// The timer's release reaches the center from a task of its own, which
        /// a busy machine may run after the clock has stopped letting woken
        /// tasks run: the release is awaited as its event, not assumed.
        func release(of name: String) async -> AlertEvent? {
            while let event = await events.next() {
                if case .released(name) = event.kind { return event }
            }
            return nil
        }
        _ = await center.hold("splash-ad", timeout: .seconds(2))
        let forever = await center.hold("system-dialog", timeout: .seconds(Int64.max))
        await center.request(alert("a"))
        await clock.advance(by: .seconds(2))
        #expect(await release(of: "splash-ad")?.time == 2_000)
        #expect(await center.holds == ["system-dialog": 1])
        await clock.advance(by: .seconds(1_000_000_000_000))
        #expect(await release(of: "system-dialog")?.time == 1_000_000_000_000_000)
        #expect(await center.holds.isEmpty)
        #expect(await center.visible == ["a"])
        await forever.release()
        #expect(await center.ledger.requested == 1)
    }

    @Test("removeAll cancels the pending, then dismisses the visible from the top: none shows on the way")
    func removeAllPresentsNothing() async {
        let center = AlertCenter(policy: AlertPolicy(maxVisible: 2), clock: ManualClock())
        let tickets = [
            await center.request(alert("a", .high)), await center.request(alert("b", .high)),
            await center.request(alert("c")), await center.request(alert("d")),
        ]
        let splash = await center.hold("splash-ad")
        #expect(await center.visible == ["a", "b"])
        #expect(await center.removeAll() == 4)
        #expect(await center.visible.isEmpty)
        #expect(await center.pending.isEmpty)
        var ledger = AlertLedger()
        ledger.requested = 4
        ledger.cancelled = 2
        ledger.dismissed = 2
        #expect(await center.ledger == ledger)
        for ticket in tickets { #expect(await ticket.outcome == .removed) }
        #expect(await center.holds == ["splash-ad": 1], "holds stay, unlike a relaunch")
        await splash.release()
        #expect(await center.removeAll() == 0)
    }

    @Test("A hold token from before a relaunch releases nothing afterwards")
    func holdTokensDoNotOutliveARelaunch() async {
        let center = AlertCenter(clock: ManualClock())
        let stale = await center.hold("splash-ad")
        await center.relaunch()
        let fresh = await center.hold("splash-ad")
        await center.request(alert("a"))
        await stale.release()
        #expect(await center.visible.isEmpty, "the new launch's splash still holds")
        await fresh.release()
        #expect(await center.visible == ["a"])
    }

    @Test("Gestures addressed to the top, for a close button on the mask")
    func gesturesOnTheTop() async throws {
        let center = AlertCenter(clock: ManualClock())
        await #expect(throws: AlertRejection.self, "nothing visible") { try await center.close(.top) }
        let first = await center.request(alert("a"))
        let second = await center.request(alert("b"))
        try await center.close(.top)
        #expect(await first.outcome == .closed)
        try await center.tap(action: "later", on: .top)
        #expect(await second.outcome == .action("later"))
    }
}

/// A weak reference that a test reads after dropping the strong ones (a
/// `weak let` local would need Swift 6.2; the manifest allows 6.1).
private final class WeakReference<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object?) { self.object = object }
}
