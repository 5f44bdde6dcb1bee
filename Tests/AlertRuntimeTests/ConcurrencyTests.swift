import AlertCore
import Foundation
import TestSupport
import Testing

@testable import AlertRuntime

/// Hundreds of tasks at once: every outcome arrives exactly once, the ledger
/// balances, and subscribers see the scheduler's events in order.
@Suite("AlertCenter under concurrency")
struct ConcurrencyTests {
    @Test("Three hundred requesters, some coalescing, all dismissed: one outcome each, in order")
    func manyRequesters() async {
        let policy = AlertPolicy(maxVisible: 3, maxPending: 200)
        let center = AlertCenter(policy: policy, clock: ManualClock())
        await center.recordCommands()
        let (stream, second) = (center.events, center.events)
        let log = EventLog()
        let secondLog = EventLog()
        let listener = Task {
            for await event in stream { await log.append(event) }
        }
        let secondListener = Task {
            for await event in second { await secondLog.append(event) }
        }
        let outcomes = await withTaskGroup(of: (Int, AlertOutcome).self) { group in
            for index in 0..<300 {
                group.addTask {
                    // Every fourth request coalesces with another id.
                    let id = index % 4 == 0 ? "shared-\(index % 20)" : "alert-\(index)"
                    return (index, await center.present(alert(id, AlertLevel(index % 7 * 100))))
                }
            }
            group.addTask {
                // A user who closes whatever is on top until nothing is left.
                while true {
                    let visible = await center.visible
                    if let top = visible.last {
                        await center.remove(top)
                    } else if await center.pending.isEmpty, await center.ledger.requested == 300 {
                        return (-1, .removed)
                    } else {
                        await Task.yield()
                    }
                }
            }
            var results: [Int: AlertOutcome] = [:]
            // A continuation resumed twice would trap; a result delivered twice is caught here.
            for await (index, outcome) in group where index >= 0 {
                #expect(results[index] == nil, "outcome \(index) delivered twice")
                results[index] = outcome
            }
            return results
        }
        #expect(outcomes.count == 300)
        let ledger = await center.ledger
        #expect(ledger.requested == 300)
        #expect(ledger.isBalanced)
        #expect(ledger.pending == 0 && ledger.visible == 0)
        #expect(
            outcomes.values.allSatisfy { $0 == .removed || $0 == .dropped(.capacity) },
            "every alert was removed by the app or dropped for capacity")
        // Replaying the center's commands on a fresh scheduler gives exactly
        // the events each subscriber saw: the scheduler's order, none lost,
        // none repeated.
        var replay = AlertScheduler(policy: policy)
        let expected = await center.recordedCommands.flatMap { replay.send($0) }
        #expect(await eventually { await log.events.count >= expected.count })
        #expect(await eventually { await secondLog.events.count >= expected.count })
        listener.cancel()
        secondListener.cancel()
        let events = await log.events
        #expect(events == expected)
        #expect(await secondLog.events == expected)
        // Each request's outcome is how an instance of its alert ended.
        for (index, outcome) in outcomes where index % 4 != 0 {
            let ending = events.compactMap { event in
                event.alert == "alert-\(index)" ? AlertOutcome(ending: event.kind) : nil
            }
            #expect(ending == [outcome], "request \(index)")
        }
        // The stream is the scheduler's order: times never go back, and the
        // ledger rebuilt from it matches the center's.
        #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time })
        let requested = events.count { if case .requested = $0.kind { true } else { false } }
        let coalesced = events.count { if case .coalesced = $0.kind { true } else { false } }
        let ended = events.count { AlertOutcome(ending: $0.kind) != nil }
        #expect(requested == 300)
        #expect(coalesced == ledger.coalesced)
        #expect(ended + coalesced == 300)
    }

    @Test("A subscriber that never reads does not block the center, and sees everything later")
    func slowSubscriber() async {
        let center = AlertCenter(clock: ManualClock())
        let stream = center.events
        for index in 0..<1_000 {
            await center.request(alert("a\(index)"))
            await center.remove("a\(index)")
        }
        var count = 0
        for await event in stream {
            count += 1
            if case .dismissed(let id, _) = event.kind, id == "a999" { break }
        }
        #expect(count == 3_000, "requested, presented, dismissed for each")
    }

    // Without the end, the loops below would wait for ever: the limit makes that a failure.
    @Test(
        "When the center goes away, each stream hands out what it buffered, then ends",
        .timeLimit(.minutes(1)))
    func streamsEndWithTheCenter() async {
        /// Two subscriptions to a center that is gone once this returns.
        func subscriptionsOutlivingTheirCenter() async -> [AsyncStream<AlertEvent>] {
            let center = AlertCenter(clock: ManualClock())
            let streams = [center.events, center.events(bufferingPolicy: .bufferingNewest(1))]
            await center.request(alert("last"))
            return streams
        }
        let streams = await subscriptionsOutlivingTheirCenter()
        var kinds: [[AlertEvent.Kind]] = []
        for stream in streams {
            var received: [AlertEvent.Kind] = []
            for await event in stream { received.append(event.kind) }
            kinds.append(received)
        }
        #expect(kinds == [[.requested("last"), .presented("last")], [.presented("last")]])
    }

    @Test("Each subscriber sees events from the moment it subscribes")
    func subscribeFromNow() async {
        let center = AlertCenter(clock: ManualClock())
        await center.request(alert("before"))
        let stream = center.events
        await center.remove("before")
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next()?.kind == .dismissed("before", reason: .removed))
    }
}
