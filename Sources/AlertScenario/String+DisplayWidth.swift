extension String {
    /// How many terminal columns the text takes; see ``DisplayWidth``.
    /// Text output escapes control characters before measuring.
    ///
    /// - Complexity: O(*n*) in the number of characters.
    var displayWidth: Int {
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return utf8.count }
        return DisplayWidth.of(self)
    }

    /// The text followed by spaces up to `width` columns (unchanged when wider).
    func padded(toWidth width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - displayWidth))
    }

    /// Spaces up to `width` columns, then the text (unchanged when wider).
    func leftPadded(toWidth width: Int) -> String {
        String(repeating: " ", count: max(0, width - displayWidth)) + self
    }
}
