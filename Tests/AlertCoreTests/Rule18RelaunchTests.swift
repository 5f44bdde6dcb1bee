import AlertCore
import Testing

/// Rule 18: a relaunch kills the app and starts it again at the same
/// instant. Only frequency caps and the ledger carry over.
@Suite("Rule 18: relaunch")
struct Rule18RelaunchTests {
    @Test("Visible alerts top first, then pending in queue order, end cancelled; then relaunched")
    func cancelsEverything() {
        var h = scheduled(
            alert("a", 500), alert("b", 600), alert("c", 400), alert("d", 450), policy: AlertPolicy(maxVisible: 2),
            screen: "home")
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |"), .presented("b", "a b |")])
        h.request("c", [.requested("c", "a b |")])
        h.request("d", [.requested("d", "a b | c")])
        h.send(
            .relaunch,
            [
                .cancelledByRelaunch("b", "a | d c"), .cancelledByRelaunch("a", "| d c"),
                .cancelledByRelaunch("d", "| c"), .cancelledByRelaunch("c", "|"), .relaunched("|"),
            ])
        #expect(h.machine.ledger.cancelled == 4)
        #expect(h.machine.ledger.requested == 4)
        #expect(h.machine.ledger.isBalanced)
    }

    @Test("Holds, the gap, group counts and the screen start afresh")
    func resetsLaunchState() {
        var h = scheduled(
            alert("p1", group: "promo"), alert("p2", group: "promo"), alert("s", screen: "home"),
            policy: AlertPolicy(gap: .milliseconds(500), groups: ["promo": .init(limit: 1)]), screen: "home")
        h.request("p1", [.requested("p1", "|"), .presented("p1", "p1 |")])
        h.send(.close(.top), [.closed("p1", "|")])
        h.send(.hold("ad"), [.held("ad", "|")])
        h.send(.navigate(to: "profile"), [.navigated("profile", "|")])
        #expect(h.machine.nextDeadline == 500)
        h.send(.relaunch, [.relaunched("|")])
        #expect(h.machine.holds.isEmpty)
        #expect(h.machine.screen == "home")
        #expect(h.machine.nextDeadline == nil, "no gap after a relaunch")
        // The group counts afresh and the screen is home again: both show at once.
        h.request("p2", [.requested("p2", "|"), .presented("p2", "p2 |")])
        h.send(.remove("p2"), [.removed("p2", "|")])
        h.send(.advance(to: 500), [])
        h.request("s", [.requested("s", "|"), .presented("s", "s |")])
    }

    @Test("A release after a relaunch of a hold taken before it is not-held")
    func holdsDoNotSurvive() {
        var h = scheduled(alert("a"))
        h.send(.hold("ad"), [.held("ad", "|")])
        h.send(.relaunch, [.relaunched("|")])
        h.send(.release("ad"), [.rejectedNotHeld("ad", "|")])
    }

    @Test("Naive code: a relaunch cancels every popup top first and clears every dim layer")
    func naiveRelaunch() {
        var h = naive(alert("a"), alert("b"))
        h.request("a", [.requested("a", "| masks=0"), .presented("a", "a | masks=1")])
        h.request("b", [.requested("b", "a | masks=1"), .presented("b", "a b | masks=2")])
        h.send(.close(.top), [.closed("b", "a | masks=1")])
        h.send(.close(.top), [.closed("a", "| masks=1")])
        h.request("a", [.requested("a", "| masks=1"), .presented("a", "a | masks=2")])
        h.send(.relaunch, [.cancelledByRelaunch("a", "| masks=2"), .relaunched("| masks=0")])
        #expect(h.machine.ledger.isBalanced)
    }
}
