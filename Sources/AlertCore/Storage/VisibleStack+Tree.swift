extension VisibleStack {
    /// Many visible alerts, in z-order: a treap (a binary search tree by
    /// z-order whose nodes also form a heap by a random priority drawn when
    /// the node is made, which keeps it balanced in expectation whatever the
    /// order of levels) with the size of every subtree, so that taking an
    /// alert in or out, or finding its z-position, is O(log *v*).
    ///
    /// Random priorities are why no order of levels and presentation
    /// numbers, not even one written into a snapshot by hand, can make the
    /// tree a chain (whose depth the recursive operations below would
    /// follow). Nothing the scheduler reports depends on the tree's shape.
    ///
    /// The nodes live in an array indexed by slot: a visible alert is found
    /// from its slot without a search, and nothing is allocated per alert.
    ///
    /// Invariants: an in-order walk is sorted by level, then presentation;
    /// each node's priority is at least its children's; each size counts its
    /// subtree; `top` and `bottom` are the last and first in order.
    struct Tree: Sendable {
        /// A visible alert's entry and its links; `-1` is no node.
        private struct Node: Sendable {
            var entry: StackEntry
            var left: Int32 = -1
            var right: Int32 = -1
            var size: Int32 = 1
            /// The node's place in the heap order.
            var priority: UInt64 = 0
        }

        /// Indexed by slot; only the nodes of slots in the tree mean anything.
        private var nodes: [Node] = []
        private var root: Int32 = -1
        /// The state of the generator of priorities (SplitMix64), seeded
        /// once from the system's random numbers.
        private var randomState = UInt64.random(in: .min ... .max)
        private(set) var topSlot: Int32 = -1
        private(set) var bottomSlot: Int32 = -1

        /// - Complexity: O(1)
        var count: Int { size(root) }

        /// - Complexity: O(1)
        var isEmpty: Bool { root < 0 }

        /// - Complexity: O(1)
        func entry(_ slot: Int32) -> StackEntry { nodes[Int(slot)].entry }

        /// Every entry, bottom first.
        ///
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

        /// The z-position (0 is the bottom) of the entry in `slot`.
        ///
        /// - Complexity: O(log *v*) expected.
        func position(of slot: Int32) -> Int {
            let wanted = nodes[Int(slot)].entry
            var position = 0
            var node = root
            while node >= 0, node != slot {
                if wanted.isBelow(nodes[Int(node)].entry) {
                    node = nodes[Int(node)].left
                } else {
                    position += size(nodes[Int(node)].left) + 1
                    node = nodes[Int(node)].right
                }
            }
            return position + size(nodes[Int(slot)].left)
        }

        /// Adds `entry`, whose slot is not in the tree.
        ///
        /// - Complexity: O(log *v*) expected, amortised over the slots' array.
        mutating func insert(_ entry: StackEntry) {
            let slot = entry.slot
            let node = Node(entry: entry, priority: nextPriority())
            if Int(slot) < nodes.count {
                nodes[Int(slot)] = node
            } else {
                // Slots below it that were never in the tree get placeholders.
                nodes.append(contentsOf: repeatElement(node, count: Int(slot) + 1 - nodes.count))
            }
            if root < 0 {
                root = slot
                topSlot = slot
                bottomSlot = slot
                return
            }
            root = inserting(slot, into: root)
            if nodes[Int(topSlot)].entry.isBelow(entry) { topSlot = slot }
            if entry.isBelow(nodes[Int(bottomSlot)].entry) { bottomSlot = slot }
        }

        /// Takes out the entry in `slot` and returns it.
        ///
        /// - Complexity: O(log *v*) expected.
        mutating func remove(_ slot: Int32) -> StackEntry {
            let entry = nodes[Int(slot)].entry
            root = removing(entry, from: root)
            if slot == topSlot { topSlot = extreme(from: root, rightmost: true) }
            if slot == bottomSlot { bottomSlot = extreme(from: root, rightmost: false) }
            return entry
        }

        private func size(_ node: Int32) -> Int { node < 0 ? 0 : Int(nodes[Int(node)].size) }

        private func priority(_ node: Int32) -> UInt64 { nodes[Int(node)].priority }

        /// The next random priority.
        private mutating func nextPriority() -> UInt64 {
            randomState &+= 0x9E37_79B9_7F4A_7C15
            var bits = randomState
            bits = (bits ^ (bits &>> 30)) &* 0xBF58_476D_1CE4_E5B9
            bits = (bits ^ (bits &>> 27)) &* 0x94D0_49BB_1331_11EB
            return bits ^ (bits &>> 31)
        }

        private mutating func resize(_ node: Int32) {
            nodes[Int(node)].size = Int32(1 + size(nodes[Int(node)].left) + size(nodes[Int(node)].right))
        }

        /// The subtree `tree` with `slot`'s node added; returns its new root.
        private mutating func inserting(_ slot: Int32, into tree: Int32) -> Int32 {
            guard tree >= 0 else { return slot }
            if priority(slot) > priority(tree) {
                let (below, above) = splitting(tree, at: nodes[Int(slot)].entry)
                nodes[Int(slot)].left = below
                nodes[Int(slot)].right = above
                resize(slot)
                return slot
            }
            if nodes[Int(slot)].entry.isBelow(nodes[Int(tree)].entry) {
                nodes[Int(tree)].left = inserting(slot, into: nodes[Int(tree)].left)
            } else {
                nodes[Int(tree)].right = inserting(slot, into: nodes[Int(tree)].right)
            }
            nodes[Int(tree)].size += 1
            return tree
        }

        /// `tree` split into the entries below `entry` and the rest.
        private mutating func splitting(_ tree: Int32, at entry: StackEntry) -> (below: Int32, above: Int32) {
            guard tree >= 0 else { return (-1, -1) }
            if nodes[Int(tree)].entry.isBelow(entry) {
                let (below, above) = splitting(nodes[Int(tree)].right, at: entry)
                nodes[Int(tree)].right = below
                resize(tree)
                return (tree, above)
            } else {
                let (below, above) = splitting(nodes[Int(tree)].left, at: entry)
                nodes[Int(tree)].left = above
                resize(tree)
                return (below, tree)
            }
        }

        /// Two subtrees, every entry of `lower` below every entry of `upper`, as one.
        private mutating func merging(_ lower: Int32, _ upper: Int32) -> Int32 {
            if lower < 0 { return upper }
            if upper < 0 { return lower }
            if priority(lower) > priority(upper) {
                nodes[Int(lower)].right = merging(nodes[Int(lower)].right, upper)
                resize(lower)
                return lower
            } else {
                nodes[Int(upper)].left = merging(lower, nodes[Int(upper)].left)
                resize(upper)
                return upper
            }
        }

        /// The subtree `tree` without `entry`'s node, which it holds.
        private mutating func removing(_ entry: StackEntry, from tree: Int32) -> Int32 {
            if tree == entry.slot { return merging(nodes[Int(tree)].left, nodes[Int(tree)].right) }
            if entry.isBelow(nodes[Int(tree)].entry) {
                nodes[Int(tree)].left = removing(entry, from: nodes[Int(tree)].left)
            } else {
                nodes[Int(tree)].right = removing(entry, from: nodes[Int(tree)].right)
            }
            nodes[Int(tree)].size -= 1
            return tree
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

        /// The number of nodes on the longest path from the root: what every
        /// operation's cost follows.
        ///
        /// - Complexity: O(*v*)
        var depth: Int {
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

        func _checkInvariants() {
            #if DEBUG
                let inOrder = entries
                precondition(topSlot == (inOrder.last?.slot ?? -1), "VisibleStack.Tree: top")
                precondition(bottomSlot == (inOrder.first?.slot ?? -1), "VisibleStack.Tree: bottom")
                for (position, entry) in inOrder.enumerated() {
                    let node = nodes[Int(entry.slot)]
                    precondition(node.entry.slot == entry.slot, "VisibleStack.Tree: node in the wrong slot")
                    precondition(Int(node.size) == 1 + size(node.left) + size(node.right), "VisibleStack.Tree: size")
                    for child in [node.left, node.right] where child >= 0 {
                        precondition(priority(child) <= priority(entry.slot), "VisibleStack.Tree: heap order")
                    }
                    precondition(self.position(of: entry.slot) == position, "VisibleStack.Tree: position")
                }
            #endif
        }
    }
}
