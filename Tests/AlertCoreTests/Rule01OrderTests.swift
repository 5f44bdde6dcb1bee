import AlertCore
import Testing

/// Rule 1: pending alerts are ordered by level, highest first; equal levels
/// by request order; a suspended alert keeps its original request order.
@Suite("Rule 1: order")
struct Rule01OrderTests {
    @Test("Pending alerts are ordered by level, highest first, and shown in that order")
    func highestLevelFirst() {
        var h = scheduled(alert("x", 600), alert("l", .low), alert("n", .normal), alert("h", .high))
        h.request("x", [.requested("x", "|"), .presented("x", "x |")])
        h.request("l", [.requested("l", "x |")], then: "x | l")
        h.request("n", [.requested("n", "x | l")], then: "x | n l")
        h.request("h", [.requested("h", "x | n l")], then: "x | h n l")
        h.send(.close(.top), [.closed("x", "| h n l"), .presented("h", "h | n l")])
        h.send(.close(.top), [.closed("h", "| n l"), .presented("n", "n | l")])
        h.send(.close(.top), [.closed("n", "| l"), .presented("l", "l |")])
        h.send(.close(.top), [.closed("l", "|")])
    }

    @Test("Equal levels go in request order (FIFO)")
    func fifoAmongEqualLevels() {
        var h = scheduled(alert("x", 600), alert("a"), alert("b"), alert("c"))
        h.request("x", [.requested("x", "|"), .presented("x", "x |")])
        h.request("a", [.requested("a", "x |")])
        h.request("b", [.requested("b", "x | a")])
        h.request("c", [.requested("c", "x | a b")], then: "x | a b c")
        h.send(.close(.top), [.closed("x", "| a b c"), .presented("a", "a | b c")])
        h.send(.close(.top), [.closed("a", "| b c"), .presented("b", "b | c")])
        h.send(.close(.top), [.closed("b", "| c"), .presented("c", "c |")])
    }

    @Test("Levels first, then request order, whatever the arrival order")
    func levelThenRequestOrder() {
        var h = scheduled(alert("x", 900), alert("a", 500), alert("b", 600), alert("c", 500), alert("d", 600))
        h.request("x", [.requested("x", "|"), .presented("x", "x |")])
        h.request("a", [.requested("a", "x |")])
        h.request("b", [.requested("b", "x | a")])
        h.request("c", [.requested("c", "x | b a")])
        h.request("d", [.requested("d", "x | b a c")], then: "x | b d a c")
    }

    @Test("A suspended alert goes back ahead of equal alerts requested after it")
    func suspendedKeepsOriginalOrder() {
        var h = scheduled(alert("a"), alert("b"), forcedUpdate("u"), alert("c"))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |")], then: "a | b")
        h.request(
            "u",
            [.requested("u", "a | b"), .suspended("a", .preempted(by: "u"), "| u a b"), .presented("u", "u | a b")])
        h.request("c", [.requested("c", "u | a b")], then: "u | a b c")
        h.send(.remove("u"), [.removed("u", "| a b c"), .presented("a", "a | b c")])
    }

    @Test("A suspended alert goes back behind higher alerts requested after it")
    func suspendedBehindHigher() {
        var h = scheduled(alert("a", 500), forcedUpdate("u"), alert("h", 700))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request(
            "u", [.requested("u", "a |"), .suspended("a", .preempted(by: "u"), "| u a"), .presented("u", "u | a")])
        h.request("h", [.requested("h", "u | a")], then: "u | h a")
        h.send(.remove("u"), [.removed("u", "| h a"), .presented("h", "h | a")])
    }

    @Test("pendingAlerts lists definitions in queue order with their request instants")
    func pendingAlertsCarryRequestTime() {
        var h = scheduled(alert("x", 900), alert("a", 500), alert("b", 600))
        h.request("x", [.requested("x", "|"), .presented("x", "x |")])
        h.request("a", [.requested("a", "x |")])
        h.send(.advance(to: 40), [])
        h.request("b", [.requested("b", "x | a").at(40)])
        #expect(h.machine.pendingAlerts.map(\.definition) == [alert("b", 600), alert("a", 500)])
        #expect(h.machine.pendingAlerts.map(\.requestedAt) == [40, 0])
        #expect(h.machine.visibleAlerts == [alert("x", 900)])
    }
}
