// The treap's recursive operations: each takes a subtree by its root node
// and returns the root of the changed subtree.
extension VisibleStack {
    /// `tree` with `node` added.
    mutating func inserting(_ node: Int32, into tree: Int32) -> Int32 {
        guard tree >= 0 else { return node }
        if nodes[Int(node)].priority > nodes[Int(tree)].priority {
            let (below, above) = splitting(tree, at: nodes[Int(node)].entry)
            nodes[Int(node)].left = below
            nodes[Int(node)].right = above
            return node
        }
        if nodes[Int(node)].entry.isBelow(nodes[Int(tree)].entry) {
            nodes[Int(tree)].left = inserting(node, into: nodes[Int(tree)].left)
        } else {
            nodes[Int(tree)].right = inserting(node, into: nodes[Int(tree)].right)
        }
        return tree
    }

    /// `tree` split into the entries below `entry` and the rest.
    private mutating func splitting(_ tree: Int32, at entry: StackEntry) -> (below: Int32, above: Int32) {
        guard tree >= 0 else { return (-1, -1) }
        if nodes[Int(tree)].entry.isBelow(entry) {
            let (below, above) = splitting(nodes[Int(tree)].right, at: entry)
            nodes[Int(tree)].right = below
            return (tree, above)
        } else {
            let (below, above) = splitting(nodes[Int(tree)].left, at: entry)
            nodes[Int(tree)].left = above
            return (below, tree)
        }
    }

    /// Two subtrees, every entry of `lower` below every entry of `upper`, as one.
    private mutating func merging(_ lower: Int32, _ upper: Int32) -> Int32 {
        if lower < 0 { return upper }
        if upper < 0 { return lower }
        if nodes[Int(lower)].priority > nodes[Int(upper)].priority {
            nodes[Int(lower)].right = merging(nodes[Int(lower)].right, upper)
            return lower
        } else {
            nodes[Int(upper)].left = merging(lower, nodes[Int(upper)].left)
            return upper
        }
    }

    /// `tree` without `node`, which it holds.
    mutating func removing(_ node: Int32, from tree: Int32) -> Int32 {
        if tree == node { return merging(nodes[Int(tree)].left, nodes[Int(tree)].right) }
        if nodes[Int(node)].entry.isBelow(nodes[Int(tree)].entry) {
            nodes[Int(tree)].left = removing(node, from: nodes[Int(tree)].left)
        } else {
            nodes[Int(tree)].right = removing(node, from: nodes[Int(tree)].right)
        }
        return tree
    }
}
