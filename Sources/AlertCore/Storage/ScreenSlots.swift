/// The visible alerts scoped to one screen, by slot: what a navigation away
/// from that screen suspends.
///
/// A screen nearly always shows one alert at a time, so one slot is kept
/// inline and a set is made only for a second: presenting a scoped alert
/// and taking it off again allocate nothing.
///
/// Invariant: no slot appears twice; the set, once made, holds every slot.
struct ScreenSlots: Sequence {
    private enum Storage {
        case none
        case one(Int32)
        case many(Set<Int32>)
    }

    private var storage: Storage = .none

    /// No slots.
    ///
    /// - Complexity: O(1)
    init() {}

    /// How many slots there are.
    ///
    /// - Complexity: O(1)
    var count: Int {
        switch storage {
        case .none: 0
        case .one: 1
        case .many(let slots): slots.count
        }
    }

    /// Whether there are none.
    ///
    /// - Complexity: O(1)
    var isEmpty: Bool { count == 0 }

    /// Whether `slot` is among them.
    ///
    /// - Complexity: O(1) expected.
    func contains(_ slot: Int32) -> Bool {
        switch storage {
        case .none: false
        case .one(let only): only == slot
        case .many(let slots): slots.contains(slot)
        }
    }

    /// Adds `slot`, which must not be among them yet.
    ///
    /// - Complexity: O(1) expected.
    mutating func insert(_ slot: Int32) {
        switch storage {
        case .none: storage = .one(slot)
        case .one(let only): storage = .many([only, slot])
        case .many(var slots):
            storage = .none  // lets the set be changed in place
            slots.insert(slot)
            storage = .many(slots)
        }
    }

    /// Removes `slot` if it is among them.
    ///
    /// - Complexity: O(1) expected.
    mutating func remove(_ slot: Int32) {
        switch storage {
        case .none: break
        case .one(let only): if only == slot { storage = .none }
        case .many(var slots):
            storage = .none
            slots.remove(slot)
            storage = .many(slots)
        }
    }

    /// The slots, in no particular order.
    struct Iterator: IteratorProtocol {
        fileprivate var only: Int32?
        fileprivate var rest: Set<Int32>.Iterator?

        /// - Complexity: O(1) amortised.
        mutating func next() -> Int32? {
            if let slot = only {
                only = nil
                return slot
            }
            return rest?.next()
        }
    }

    /// - Complexity: O(1)
    func makeIterator() -> Iterator {
        switch storage {
        case .none: Iterator()
        case .one(let only): Iterator(only: only)
        case .many(let slots): Iterator(rest: slots.makeIterator())
        }
    }
}
