/// A visible alert: its slot in the ``AlertTable``, its place in the queue
/// (for when it is suspended), and when it was presented (z-order among
/// equal levels).
struct StackEntry: Hashable, Sendable {
    var slot: Int32
    var order: QueueOrder
    /// Presentation order, unique per scheduler; a re-shown alert gets a new one.
    var presentation: Int

    var level: AlertLevel { order.level }
}

/// The alerts on screen, in z-order, bottom first. There are at most
/// `maxVisible` of them, so finding one by slot is a short scan.
///
/// Invariant: `entries` is sorted by level, then by presentation.
struct VisibleStack: Sendable {
    private(set) var entries: [StackEntry] = []

    init() {}

    /// - Complexity: O(1)
    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }
    /// The bottom alert: the lowest level, and the oldest among equals.
    var bottom: StackEntry? { entries.first }
    /// The top alert, which the user's taps and closes act on.
    var top: StackEntry? { entries.last }

    /// The z-position of the visible alert in `slot`.
    ///
    /// - Complexity: O(*v*)
    func index(of slot: Int32) -> Int? { entries.lastIndex { $0.slot == slot } }

    /// Puts the alert in `slot` above every alert of lower or equal level,
    /// and returns its z-position.
    ///
    /// - Complexity: O(log *v*) to find the place, O(*v*) to make room.
    @discardableResult
    @inline(__always)
    mutating func insert(_ slot: Int32, order: QueueOrder, presentation: Int) -> Int {
        let level = order.level
        // Above every entry of lower or equal level: the first of a higher one.
        var position = 0
        var end = entries.count
        while position < end {
            let middle = (position + end) / 2
            if entries[middle].level > level { end = middle } else { position = middle + 1 }
        }
        let entry = StackEntry(slot: slot, order: order, presentation: presentation)
        // Usually the new top: appending skips the general insertion.
        if position == entries.count { entries.append(entry) } else { entries.insert(entry, at: position) }
        return position
    }

    /// Takes the alert at a z-position off the screen.
    ///
    /// - Complexity: O(*v*)
    @discardableResult
    @inline(__always)
    mutating func remove(at index: Int) -> StackEntry {
        // Usually the top: removing the last skips the general removal.
        index == entries.count - 1 ? entries.removeLast() : entries.remove(at: index)
    }

    /// Gives every visible alert's queue order (where it returns if it is
    /// suspended) the sequence `renumbered` maps it to.
    ///
    /// - Complexity: O(*v*) calls of `renumbered`.
    mutating func renumberSequences(_ renumbered: (Int) -> Int) {
        for index in entries.indices {
            entries[index].order = entries[index].order.renumbered(renumbered)
        }
    }

    func _checkInvariants() {
        #if DEBUG
            for (lower, upper) in zip(entries, entries.dropFirst()) {
                let ordered =
                    lower.level < upper.level || (lower.level == upper.level && lower.presentation < upper.presentation)
                precondition(ordered, "z-order broken: slot \(lower.slot) below slot \(upper.slot)")
            }
        #endif
    }
}
