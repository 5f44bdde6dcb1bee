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
        h.send(.close(.top), [.closed("a", "| b")], then: "| b")
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

    @Test("Releasing a name that is not held is rejected (not-held) and changes nothing")
    func releaseUnknown() {
        var h = scheduled(alert("a"))
        h.send(.hold("ad"), [.held("ad", "|")])
        h.request("a", [.requested("a", "|")])
        h.send(.release("perm"), [.rejectedNotHeld("perm", "| a")], then: "| a")
        #expect(h.machine.holds == ["ad": 1])
    }

    @Test("Holds are counted per name: the screen stays held until every holder releases")
    func countedHolds() {
        var h = scheduled(alert("a"))
        h.send(.hold("dialog"), [.held("dialog", "|")])
        h.send(.hold("dialog"), [.held("dialog", "|")])
        #expect(h.machine.holds == ["dialog": 2])
        h.request("a", [.requested("a", "|")])
        h.send(.release("dialog"), [.released("dialog", "| a")], then: "| a")
        #expect(h.machine.holds == ["dialog": 1])
        h.send(.release("dialog"), [.released("dialog", "| a"), .presented("a", "a |")])
        h.send(.release("dialog"), [.rejectedNotHeld("dialog", "a |")])
        #expect(h.machine.holds.isEmpty)
    }

    @Test("During a hold, cancellation, expiry and capacity still work")
    func otherRulesGoOn() {
        var h = scheduled(
            alert("a", ttl: 100), alert("b"), alert("c"), alert("d", 400), policy: AlertPolicy(maxPending: 2))
        h.send(.hold("ad"), [.held("ad", "|")])
        h.request("a", [.requested("a", "|")])
        h.request("b", [.requested("b", "| a")])
        h.request("c", [.requested("c", "| a b"), .dropped("c", .capacity, "| a b")])
        h.send(.remove("b"), [.cancelled("b", "| a")])
        h.send(.advance(to: 100), [.expired("a", "|")], then: "|")
        h.request("d", [.requested("d", "|")], then: "| d")
    }

    @Test("The hold events name the hold and no alert")
    func eventFields() {
        var scheduler = AlertScheduler()
        let events = scheduler.send(.hold("ad")) + scheduler.send(.release("ad"))
        #expect(events == [AlertEvent(time: 0, kind: .held("ad")), AlertEvent(time: 0, kind: .released("ad"))])
        #expect(events.allSatisfy { $0.alert == nil && $0.level == nil })
    }
}
