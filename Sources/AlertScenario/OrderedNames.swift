/// Names in the order first seen, without repeats: the hold names earlier
/// steps take, the screens a scenario shows. The order is what an error
/// message lists; the set answers "seen before?".
///
/// Invariant: `inOrder` holds each inserted name once, in the order of its
/// first insertion, and `contains` agrees with it.
struct OrderedNames {
    /// Each name once, in the order first inserted.
    private(set) var inOrder: [String] = []
    private var names: Set<String> = []

    init() {}

    /// Adds `name` unless it is there already.
    ///
    /// - Returns: whether it was new.
    /// - Complexity: O(1) hashing.
    @discardableResult
    mutating func insert(_ name: String) -> Bool {
        guard names.insert(name).inserted else { return false }
        inOrder.append(name)
        return true
    }

    /// - Complexity: O(1) hashing.
    func contains(_ name: String) -> Bool { names.contains(name) }
}
