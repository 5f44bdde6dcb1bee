import AlertCore
import Testing

/// Rule 14: virtual integer milliseconds; at one instant, deadlines (ttl
/// expiries first, then the gap's end) come before steps, and steps go in
/// order; a request coalesced or dropped on arrival never becomes pending.
@Suite("Rule 14: time")
struct Rule14TimeTests {
    @Test("A step at a deadline's instant comes after the deadline")
    func deadlinesBeforeSteps() {
        var h = scheduled(alert("x", 900), alert("a", ttl: 100))
        h.request("x", [.requested("x", "|"), .presented("x", "x |")])
        h.request("a", [.requested("a", "x |")])
        // The replay moves the clock to the step's instant, then runs the step.
        h.send(.advance(to: 100), [.expired("a", "x |")])
        h.request("a", [.requested("a", "x |")], then: "x | a")
        #expect(h.machine.ledger.coalesced == 0)
    }

    @Test("At one instant, ttl expiries all come before the gap's end")
    func expiriesBeforeGapEnd() {
        var h = scheduled(
            alert("x"), alert("a", ttl: 100), alert("b", ttl: 100), alert("c", 400),
            policy: AlertPolicy(gap: .milliseconds(50)))
        h.request("x", [.requested("x", "|"), .presented("x", "x |")])
        h.request("a", [.requested("a", "x |")])
        h.request("b", [.requested("b", "x | a")])
        h.request("c", [.requested("c", "x | a b")])
        h.send(.advance(to: 50), [])
        h.send(.close(.top), [.closed("x", "| a b c")])
        #expect(h.machine.nextDeadline == 100)
        // The gap ends at 100, when a and b go stale: both expire, then c shows.
        h.send(.advance(to: 100), [.expired("a", "| b c"), .expired("b", "| c"), .presented("c", "c |")])
    }

    @Test("Deadlines fire in time order, each at its own instant, settling after each")
    func deadlinesInTimeOrder() {
        var h = scheduled(
            alert("x"), alert("a", 600, ttl: 50), alert("b", 500), alert("c", 500, ttl: 130),
            policy: AlertPolicy(gap: .milliseconds(100)))
        h.request("x", [.requested("x", "|"), .presented("x", "x |")])
        h.request("a", [.requested("a", "x |")])
        h.request("b", [.requested("b", "x | a")])
        h.request("c", [.requested("c", "x | a b")])
        h.send(.close(.top), [.closed("x", "| a b c")])
        h.send(
            .advance(to: 1_000),
            [.expired("a", "| b c").at(50), .presented("b", "b | c").at(100), .expired("c", "b |").at(130)])
        #expect(h.machine.now == 1_000)
    }

    @Test("Moving the clock backwards does nothing")
    func backwardsDoesNothing() {
        var h = scheduled(alert("x"), alert("a", ttl: 100))
        h.request("x", [.requested("x", "|"), .presented("x", "x |")])
        h.send(.advance(to: 50), [])
        h.request("a", [.requested("a", "x |")])
        h.send(.advance(to: 10), [], then: "x | a")
        #expect(h.machine.now == 50)
        h.send(.advance(to: 150), [.expired("a", "x |")])
    }

    @Test("Steps at one instant go in order; events carry the instant")
    func stepsInOrder() {
        var h = scheduled(alert("a"), alert("b"), now: 1_000)
        h.request("a", [.requested("a", "|").at(1_000), .presented("a", "a |").at(1_000)])
        h.request("b", [.requested("b", "a |")])
        h.send(.close(.top), [.closed("a", "| b"), .presented("b", "b |")])
        #expect(h.machine.now == 1_000)
    }

    @Test("Advancing to the current instant fires what is due now")
    func advanceToNow() {
        var h = scheduled(alert("x"), alert("a", ttl: 0))
        h.request("x", [.requested("x", "|"), .presented("x", "x |")])
        h.request("a", [.requested("a", "x |")], then: "x | a")
        #expect(h.machine.nextDeadline == 0)
        h.send(.advance(to: 0), [.expired("a", "x |")])
    }

    @Test("A coalesced request never adds a second pending entry")
    func coalescedNeverPending() {
        var h = scheduled(alert("x"), alert("a"))
        h.request("x", [.requested("x", "|"), .presented("x", "x |")])
        h.request("a", [.requested("a", "x |")])
        h.request("a", [.requested("a", "x | a"), .coalesced("a", "x | a")])
        h.send(.close(.top), [.closed("x", "| a"), .presented("a", "a |")])
        h.send(.close(.top), [.closed("a", "|")], then: "|")
    }
}
