import AlertCore
import Testing

/// Rule 2: after every step and deadline the scheduler presents the first
/// eligible pending alert while a slot is free; ineligible alerts (scoped to
/// another screen) stay pending and block nothing.
@Suite("Rule 2: present")
struct Rule02PresentTests {
    @Test("A request on an empty screen is presented at once")
    func presentsWhenFree() {
        var h = scheduled(alert("a"))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        #expect(h.machine.masks == 1)
    }

    @Test("A second alert waits while the only slot is taken, then shows on dismissal")
    func waitsForFreeSlot() {
        var h = scheduled(alert("a"), alert("b", 900))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |")], then: "a | b")
        h.send(
            .tap(action: "ok"),
            [.tapped("a", "ok", "a | b"), .dismissed("a", action: "ok", "| b"), .presented("b", "b |")])
    }

    @Test("An alert scoped to another screen stays pending and blocks nothing behind it")
    func ineligibleBlocksNothing() {
        var h = scheduled(alert("s", 900, screen: "shop"), alert("a", 500), screen: "home")
        h.request("s", [.requested("s", "|")], then: "| s")
        h.request("a", [.requested("a", "| s"), .presented("a", "a | s")])
        h.send(.close(.top), [.closed("a", "| s")], then: "| s")
    }

    @Test("An alert scoped to the current screen is presented")
    func scopedToCurrentScreen() {
        var h = scheduled(alert("h", screen: "home"), screen: "home")
        h.request("h", [.requested("h", "|"), .presented("h", "h |")])
    }

    @Test("Without a current screen only unscoped alerts are eligible")
    func noScreenYet() {
        var h = scheduled(alert("h", 900, screen: "home"), alert("a"))
        h.request("h", [.requested("h", "|")], then: "| h")
        h.request("a", [.requested("a", "| h"), .presented("a", "a | h")])
        h.send(.close(.top), [.closed("a", "| h")])
        h.send(.navigate(to: "home"), [.navigated("home", "| h"), .presented("h", "h |")])
    }

    @Test("Every slot is filled in queue order when more than one may show")
    func fillsEverySlot() {
        var h = scheduled(alert("a", 500), alert("b", 600), alert("c", 700), policy: AlertPolicy(maxVisible: 2))
        h.send(.hold("ad"), [.held("ad", "|")])
        h.request("a", [.requested("a", "|")])
        h.request("b", [.requested("b", "| a")])
        h.request("c", [.requested("c", "| b a")], then: "| c b a")
        h.send(.release("ad"), [.released("ad", "| c b a"), .presented("c", "c | b a"), .presented("b", "b c | a")])
    }
}
