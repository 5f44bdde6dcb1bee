extension Scenario {
    /// The notes that stand before the timeline's step `index` (after the
    /// last step when `index` is the number of steps), as YAML comments:
    /// how `convert` keeps a JSON-lines file's notes.
    ///
    /// - Complexity: O(*n*) in the number of notes.
    func noteComments(at index: Int) -> [String] {
        notes.filter { $0.position == index || (index == timeline.count && $0.position > index) }.flatMap { note in
            note.text.split(separator: "\n", omittingEmptySubsequences: false).map { "  # " + $0 }
        }
    }
}
