extension StringProtocol {
    /// The text's lines, empty ones kept: only a line feed (or CR LF) ends
    /// one. A CR, NEL, U+2028 or U+2029 inside a line is a character of it,
    /// which ``terminalSafe`` and ``displaySafe(for:)`` then write in their
    /// notation (docs/scenario-format.md, "Control characters"), where
    /// `isNewline` would break the line there.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    package var lines: [SubSequence] {
        split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    }
}
