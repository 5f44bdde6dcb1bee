import AlertCore
import AlertRuntime
import TestSupport
import Testing

/// Cancelling the task that awaits `present` (RUNTIME.md behaviour 3):
/// the alert is removed, other waiters see `.removed`, a task cancelled
/// before it asks asks for nothing, and a later call finds the alert gone.
@Suite("AlertCenter: cancellation")
struct CancellationTests {
    @Test("Cancelling the task awaiting present removes its alert; other waiters see removed")
    func cancellationRemoves() async {
        let center = AlertCenter(clock: ManualClock())
        await center.request(alert("blocker", 900))
        let waiting = Task { await center.present(alert("a")) }
        #expect(await eventually { await center.pending == ["a"] })
        let other = await center.request(alert("a"))
        waiting.cancel()
        #expect(await waiting.value == .removed)
        #expect(await other.outcome == .removed)
        #expect(await center.pending.isEmpty)
        #expect(await center.ledger.cancelled == 1)

        let shown = Task { await center.present(alert("b", .required)) }
        #expect(await eventually { await center.visible == ["b"] })
        shown.cancel()
        #expect(await shown.value == .removed)
        #expect(await center.ledger.dismissed == 1, "a visible alert is dismissed (removed)")
        #expect(await center.visible == ["blocker"], "the preempted alert returns")
    }

    @Test("A task already cancelled when it calls present asks for nothing: nothing shown, nothing counted")
    func presentFromACancelledTask() async {
        let policy = AlertPolicy(caps: ["weekly": FrequencyCap(limit: 1, per: .seconds(604_800))])
        let center = AlertCenter(policy: policy, clock: ManualClock())
        let events = center.events
        let cancelledFirst = Task { () -> AlertOutcome in
            withUnsafeCurrentTask { $0?.cancel() }
            return await center.present(alert("rating", cap: "weekly"))
        }
        #expect(await cancelledFirst.value == .removed)
        #expect(await center.visible.isEmpty)
        #expect(await center.ledger.requested == 0, "nothing was requested")
        // The cap is untouched and no gap runs: the next request shows at once.
        await center.request(alert("rating", cap: "weekly"))
        #expect(await center.visible == ["rating"])
        var seen: [AlertEvent.Kind] = []
        for await event in events {
            seen.append(event.kind)
            if seen.count == 2 { break }
        }
        #expect(seen == [.requested("rating"), .presented("rating")], "the first event is the second call's request")

        // For an alert already pending, a cancelled task's call coalesces and its cancellation removes
        // the alert: every waiter sees removed, so what the call returns is true.
        let other = await center.request(alert("guide"))
        let cancelledOnALiveAlert = Task { () -> AlertOutcome in
            withUnsafeCurrentTask { $0?.cancel() }
            return await center.present(alert("guide"))
        }
        #expect(await cancelledOnALiveAlert.value == .removed)
        #expect(await center.pending.isEmpty)
        #expect(other.currentOutcome == .removed)
    }

    @Test("Cancelling after the alert ended changes nothing")
    func cancellationAfterTheEnd() async throws {
        let center = AlertCenter(clock: ManualClock())
        let waiting = Task { await center.present(alert("a")) }
        #expect(await eventually { await center.visible == ["a"] })
        try await center.tap(action: "ok", on: "a")
        #expect(await waiting.value == .action("ok"))
        waiting.cancel()
        await center.request(alert("a"))
        #expect(await eventually { await center.visible == ["a"] })
        #expect(await center.ledger.dismissed == 1)
    }

    @Test("A call made after cancel() returns finds the alert gone, removed at the instant of cancelling")
    func cancellationComesBeforeLaterCalls() async {
        let clock = ManualClock()
        let center = AlertCenter(clock: clock)
        let events = center.events
        for round in 0..<50 {
            let id = "x\(round)"
            let waiting = Task { await center.present(alert(id)) }
            #expect(await eventually { await center.visible == [id] })
            await clock.advance(by: .milliseconds(7))
            waiting.cancel()
            await clock.advance(by: .milliseconds(5))
            await #expect(throws: AlertRejection.self, "round \(round): the tap came after the cancel") {
                try await center.tap(action: "ok", on: id)
            }
            #expect(await waiting.value == .removed)
        }
        #expect(await center.ledger.dismissed == 50)
        var ends: [AlertEvent] = []
        for await event in events {
            if case .dismissed = event.kind { ends.append(event) }
            if ends.count == 50 { break }
        }
        let expectedKinds: [AlertEvent.Kind] = (0..<50).map { .dismissed("x\($0)", reason: .removed) }
        let expectedTimes: [Milliseconds] = (0..<50).map { Milliseconds($0 * 12 + 7) }
        #expect(ends.map(\.kind) == expectedKinds)
        #expect(ends.map(\.time) == expectedTimes, "dated when cancelled")
    }

    @Test("A task waiting for outcomeUnlessCancelled stops waiting when cancelled; the alert stays for the others")
    func outcomeUnlessCancelled() async throws {
        let center = AlertCenter(clock: ManualClock())
        let ticket = await center.request(alert("a"))
        let leaving = Task { try await ticket.outcomeUnlessCancelled }
        let staying = Task { try await ticket.outcomeUnlessCancelled }
        let plain = Task { await ticket.outcome }
        // Give the waiters time to start waiting, then cancel one.
        for _ in 0..<100 { await Task.yield() }
        leaving.cancel()
        await #expect(throws: CancellationError.self) { try await leaving.value }
        #expect(await center.visible == ["a"], "the alert stays")
        #expect(ticket.currentOutcome == nil)
        // Already cancelled before it waits: it throws at once.
        let early = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await ticket.outcomeUnlessCancelled
        }
        await #expect(throws: CancellationError.self) { try await early.value }
        try await center.tap(action: "ok", on: "a")
        #expect(try await staying.value == .action("ok"))
        #expect(await plain.value == .action("ok"))
        // Once the alert has ended, even a cancelled task gets the outcome.
        let late = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await ticket.outcomeUnlessCancelled
        }
        #expect(try await late.value == .action("ok"))
    }
}
