extension StringProtocol {
    /// The text without leading and trailing whitespace.
    package func trimmingWhitespace() -> SubSequence { trimming(while: \.isWhitespace) }

    /// The text without the leading and trailing characters that `isTrimmed`
    /// accepts.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    package func trimming(while isTrimmed: (Character) -> Bool) -> SubSequence {
        let start = firstIndex { !isTrimmed($0) } ?? endIndex
        let end = self[start...].lastIndex { !isTrimmed($0) }.map { index(after: $0) } ?? start
        return self[start..<end]
    }
}
