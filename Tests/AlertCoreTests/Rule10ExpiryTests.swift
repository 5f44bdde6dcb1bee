import AlertCore
import Testing

/// Rule 10: a pending alert expires `ttl` after its request; visible alerts
/// do not; a suspended alert already past its ttl expires as it is suspended.
@Suite("Rule 10: expiry")
struct Rule10ExpiryTests {
    @Test("A pending alert expires exactly ttl after its request")
    func pendingExpires() {
        var h = scheduled(alert("x", 900), alert("a", ttl: 100))
        h.request("x", [.requested("x", "|"), .presented("x", "x |")])
        h.send(.advance(to: 30), [])
        h.request("a", [.requested("a", "x |")])
        #expect(h.machine.nextDeadline == 130)
        h.send(.advance(to: 129), [], then: "x | a")
        h.send(.advance(to: 500), [.expired("a", "x |").at(130)], then: "x |")
        #expect(h.machine.ledger.expired == 1)
        #expect(h.machine.now == 500)
    }

    @Test("A visible alert does not expire")
    func visibleDoesNotExpire() {
        var h = scheduled(alert("a", ttl: 100))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        #expect(h.machine.nextDeadline == nil)
        h.send(.advance(to: 10_000), [], then: "a |")
    }

    @Test("A suspended alert past its ttl expires as it is suspended")
    func suspendedPastTTLExpires() {
        var h = scheduled(alert("a", ttl: 100), forcedUpdate("u"))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.send(.advance(to: 200), [])
        h.request(
            "u",
            [
                .requested("u", "a |"), .suspended("a", .preempted(by: "u"), "| u a"), .expired("a", "| u"),
                .presented("u", "u |"),
            ])
        #expect(h.machine.ledger.expired == 1)
    }

    @Test("Suspended exactly at its ttl counts as past it")
    func suspendedAtTTL() {
        var h = scheduled(alert("a", screen: "home", ttl: 100), screen: "home")
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.send(.advance(to: 100), [])
        h.send(
            .navigate(to: "shop"), [.navigated("shop", "a |"), .suspended("a", .navigated, "| a"), .expired("a", "|")])
    }

    @Test("A suspended alert within its ttl waits, and expires at request time + ttl")
    func suspendedWithinTTL() {
        var h = scheduled(alert("a", ttl: 100), forcedUpdate("u"))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.send(.advance(to: 50), [])
        h.request(
            "u", [.requested("u", "a |"), .suspended("a", .preempted(by: "u"), "| u a"), .presented("u", "u | a")])
        #expect(h.machine.nextDeadline == 100)
        h.send(.advance(to: 100), [.expired("a", "u |")])
    }

    @Test("A pending alert shown before its ttl is safe from then on")
    func shownBeforeTTL() {
        var h = scheduled(alert("x"), alert("a", ttl: 100))
        h.request("x", [.requested("x", "|"), .presented("x", "x |")])
        h.request("a", [.requested("a", "x |")])
        h.send(.advance(to: 99), [])
        h.send(.close(.top), [.closed("x", "| a"), .presented("a", "a |")])
        h.send(.advance(to: 1_000), [], then: "a |")
    }

    @Test("Expiries at one instant go in request order; each at its own instant otherwise")
    func severalExpiries() {
        var h = scheduled(alert("x", 900), alert("a", 500, ttl: 100), alert("b", 600, ttl: 100), alert("c", ttl: 50))
        h.request("x", [.requested("x", "|"), .presented("x", "x |")])
        h.request("a", [.requested("a", "x |")])
        h.request("b", [.requested("b", "x | a")])
        h.request("c", [.requested("c", "x | b a")])
        h.send(
            .advance(to: 100),
            [.expired("c", "x | b a").at(50), .expired("a", "x | b").at(100), .expired("b", "x |").at(100)])
    }

    @Test("An alert scoped to another screen expires while it waits")
    func ineligibleExpires() {
        var h = scheduled(alert("s", screen: "shop", ttl: 10), screen: "home")
        h.request("s", [.requested("s", "|")])
        h.send(.advance(to: 10), [.expired("s", "|")])
    }
}
