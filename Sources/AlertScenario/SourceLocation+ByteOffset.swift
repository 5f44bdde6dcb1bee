extension SourceLocation {
    /// The place of the byte at `offset` in UTF-8 `bytes` (valid up to
    /// there), counted as libyaml counts its marks: a line break is LF, CR,
    /// CR LF (one break), NEL, U+2028 or U+2029, and columns count Unicode
    /// scalars.
    ///
    /// - Complexity: O(*offset*)
    init(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let end = min(max(0, offset), bytes.count)
        var line = 1
        var column = 1
        var index = 0
        while index < end {
            let breakLength = Self.lineBreakLength(at: index, in: bytes)
            if breakLength > 0 {
                line += 1
                column = 1
                index += breakLength
                continue
            }
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        self.init(line: line, column: column)
    }

    /// How many bytes the line break at `index` takes, or 0 when none starts there.
    private static func lineBreakLength(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        func byte(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return byte(1) == 0x0A ? 2 : 1
        case 0xC2: return byte(1) == 0x85 ? 2 : 0
        case 0xE2: return byte(1) == 0x80 && (byte(2) == 0xA8 || byte(2) == 0xA9) ? 3 : 0
        default: return 0
        }
    }
}
