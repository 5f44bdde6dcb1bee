import AlertCore
import AlertSimulation
import Testing

/// Rule 16: a replay runs through the last step and then on until no
/// deadline is left (``AlertStateMachine/runToQuiescence()``), or to `end:`
/// when given (``AlertCommand/advance(to:)``).
@Suite("Rule 16: end")
struct Rule16EndTests {
    static func busy() -> Harness<AlertScheduler> {
        var h = scheduled(
            alert("x"), alert("a", 600, ttl: 300), alert("b", 500), alert("c", 400, ttl: 2_000),
            policy: AlertPolicy(gap: .milliseconds(100)))
        h.request("x", [.requested("x", "|"), .presented("x", "x |")])
        h.request("a", [.requested("a", "x |")])
        h.request("b", [.requested("b", "x | a")])
        h.request("c", [.requested("c", "x | a b")])
        h.send(.close(.top), [.closed("x", "| a b c")])
        return h
    }

    @Test("Running to quiescence fires every deadline in order and stops when none is left")
    func runsUntilNoDeadline() {
        var h = Self.busy()
        #expect(h.machine.nextDeadline == 100)
        let events = h.runToQuiescence()
        let expected: [RecordedEvent] = [
            RecordedEvent(
                AlertEvent(time: 100, kind: .presented("a"), level: 600),
                stacks: AlertStacks(visible: ["a"], pending: ["b", "c"], masks: 1)),
            RecordedEvent(
                AlertEvent(time: 2_000, kind: .expired("c"), level: 400),
                stacks: AlertStacks(visible: ["a"], pending: ["b"], masks: 1)),
        ]
        #expect(events == expected)
        #expect(h.machine.nextDeadline == nil)
        #expect(h.machine.now == 2_000)
        h.expectState("a | b")
    }

    @Test("An end instant stops the run there, leaving later deadlines")
    func stopsAtEnd() {
        var h = Self.busy()
        h.send(.advance(to: 1_000), [.presented("a", "a | b c").at(100)])
        #expect(h.machine.now == 1_000)
        #expect(h.machine.nextDeadline == 2_000)
    }

    @Test("A gap's end alone keeps the run going until it passes")
    func gapEndAlone() {
        var h = scheduled(alert("a"), policy: AlertPolicy(gap: .milliseconds(250)))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.send(.close(.top), [.closed("a", "|")])
        #expect(h.machine.runToQuiescence().isEmpty)
        #expect(h.machine.now == 250)
        #expect(h.machine.nextDeadline == nil)
    }

    @Test("With nothing scheduled, running to quiescence does nothing")
    func nothingToRun() {
        var scheduler = AlertScheduler(now: 70)
        #expect(scheduler.runToQuiescence().isEmpty)
        #expect(scheduler.now == 70)
        var naive = NaiveAlertStack()
        naive.send(.request(alert("a", ttl: 10)))
        #expect(naive.runToQuiescence().isEmpty)
        #expect(naive.now == 0)
    }

    @Test("Sending a list of commands returns all their events in order")
    func sendList() {
        var scheduler = AlertScheduler()
        let events = scheduler.send([.request(alert("a")), .close(.top), .tap(action: "ok")])
        #expect(
            events.map(\.kind) == [
                .requested("a"), .presented("a"), .dismissed("a", reason: .closed),
                .rejected(nil, reason: .nothingVisible),
            ])
    }
}
