import Foundation
import PropertyBased
import Testing

@testable import AlertCore

/// A queue order keeps its request sequence in 32 bits, beside the slot in
/// a 16-byte heap entry; a scheduler about to hand out sequence 2³²
/// numbers its live alerts afresh. Nothing it reports may change.
@Suite("Sequence renumbering and the 16-byte queue entry")
struct SequenceRenumberingTests {
    @Test("A queue entry gives back its order and slot, and compares as its order")
    func queueEntryRoundTrip() {
        #expect(MemoryLayout<QueueEntry>.stride == 16)
        var rng = Xoshiro(seed: (9, 8, 7, 6))
        let levels = [Int.min, -1_000_000_000_000_000, -1, 0, 1, 500, 1_000_000_000_000_000, Int.max].map {
            AlertLevel($0)
        }
        let sequences = [0, 1, 2, 1 << 31, QueueOrder.sequenceLimit - 2, QueueOrder.sequenceLimit - 1]
        let slots: [Int32] = [0, 1, 77, Int32.max - 1, Int32.max]
        var entries: [(order: QueueOrder, entry: QueueEntry)] = []
        for level in levels {
            for sequence in sequences {
                let slot = slots[Int(rng.next() % UInt64(slots.count))]
                let order = QueueOrder(level: level, sequence: sequence)
                let entry = QueueEntry(key: order, slot: slot)
                #expect(entry.key == order)
                #expect(entry.slot == slot)
                #expect(order.level == level)
                #expect(order.sequence == sequence)
                entries.append((order, entry))
            }
        }
        for lhs in entries {
            for rhs in entries {
                #expect(QueueEntry.precedes(lhs.entry, rhs.entry) == (lhs.order < rhs.order))
            }
        }
    }

    @Test("Renumbering keeps every pending and visible alert where it stands")
    func renumberingKeepsOrder() {
        var scheduler = AlertScheduler()
        scheduler.nextSequence = QueueOrder.sequenceLimit - 3
        scheduler.send([.request(alert("a")), .request(alert("b", ttl: 100)), .request(alert("c", ttl: 100))])
        #expect(scheduler.nextSequence == QueueOrder.sequenceLimit)
        // a, b and c are live: they become 0, 1 and 2, and d takes 3.
        scheduler.send([.request(alert("d")), .request(forcedUpdate("u"))])
        #expect(scheduler.nextSequence == 5)
        #expect(scheduler.visible == ["u"])
        // a, suspended, returns ahead of the alerts of its level requested after it.
        #expect(scheduler.pending == ["a", "b", "c", "d"])
        // b and c expire at one instant: b, requested first, first.
        #expect(scheduler.send(.advance(to: 100)).map(\.kind) == [.expired("b"), .expired("c")])
        #expect(
            scheduler.send(.remove("u")).map(\.kind) == [.dismissed("u", reason: .removed), .presented("a")])
        #expect(scheduler.pending == ["d"])
    }

    @Test("A scheduler that renumbers partway emits what a fresh one emits")
    func renumberingChangesNoEvent() async {
        await propertyCheck(count: 300, input: Script.generator()) { script in
            var fresh = AlertScheduler(policy: script.policy, screen: script.screen)
            var renumbering = AlertScheduler(policy: script.policy, screen: script.screen)
            let requests = script.commands.count { if case .request = $0 { true } else { false } }
            renumbering.nextSequence = QueueOrder.sequenceLimit - requests / 2
            for (index, command) in script.commands.enumerated() {
                let expected = fresh.send(command)
                let actual = renumbering.send(command)
                guard actual == expected, renumbering.pending == fresh.pending, renumbering.visible == fresh.visible
                else {
                    Issue.record("step \(index), \(command): \(render(actual))\nexpected\n\(render(expected))")
                    return
                }
            }
        }
    }

    @Test("A snapshot with sequences beyond 32 bits is numbered afresh and continues the same")
    func wideSnapshotSequences() throws {
        var original = AlertScheduler()
        // a is suspended by u; a, b and c wait at one level, b and c expire together.
        original.send([
            .request(alert("a")), .request(alert("b", ttl: 100)), .request(alert("c", ttl: 100)),
            .request(forcedUpdate("u")),
        ])
        #expect(original.pending == ["a", "b", "c"])
        let data = try JSONEncoder().encode(original.snapshot)
        guard var object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let pending = object["pending"] as? [[String: Any]],
            let visible = object["visible"] as? [[String: Any]],
            let nextSequence = object["nextSequence"] as? Int
        else {
            Issue.record("the snapshot's JSON has changed shape")
            return
        }
        // Past 2³² by a multiple of it, less two: cut to 32 bits, c's
        // sequence would come before a's and b's.
        let shift = 3 << 32 - 2
        func widened(_ entry: [String: Any]) -> [String: Any] {
            var entry = entry
            entry["sequence"] = (entry["sequence"] as? Int ?? 0) + shift
            return entry
        }
        object["pending"] = pending.map(widened)
        object["visible"] = visible.map { entry in
            var entry = entry
            entry["request"] = widened(entry["request"] as? [String: Any] ?? [:])
            return entry
        }
        object["nextSequence"] = nextSequence + shift
        let wide = try JSONDecoder().decode(
            AlertScheduler.Snapshot.self, from: try JSONSerialization.data(withJSONObject: object))
        #expect(wide != original.snapshot, "the sequences were widened")
        var copy = AlertScheduler(snapshot: wide)
        #expect(copy.pending == ["a", "b", "c"])
        #expect(copy.visible == ["u"])
        #expect(copy.nextSequence < QueueOrder.sequenceLimit)
        let rest: [AlertCommand] = [
            .request(alert("d")), .advance(to: 100), .remove("u"), .request(alert("e")), .close(.top),
            .close(.top), .close(.top),
        ]
        for command in rest {
            let expected = original.send(command)
            let actual = copy.send(command)
            #expect(actual == expected, "\(command)\n\(render(actual))\nexpected\n\(render(expected))")
            #expect(copy.pending == original.pending, "\(command)")
        }
        #expect(copy.ledger == original.ledger)
    }
}
