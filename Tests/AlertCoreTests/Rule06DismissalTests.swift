import AlertCore
import Testing

/// Rule 6: taps (by action id) and `close: top` act on the top alert;
/// `remove: ID` removes any alert in code; rejections change nothing.
@Suite("Rule 6: dismissal")
struct Rule06DismissalTests {
    static let choice = alert("choice", actions: [AlertAction("yes"), AlertAction("no")])

    @Test("A tap emits tapped then dismissed with the action")
    func tapDismisses() {
        var h = scheduled(Self.choice)
        h.request("choice", [.requested("choice", "|"), .presented("choice", "choice |")])
        h.send(.tap(action: "no"), [.tapped("choice", "no", "choice |"), .dismissed("choice", action: "no", "|")])
        #expect(h.machine.ledger.dismissed == 1)
    }

    @Test("A tap names the action by its id: a localised label is not an id")
    func tapNamesTheID() {
        let claim = alert(
            "red-packet", actions: [AlertAction(id: "claim", label: "领取"), AlertAction(id: "close", label: "关闭")])
        var h = scheduled(claim)
        h.request("red-packet", [.requested("red-packet", "|"), .presented("red-packet", "red-packet |")])
        h.send(.tap(action: "领取"), [.rejected("red-packet", .noSuchAction("领取"), "red-packet |")])
        h.send(
            .tap(action: "claim"),
            [.tapped("red-packet", "claim", "red-packet |"), .dismissed("red-packet", action: "claim", "|")])
    }

    @Test("An action declared dismisses: false is tapped and the alert stays")
    func nonDismissingAction() {
        var h = scheduled(forcedUpdate("u"), alert("a"))
        h.request("u", [.requested("u", "|"), .presented("u", "u |")])
        h.request("a", [.requested("a", "u |")])
        h.send(.tap(action: "update"), [.tapped("u", "update", "u | a")], then: "u | a")
        #expect(h.machine.ledger.dismissed == 0)
    }

    @Test("close: top closes a dismissible top alert without an action")
    func dismissTop() {
        var h = scheduled(alert("a"), alert("b"))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |")])
        h.send(.close(.top), [.closed("a", "| b"), .presented("b", "b |")])
    }

    @Test("close: top of a non-dismissible alert is rejected and changes nothing")
    func dismissTopNotDismissible() {
        var h = scheduled(forcedUpdate("u"))
        h.request("u", [.requested("u", "|"), .presented("u", "u |")])
        h.send(.close(.top), [.rejected("u", .notDismissible, "u |")], then: "u |")
    }

    @Test("remove: ID removes a non-dismissible alert all the same")
    func dismissByIDIgnoresDismissible() {
        var h = scheduled(forcedUpdate("u"))
        h.request("u", [.requested("u", "|"), .presented("u", "u |")])
        h.send(.remove("u"), [.removed("u", "|")], then: "|")
    }

    @Test("A tap on a dismissing action closes even a non-dismissible alert")
    func tapClosesNonDismissible() {
        var h = scheduled(alert("terms", actions: [AlertAction("agree")], dismissible: false))
        h.request("terms", [.requested("terms", "|"), .presented("terms", "terms |")])
        h.send(.close(.top), [.rejected("terms", .notDismissible, "terms |")])
        h.send(
            .tap(action: "agree"), [.tapped("terms", "agree", "terms |"), .dismissed("terms", action: "agree", "|")])
    }

    @Test("remove: ID of a pending alert cancels it")
    func dismissPendingCancels() {
        var h = scheduled(alert("a"), alert("b"), alert("c"))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |")])
        h.request("c", [.requested("c", "a | b")])
        h.send(.remove("b"), [.cancelled("b", "a | c")], then: "a | c")
        #expect(h.machine.ledger.cancelled == 1)
        #expect(h.machine.ledger.dismissed == 0)
    }

    @Test("remove: ID of a visible alert below the top closes that one")
    func dismissVisibleBelowTop() {
        var h = scheduled(alert("a", 500), alert("b", 600), alert("c", 400), policy: AlertPolicy(maxVisible: 2))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |"), .presented("b", "a b |")])
        h.request("c", [.requested("c", "a b |")])
        h.send(.remove("a"), [.removed("a", "b | c"), .presented("c", "c b |")])
    }

    @Test("A tap acts on the top alert only")
    func tapActsOnTop() {
        var h = scheduled(alert("a", 500), alert("b", 600), policy: AlertPolicy(maxVisible: 2))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |"), .presented("b", "a b |")])
        h.send(.tap(action: "ok"), [.tapped("b", "ok", "a b |"), .dismissed("b", action: "ok", "a |")])
    }

    @Test("Rejected: tap and dismiss: top with nothing visible")
    func nothingVisible() {
        var h = scheduled(alert("s", screen: "shop"))
        h.request("s", [.requested("s", "|")])
        h.send(.tap(action: "ok"), [.rejectedNothingVisible("| s")])
        h.send(.close(.top), [.rejectedNothingVisible("| s")], then: "| s")
    }

    @Test("Rejected: a tap on a label the top alert lacks")
    func noSuchAction() {
        var h = scheduled(Self.choice)
        h.request("choice", [.requested("choice", "|"), .presented("choice", "choice |")])
        h.send(.tap(action: "ok"), [.rejected("choice", .noSuchAction("ok"), "choice |")], then: "choice |")
        h.send(.tap(action: "Yes"), [.rejected("choice", .noSuchAction("Yes"), "choice |")], then: "choice |")
    }

    @Test("Rejected: remove: ID of an id neither pending nor visible, including a finished one")
    func notFound() {
        var h = scheduled(alert("a"), alert("b"))
        // The rejection names the addressed id, even with nothing visible (rule 6, docs/rules.md).
        h.send(.remove("ghost"), [.rejectedNotFound("ghost", "|")])
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.send(.remove("ghost"), [.rejectedNotFound("ghost", "a |")])
        h.request("b", [.requested("b", "a |")])
        h.send(.remove("a"), [.removed("a", "| b"), .presented("b", "b |")])
        h.send(.remove("a"), [.rejectedNotFound("a", "b |")])
        h.send(.remove("b"), [.removed("b", "|")])
        h.send(.remove("b"), [.rejectedNotFound("b", "|")])
    }

    @Test("Rejections do not start the gap, change the ledger or settle")
    func rejectionsChangeNothing() {
        var h = scheduled(forcedUpdate("u"), alert("a"), policy: AlertPolicy(gap: .milliseconds(100)))
        h.request("u", [.requested("u", "|"), .presented("u", "u |")])
        h.request("a", [.requested("a", "u |")])
        let before = h.machine.snapshot
        h.send(.close(.top), [.rejected("u", .notDismissible, "u | a")])
        h.send(.tap(action: "nope"), [.rejected("u", .noSuchAction("nope"), "u | a")])
        h.send(.remove("ghost"), [.rejectedNotFound("ghost", "u | a")])
        #expect(h.machine.snapshot == before)
        #expect(h.machine.nextDeadline == nil)
    }
}
