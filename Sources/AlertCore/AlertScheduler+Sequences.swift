extension AlertScheduler {
    /// Numbers the live alerts' sequences 0, 1, 2, ... in the order they
    /// had, and the next request after them.
    ///
    /// A queue order keeps its sequence in 32 bits (see ``QueueOrder``), so
    /// a request that would take sequence 2³² first renumbers: only the
    /// order among live alerts matters, and it is kept. Between two
    /// renumberings come at least 2³¹ requests (slots, and so live alerts,
    /// stay below 2³¹), so this costs nothing per request in practice.
    ///
    /// - Complexity: O(*n* log *n*) for *n* pending and visible alerts.
    mutating func renumberSequences() {
        let live = queue.entries().map(\.order.sequence) + stack.entries.map(\.order.sequence)
        let ranks = Self.denseRanks(of: live)
        queue.renumberSequences { ranks[$0] ?? $0 }
        stack.renumberSequences { ranks[$0] ?? $0 }
        nextSequence = ranks.count
    }

    /// Each distinct value of `sequences` with its rank among them, from 0:
    /// equal values share a rank, and ranks keep the values' order.
    ///
    /// - Complexity: O(*n* log *n*)
    static func denseRanks(of sequences: [Int]) -> [Int: Int] {
        var ranks: [Int: Int] = [:]
        for sequence in sequences.sorted() where ranks[sequence] == nil { ranks[sequence] = ranks.count }
        return ranks
    }
}
