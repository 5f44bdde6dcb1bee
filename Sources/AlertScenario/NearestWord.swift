/// Suggestions for typos: the known word closest to what was written.
package enum NearestWord {
    /// The candidate closest to `word` by edit distance (insertions,
    /// deletions, substitutions and swaps of neighbours), if one is close
    /// enough to be a likely typo: at most one edit for short words, and
    /// about one edit per three characters for longer ones (at most 3). A
    /// candidate differing only in letter case always counts. Ties go to the
    /// earlier candidate. Failing those, a word of two or more characters
    /// that begins exactly one candidate (`hi` for `high`) suggests it.
    ///
    /// - Complexity: O(*k* · (*n* + *m*)) for *k* candidates of length *m*
    ///   and a word of length *n*: only distances up to 3 are worked out, so
    ///   a huge word, or a huge word beside a huge candidate, is cheap.
    package static func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
        let typed = Array(word.lowercased().unicodeScalars)
        guard !typed.isEmpty else { return nil }
        let allowed = min(3, max(1, typed.count / 3))
        var best: (word: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let known = Array(candidate.lowercased().unicodeScalars)
            let limit = min(allowed, (best?.distance ?? .max) - 1)
            guard let distance = editDistance(typed, known, atMost: limit) else { continue }
            best = (candidate, distance)
        }
        if let best { return best.word }
        guard typed.count >= 2 else { return nil }
        // An abbreviation: the one candidate it begins.
        var begun: String?
        for candidate in candidates where candidate != word && candidate.lowercased().unicodeScalars.starts(with: typed)
        {
            guard begun == nil || begun == candidate else { return nil }
            begun = candidate
        }
        return begun
    }

    /// The optimal string alignment distance: Levenshtein plus transposition
    /// of two adjacent characters as one edit.
    ///
    /// - Complexity: O(*n* · *m*) time, O(*m*) space.
    static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        editDistance(lhs, rhs, atMost: max(lhs.count, rhs.count)) ?? max(lhs.count, rhs.count)
    }

    /// The optimal string alignment distance of `lhs` and `rhs` if it is at
    /// most `limit`, otherwise `nil`.
    ///
    /// Only the band of cells within `limit` of the diagonal is worked out:
    /// a path through any other cell costs more than `limit`. Cells just
    /// outside the band read as `limit + 1`.
    ///
    /// - Complexity: O((*n* + *m*) · *limit*) time, O(*m*) space.
    static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar], atMost limit: Int) -> Int? {
        var cells = 0
        return editDistance(lhs, rhs, atMost: limit, cellsWorkedOut: &cells)
    }

    /// ``editDistance(_:_:atMost:)``, counting the cells it works out (for
    /// the test that the band keeps the work linear).
    static func editDistance(
        _ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar], atMost limit: Int, cellsWorkedOut cells: inout Int
    ) -> Int? {
        guard limit >= 0, abs(lhs.count - rhs.count) <= limit else { return nil }
        guard !lhs.isEmpty, !rhs.isEmpty else { return max(lhs.count, rhs.count) }
        let beyond = limit + 1
        // Rows of the table, three at a time for the swap of neighbours.
        var beforePrevious = [Int](repeating: beyond, count: rhs.count + 1)
        var previous = [Int](repeating: beyond, count: rhs.count + 1)
        var current = [Int](repeating: beyond, count: rhs.count + 1)
        for j in 0...min(rhs.count, limit) { previous[j] = j }
        for i in 1...lhs.count {
            let low = max(1, i - limit)
            let high = min(rhs.count, i + limit)
            current[0] = i <= limit ? i : beyond
            current[low - 1] = low == 1 ? current[0] : beyond
            var rowMinimum = current[low - 1]
            if low <= high {
                for j in low...high {
                    let substitution = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                    var distance = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution)
                    if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                        distance = min(distance, beforePrevious[j - 2] + 1)
                    }
                    current[j] = min(distance, beyond)
                    rowMinimum = min(rowMinimum, current[j])
                }
                cells += high - low + 1
            }
            if high < rhs.count { current[high + 1] = beyond }
            // Every path to the last cell goes through this row.
            guard rowMinimum <= limit else { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[rhs.count] <= limit ? previous[rhs.count] : nil
    }

    /// `; did you mean 'X'?` for the nearest candidate, or nothing.
    static func hint(for word: String, among candidates: some Sequence<String>) -> String {
        suggestion(for: word, among: candidates).map { "; did you mean \($0.quotedForMessage)?" } ?? ""
    }
}
