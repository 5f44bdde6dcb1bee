import AlertCore
import Testing

/// Rule 9: requesting an id that is pending or visible emits `coalesced`
/// and changes nothing, before groups and capacity are looked at; a finished
/// id may be requested again.
@Suite("Rule 9: coalescing")
struct Rule09CoalescingTests {
    @Test("Requesting a visible id coalesces")
    func visibleCoalesces() {
        var h = scheduled(alert("a"))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("a", [.requested("a", "a |"), .coalesced("a", "a |")], then: "a |")
        #expect(h.machine.ledger.coalesced == 1)
        #expect(h.machine.ledger.requested == 2)
    }

    @Test("Requesting a pending id coalesces and keeps its place")
    func pendingCoalesces() {
        var h = scheduled(alert("x", 900), alert("a"), alert("b"))
        h.request("x", [.requested("x", "|"), .presented("x", "x |")])
        h.request("a", [.requested("a", "x |")])
        h.request("b", [.requested("b", "x | a")])
        h.request("a", [.requested("a", "x | a b"), .coalesced("a", "x | a b")], then: "x | a b")
    }

    @Test("Ids match as Swift strings do: canonically equivalent spellings are one id")
    func canonicalSpellingsAreOneID() {
        var scheduler = AlertScheduler()
        scheduler.send(.request(AlertDefinition(id: "Kelvin-caf\u{E9}", level: 600)))
        scheduler.send(.request(AlertDefinition(id: "a;b", level: 500)))
        // KELVIN SIGN is K, and e + COMBINING ACUTE is é; GREEK QUESTION MARK is ';'.
        let again = scheduler.send(.request(AlertDefinition(id: "\u{212A}elvin-cafe\u{301}", level: 600)))
        #expect(
            again.map(\.kind) == [.requested("\u{212A}elvin-cafe\u{301}"), .coalesced("\u{212A}elvin-cafe\u{301}")])
        #expect(scheduler.isPending("a\u{37E}b"))
        let cancelled = scheduler.send(.remove("a\u{37E}b"))
        #expect(cancelled.map(\.kind) == [.cancelled("a\u{37E}b", reason: .removed)])
        #expect(scheduler.pending.isEmpty && scheduler.visible == ["Kelvin-caf\u{E9}"])
    }

    @Test("A duplicate with another level: `requested` carries the request's level, `coalesced` the held alert's")
    func coalescedCarriesTheHeldLevel() {
        var scheduler = AlertScheduler()
        scheduler.send(.request(AlertDefinition(id: "top", level: 900)))
        scheduler.send(.request(AlertDefinition(id: "a", level: 500)))
        let again = scheduler.send(.request(AlertDefinition(id: "a", level: 1_000)))
        #expect(again.map(\.kind) == [.requested("a"), .coalesced("a")])
        #expect(again.map(\.level) == [1_000, 500])
        #expect(scheduler.alert("a")?.level == 500, "the duplicate changed nothing")
    }

    @Test("A coalesced request does not restart the ttl of the pending one")
    func ttlNotRestarted() {
        var h = scheduled(alert("x", 900), alert("a", ttl: 100))
        h.request("x", [.requested("x", "|"), .presented("x", "x |")])
        h.request("a", [.requested("a", "x |")])
        h.send(.advance(to: 60), [])
        h.request("a", [.requested("a", "x | a"), .coalesced("a", "x | a")])
        h.send(.advance(to: 100), [.expired("a", "x |")])
    }

    @Test("Coalescing is checked before the group limit")
    func beforeGroupLimit() {
        var h = scheduled(
            alert("p1", group: "promo"), policy: AlertPolicy(groups: ["promo": .init(limit: 1)]))
        h.request("p1", [.requested("p1", "|"), .presented("p1", "p1 |")])
        h.request("p1", [.requested("p1", "p1 |"), .coalesced("p1", "p1 |")])
        #expect(h.machine.ledger.dropped == 0)
    }

    @Test("Coalescing is checked before capacity")
    func beforeCapacity() {
        var h = scheduled(alert("x", 900), alert("a"), policy: AlertPolicy(maxPending: 1))
        h.request("x", [.requested("x", "|"), .presented("x", "x |")])
        h.request("a", [.requested("a", "x |")], then: "x | a")
        h.request("a", [.requested("a", "x | a"), .coalesced("a", "x | a")], then: "x | a")
        #expect(h.machine.ledger.dropped == 0)
    }

    @Test("A suspended alert is pending: requesting it coalesces")
    func suspendedCoalesces() {
        var h = scheduled(alert("a"), forcedUpdate("u"))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request(
            "u", [.requested("u", "a |"), .suspended("a", .preempted(by: "u"), "| u a"), .presented("u", "u | a")])
        h.request("a", [.requested("a", "u | a"), .coalesced("a", "u | a")])
    }

    @Test("A finished id can be requested again: after dismissal, cancellation, expiry and drop")
    func reRequestAfterFinish() {
        var h = scheduled(
            alert("x", 900), alert("a", ttl: 50), alert("b", 400), policy: AlertPolicy(maxPending: 1))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.send(.close(.top), [.closed("a", "|")])
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])  // after dismissal
        h.request("x", [.requested("x", "a |")])
        h.send(.remove("a"), [.removed("a", "| x"), .presented("x", "x |")])
        h.request("a", [.requested("a", "x |")])
        h.send(.remove("a"), [.cancelled("a", "x |")])
        h.request("a", [.requested("a", "x |")], then: "x | a")  // after cancellation
        h.send(.advance(to: 50), [.expired("a", "x |")])
        h.request("a", [.requested("a", "x |")], then: "x | a")  // after expiry
        h.request("b", [.requested("b", "x | a"), .dropped("b", .capacity, "x | a")])
        h.send(.remove("a"), [.cancelled("a", "x |")])
        h.request("b", [.requested("b", "x |")], then: "x | b")  // after a drop
        #expect(h.machine.ledger.coalesced == 0)
    }
}
