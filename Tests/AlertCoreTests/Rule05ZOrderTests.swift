import AlertCore
import Testing

/// Rule 5: visible alerts are stacked by level (higher above), equal levels
/// by presentation time (newer above).
@Suite("Rule 5: z-order")
struct Rule05ZOrderTests {
    @Test("Three stacked alerts are drawn by level whatever their arrival order")
    func stackedByLevel() {
        var h = scheduled(
            alert("a", 500), alert("b", 750), alert("c", 250), alert("d", 500), policy: AlertPolicy(maxVisible: 3))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |"), .presented("b", "a b |")])
        h.request("c", [.requested("c", "a b |"), .presented("c", "c a b |")])
        h.request("d", [.requested("d", "c a b |")], then: "c a b | d")
        // The top is b; closing it lets d in above a, its equal that is older.
        h.send(.close(.top), [.closed("b", "c a | d"), .presented("d", "c a d |")])
        #expect(h.machine.visibleAlerts.map(\.level) == [250, 500, 500])
    }

    @Test("Nothing is drawn above a forced alert unless its level is higher")
    func nothingAboveRequired() {
        var h = scheduled(
            forcedUpdate("u"), alert("a", 999), forcedUpdate("v", .required + 1), policy: AlertPolicy(maxVisible: 3))
        h.request("u", [.requested("u", "|"), .presented("u", "u |")])
        h.request("a", [.requested("a", "u |"), .presented("a", "a u |")])
        h.request("v", [.requested("v", "a u |"), .presented("v", "a u v |")])
        // Taps go to the top alert: v, which has no "ok".
        h.send(.tap(action: "ok"), [.rejected("v", .noSuchAction("ok"), "a u v |")])
    }

    @Test("An alert shown again after a suspension counts as newer among equals")
    func reshownIsNewer() {
        var h = scheduled(alert("a", screen: "home"), alert("b"), policy: AlertPolicy(maxVisible: 2), screen: "home")
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |"), .presented("b", "a b |")])
        h.send(.navigate(to: "shop"), [.navigated("shop", "a b |"), .suspended("a", .navigated, "b | a")])
        h.send(.navigate(to: "home"), [.navigated("home", "b | a"), .presented("a", "b a |")])
    }

    @Test("The top alert is the one a tap and dismiss: top act on")
    func topIsHighest() {
        var h = scheduled(alert("hi", 700), alert("lo", 300), policy: AlertPolicy(maxVisible: 2))
        h.request("hi", [.requested("hi", "|"), .presented("hi", "hi |")])
        h.request("lo", [.requested("lo", "hi |"), .presented("lo", "lo hi |")])
        h.send(.close(.top), [.closed("hi", "lo |")])
    }
}
