import AlertCore
import Testing

/// Rule 6, addressed: a tap or close meant for one alert lands only while
/// that alert is on top, so a late tap never hits an alert that covered it.
@Suite("Rule 6: addressed taps and closes")
struct Rule06AddressedGestureTests {
    static let redPacket = alert("red", 600, actions: [AlertAction("ok"), AlertAction("claim")])

    @Test("An addressed tap on the top alert is an ordinary tap")
    func addressedTapOnTop() {
        var h = scheduled(Self.redPacket)
        h.request("red", [.requested("red", "|"), .presented("red", "red |")])
        h.send(
            .tap(action: "claim", on: .alert("red")),
            [.tapped("red", "claim", "red |"), .dismissed("red", action: "claim", "|")])
    }

    @Test("A late tap meant for an alert that a forced update covered is rejected as covered")
    func lateTapIsCovered() {
        var h = scheduled(Self.redPacket, forcedUpdate("u"), policy: AlertPolicy(maxVisible: 2))
        h.request("red", [.requested("red", "|"), .presented("red", "red |")])
        h.request("u", [.requested("u", "red |"), .presented("u", "red u |")])
        h.send(.tap(action: "ok", on: .alert("red")), [.rejected("red", .covered, "red u |")], then: "red u |")
        // The plain tap of old would have landed on the forced update.
        h.send(.tap(action: "update"), [.tapped("u", "update", "red u |")])
    }

    @Test("A late tap meant for an alert that was preempted off the screen is rejected as not visible")
    func lateTapIsNotVisible() {
        var h = scheduled(Self.redPacket, forcedUpdate("u"))
        h.request("red", [.requested("red", "|"), .presented("red", "red |")])
        h.request(
            "u",
            [.requested("u", "red |"), .suspended("red", .preempted(by: "u"), "| u red"), .presented("u", "u | red")])
        // The alert concerned is pending: its level comes with the rejection (rule 6, docs/rules.md).
        h.send(.tap(action: "ok", on: .alert("red")), [.rejectedNotVisiblePending("red", "u | red")], then: "u | red")
        h.send(.tap(action: "ok", on: .alert("ghost")), [.rejectedNotVisible("ghost", "u | red")])
    }

    @Test("Position is checked before the label: covered, not no-such-action")
    func positionBeforeLabel() {
        var h = scheduled(alert("a", 500), alert("b", 600), policy: AlertPolicy(maxVisible: 2))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |"), .presented("b", "a b |")])
        h.send(.tap(action: "nope", on: .alert("a")), [.rejected("a", .covered, "a b |")])
        h.send(.tap(action: "nope", on: .alert("b")), [.rejected("b", .noSuchAction("nope"), "a b |")])
    }

    @Test("With nothing visible an addressed tap is nothing-visible, naming no alert")
    func addressedTapWithNothingVisible() {
        var h = scheduled(alert("a"))
        h.send(.tap(action: "ok", on: .alert("a")), [.rejectedNothingVisible("|")])
        h.send(.close(.alert("a")), [.rejectedNothingVisible("|")])
    }

    @Test("An addressed close is a user close of that alert, refused when covered or not dismissible")
    func addressedClose() {
        var h = scheduled(alert("a", 500), forcedUpdate("u"), policy: AlertPolicy(maxVisible: 2))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("u", [.requested("u", "a |"), .presented("u", "a u |")])
        h.send(.close(.alert("a")), [.rejected("a", .covered, "a u |")])
        h.send(.close(.alert("u")), [.rejected("u", .notDismissible, "a u |")])
        h.send(.remove("u"), [.removed("u", "a |")])
        h.send(.close(.alert("a")), [.closed("a", "|")])
    }

    @Test("Dismissals say how: by action, closed by the user, removed by the app")
    func dismissalReasons() {
        var h = scheduled(alert("a"), alert("b"), alert("c"))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |")])
        h.request("c", [.requested("c", "a | b")])
        h.send(
            .tap(action: "ok"),
            [.tapped("a", "ok", "a | b c"), .dismissed("a", action: "ok", "| b c"), .presented("b", "b | c")])
        h.send(.close(.top), [.closed("b", "| c"), .presented("c", "c |")])
        h.send(.remove("c"), [.removed("c", "|")])
    }

    @Test("Naive code checks addresses the same way on its stack")
    func naiveAddressed() {
        var h = naive(Self.redPacket, forcedUpdate("u"))
        h.request("red", [.requested("red", "| masks=0"), .presented("red", "red | masks=1")])
        h.request("u", [.requested("u", "red | masks=1"), .presented("u", "red u | masks=2")])
        h.send(.tap(action: "ok", on: .alert("red")), [.rejected("red", .covered, "red u | masks=2")])
        h.send(.tap(action: "ok", on: .alert("ghost")), [.rejectedNotVisible("ghost", "red u | masks=2")])
    }
}
