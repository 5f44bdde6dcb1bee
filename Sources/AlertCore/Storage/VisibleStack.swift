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
/// slots: a treap (a binary search tree by z-order whose nodes also form a
/// heap by a random priority), so that taking an alert in or out is
/// O(log *v*) expected however many a policy allows on screen. The priorities come from
/// a generator seeded from the system's random numbers, so no order of
/// levels, not even one written into a snapshot by hand, can make the tree
/// a chain. Nothing the scheduler reports depends on the tree's shape.
///
/// Nodes live in an array of their own, as many as were ever visible at
/// once (freed ones are reused); `nodeOf` finds a slot's node.
///
/// Invariants: an in-order walk is sorted by ``StackEntry/isBelow(_:)``;
/// each node's priority is at least its children's; `count` counts the
/// nodes in the tree; `topNode` and `bottomNode` are the last and first in
/// order.
struct VisibleStack: Sendable {
    /// A visible alert's entry and its links; `-1` is no node.
    struct Node: Sendable {
        var entry: StackEntry
        var left: Int32 = -1
        var right: Int32 = -1
        var priority: UInt64 = 0
    }

    var nodes: [Node] = []
    private var freeNodes: [Int32] = []
    /// The node of each visible slot, indexed by slot.
    private var nodeOf: [Int32] = []
    var root: Int32 = -1
    private var topNode: Int32 = -1
    private var bottomNode: Int32 = -1
    /// The state of the priorities' generator (SplitMix64).
    private var randomState = UInt64.random(in: .min ... .max)

    init() {}

    private(set) var count = 0

    /// - Complexity: O(1)
    var isEmpty: Bool { root < 0 }

    /// The top alert, which the user's taps and closes act on.
    /// - Complexity: O(1)
    var top: StackEntry? { topNode < 0 ? nil : nodes[Int(topNode)].entry }

    /// The bottom alert: the lowest level, and the oldest among equals.
    /// - Complexity: O(1)
    var bottom: StackEntry? { bottomNode < 0 ? nil : nodes[Int(bottomNode)].entry }

    /// The entry of the visible alert in `slot`.
    /// - Complexity: O(1)
    func entry(_ slot: Int32) -> StackEntry { nodes[Int(nodeOf[Int(slot)])].entry }

    /// Every visible alert, bottom first.
    /// - Complexity: O(*v*)
    var entries: [StackEntry] {
        var entries: [StackEntry] = []
        entries.reserveCapacity(count)
        var path: [Int32] = []
        var node = root
        while node >= 0 || !path.isEmpty {
            while node >= 0 {
                path.append(node)
                node = nodes[Int(node)].left
            }
            let next = path.removeLast()
            entries.append(nodes[Int(next)].entry)
            node = nodes[Int(next)].right
        }
        return entries
    }

    /// Puts the alert in `slot`, which is not visible, above every alert of
    /// lower level and every earlier one of its level.
    ///
    /// - Complexity: O(log *v*) expected.
    mutating func insert(_ slot: Int32, order: QueueOrder, presentation: Int) {
        let entry = StackEntry(slot: slot, order: order, presentation: presentation)
        let node = Int32(nodes.store(Node(entry: entry, priority: nextPriority()), reusing: &freeNodes))
        if Int(slot) >= nodeOf.count {
            nodeOf.append(contentsOf: repeatElement(-1, count: Int(slot) + 1 - nodeOf.count))
        }
        nodeOf[Int(slot)] = node
        count += 1
        guard root >= 0 else {
            (root, topNode, bottomNode) = (node, node, node)
            return
        }
        root = inserting(node, into: root)
        if nodes[Int(topNode)].entry.isBelow(entry) { topNode = node }
        if entry.isBelow(nodes[Int(bottomNode)].entry) { bottomNode = node }
    }

    /// Takes the visible alert in `slot` off the screen and returns its entry.
    ///
    /// - Complexity: O(log *v*) expected.
    @discardableResult
    mutating func remove(_ slot: Int32) -> StackEntry {
        let node = nodeOf[Int(slot)]
        root = removing(node, from: root)
        if node == topNode { topNode = extreme(from: root, rightmost: true) }
        if node == bottomNode { bottomNode = extreme(from: root, rightmost: false) }
        nodeOf[Int(slot)] = -1
        freeNodes.append(node)
        count -= 1
        return nodes[Int(node)].entry
    }

    /// The next random priority.
    private mutating func nextPriority() -> UInt64 {
        randomState &+= 0x9E37_79B9_7F4A_7C15
        var bits = randomState
        bits = (bits ^ (bits &>> 30)) &* 0xBF58_476D_1CE4_E5B9
        bits = (bits ^ (bits &>> 27)) &* 0x94D0_49BB_1331_11EB
        return bits ^ (bits &>> 31)
    }

    /// The last (or first) node in order under `tree`, or -1.
    private func extreme(from tree: Int32, rightmost: Bool) -> Int32 {
        var node = tree
        while node >= 0 {
            let next = rightmost ? nodes[Int(node)].right : nodes[Int(node)].left
            if next < 0 { return node }
            node = next
        }
        return -1
    }

    /// The number of nodes on the longest path from the root, which every
    /// operation's cost follows: for tests.
    ///
    /// - Complexity: O(*v*)
    var treeDepth: Int {
        var deepest = 0
        var path: [(node: Int32, depth: Int)] = root < 0 ? [] : [(root, 1)]
        while let (node, depth) = path.popLast() {
            deepest = Swift.max(deepest, depth)
            for child in [nodes[Int(node)].left, nodes[Int(node)].right] where child >= 0 {
                path.append((child, depth + 1))
            }
        }
        return deepest
    }

    /// Checks the invariants stated on ``VisibleStack``; free in release builds.
    func _checkInvariants() {
        #if DEBUG
            let inOrder = entries
            for (lower, upper) in zip(inOrder, inOrder.dropFirst()) {
                precondition(lower.isBelow(upper), "z-order broken: slot \(lower.slot) below slot \(upper.slot)")
            }
            precondition(inOrder.count == count, "VisibleStack: count")
            precondition(top == inOrder.last && bottom == inOrder.first, "VisibleStack: top or bottom")
            precondition(freeNodes.count + inOrder.count == nodes.count, "VisibleStack: free nodes")
            for entry in inOrder {
                let index = nodeOf[Int(entry.slot)]
                let node = nodes[Int(index)]
                precondition(node.entry.slot == entry.slot, "VisibleStack: node of the wrong slot")
                for child in [node.left, node.right] where child >= 0 {
                    precondition(nodes[Int(child)].priority <= node.priority, "VisibleStack: heap order")
                }
            }
        #endif
    }
}
