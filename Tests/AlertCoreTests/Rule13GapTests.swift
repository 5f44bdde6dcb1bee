import AlertCore
import Testing

/// Rule 13: with `gap: D`, no presentation starts until D after the last
/// dismissal, except of alerts at or above `preemptAt`.
@Suite("Rule 13: gap")
struct Rule13GapTests {
    static let gap = AlertPolicy(gap: .milliseconds(100))

    @Test("After a dismissal the next ordinary alert waits for the gap")
    func blocksOrdinary() {
        var h = scheduled(alert("a"), alert("b"), policy: Self.gap)
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |")])
        h.send(.advance(to: 20), [])
        h.send(.close(.top), [.closed("a", "| b")], then: "| b")
        #expect(h.machine.nextDeadline == 120)
        h.send(.advance(to: 119), [], then: "| b")
        h.send(.advance(to: 300), [.presented("b", "b |").at(120)])
        #expect(h.machine.nextDeadline == nil)
    }

    @Test("Requests during the gap wait for its end too")
    func requestDuringGap() {
        var h = scheduled(alert("a"), alert("b"), policy: Self.gap)
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.send(.close(.top), [.closed("a", "|")])
        h.send(.advance(to: 50), [])
        h.request("b", [.requested("b", "|")], then: "| b")
        h.send(.advance(to: 100), [.presented("b", "b |")])
    }

    @Test("A forced alert shows during the gap")
    func requiredIgnoresGap() {
        var h = scheduled(alert("a"), forcedUpdate("u"), policy: Self.gap)
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.send(.close(.top), [.closed("a", "|")])
        h.request("u", [.requested("u", "|"), .presented("u", "u |")])
    }

    @Test("Any dismissal starts the gap: tap, dismiss: top, dismiss: ID")
    func everyDismissalStartsGap() {
        var h = scheduled(
            alert("a"), alert("b"), alert("c"), policy: AlertPolicy(maxVisible: 3, gap: .milliseconds(100)))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |"), .presented("b", "a b |")])
        h.request("c", [.requested("c", "a b |"), .presented("c", "a b c |")])
        h.send(.tap(action: "ok"), [.tapped("c", "ok", "a b c |"), .dismissed("c", action: "ok", "a b |")])
        #expect(h.machine.nextDeadline == 100)
        h.send(.advance(to: 100), [])
        h.send(.close(.top), [.closed("b", "a |")])
        #expect(h.machine.nextDeadline == 200)
        h.send(.advance(to: 200), [])
        h.send(.remove("a"), [.removed("a", "|")])
        #expect(h.machine.nextDeadline == 300)
    }

    @Test("A cancellation does not start the gap")
    func cancellationDoesNot() {
        var h = scheduled(alert("s", screen: "shop"), alert("a"), policy: Self.gap, screen: "home")
        h.request("s", [.requested("s", "|")])
        h.send(.remove("s"), [.cancelled("s", "|")])
        #expect(h.machine.nextDeadline == nil)
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
    }

    @Test("The gap counts from the last dismissal")
    func restartsAtEachDismissal() {
        var h = scheduled(
            alert("a"), alert("b"), alert("c"), policy: AlertPolicy(maxVisible: 2, gap: .milliseconds(100)))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |"), .presented("b", "a b |")])
        h.send(.remove("a"), [.removed("a", "b |")])
        h.request("c", [.requested("c", "b |")], then: "b | c")
        h.send(.advance(to: 50), [])
        h.send(.remove("b"), [.removed("b", "| c")])
        h.send(.advance(to: 100), [], then: "| c")
        h.send(.advance(to: 150), [.presented("c", "c |")])
    }

    @Test("The gap's end is a deadline even with nothing pending, and fires no event")
    func gapEndWithNothingPending() {
        var h = scheduled(alert("a"), policy: Self.gap)
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.send(.close(.top), [.closed("a", "|")])
        #expect(h.machine.nextDeadline == 100)
        h.send(.advance(to: 100), [])
        #expect(h.machine.nextDeadline == nil)
    }

    @Test("During the gap a free slot stays empty even in stacked mode")
    func stackedGap() {
        var h = scheduled(
            alert("a"), alert("b"), alert("c", 400), policy: AlertPolicy(maxVisible: 2, gap: .milliseconds(100)))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |"), .presented("b", "a b |")])
        h.request("c", [.requested("c", "a b |")])
        h.send(.close(.top), [.closed("b", "a | c")], then: "a | c")
        h.send(.advance(to: 100), [.presented("c", "c a |")])
    }

    @Test("Releasing a hold during the gap does not end it")
    func holdReleasedDuringGap() {
        var h = scheduled(alert("a"), alert("b"), policy: Self.gap)
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.send(.hold("ad"), [.held("ad", "a |")])
        h.send(.close(.top), [.closed("a", "|")])
        h.request("b", [.requested("b", "|")])
        h.send(.release("ad"), [.released("ad", "| b")], then: "| b")
        h.send(.advance(to: 100), [.presented("b", "b |")])
    }

    @Test("A gap ending during a hold presents on the release")
    func gapEndsDuringHold() {
        var h = scheduled(alert("a"), alert("b"), policy: Self.gap)
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |")])
        h.send(.close(.top), [.closed("a", "| b")])
        h.send(.hold("ad"), [.held("ad", "| b")])
        h.send(.advance(to: 100), [], then: "| b")
        h.send(.release("ad"), [.released("ad", "| b"), .presented("b", "b |")])
    }
}
