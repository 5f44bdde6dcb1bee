extension SourceLocation {
    /// The place of the byte at `offset` in UTF-8 `bytes` (valid up to
    /// there), counted as libyaml counts its marks: a line break is LF, CR,
    /// CR LF (one break), NEL, U+2028 or U+2029, and columns count Unicode
    /// scalars.
    ///
    /// - Complexity: O(*offset*); eight bytes at a time where they are
    ///   ASCII without CR or LF, as most of a file is (an error past the
    ///   size limit counts 64 MiB).
    init(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let end = min(max(0, offset), bytes.count)
        var line = 1
        var column = 1
        var index = 0
        let raw = UnsafeRawBufferPointer(bytes)
        while index < end {
            if end - index >= 8 {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if Self.isPlainASCII(word) {
                    column += 8
                    index += 8
                    continue
                }
            }
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

    /// Whether the eight bytes of `word` are ASCII and none is CR or LF:
    /// eight scalars, and no line break starts among them.
    @inline(__always)
    private static func isPlainASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        // A byte of `x` is zero exactly when that byte of the result has its high bit set
        // (for bytes below 0x80, as every byte is once the first test passes).
        func hasZeroByte(_ x: UInt64) -> Bool { (x &- ones) & ~x & highBits != 0 }
        return word & highBits == 0 && !hasZeroByte(word ^ (ones &* 0x0A)) && !hasZeroByte(word ^ (ones &* 0x0D))
    }

    /// How many bytes the line break at `index` takes, or 0 when none starts there.
    static func lineBreakLength(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
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
