import AlertCore
import AlertSimulation
import Testing

/// The naive model (docs/rules.md): the popup code that caused the bug. Every request shows at once
/// on top; each shown alert adds a dim layer kept in one shared slot; each
/// dismissal removes the popup and the slot's layer, if any, and empties it.
@Suite("Naive mode")
struct NaiveModeTests {
    @Test("Three stacked alerts closed leave two dim layers on an empty screen")
    func leavesTwoLayers() {
        var h = naive(alert("red-packet", 600), alert("permission", 700), alert("guide", 500))
        h.request("red-packet", [.requested("red-packet", "|"), .presented("red-packet", "red-packet | masks=1")])
        h.request(
            "permission",
            [
                .requested("permission", "red-packet | masks=1"),
                .presented("permission", "red-packet permission | masks=2"),
            ])
        h.request(
            "guide",
            [
                .requested("guide", "red-packet permission | masks=2"),
                .presented("guide", "red-packet permission guide | masks=3"),
            ])
        h.send(.close(.top), [.closed("guide", "red-packet permission | masks=2")])
        h.send(
            .tap(action: "ok"),
            [
                .tapped("permission", "ok", "red-packet permission | masks=2"),
                .dismissed("permission", action: "ok", "red-packet | masks=2"),
            ])
        h.send(.remove("red-packet"), [.removed("red-packet", "| masks=2")])
        #expect(h.machine.masks == 2)
        #expect(h.machine.visible.isEmpty)
    }

    @Test("One alert at a time leaks nothing: the slot always holds the current layer")
    func sequentialIsClean() {
        var h = naive(alert("a"), alert("b"))
        h.request("a", [.requested("a", "|"), .presented("a", "a | masks=1")])
        h.send(.close(.top), [.closed("a", "| masks=0")])
        h.request("b", [.requested("b", "|"), .presented("b", "b | masks=1")])
        h.send(.close(.top), [.closed("b", "| masks=0")])
    }

    @Test("The newest request covers everything, whatever the levels: a promo covers a forced update")
    func newestOnTop() {
        var h = naive(forcedUpdate("update"), alert("promo", .low))
        h.request("update", [.requested("update", "|"), .presented("update", "update | masks=1")])
        h.request("promo", [.requested("promo", "update | masks=1"), .presented("promo", "update promo | masks=2")])
        h.send(.close(.top), [.closed("promo", "update | masks=1")])
    }

    @Test("No coalescing: the same id shows twice; dismiss: ID removes the topmost")
    func noCoalescing() {
        var h = naive(alert("a"), alert("b"))
        h.request("a", [.requested("a", "|"), .presented("a", "a | masks=1")])
        h.request("b", [.requested("b", "a | masks=1"), .presented("b", "a b | masks=2")])
        h.request("a", [.requested("a", "a b | masks=2"), .presented("a", "a b a | masks=3")])
        h.send(.remove("a"), [.removed("a", "a b | masks=2")])
        h.send(.remove("a"), [.removed("a", "b | masks=2")])
        #expect(h.machine.ledger.coalesced == 0)
    }

    @Test("dismissible and dismisses: false are honoured")
    func honoursFlags() {
        var h = naive(forcedUpdate("u"))
        h.request("u", [.requested("u", "|"), .presented("u", "u | masks=1")])
        h.send(.close(.top), [.rejected("u", .notDismissible, "u | masks=1")])
        h.send(.tap(action: "update"), [.tapped("u", "update", "u | masks=1")])
        h.send(.remove("u"), [.removed("u", "| masks=0")])
    }

    @Test("Rejections: nothing visible, no such action, not found")
    func rejections() {
        var h = naive(alert("a"))
        h.send(.tap(action: "ok"), [.rejectedNothingVisible("| masks=0")])
        h.send(.close(.top), [.rejectedNothingVisible("| masks=0")])
        h.request("a", [.requested("a", "|"), .presented("a", "a | masks=1")])
        h.send(.tap(action: "nope"), [.rejected("a", .noSuchAction("nope"), "a | masks=1")])
        h.send(.remove("ghost"), [.rejectedNotFound("ghost", "a | masks=1")])
    }

    @Test("Holds, screens, ttl, groups, capacity and gap are ignored")
    func ignoresScheduling() {
        var h = naive(alert("s", screen: "shop", ttl: 10, group: "promo"), alert("t", group: "promo"))
        h.send(.hold("ad"), [.held("ad", "| masks=0")])
        h.request("s", [.requested("s", "|"), .presented("s", "s | masks=1")])
        h.send(.navigate(to: "home"), [.navigated("home", "s | masks=1")])
        h.send(.advance(to: 1_000), [], then: "s | masks=1")
        h.request("t", [.requested("t", "s | masks=1").at(1_000), .presented("t", "s t | masks=2").at(1_000)])
        h.send(.release("ad"), [.released("ad", "s t | masks=2")])
        #expect(h.machine.nextDeadline == nil)
        #expect(h.machine.holds.isEmpty)
        #expect(h.machine.pendingAlerts.isEmpty)
        #expect(h.machine.screen == "home")
        #expect(h.machine.now == 1_000)
        h.send(.advance(to: 5), [])
        #expect(h.machine.now == 1_000)
    }

    @Test("The ledger balances: dismissals and visible alerts account for every request")
    func ledger() {
        var machine = NaiveAlertStack()
        machine.send(.request(alert("a")))
        machine.send(.request(alert("a")))
        machine.send(.close(.top))
        var expected = AlertLedger()
        expected.requested = 2
        expected.dismissed = 1
        expected.visible = 1
        #expect(machine.ledger == expected)
        #expect(machine.ledger.isBalanced)
    }

    @Test("A mirror made mid-run knows which layer the shared slot remembers")
    func mirrorMidRun() {
        var machine = NaiveAlertStack()
        // Two shown, one closed: "a" still shows over one layer, and the
        // slot is empty, so closing "a" leaves that layer behind.
        machine.send([.request(alert("a")), .request(alert("b")), .close(.top)])
        var stacks = machine.stacksMirror
        let closed = machine.send(.close(.top), recordingInto: &stacks)
        #expect(closed.map(\.stacks) == [AlertStacks(visible: [], pending: [], masks: 1)])
        let shown = machine.send(.request(alert("c")), recordingInto: &stacks)
        #expect(shown.last?.stacks == AlertStacks(visible: ["c"], pending: [], masks: 2))
        let closedAgain = machine.send(.close(.top), recordingInto: &stacks)
        #expect(closedAgain.map(\.stacks) == [AlertStacks(visible: [], pending: [], masks: 1)])
    }
}
