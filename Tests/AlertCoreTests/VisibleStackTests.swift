import Foundation
import PropertyBased
import Testing

@testable import AlertCore

/// The stack of visible alerts against the simplest model of it: an array
/// kept sorted by level, then presentation.
@Suite("VisibleStack (internals)")
struct VisibleStackTests {
    /// What the stack must hold: entries bottom first.
    struct Model {
        var entries: [StackEntry] = []

        mutating func insert(_ entry: StackEntry) {
            let position = entries.firstIndex { entry.isBelow($0) } ?? entries.count
            entries.insert(entry, at: position)
        }

        mutating func remove(_ slot: Int32) { entries.removeAll { $0.slot == slot } }
    }

    /// Every question the stack answers, asked of both.
    static func disagreement(_ stack: VisibleStack, _ model: Model) -> String? {
        if stack.entries != model.entries {
            return "entries \(stack.entries.map(\.slot)) vs \(model.entries.map(\.slot))"
        }
        if stack.count != model.entries.count { return "count" }
        if stack.top != model.entries.last { return "top" }
        if stack.bottom != model.entries.first { return "bottom" }
        for entry in model.entries {
            if stack.entry(entry.slot) != entry { return "entry of \(entry.slot)" }
        }
        return nil
    }

    @Test("Random insertions and removals keep z-order, count, top and bottom")
    func agreesWithSortedArray() async {
        // Each number is an operation: insert (a free slot, at a level it
        // picks) or remove (a visible alert it picks).
        let operations = Gen.int(in: 0...100_000).array(of: 0...120)
        await propertyCheck(count: 300, input: operations) { operations in
            var stack = VisibleStack()
            var model = Model()
            var free = (0..<40).map(Int32.init)
            var presentation = 0
            for (index, number) in operations.enumerated() {
                // Mostly inserts in the first half, mostly removals in the
                // second: the stack grows past the array into the tree, and
                // often empties again.
                let growing = index < operations.count / 2
                let (inserts, level, pick) = ((number % 3 != 0) == growing, number / 3 % 5, number / 15)
                if inserts || model.entries.isEmpty, let slot = free.popLast() {
                    let order = QueueOrder(level: AlertLevel(level * 100), sequence: index)
                    stack.insert(slot, order: order, presentation: presentation)
                    model.insert(StackEntry(slot: slot, order: order, presentation: presentation))
                    presentation += 1
                } else if !model.entries.isEmpty {
                    let slot = model.entries[pick % model.entries.count].slot
                    #expect(stack.remove(slot).slot == slot)
                    model.remove(slot)
                    free.insert(slot, at: 0)
                }
                stack._checkInvariants()
                if let problem = Self.disagreement(stack, model) {
                    Issue.record("after operation \(index): \(problem)")
                    return
                }
            }
        }
    }

    @Test("The tree stays shallow for any order of levels", arguments: ["rising", "falling", "equal", "alternating"])
    func depthIsLogarithmic(_ pattern: String) {
        let count = 20_000
        var stack = VisibleStack()
        for index in 0..<count {
            let level: Int
            switch pattern {
            case "rising": level = index
            case "falling": level = count - index
            case "equal": level = 500
            default: level = index.isMultiple(of: 2) ? index : -index
            }
            stack.insert(
                Int32(index), order: QueueOrder(level: AlertLevel(level), sequence: index), presentation: index)
        }
        // A treap's expected depth is about 2.99 log2(n) at most (~43 here);
        // a list-like tree would be 20,000 deep.
        #expect(stack.treeDepth <= 60, "depth \(stack.treeDepth)")
        // Taking every other one out, from the middle, keeps it shallow.
        for slot in stride(from: 0, to: count, by: 2) { stack.remove(Int32(slot)) }
        #expect(stack.count == count / 2)
        #expect(stack.treeDepth <= 60, "depth \(stack.treeDepth)")
        stack._checkInvariants()
    }

    /// Before the tree's priorities had a seed, a snapshot could list its
    /// visible alerts with presentation numbers chosen so that priority
    /// rose with z-order: the tree a chain, each operation recursing once
    /// per alert (20,000 overflowed the stack of a debug build). Decoded
    /// now, the same snapshot gives a shallow tree.
    @Test("A snapshot's presentation numbers cannot make the tree a chain")
    func snapshotCannotChainTheTree() throws {
        func unseeded(_ presentation: Int) -> UInt64 {
            var bits = UInt64(presentation)
            bits = (bits ^ (bits &>> 30)) &* 0xbf58_476d_1ce4_e5b9
            bits = (bits ^ (bits &>> 27)) &* 0x94d0_49bb_1331_11eb
            return bits ^ (bits &>> 31)
        }
        let count = 25_000
        let presentations = (0..<count).sorted { unseeded($0) < unseeded($1) }
        let visible = (0..<count).map { index in
            #"{"presentation":\#(presentations[index]),"request":{"definition":{"id":"a\#(index)","level":\#(index),"#
                + #""title":"","message":"","actions":[],"isDismissible":true},"sequence":\#(index),"requestedAt":0,"#
                + #""wasPresented":true}}"#
        }
        let json =
            #"{"policy":{"maxVisible":\#(count),"preemptAt":1000,"gap":[0,0],"groups":{}},"now":0,"holds":{},"#
            + #""capHistory":{},"pending":[],"visible":[\#(visible.joined(separator: ","))],"tally":{"requested":"#
            + #"\#(count),"coalesced":0,"dismissed":0,"cancelled":0,"expired":0,"dropped":0,"pending":0,"visible":0},"#
            + #""nextSequence":\#(count),"nextPresentation":\#(count),"presentedPerGroup":{}}"#
        var scheduler = try JSONDecoder().decode(AlertScheduler.self, from: Data(json.utf8))
        #expect(scheduler.stack.treeDepth <= 70, "depth \(scheduler.stack.treeDepth)")
        let events = scheduler.send(.remove("a0"))
        #expect(events.map(\.kind) == [.dismissed("a0", reason: .removed)])
        #expect(scheduler.visible.count == count - 1)
        #expect(scheduler.stack.treeDepth <= 70, "depth \(scheduler.stack.treeDepth)")
    }
}
