import AlertCore
import Testing

/// Rule 3: an alert below `preemptAt` never removes a visible one.
@Suite("Rule 3: no interruption by ordinary alerts")
struct Rule03NoInterruptionTests {
    @Test("A higher ordinary alert waits for the visible lower one")
    func higherOrdinaryWaits() {
        var h = scheduled(alert("low", .low), alert("high", .required - 1))
        h.request("low", [.requested("low", "|"), .presented("low", "low |")])
        h.request("high", [.requested("high", "low |")], then: "low | high")
        h.send(.advance(to: 10_000), [], then: "low | high")
        h.send(.close(.top), [.closed("low", "| high").at(10_000), .presented("high", "high |").at(10_000)])
    }

    @Test("With stacked slots full, an ordinary alert waits even when every visible one is lower")
    func stackedFullWaits() {
        var h = scheduled(alert("a", 250), alert("b", 300), alert("c", 999), policy: AlertPolicy(maxVisible: 2))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |"), .presented("b", "a b |")])
        h.request("c", [.requested("c", "a b |")], then: "a b | c")
    }

    @Test("With a lower preemptAt, one level below it still does not interrupt")
    func justBelowCustomThreshold() {
        var h = scheduled(alert("a", .low), alert("b", .high - 1), policy: AlertPolicy(preemptAt: .high))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |")], then: "a | b")
    }

    @Test("Releasing a hold or navigating does not let an ordinary alert interrupt")
    func noInterruptionOnSettle() {
        var h = scheduled(alert("a", .low), alert("b", .high, screen: "shop"), screen: "home")
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.send(.hold("ad"), [.held("ad", "a |")])
        h.request("b", [.requested("b", "a |")])
        h.send(.release("ad"), [.released("ad", "a | b")])
        h.send(.navigate(to: "shop"), [.navigated("shop", "a | b")], then: "a | b")
    }
}
