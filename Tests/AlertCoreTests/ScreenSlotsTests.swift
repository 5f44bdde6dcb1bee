import TestSupport
import Testing

@testable import AlertCore

/// `ScreenSlots`, a screen's visible slots with the first one inline,
/// against a plain `Set` after every change.
@Suite("Screen slots")
struct ScreenSlotsTests {
    @Test("None, one, several and back to none, as a set would have them")
    func growsAndShrinks() {
        var slots = ScreenSlots()
        #expect(slots.isEmpty && Array(slots).isEmpty)
        slots.insert(7)
        #expect(slots.count == 1 && slots.contains(7) && !slots.contains(8) && Array(slots) == [7])
        slots.insert(8)
        slots.insert(9)
        #expect(slots.count == 3 && Set(slots) == [7, 8, 9])
        slots.remove(8)
        slots.remove(42)
        #expect(slots.count == 2 && Set(slots) == [7, 9] && !slots.contains(8))
        slots.remove(7)
        slots.remove(9)
        #expect(slots.isEmpty && Array(slots).isEmpty)
        slots.insert(3)
        #expect(Array(slots) == [3])
    }

    @Test("Random inserts and removals match a Set after every step", arguments: 0..<20)
    func matchesASet(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var slots = ScreenSlots()
        var model = Set<Int32>()
        for step in 0..<200 {
            let slot = Int32(random.next() % 6)
            if random.next() % 3 == 0 || model.contains(slot) {
                slots.remove(slot)
                model.remove(slot)
            } else {
                slots.insert(slot)
                model.insert(slot)
            }
            #expect(slots.count == model.count, "step \(step)")
            #expect(Set(slots) == model, "step \(step)")
            #expect((0..<6).allSatisfy { slots.contains($0) == model.contains($0) }, "step \(step)")
        }
    }
}
