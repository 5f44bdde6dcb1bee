import AlertCore

extension AlertScheduler {
    /// Adds presentations other writers of a shared history counted (another
    /// process, say) to those caps count here: per cap, the union of the
    /// two, an instant both hold counted once. Changes nothing else: no
    /// alert is presented or dropped until the next command.
    ///
    /// - Complexity: O(*k* + *m*) for *k* instants kept and *m* given, when
    ///   `presentations` are in order; O(*m* log *m*) more otherwise.
    package mutating func mergeCapPresentations(_ presentations: [String: [Milliseconds]]) {
        capHistory.merge(presentations)
    }
}

extension AlertCapHistory {
    /// Adds `presentations` to the history: per cap, the union of the two in
    /// order. An instant held by both is kept as many times as the one that
    /// holds it more often holds it, so merging the same history twice
    /// changes nothing.
    ///
    /// - Complexity: O(*k* + *m*) for *k* instants kept and *m* given, when
    ///   `presentations` are in order; O(*m* log *m*) more otherwise.
    package mutating func merge(_ presentations: [String: [Milliseconds]]) {
        for (cap, instants) in presentations where !instants.isEmpty {
            let current = self.presentations(of: cap)
            let merged = Self.union(current, instants.sorted())
            if merged.count != current.count { replace(cap, with: merged) }
        }
    }

    /// The union of two ascending lists as an ascending list: each value as
    /// many times as the list holding it more often holds it.
    ///
    /// - Complexity: O(*a* + *b*).
    static func union<Value: Comparable>(_ first: [Value], _ second: [Value]) -> [Value] {
        var result: [Value] = []
        result.reserveCapacity(Swift.max(first.count, second.count))
        var (i, j) = (first.startIndex, second.startIndex)
        while i < first.endIndex || j < second.endIndex {
            if j == second.endIndex || (i < first.endIndex && first[i] < second[j]) {
                result.append(first[i])
                i += 1
            } else if i == first.endIndex || second[j] < first[i] {
                result.append(second[j])
                j += 1
            } else {
                result.append(first[i])
                i += 1
                j += 1
            }
        }
        return result
    }
}
