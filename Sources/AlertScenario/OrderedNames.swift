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
    /// - Complexity: O(1) hashing.
    mutating func insert(_ name: String) {
        if names.insert(name).inserted { inOrder.append(name) }
    }

    /// - Complexity: O(1) hashing.
    func contains(_ name: String) -> Bool { names.contains(name) }
}
