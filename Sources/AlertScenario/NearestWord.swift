/// Suggestions for typos: the known word closest to what was written.
enum NearestWord {
    /// The candidate closest to `word` by edit distance (insertions,
    /// deletions, substitutions and swaps of neighbours), if one is close
    /// enough to be a likely typo: at most one edit for short words, and
    /// about one edit per three characters for longer ones (at most 3). A
    /// candidate differing only in letter case always counts. Ties go to the
    /// earlier candidate.
    ///
    /// - Complexity: O(*k* · *n* · *m*) for *k* candidates of length *m* and a
    ///   word of length *n*; candidates whose length differs by more than the
    ///   allowed distance cost O(1), so a huge word is cheap.
    static func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
        let typed = Array(word.lowercased().unicodeScalars)
        guard !typed.isEmpty else { return nil }
        let allowed = min(3, max(1, typed.count / 3))
        var best: (word: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let known = Array(candidate.lowercased().unicodeScalars)
            guard abs(known.count - typed.count) <= allowed else { continue }
            let distance = editDistance(typed, known)
            guard distance <= allowed, distance < (best?.distance ?? .max) else { continue }
            best = (candidate, distance)
        }
        return best?.word
    }

    /// The optimal string alignment distance: Levenshtein plus transposition
    /// of two adjacent characters as one edit.
    ///
    /// - Complexity: O(*n* · *m*) time, O(*m*) space.
    static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        guard !lhs.isEmpty else { return rhs.count }
        guard !rhs.isEmpty else { return lhs.count }
        var beforePrevious = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let substitution = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                var distance = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    distance = min(distance, beforePrevious[j - 2] + 1)
                }
                current[j] = distance
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[rhs.count]
    }

    /// `; did you mean 'X'?` for the nearest candidate, or nothing.
    static func hint(for word: String, among candidates: some Sequence<String>) -> String {
        suggestion(for: word, among: candidates).map { "; did you mean \($0.quotedForMessage)?" } ?? ""
    }
}
