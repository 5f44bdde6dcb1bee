import AlertCore
import AlertRuntime
import Testing

/// ``AlertTicket/actions``: a module learns of the presses of its alert's
/// actions, the ones that keep it on screen included, without the center's
/// global event stream.
@Suite("A ticket's stream of pressed actions")
struct TicketActionsTests {
    static let update = AlertDefinition(
        id: "forced-update", level: .required, title: "Update required",
        actions: [
            AlertAction(id: "update", label: "Update now", dismisses: false), AlertAction(id: "later", label: "Later"),
        ],
        isDismissible: false)

    @Test("Non-dismissing presses arrive in order; the dismissing one comes last and the stream finishes")
    func pressesThenTheEnd() async throws {
        let center = AlertCenter(clock: ManualClock())
        let ticket = await center.request(Self.update)
        let reader = Task {
            var pressed: [String] = []
            for await action in ticket.actions { pressed.append(action) }
            return pressed
        }
        let listening = ticket.actions  // subscribed before any press: finishes with the others
        try await center.tap(action: "update", on: "forced-update")
        try await center.tap(action: "update", on: "forced-update")
        #expect(ticket.currentOutcome == nil, "a non-dismissing press ends nothing")
        try await center.tap(action: "later", on: "forced-update")
        #expect(await ticket.outcome == .action("later"))
        var seen: [String] = []
        for await action in listening { seen.append(action) }
        #expect(seen == ["update", "update", "later"])
        // The reader may subscribe after some presses; it sees a tail of them and then finishes.
        let read = await reader.value
        #expect(seen.suffix(read.count) == read[...])
    }

    @Test("A refused tap is not a press; a removal finishes the stream with no press")
    func refusedTapsAndRemoval() async throws {
        let center = AlertCenter(clock: ManualClock())
        let ticket = await center.request(Self.update)
        let stream = ticket.actions
        await #expect(throws: AlertRejection.self) { try await center.tap(action: "nope", on: "forced-update") }
        try await center.tap(action: "update", on: "forced-update")
        await center.remove(ticket)
        var seen: [String] = []
        for await action in stream { seen.append(action) }
        #expect(seen == ["update"])
        #expect(await ticket.outcome == .removed)
    }

    @Test("Coalesced tickets see the same presses; a stream taken after the end finishes at once")
    func coalescedAndLate() async throws {
        let center = AlertCenter(clock: ManualClock())
        let first = await center.request(Self.update)
        let second = await center.request(Self.update)
        let firstStream = first.actions
        let secondStream = second.actions
        try await center.tap(action: "update", on: "forced-update")
        await center.remove("forced-update")
        var firstSeen: [String] = []
        for await action in firstStream { firstSeen.append(action) }
        var secondSeen: [String] = []
        for await action in secondStream { secondSeen.append(action) }
        #expect(firstSeen == ["update"])
        #expect(secondSeen == ["update"])
        var late: [String] = []
        for await action in first.actions { late.append(action) }
        #expect(late.isEmpty)
    }

    @Test("Presses on another alert, or on a newer request of the same id, do not reach the ticket")
    func onlyItsOwnRequest() async throws {
        let center = AlertCenter(clock: ManualClock())
        let ticket = await center.request(Self.update)
        let stream = ticket.actions
        await center.remove("forced-update")
        let newer = await center.request(Self.update)
        try await center.tap(action: "update", on: "forced-update")
        var seen: [String] = []
        for await action in stream { seen.append(action) }
        #expect(seen.isEmpty)
        await center.remove(newer)
    }
}
