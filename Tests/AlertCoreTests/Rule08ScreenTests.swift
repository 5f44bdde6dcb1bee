import AlertCore
import Testing

/// Rule 8: navigating suspends every visible alert scoped to another screen
/// (reason `navigated`); it shows again when eligible and first in order.
@Suite("Rule 8: screens")
struct Rule08ScreenTests {
    @Test("A scoped alert steps aside on navigation and comes back on return")
    func suspendAndReturn() {
        var h = scheduled(
            alert("h", 500, screen: "home"), alert("a", 600), policy: AlertPolicy(maxVisible: 2), screen: "home")
        h.request("h", [.requested("h", "|"), .presented("h", "h |")])
        h.request("a", [.requested("a", "h |"), .presented("a", "h a |")])
        h.send(
            .navigate(to: "shop"), [.navigated("shop", "h a |"), .suspended("h", .navigated, "a | h")], then: "a | h")
        h.send(.navigate(to: "home"), [.navigated("home", "a | h"), .presented("h", "h a |")])
        #expect(h.machine.screen == "home")
    }

    @Test("Suspension by navigation goes bottom to top; unscoped alerts stay")
    func bottomToTop() {
        var h = scheduled(
            alert("h1", 500, screen: "home"), alert("h2", 600, screen: "home"), alert("a", 700),
            policy: AlertPolicy(maxVisible: 3), screen: "home")
        h.request("h1", [.requested("h1", "|"), .presented("h1", "h1 |")])
        h.request("h2", [.requested("h2", "h1 |"), .presented("h2", "h1 h2 |")])
        h.request("a", [.requested("a", "h1 h2 |"), .presented("a", "h1 h2 a |")])
        h.send(
            .navigate(to: "shop"),
            [
                .navigated("shop", "h1 h2 a |"), .suspended("h1", .navigated, "h2 a | h1"),
                .suspended("h2", .navigated, "a | h2 h1"),
            ])
    }

    @Test("The freed slot goes to the next eligible alert")
    func freedSlotIsFilled() {
        var h = scheduled(alert("h", 600, screen: "home"), alert("a", 400), screen: "home")
        h.request("h", [.requested("h", "|"), .presented("h", "h |")])
        h.request("a", [.requested("a", "h |")])
        h.send(
            .navigate(to: "shop"),
            [.navigated("shop", "h | a"), .suspended("h", .navigated, "| h a"), .presented("a", "a | h")])
        // Back home, h is first in order but the slot is taken by a: it waits.
        h.send(.navigate(to: "home"), [.navigated("home", "a | h")], then: "a | h")
        h.send(.close(.top), [.closed("a", "| h"), .presented("h", "h |")])
    }

    @Test("An alert scoped to the new screen is presented on arrival")
    func scopedToNewScreen() {
        var h = scheduled(alert("s", screen: "shop"), screen: "home")
        h.request("s", [.requested("s", "|")])
        h.send(.navigate(to: "shop"), [.navigated("shop", "| s"), .presented("s", "s |")])
    }

    @Test("Navigation suspends during a hold, but nothing is presented until the release")
    func duringHold() {
        var h = scheduled(alert("h", 600, screen: "home"), alert("s", 500, screen: "shop"), screen: "home")
        h.request("h", [.requested("h", "|"), .presented("h", "h |")])
        h.request("s", [.requested("s", "h |")])
        h.send(.hold("ad"), [.held("ad", "h | s")])
        h.send(
            .navigate(to: "shop"), [.navigated("shop", "h | s"), .suspended("h", .navigated, "| h s")], then: "| h s")
        h.send(.release("ad"), [.released("ad", "| h s"), .presented("s", "s | h")])
    }

    @Test("Navigating to the current screen only emits navigated")
    func sameScreen() {
        var h = scheduled(alert("h", screen: "home"), screen: "home")
        h.request("h", [.requested("h", "|"), .presented("h", "h |")])
        h.send(.navigate(to: "home"), [.navigated("home", "h |")], then: "h |")
    }

    @Test("The navigated event names the screen and no alert")
    func eventFields() {
        var scheduler = AlertScheduler()
        #expect(scheduler.send(.navigate(to: "profile")) == [AlertEvent(time: 0, kind: .navigated(to: "profile"))])
        #expect(scheduler.screen == "profile")
    }
}
