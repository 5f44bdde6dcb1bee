import Testing

@testable import AlertCore

/// Every command ends settled (rule 2), and two commands lean on it: a
/// request below `preemptAt` behind full slots, and the removal of a pending
/// alert, skip the settling loop. These tests hold the check that backs the
/// shortcut to account, and the edges of each shortcut to the full list of
/// events (a request at `preemptAt` behind full slots, which takes the full
/// loop, is rule 4's; see `Rule04PreemptionTests`).
@Suite("Settled between commands")
struct SettledStateTests {
    @Test("isSettled reports a pending alert that could show, once a hold is dropped behind the scheduler's back")
    func unsettledIsReported() {
        var scheduler = AlertScheduler()
        scheduler.send(.hold("splash"))
        scheduler.send(.request(alert("a")))
        #expect(scheduler.isSettled)
        scheduler.holds = [:]
        #expect(!scheduler.isSettled)
        var events: [AlertEvent] = []
        scheduler.settle(into: &events)
        #expect(events.map(\.kind) == [.presented("a")])
        #expect(scheduler.isSettled)
    }

    @Test("A request behind full slots still shows where a slot is free (maxVisible 2)")
    func freeSlotStillPresents() {
        var h = scheduled(alert("a"), alert("b"), policy: AlertPolicy(maxVisible: 2))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |"), .presented("b", "a b |")])
    }

    @Test("A request below preemptAt behind full slots waits, and the capacity still drops the last")
    func waitingRequestStillDropsBeyondCapacity() {
        var h = scheduled(alert("a"), alert("b", 600), alert("c", 400), policy: AlertPolicy(maxPending: 1))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |")], then: "a | b")
        h.request("c", [.requested("c", "a | b"), .dropped("c", .capacity, "a | b")], then: "a | b")
    }

    @Test("Cancelling the first pending alert leaves the next waiting when it could not preempt either")
    func cancellingTheFirstPendingChangesNothingElse() {
        var h = scheduled(
            forcedUpdate("top", .required + 10), forcedUpdate("u1"), forcedUpdate("u2"))
        h.request("top", [.requested("top", "|"), .presented("top", "top |")])
        h.request("u1", [.requested("u1", "top |")], then: "top | u1")
        h.request("u2", [.requested("u2", "top | u1")], then: "top | u1 u2")
        h.send(.remove("u1"), [.cancelled("u1", "top | u2")], then: "top | u2")
    }

    @Test("Cancelling a pending alert during the gap leaves the rest waiting for its end")
    func cancellingDuringTheGap() {
        var h = scheduled(alert("a"), alert("b"), alert("c"), policy: AlertPolicy(gap: .milliseconds(100)))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |")])
        h.request("c", [.requested("c", "a | b")])
        h.send(.close(.top), [.closed("a", "| b c")])
        h.send(.remove("b"), [.cancelled("b", "| c")], then: "| c")
        h.send(.advance(to: 100), [.presented("c", "c |")])
    }
}
