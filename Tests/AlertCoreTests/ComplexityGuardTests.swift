import AlertCore
import AlertSimulation
import Testing

/// Work counted, not timed: recording stacks for a transcript must cost an
/// append per change, whatever the length of the queue, and the consumer's
/// mirror must reproduce exactly what the machine holds.
@Suite("Complexity guards")
struct ComplexityGuardTests {
    /// `count` alerts behind a visible one, with stacks recorded from the start.
    static func longQueue(_ count: Int) -> (AlertScheduler, StacksMirror) {
        var scheduler = AlertScheduler()
        scheduler.recordsStacks = true
        var mirror = StacksMirror()
        _ = scheduler.send(.request(alert("top", .required)), recordingInto: &mirror)
        for index in 0..<count {
            _ = scheduler.send(.request(alert("a\(index)", AlertLevel(index % 700))), recordingInto: &mirror)
        }
        return (scheduler, mirror)
    }

    @Test("A request into a long queue logs one insertion and its event markers, not the queue")
    func requestLogsAConstantNumberOfChanges() {
        for count in [10, 1_000, 5_000] {
            var (scheduler, _) = Self.longQueue(count)
            scheduler.send(.request(alert("late", 350)))
            let changes = scheduler.takeStackChanges()
            // requested (marker), the insertion, nothing else: the alert waits.
            #expect(changes.count == 2, "with \(count) pending")
        }
    }

    @Test("Closing the top of a long queue logs a removal, a dequeue, a push and two markers")
    func closeLogsAConstantNumberOfChanges() {
        var (scheduler, _) = Self.longQueue(5_000)
        scheduler.send(.close(.top))
        #expect(scheduler.takeStackChanges().count == 5)
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
