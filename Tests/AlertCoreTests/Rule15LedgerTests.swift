import AlertCore
import Testing

/// Rule 15: every request ends in exactly one outcome, and the ledger adds
/// up: requested = dismissed + cancelled + expired + dropped + coalesced +
/// pending + visible.
@Suite("Rule 15: nothing lost")
struct Rule15LedgerTests {
    @Test("Every outcome is counted once and the ledger balances after every command")
    func everyOutcome() {
        var scheduler = AlertScheduler(
            policy: AlertPolicy(maxPending: 2, groups: ["promo": .init(limit: 1)]), screen: "home")
        let commands: [AlertCommand] = [
            .request(alert("a")),  // presented, dismissed later
            .request(alert("a")),  // coalesced
            .request(alert("b", ttl: 50)),  // expires
            .request(alert("c")),  // cancelled
            .request(alert("d", 400)),  // dropped: capacity
            .remove("c"),
            .advance(to: 50),
            .request(alert("p", 300, group: "promo")),  // pending, presented later
            .close(.top),  // a dismissed, p presented
            .request(alert("q", group: "promo")),  // dropped: group limit
            .request(alert("s", screen: "shop")),  // still pending at the end
        ]
        var ledgers: [AlertLedger] = []
        for command in commands {
            scheduler.send(command)
            ledgers.append(scheduler.ledger)
            #expect(scheduler.ledger.isBalanced, "after \(command): \(scheduler.ledger)")
        }
        var expected = AlertLedger()
        expected.requested = 8
        expected.coalesced = 1
        expected.dismissed = 1
        expected.cancelled = 1
        expected.expired = 1
        expected.dropped = 2
        expected.pending = 1
        expected.visible = 1
        #expect(scheduler.ledger == expected)
        #expect(scheduler.visible == ["p"])
        #expect(scheduler.pending == ["s"])
        #expect(ledgers.map(\.requested) == [1, 2, 3, 4, 5, 5, 5, 6, 6, 7, 8])
    }

    @Test("isBalanced notices a request that is counted nowhere, or twice")
    func balanceCheckCanFail() {
        var ledger = AlertLedger()
        #expect(ledger.isBalanced)
        ledger.requested = 3
        ledger.dismissed = 1
        ledger.pending = 1
        #expect(!ledger.isBalanced)
        ledger.visible = 1
        #expect(ledger.isBalanced)
        ledger.expired = 1
        #expect(!ledger.isBalanced)
    }

    @Test("Suspension and re-presentation move an alert between pending and visible without a new outcome")
    func suspensionIsNoOutcome() {
        var scheduler = AlertScheduler()
        scheduler.send(.request(alert("a")))
        scheduler.send(.request(forcedUpdate("u")))
        var expected = AlertLedger()
        expected.requested = 2
        expected.pending = 1
        expected.visible = 1
        #expect(scheduler.ledger == expected)
        scheduler.send(.remove("u"))
        expected.dismissed = 1
        expected.pending = 0
        #expect(scheduler.ledger == expected)
    }
}
