import AlertCore
import AlertSimulation
import Testing

/// Work counted, not timed: a command into a long queue returns the events
/// of the alerts it moves, whatever the length of the queue, and a mirror
/// that follows the stacks from those events alone reproduces exactly what
/// the machine holds.
@Suite("Complexity guards")
struct ComplexityGuardTests {
    /// `count` alerts behind a visible one, followed by a mirror from the start.
    static func longQueue(_ count: Int) -> (AlertScheduler, StacksMirror) {
        var scheduler = AlertScheduler()
        var mirror = scheduler.stacksMirror
        _ = scheduler.send(.request(alert("top", .required)), recordingInto: &mirror)
        for index in 0..<count {
            _ = scheduler.send(.request(alert("a\(index)", AlertLevel(index % 700))), recordingInto: &mirror)
        }
        return (scheduler, mirror)
    }

    @Test("A request into a long queue returns its one event: the alert waits")
    func requestReturnsOneEvent() {
        for count in [10, 1_000, 5_000] {
            var (scheduler, _) = Self.longQueue(count)
            let events = scheduler.send(.request(alert("late", 350)))
            #expect(events.map(\.kind) == [.requested("late")], "with \(count) pending")
        }
    }

    @Test("Closing the top of a long queue dismisses it and presents the next, nothing else")
    func closeReturnsTwoEvents() {
        var (scheduler, _) = Self.longQueue(5_000)
        let events = scheduler.send(.close(.top))
        #expect(events.map(\.kind) == [.dismissed("top", reason: .closed), .presented("a699")])
    }

    @Test("The mirror's stacks after the last event are the machine's stacks")
    func mirrorAgreesWithTheMachine() {
        var (scheduler, mirror) = Self.longQueue(600)
        for _ in 0..<50 {
            let recorded = scheduler.send(.close(.top), recordingInto: &mirror)
            #expect(recorded.last?.stacks == scheduler.stacks)
        }
    }
}

/// `send(_:)` fills the buffer of the array it returned last time once the
/// caller has let go of it; a caller that keeps an earlier result keeps it
/// unchanged.
@Suite("Event arrays are values")
struct EventArrayValueTests {
    @Test("A result kept across later sends is not overwritten")
    func keptResultsStay() {
        var scheduler = AlertScheduler()
        let first = scheduler.send(.request(alert("a")))
        let second = scheduler.send(.request(alert("b")))
        var third = scheduler.send(.close(.top))
        third.append(AlertEvent(time: 0, kind: .relaunched))
        let fourth = scheduler.send(.close(.top))
        #expect(first.map(\.kind) == [.requested("a"), .presented("a")])
        #expect(second.map(\.kind) == [.requested("b")])
        #expect(third.map(\.kind) == [.dismissed("a", reason: .closed), .presented("b"), .relaunched])
        #expect(fourth.map(\.kind) == [.dismissed("b", reason: .closed)])
    }

    @Test("send(_:into:) appends to what the array already holds")
    func sendIntoAppends() {
        var scheduler = AlertScheduler()
        var events = [AlertEvent(time: 0, kind: .relaunched)]
        scheduler.send(.request(alert("a")), into: &events)
        #expect(events.map(\.kind) == [.relaunched, .requested("a"), .presented("a")])
    }
}
