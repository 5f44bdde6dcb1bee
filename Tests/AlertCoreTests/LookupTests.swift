import AlertCore
import AlertSimulation
import Testing

/// The scheduler's read-only questions: by id, counts, definitions.
@Suite("Lookups")
struct LookupTests {
    @Test("isPending, isVisible, alert(_:) and pendingCount follow the alert through its life")
    func byID() {
        var scheduler = AlertScheduler()
        let a = alert("a", 600, ttl: 40)
        let b = alert("b", 500, screen: "shop")
        scheduler.send(.request(a))
        scheduler.send(.request(b))
        #expect(scheduler.isVisible("a") && !scheduler.isPending("a"))
        #expect(scheduler.isPending("b") && !scheduler.isVisible("b"))
        #expect(scheduler.alert("a") == a)
        #expect(scheduler.alert("b") == b)
        #expect(scheduler.alert("c") == nil)
        #expect(scheduler.pendingCount == 1)
        scheduler.send(.request(forcedUpdate("u")))
        #expect(scheduler.isPending("a") && scheduler.pendingCount == 2)
        #expect(scheduler.alert("a") == a)
        scheduler.send(.remove("b"))
        #expect(!scheduler.isPending("b") && scheduler.alert("b") == nil)
        #expect(scheduler.pendingCount == 1)
    }

    @Test("pendingAlerts(first:) walks every screen's heap: a long queue over many screens, any length")
    func pendingPrefixOverManyScreens() {
        var scheduler = AlertScheduler(screen: "screen-0")
        scheduler.send(.request(alert("blocker", 900)))
        // Few distinct levels, so request order decides among equals, and
        // alerts scoped to 12 screens beside unscoped ones.
        for index in 0..<600 {
            let level = AlertLevel(100 * (index * 7 % 5))
            let screen = index % 3 == 0 ? nil : "screen-\(index * 5 % 12)"
            scheduler.send(.request(alert("a\(index)", level, screen: screen)))
        }
        let whole = scheduler.pendingAlerts
        #expect(whole.count == 600)
        for length in [0, 1, 2, 5, 13, 64, 599, 600, 601] {
            #expect(scheduler.pendingAlerts(first: length) == Array(whole.prefix(length)), "first \(length)")
        }
        // The naive model keeps nothing pending.
        #expect(NaiveAlertStack().pendingAlerts(first: 3).isEmpty)
    }

    @Test("A new scheduler starts empty at its instant and screen, with the default policy")
    func fresh() {
        let scheduler = AlertScheduler(screen: "home", now: 12)
        #expect(scheduler.now == 12)
        #expect(scheduler.screen == "home")
        #expect(scheduler.visible.isEmpty && scheduler.pending.isEmpty && scheduler.masks == 0)
        #expect(scheduler.nextDeadline == nil)
        #expect(scheduler.ledger == AlertLedger())
        #expect(
            scheduler.policy
                == AlertPolicy(maxVisible: 1, preemptAt: .required, gap: .milliseconds(0), maxPending: nil, groups: [:])
        )
    }

    @Test("A mirror gives every event the stacks right after it")
    func mirrorGivesEveryEventItsStacks() {
        var recording = AlertScheduler()
        var stacks = recording.stacksMirror
        let events = recording.send(.request(alert("a")), recordingInto: &stacks)
        #expect(
            events.map(\.stacks) == [
                AlertStacks(visible: [], pending: [], masks: 0),
                AlertStacks(visible: ["a"], pending: [], masks: 1),
            ])
        #expect(
            events.map(\.event) == [
                AlertEvent(time: 0, kind: .requested("a"), level: .normal),
                AlertEvent(time: 0, kind: .presented("a"), level: .normal),
            ])
    }

    @Test("A mirror made mid-run starts from what is already there")
    func mirrorMidRun() {
        var scheduler = AlertScheduler()
        scheduler.send([.request(alert("a", 500)), .request(alert("b", 300)), .request(alert("c", 400))])
        var stacks = scheduler.stacksMirror
        let events = scheduler.send(.request(alert("d", 350)), recordingInto: &stacks)
        #expect(events.map(\.stacks) == [AlertStacks(visible: ["a"], pending: ["c", "b"], masks: 1)])
        let next = scheduler.send(.close(.top), recordingInto: &stacks)
        #expect(next.last?.stacks == AlertStacks(visible: ["c"], pending: ["d", "b"], masks: 1))
    }

    @Test("A visible alert a mirror found mid-run goes back to its own place when it is suspended")
    func mirrorMidRunKnowsTheVisibleAlertsPlace() {
        // "a" was requested before "b", at the same level: preempted, it
        // returns ahead of "b", which a mirror can only know from the
        // scheduler's queue order, not from the stacks.
        var scheduler = AlertScheduler()
        scheduler.send([.request(alert("a", 500)), .request(alert("b", 500))])
        var stacks = scheduler.stacksMirror
        let events = scheduler.send(.request(forcedUpdate("u")), recordingInto: &stacks)
        #expect(
            events.map(\.stacks) == [
                AlertStacks(visible: ["a"], pending: ["b"], masks: 1),
                AlertStacks(visible: [], pending: ["u", "a", "b"], masks: 0),
                AlertStacks(visible: ["u"], pending: ["a", "b"], masks: 1),
            ])
    }

    @Test("An alert definition finds its actions by label")
    func actionByLabel() {
        let definition = alert("a", actions: [AlertAction("later", dismisses: false), AlertAction("ok")])
        #expect(definition.action(withID: "later") == AlertAction("later", dismisses: false))
        #expect(definition.action(withID: "ok")?.dismisses == true)
        #expect(definition.action(withID: "OK") == nil)
    }
}
