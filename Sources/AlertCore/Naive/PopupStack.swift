/// The naive model's pile of popups: newest on top, the same id possibly
/// several times, with the topmost popup of each id found without a scan.
///
/// A doubly linked list over an array of nodes (freed nodes are reused),
/// plus, per id, the nodes that show it in push order. Every removal the
/// naive model makes takes the topmost popup of its id (a tap, a close or
/// `remove: ID`), so each id's list only ever loses its last node.
///
/// Invariants: following `above` from `bottom` visits `count` nodes and ends
/// at `top`; `nodesByID[id]` lists, in push order, exactly the live nodes
/// whose definition has `id`; `freeNodes` lists exactly the nodes whose
/// definition is `nil`.
struct PopupStack: Sendable {
    /// A popup, and its neighbours below and above (`-1`: none).
    private struct Node: Sendable {
        var definition: AlertDefinition?
        var below: Int32
        var above: Int32
    }

    private var nodes: [Node] = []
    private var freeNodes: [Int32] = []
    private var nodesByID: [AlertID: [Int32]] = [:]
    /// The bottom and top nodes, or `-1` when the pile is empty.
    private var bottom: Int32 = -1
    private(set) var top: Int32 = -1
    /// How many popups are shown.
    private(set) var count = 0

    /// Whether nothing is shown.
    var isEmpty: Bool { count == 0 }

    /// The popup in node `node`, which must be live.
    ///
    /// - Complexity: O(1)
    subscript(node: Int32) -> AlertDefinition {
        nodes[Int(node)].definition ?? AlertDefinition(id: "")
    }

    /// Shows `definition` on top.
    ///
    /// - Complexity: O(1) amortised (one hash of the id).
    mutating func push(_ definition: AlertDefinition) {
        let node = Int32(nodes.store(Node(definition: definition, below: top, above: -1), reusing: &freeNodes))
        if top >= 0 { nodes[Int(top)].above = node } else { bottom = node }
        top = node
        nodesByID[definition.id, default: []].append(node)
        count += 1
    }

    /// The node of the topmost popup showing `id`, if any.
    ///
    /// - Complexity: O(1) (one hash of the id).
    func topmost(_ id: AlertID) -> Int32? { nodesByID[id]?.last }

    /// Takes the popup in `node` away; it must be the topmost of its id.
    ///
    /// - Complexity: O(1) (one hash of the id).
    @discardableResult
    mutating func remove(_ node: Int32) -> AlertDefinition {
        let removed = nodes[Int(node)]
        let definition = removed.definition ?? AlertDefinition(id: "")
        if removed.below >= 0 { nodes[Int(removed.below)].above = removed.above } else { bottom = removed.above }
        if removed.above >= 0 { nodes[Int(removed.above)].below = removed.below } else { top = removed.below }
        nodes[Int(node)] = Node(definition: nil, below: -1, above: -1)
        freeNodes.append(node)
        // In place: the node is its id's last, so this is a pop.
        if let entry = nodesByID.index(forKey: definition.id), let index = nodesByID.values[entry].lastIndex(of: node) {
            nodesByID.values[entry].remove(at: index)
            if nodesByID.values[entry].isEmpty { nodesByID.remove(at: entry) }
        }
        count -= 1
        return definition
    }

    /// Every popup, bottom to top.
    ///
    /// - Complexity: O(*v*)
    var definitions: [AlertDefinition] {
        var result: [AlertDefinition] = []
        result.reserveCapacity(count)
        var node = bottom
        while node >= 0 {
            if let definition = nodes[Int(node)].definition { result.append(definition) }
            node = nodes[Int(node)].above
        }
        return result
    }

    /// Checks the invariants stated on ``PopupStack``; free in release
    /// builds, and skipped above `AlertScheduler.fullCheckLimit` popups so
    /// debug builds stay usable on large scenarios.
    func _checkInvariants() {
        #if DEBUG
            guard count <= AlertScheduler.fullCheckLimit else { return }
            var visited = 0
            var node = bottom
            var last: Int32 = -1
            while node >= 0, visited <= nodes.count {
                precondition(nodes[Int(node)].below == last, "PopupStack: broken link")
                visited += 1
                last = node
                node = nodes[Int(node)].above
            }
            precondition(visited == count && last == top, "PopupStack: list and count disagree")
            precondition(nodesByID.values.reduce(0) { $0 + $1.count } == count, "PopupStack: id index size")
            precondition(freeNodes.count + count == nodes.count, "PopupStack: free nodes")
        #endif
    }
}
