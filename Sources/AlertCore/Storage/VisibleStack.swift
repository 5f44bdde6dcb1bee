/// A visible alert: its slot in the ``AlertTable``, its place in the queue
/// (for when it is suspended), and when it was presented (z-order among
/// equal levels).
struct StackEntry: Hashable, Sendable {
    var slot: Int32
    var order: QueueOrder
    /// Presentation order, unique per scheduler; a re-shown alert gets a new one.
    var presentation: Int

    var level: AlertLevel { order.level }

    /// Whether this entry is drawn below `other`: a lower level, or the
    /// same level and presented earlier.
    func isBelow(_ other: StackEntry) -> Bool {
        order.level != other.order.level ? order.level < other.order.level : presentation < other.presentation
    }
}

/// The alerts on screen, in z-order, bottom first, named by their table
/// slots.
///
/// A few alerts (the usual screen has one) are kept in a sorted array:
/// taking the top one out or putting a new one on top is an append or a
/// `removeLast` on memory that stays in cache. A policy may allow thousands
/// on screen, though, and an array would then make room by moving them: past
/// ``smallLimit`` the stack moves into a ``Tree``, where every operation is
/// O(log *v*), and back into the array once it is empty.
///
/// Invariant: `entries` is sorted by level, then presentation; the array is
/// in use (and the tree empty) or the tree (and the array empty).
struct VisibleStack: Sendable {
    /// The most alerts the array holds before the stack moves into the tree.
    /// Debug builds (the tests) move at 3, so that the model-based tests,
    /// whose stacks are short, run both and every move between them.
    #if DEBUG
        static let smallLimit = 2
    #else
        static let smallLimit = 16
    #endif

    private var small: [StackEntry] = []
    private var tree = Tree()
    /// The tree holds the alerts from the insert that moves them there until
    /// it is empty again.
    private var usesTree: Bool { !tree.isEmpty }

    init() {}

    /// How many alerts are visible.
    ///
    /// - Complexity: O(1)
    private(set) var count = 0

    /// - Complexity: O(1)
    var isEmpty: Bool { count == 0 }

    /// The bottom alert: the lowest level, and the oldest among equals.
    ///
    /// - Complexity: O(1)
    var bottom: StackEntry? { usesTree ? tree.entry(tree.bottomSlot) : small.first }

    /// The top alert, which the user's taps and closes act on.
    ///
    /// - Complexity: O(1)
    var top: StackEntry? { usesTree ? tree.entry(tree.topSlot) : small.last }

    /// Every visible alert, bottom first.
    ///
    /// - Complexity: O(*v*)
    var entries: [StackEntry] { usesTree ? tree.entries : small }

    /// The entry of the visible alert in `slot`.
    ///
    /// - Complexity: O(1) expected.
    func entry(_ slot: Int32) -> StackEntry {
        usesTree ? tree.entry(slot) : small[smallIndex(of: slot)]
    }

    /// The z-position (0 is the bottom) of the visible alert in `slot`.
    ///
    /// - Complexity: O(log *v*) expected.
    func position(of slot: Int32) -> Int { usesTree ? tree.position(of: slot) : smallIndex(of: slot) }

    /// Puts the alert in `slot`, which is not visible, above every alert of
    /// lower level and every earlier one of its level.
    ///
    /// - Complexity: O(log *v*) expected.
    mutating func insert(_ slot: Int32, order: QueueOrder, presentation: Int) {
        let entry = StackEntry(slot: slot, order: order, presentation: presentation)
        count += 1
        if usesTree {
            tree.insert(entry)
        } else if small.count < Self.smallLimit {
            // Usually the new top: appending skips the general insertion.
            if let top = small.last, entry.isBelow(top) {
                small.insert(entry, at: small.firstIndex { entry.isBelow($0) } ?? small.count)
            } else {
                small.append(entry)
            }
        } else {
            moveIntoTree(adding: entry)
        }
    }

    /// Takes the visible alert in `slot` off the screen and returns its entry.
    ///
    /// - Complexity: O(log *v*) expected.
    @discardableResult
    mutating func remove(_ slot: Int32) -> StackEntry {
        count -= 1
        if usesTree { return tree.remove(slot) }
        // Usually the top: removing the last skips the general removal.
        if small.last?.slot == slot { return small.removeLast() }
        return small.remove(at: smallIndex(of: slot))
    }

    /// The index in the array of the alert in `slot`, which is visible.
    private func smallIndex(of slot: Int32) -> Int {
        small.lastIndex { $0.slot == slot } ?? small.count
    }

    private mutating func moveIntoTree(adding entry: StackEntry) {
        for moving in small { tree.insert(moving) }
        small.removeAll(keepingCapacity: true)
        tree.insert(entry)
    }

    /// The depth of the tree, 0 while the array is in use: for tests.
    ///
    /// - Complexity: O(*v*)
    var treeDepth: Int { usesTree ? tree.depth : 0 }

    func _checkInvariants() {
        #if DEBUG
            precondition(!usesTree || small.isEmpty, "VisibleStack: entries in the array and the tree")
            precondition(count == (usesTree ? tree.count : small.count), "VisibleStack: count")
            let inOrder = entries
            for (lower, upper) in zip(inOrder, inOrder.dropFirst()) {
                precondition(lower.isBelow(upper), "z-order broken: slot \(lower.slot) below slot \(upper.slot)")
            }
            if usesTree { tree._checkInvariants() }
        #endif
    }
}
