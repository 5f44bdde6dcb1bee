import AlertCore
import AlertSimulation
import Testing

/// Black-box checks of the rules (docs/rules.md) and the naive model through the public API only: each
/// test sends commands and compares the events (kind and level) and the
/// stacks with what the contract says, for cases the rule-by-rule suites
/// leave out.
@Suite("Spec conformance: the scheduler and the naive model, from outside")
struct SpecConformanceTests {
    /// An alert with one dismissing `ok` action.
    private func alert(
        _ id: AlertID, _ level: AlertLevel = .normal, screen: String? = nil, ttl: Int? = nil,
        group: String? = nil, cap: String? = nil
    ) -> AlertDefinition {
        AlertDefinition(
            id: id, level: level, actions: [AlertAction("ok")], screen: screen,
            ttl: ttl.map { .milliseconds($0) }, group: group, cap: cap)
    }

    private func kinds(_ events: [AlertEvent]) -> [AlertEvent.Kind] { events.map(\.kind) }

    // MARK: - Rule 17 with rules 4, 11 and 12

    @Test("Rule 17: a pending capped alert that would preempt is dropped instead, nothing is suspended for it")
    func cappedCandidateDroppedBeforePreempting() {
        let policy = AlertPolicy(
            maxVisible: 2, caps: ["weekly": FrequencyCap(limit: 1, per: .seconds(7 * 86_400))])
        var scheduler = AlertScheduler(policy: policy)
        scheduler.send(.request(alert("v1", 500)))
        scheduler.send(.request(alert("v2", 600)))
        scheduler.send(.hold("ad"))
        scheduler.send(.request(alert("r1", .required, cap: "weekly")))
        scheduler.send(.request(alert("r2", .required, cap: "weekly")))
        #expect(scheduler.pending == ["r1", "r2"])
        let events = scheduler.send(.release("ad"))
        #expect(
            kinds(events) == [
                .released("ad"), .suspended("v1", reason: .preempted(by: "r1")), .presented("r1"),
                .dropped("r2", reason: .capped),
            ])
        #expect(events.map(\.level) == [nil, 500, 1000, 1000])
        #expect(scheduler.visible == ["v2", "r1"])
        #expect(scheduler.pending == ["v1"])
        #expect(scheduler.ledger.isBalanced)
    }

    @Test("Rule 17: after a capped drop settling goes on, and the next alert shows in the same step")
    func settlingGoesOnAfterCappedDrop() {
        var scheduler = AlertScheduler(
            policy: AlertPolicy(caps: ["daily": FrequencyCap(limit: 1, per: .seconds(86_400))]))
        scheduler.send(.request(alert("x", 900)))
        scheduler.send(.request(alert("c1", 800, cap: "daily")))
        scheduler.send(.request(alert("c2", 700, cap: "daily")))
        scheduler.send(.request(alert("n", 600)))
        #expect(scheduler.pending == ["c1", "c2", "n"])
        #expect(kinds(scheduler.send(.close(.top))) == [.dismissed("x", reason: .closed), .presented("c1")])
        let events = scheduler.send(.close(.top))
        #expect(
            kinds(events) == [.dismissed("c1", reason: .closed), .dropped("c2", reason: .capped), .presented("n")])
        #expect(events.map(\.level) == [800, 700, 600])
        #expect(scheduler.ledger.isBalanced)
    }

    @Test("Rule 17: on arrival a full cap is checked after coalescing and before groups and capacity")
    func capBeforeGroupBeforeCapacity() {
        let policy = AlertPolicy(
            maxPending: 0, groups: ["promo": .init(limit: 0)],
            caps: ["once": FrequencyCap(limit: 0, per: .seconds(1))])
        var scheduler = AlertScheduler(policy: policy)
        scheduler.send(.request(alert("x")))
        let capped = scheduler.send(.request(alert("p", group: "promo", cap: "once")))
        #expect(kinds(capped) == [.requested("p"), .dropped("p", reason: .capped)])
        let grouped = scheduler.send(.request(alert("q", group: "promo")))
        #expect(kinds(grouped) == [.requested("q"), .dropped("q", reason: .groupLimit)])
        let full = scheduler.send(.request(alert("r")))
        #expect(kinds(full) == [.requested("r"), .dropped("r", reason: .capacity)])
        let coalesced = scheduler.send(.request(alert("x", group: "promo", cap: "once")))
        #expect(kinds(coalesced) == [.requested("x"), .coalesced("x")])
        #expect(scheduler.ledger.dropped == 3)
        #expect(scheduler.ledger.coalesced == 1)
    }

    @Test("Rule 17: a cap with limit 0 turns every request away; a window of 0 never fills")
    func degenerateCaps() {
        let policy = AlertPolicy(
            caps: [
                "never": FrequencyCap(limit: 0, per: .seconds(60)),
                "always": FrequencyCap(limit: 1, per: .zero),
            ])
        var scheduler = AlertScheduler(policy: policy)
        #expect(
            kinds(scheduler.send(.request(alert("n", cap: "never")))) == [
                .requested("n"), .dropped("n", reason: .capped),
            ])
        for _ in 0..<3 {
            #expect(kinds(scheduler.send(.request(alert("a", cap: "always")))) == [.requested("a"), .presented("a")])
            scheduler.send(.close(.top))
        }
    }

    @Test("Rule 12: a group filled by a preempting presentation drops its other members right after it")
    func groupFilledByPreemption() {
        let policy = AlertPolicy(groups: ["promo": .init(limit: 1)])
        var scheduler = AlertScheduler(policy: policy, screen: "home")
        scheduler.send(.request(alert("v", 500)))
        scheduler.send(.hold("ad"))
        scheduler.send(.request(alert("p2", 600, group: "promo")))
        scheduler.send(.request(alert("p3", 700, screen: "shop", group: "promo")))
        scheduler.send(.request(alert("p1", .required, group: "promo")))
        #expect(scheduler.pending == ["p1", "p3", "p2"])
        let events = scheduler.send(.release("ad"))
        #expect(
            kinds(events) == [
                .released("ad"), .suspended("v", reason: .preempted(by: "p1")), .presented("p1"),
                .dropped("p3", reason: .groupLimit), .dropped("p2", reason: .groupLimit),
            ])
        #expect(scheduler.pending == ["v"])
    }

    // MARK: - Rule 6: rejections name what they can

    @Test("Rule 6: a close of a non-dismissible top names it; a tap on a missing label names the top")
    func rejectionsNameTheTop() {
        var scheduler = AlertScheduler()
        let locked = AlertDefinition(
            id: "u", level: .required, actions: [AlertAction("update", dismisses: false)], isDismissible: false)
        scheduler.send(.request(locked))
        let close = scheduler.send(.close(.top))
        #expect(kinds(close) == [.rejected("u", reason: .notDismissible)])
        #expect(close.map(\.level) == [.required])
        let tap = scheduler.send(.tap(action: "later"))
        #expect(kinds(tap) == [.rejected("u", reason: .noSuchAction("later"))])
        #expect(tap.map(\.level) == [.required])
        let press = scheduler.send(.tap(action: "update", on: .alert("u")))
        #expect(kinds(press) == [.tapped("u", action: "update")])
        #expect(scheduler.visible == ["u"])
        #expect(scheduler.ledger.dismissed == 0)
    }

    // MARK: - §3: the naive model

    @Test("§3: naive holds are counted per name and a release of a name not held is rejected, blocking nothing")
    func naiveHoldsAreCounted() {
        var naive = NaiveAlertStack()
        naive.send(.hold("ad"))
        naive.send(.hold("ad"))
        #expect(naive.holds == ["ad": 2])
        #expect(kinds(naive.send(.request(alert("a")))) == [.requested("a"), .presented("a")])
        #expect(kinds(naive.send(.release("ad"))) == [.released("ad")])
        #expect(naive.holds == ["ad": 1])
        #expect(kinds(naive.send(.release("ad"))) == [.released("ad")])
        let rejected = naive.send(.release("ad"))
        #expect(kinds(rejected) == [.rejected(nil, reason: .notHeld("ad"))])
        #expect(rejected.map(\.level) == [nil])
        #expect(naive.visible == ["a"])
        #expect(naive.masks == 1)
    }

    @Test("§3 and rule 18: a naive relaunch clears every layer, drops the holds and goes back to the first screen")
    func naiveRelaunchStartsAfresh() {
        var naive = NaiveAlertStack(screen: "home")
        for id in ["a", "b", "c"] { naive.send(.request(alert(id))) }
        naive.send(.close(.top))
        naive.send(.close(.top))
        #expect(naive.masks == 2)
        naive.send(.hold("ad"))
        naive.send(.navigate(to: "profile"))
        let relaunch = naive.send(.relaunch)
        #expect(kinds(relaunch) == [.cancelled("a", reason: .relaunch), .relaunched])
        #expect(naive.masks == 0)
        #expect(naive.visible.isEmpty)
        #expect(naive.holds.isEmpty)
        #expect(naive.screen == "home")
        #expect(kinds(naive.send(.release("ad"))) == [.rejected(nil, reason: .notHeld("ad"))])
        naive.send(.request(alert("d")))
        #expect(naive.masks == 1)
        naive.send(.close(.top))
        #expect(naive.masks == 0, "one popup shown and closed after the relaunch leaks nothing")
        #expect(naive.ledger.requested == 4)
        #expect(naive.ledger.cancelled == 1)
        #expect(naive.ledger.isBalanced)
    }

    @Test("§3: naive code checks an addressed tap's position before its label, on the topmost copy of an id")
    func naiveAddressedTaps() {
        var naive = NaiveAlertStack()
        #expect(
            kinds(naive.send(.tap(action: "ok", on: .alert("a")))) == [.rejected(nil, reason: .nothingVisible)])
        naive.send(.request(alert("a")))
        naive.send(.request(alert("b")))
        naive.send(.request(alert("a")))
        #expect(naive.visible == ["a", "b", "a"])
        #expect(kinds(naive.send(.tap(action: "nope", on: .alert("b")))) == [.rejected("b", reason: .covered)])
        #expect(
            kinds(naive.send(.tap(action: "nope", on: .alert("a")))) == [
                .rejected("a", reason: .noSuchAction("nope"))
            ])
        #expect(kinds(naive.send(.tap(action: "ok", on: .alert("c")))) == [.rejected("c", reason: .notVisible)])
        #expect(
            kinds(naive.send(.tap(action: "ok", on: .alert("a")))) == [
                .tapped("a", action: "ok"), .dismissed("a", reason: .action("ok")),
            ])
        #expect(naive.visible == ["a", "b"])
        #expect(naive.masks == 2)
    }

    @Test("§3: naive code ignores caps and the gap, and never queues")
    func naiveIgnoresCapsAndGap() {
        var naive = NaiveAlertStack()
        let capped = alert("r", cap: "weekly")
        for _ in 0..<2 {
            #expect(kinds(naive.send(.request(capped))) == [.requested("r"), .presented("r")])
        }
        #expect(naive.pending.isEmpty)
        #expect(naive.nextDeadline == nil)
        #expect(naive.masks == 2)
    }
}
