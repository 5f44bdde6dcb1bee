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
/// slots, kept in a ``Tree`` so that every operation is O(log *v*) however
/// many a policy allows on screen.
///
/// Invariant: `entries` is sorted by level, then presentation.
struct VisibleStack: Sendable {
    private var tree = Tree()

    init() {}

    /// How many alerts are visible.
    ///
    /// - Complexity: O(1)
    var count: Int { tree.count }

    /// - Complexity: O(1)
    var isEmpty: Bool { tree.isEmpty }

    /// The bottom alert: the lowest level, and the oldest among equals.
    ///
    /// - Complexity: O(1)
    var bottom: StackEntry? { tree.bottom }

    /// The top alert, which the user's taps and closes act on.
    ///
    /// - Complexity: O(1)
    var top: StackEntry? { tree.top }

    /// Every visible alert, bottom first.
    ///
    /// - Complexity: O(*v*)
    var entries: [StackEntry] { tree.entries }

    /// The entry of the visible alert in `slot`.
    ///
    /// - Complexity: O(1)
    func entry(_ slot: Int32) -> StackEntry { tree.entry(slot) }

    /// The z-position (0 is the bottom) of the visible alert in `slot`.
    ///
    /// - Complexity: O(log *v*) expected.
    func position(of slot: Int32) -> Int { tree.position(of: slot) }

    /// Puts the alert in `slot`, which is not visible, above every alert of
    /// lower level and every earlier one of its level.
    ///
    /// - Complexity: O(log *v*) expected.
    mutating func insert(_ slot: Int32, order: QueueOrder, presentation: Int) {
        tree.insert(StackEntry(slot: slot, order: order, presentation: presentation))
    }

    /// Takes the visible alert in `slot` off the screen and returns its entry.
    ///
    /// - Complexity: O(log *v*) expected.
    @discardableResult
    mutating func remove(_ slot: Int32) -> StackEntry { tree.remove(slot) }

    /// The depth of the tree: for tests.
    ///
    /// - Complexity: O(*v*)
    var treeDepth: Int { tree.depth }

    func _checkInvariants() {
        #if DEBUG
            let inOrder = entries
            for (lower, upper) in zip(inOrder, inOrder.dropFirst()) {
                precondition(lower.isBelow(upper), "z-order broken: slot \(lower.slot) below slot \(upper.slot)")
            }
            tree._checkInvariants()
        #endif
    }
}
