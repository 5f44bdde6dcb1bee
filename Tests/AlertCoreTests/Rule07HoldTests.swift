import AlertCore
import Testing

/// Rule 7: while any hold is active no presentation starts and no
/// preemption happens; visible alerts stay.
@Suite("Rule 7: holds")
struct Rule07HoldTests {
    @Test("A hold keeps requests pending until it is released")
    func holdBlocksPresentation() {
        var h = scheduled(alert("a"))
        h.send(.hold("splash-ad"), [.held("splash-ad", "|")])
        h.request("a", [.requested("a", "|")], then: "| a")
        h.send(.release("splash-ad"), [.released("splash-ad", "| a"), .presented("a", "a |")])
    }

    @Test("Visible alerts stay during a hold, and can still be dismissed; the next waits for the release")
    func visibleStay() {
        var h = scheduled(alert("a"), alert("b"))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |")])
        h.send(.hold("perm"), [.held("perm", "a | b")], then: "a | b")
        h.send(.dismissTop, [.dismissed("a", "| b")], then: "| b")
        h.send(.release("perm"), [.released("perm", "| b"), .presented("b", "b |")])
    }

    @Test("Every hold must be released before anything shows")
    func severalHolds() {
        var h = scheduled(alert("a"))
        h.send(.hold("splash-ad"), [.held("splash-ad", "|")])
        h.send(.hold("perm"), [.held("perm", "|")])
        h.request("a", [.requested("a", "|")])
        h.send(.release("splash-ad"), [.released("splash-ad", "| a")], then: "| a")
        h.send(.release("perm"), [.released("perm", "| a"), .presented("a", "a |")])
    }

    @Test("Holds are a set: holding a name twice needs one release")
    func holdsAreASet() {
        var h = scheduled(alert("a"))
        h.send(.hold("ad"), [.held("ad", "|")])
        h.send(.hold("ad"), [.held("ad", "|")])
        h.request("a", [.requested("a", "|")])
        h.send(.release("ad"), [.released("ad", "| a"), .presented("a", "a |")])
        #expect(h.machine.holds.isEmpty)
    }

    @Test("Releasing a name that is not held emits released and changes nothing")
    func releaseUnknown() {
        var h = scheduled(alert("a"))
        h.send(.hold("ad"), [.held("ad", "|")])
        h.request("a", [.requested("a", "|")])
        h.send(.release("perm"), [.released("perm", "| a")], then: "| a")
        #expect(h.machine.holds == ["ad"])
    }

    @Test("During a hold, cancellation, expiry and capacity still work")
    func otherRulesGoOn() {
        var h = scheduled(
            alert("a", ttl: 100), alert("b"), alert("c"), alert("d", 400), policy: AlertPolicy(maxPending: 2))
        h.send(.hold("ad"), [.held("ad", "|")])
        h.request("a", [.requested("a", "|")])
        h.request("b", [.requested("b", "| a")])
        h.request("c", [.requested("c", "| a b"), .dropped("c", .capacity, "| a b")])
        h.send(.dismiss("b"), [.cancelled("b", "| a")])
        h.send(.advance(to: 100), [.expired("a", "|")], then: "|")
        h.request("d", [.requested("d", "|")], then: "| d")
    }

    @Test("The hold events name the hold and no alert")
    func eventFields() {
        var scheduler = AlertScheduler()
        let events = scheduler.send(.hold("ad")) + scheduler.send(.release("ad"))
        #expect(
            events == [AlertEvent(time: 0, kind: .held, hold: "ad"), AlertEvent(time: 0, kind: .released, hold: "ad")])
    }
}
