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
    /// The nodes live in an array of their own, as many as have been
    /// visible at once (a freed node is reused), and `nodeOf` finds a
    /// visible alert's node from its slot without a search.
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

        /// The nodes; only those in the tree mean anything.
        private var nodes: [Node] = []
        /// The nodes out of the tree, to be reused first.
        private var freeNodes: [Int32] = []
        /// The node of each visible slot (indexed by slot).
        private var nodeOf: [Int32] = []
        private var root: Int32 = -1
        /// The state of the generator of priorities (SplitMix64), seeded
        /// once from the system's random numbers.
        private var randomState = UInt64.random(in: .min ... .max)
        private var topNode: Int32 = -1
        private var bottomNode: Int32 = -1

        /// The last entry in order.
        ///
        /// - Complexity: O(1)
        var top: StackEntry? { topNode < 0 ? nil : nodes[Int(topNode)].entry }

        /// The first entry in order.
        ///
        /// - Complexity: O(1)
        var bottom: StackEntry? { bottomNode < 0 ? nil : nodes[Int(bottomNode)].entry }

        /// - Complexity: O(1)
        var count: Int { size(root) }

        /// - Complexity: O(1)
        var isEmpty: Bool { root < 0 }

        /// - Complexity: O(1)
        func entry(_ slot: Int32) -> StackEntry { nodes[Int(nodeOf[Int(slot)])].entry }

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
            let target = nodeOf[Int(slot)]
            let wanted = nodes[Int(target)].entry
            var position = 0
            var node = root
            while node >= 0, node != target {
                if wanted.isBelow(nodes[Int(node)].entry) {
                    node = nodes[Int(node)].left
                } else {
                    position += size(nodes[Int(node)].left) + 1
                    node = nodes[Int(node)].right
                }
            }
            return position + size(nodes[Int(target)].left)
        }

        /// Adds `entry`, whose slot is not in the tree.
        ///
        /// - Complexity: O(log *v*) expected, amortised over the arrays.
        mutating func insert(_ entry: StackEntry) {
            let fresh = Node(entry: entry, priority: nextPriority())
            let node: Int32
            if let free = freeNodes.popLast() {
                node = free
                nodes[Int(node)] = fresh
            } else {
                node = Int32(nodes.count)
                nodes.append(fresh)
            }
            let slot = Int(entry.slot)
            if slot >= nodeOf.count { nodeOf.append(contentsOf: repeatElement(-1, count: slot + 1 - nodeOf.count)) }
            nodeOf[slot] = node
            if root < 0 {
                root = node
                topNode = node
                bottomNode = node
                return
            }
            root = inserting(node, into: root)
            if nodes[Int(topNode)].entry.isBelow(entry) { topNode = node }
            if entry.isBelow(nodes[Int(bottomNode)].entry) { bottomNode = node }
        }

        /// Takes out the entry in `slot` and returns it.
        ///
        /// - Complexity: O(log *v*) expected.
        mutating func remove(_ slot: Int32) -> StackEntry {
            let node = nodeOf[Int(slot)]
            let entry = nodes[Int(node)].entry
            root = removing(node, from: root)
            if node == topNode { topNode = extreme(from: root, rightmost: true) }
            if node == bottomNode { bottomNode = extreme(from: root, rightmost: false) }
            nodeOf[Int(slot)] = -1
            freeNodes.append(node)
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

        /// The subtree `tree` with `node` added; returns its new root.
        private mutating func inserting(_ node: Int32, into tree: Int32) -> Int32 {
            guard tree >= 0 else { return node }
            if priority(node) > priority(tree) {
                let (below, above) = splitting(tree, at: nodes[Int(node)].entry)
                nodes[Int(node)].left = below
                nodes[Int(node)].right = above
                resize(node)
                return node
            }
            if nodes[Int(node)].entry.isBelow(nodes[Int(tree)].entry) {
                nodes[Int(tree)].left = inserting(node, into: nodes[Int(tree)].left)
            } else {
                nodes[Int(tree)].right = inserting(node, into: nodes[Int(tree)].right)
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

        /// The subtree `tree` without `node`, which it holds.
        private mutating func removing(_ node: Int32, from tree: Int32) -> Int32 {
            if tree == node { return merging(nodes[Int(tree)].left, nodes[Int(tree)].right) }
            if nodes[Int(node)].entry.isBelow(nodes[Int(tree)].entry) {
                nodes[Int(tree)].left = removing(node, from: nodes[Int(tree)].left)
            } else {
                nodes[Int(tree)].right = removing(node, from: nodes[Int(tree)].right)
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
                precondition(top == inOrder.last, "VisibleStack.Tree: top")
                precondition(bottom == inOrder.first, "VisibleStack.Tree: bottom")
                precondition(freeNodes.count + inOrder.count == nodes.count, "VisibleStack.Tree: free nodes")
                for (position, entry) in inOrder.enumerated() {
                    let index = nodeOf[Int(entry.slot)]
                    let node = nodes[Int(index)]
                    precondition(node.entry.slot == entry.slot, "VisibleStack.Tree: node of the wrong slot")
                    precondition(Int(node.size) == 1 + size(node.left) + size(node.right), "VisibleStack.Tree: size")
                    for child in [node.left, node.right] where child >= 0 {
                        precondition(priority(child) <= priority(index), "VisibleStack.Tree: heap order")
                    }
                    precondition(self.position(of: entry.slot) == position, "VisibleStack.Tree: position")
                }
            #endif
        }
    }
}
