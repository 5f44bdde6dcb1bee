extension String {
    /// How many terminal columns the text takes: 2 for East Asian wide and
    /// fullwidth characters (CJK, Hangul, fullwidth forms, most emoji), 0 for
    /// combining marks and zero-width characters, 1 otherwise. Control
    /// characters count 1 (text output escapes them before measuring).
    ///
    /// - Complexity: O(*n*) in the number of Unicode scalars.
    var displayWidth: Int {
        if utf8.allSatisfy({ $0 < 0x80 }) { return utf8.count }
        return unicodeScalars.reduce(0) { $0 + $1.displayWidth }
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

extension Unicode.Scalar {
    /// Terminal columns for this scalar; see ``Swift/String/displayWidth``.
    var displayWidth: Int {
        let value = value
        // Below U+0300 (where combining marks start) every scalar is one column: the common case, kept cheap.
        if value < 0x300 { return 1 }
        if properties.generalCategory == .nonspacingMark || properties.generalCategory == .enclosingMark
            || value == 0x200B || value == 0x200C || value == 0x200D || value == 0xFEFF
        {
            return 0
        }
        return Self.wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// East Asian wide and fullwidth blocks, and the emoji blocks terminals draw two columns wide.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x2E80...0x303E,
        0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
