import AlertCore
import AlertRuntime
import Foundation
import Testing

/// Black-box checks of RUNTIME.md's behaviours through the public API only
/// (no `@testable`), on a manual clock: nothing here waits on real time.
@Suite("Spec conformance: the runtime, from outside")
struct RuntimeSpecConformanceTests {
    @Test("Behaviour 3: present in a task cancelled before it asks ends removed and leaves nothing behind")
    func presentInACancelledTask() async {
        let center = AlertCenter(clock: ManualClock())
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await center.present(alert("a"))
        }
        #expect(await task.value == .removed)
        #expect(await center.visible.isEmpty)
        #expect(await center.pending.isEmpty)
        let ledger = await center.ledger
        // It asked for nothing: never shown (no flash on screen, no cap counted, no gap started).
        #expect(ledger.requested == 0)
        #expect(ledger.dismissed == 0)
    }

    @Test("Rule 6 in the runtime: refused gestures return false and leave the outcome open")
    func refusedGestures() async {
        let center = AlertCenter(clock: ManualClock())
        let locked = await center.request(alert("u", .required, dismissible: false))
        await #expect(throws: AlertRejection.self) { try await center.close("u") }
        await #expect(throws: AlertRejection.self) { try await center.tap(action: "missing", on: "u") }
        await #expect(throws: AlertRejection.self) { try await center.tap(action: "ok", on: "other") }
        #expect(await center.remove("other") == false)
        #expect(locked.currentOutcome == nil)
        #expect(await center.visible == ["u"])
        #expect(await center.remove("u"))
        #expect(await locked.outcome == .removed)
    }

    @Test("Behaviour 5: a counted presentation is written to the history when it happens, not when it ends")
    func historyWrittenOnPresentation() async {
        let history = InMemoryAlertHistory()
        let policy = AlertPolicy(caps: ["weekly": FrequencyCap(limit: 1, per: .seconds(7 * 86_400))])
        let center = AlertCenter(policy: policy, clock: ManualClock(), history: history)
        let ticket = await center.request(alert("rating", cap: "weekly"))
        #expect(await center.visible == ["rating"])
        #expect(history.presentations()["weekly"]?.count == 1)
        #expect(ticket.currentOutcome == nil)
        #expect(await center.present(alert("other-rating", cap: "weekly")) == .dropped(.capped))
    }
}
