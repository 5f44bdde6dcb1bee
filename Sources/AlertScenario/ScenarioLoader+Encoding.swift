import TerminalText

extension ScenarioLoader {
    /// Checks that `bytes` are scenario text: valid UTF-8, without the
    /// characters YAML does not allow in a file (C0 controls other than tab
    /// and line breaks, DEL, C1 controls other than NEL, U+FFFE and U+FFFF),
    /// which is also how binary data shows up. A byte that is not UTF-8
    /// anywhere in the file is reported before a control character.
    ///
    /// - Complexity: O(*n*) in the number of bytes, one pass.
    static func checkText(_ bytes: UnsafeBufferPointer<UInt8>, source: String) throws(ScenarioError) {
        guard let problem = textProblem(in: bytes) else { return }
        throw ScenarioError(
            source: source, location: SourceLocation(ofByte: problem.offset, in: bytes), message: problem.message)
    }

    /// What ``checkText(_:source:)`` finds wrong with `bytes`, and the
    /// offset of the byte to blame; `nil` for scenario text.
    ///
    /// - Complexity: O(*n*) in the number of bytes, one pass.
    static func textProblem(in bytes: UnsafeBufferPointer<UInt8>) -> (offset: Int, message: String)? {
        var firstControl: (offset: Int, scalar: UInt32)?
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if firstControl == nil, byte == 0x7F || (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) {
                    firstControl = (index, UInt32(byte))
                }
                index += 1
                continue
            }
            guard let (scalar, length) = scalar(at: index, in: bytes) else {
                let hex = String(byte, radix: 16, uppercase: true)
                return (
                    index,
                    "the file is not valid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex) here); expected UTF-8 text"
                )
            }
            if firstControl == nil, (0x80...0x9F).contains(scalar) && scalar != 0x85 || Self.isNoncharacter(scalar) {
                firstControl = (index, scalar)
            }
            index += length
        }
        guard let (offset, scalar) = firstControl else { return nil }
        let code = String(scalar, radix: 16, uppercase: true)
        return (
            offset,
            "\(scalar >= 0xFFFE ? "noncharacter" : "control character") "
                + "U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code) is not allowed; expected text"
        )
    }

    /// Whether `scalar` is one of the two noncharacters, U+FFFE and U+FFFF,
    /// that the reader refuses raw in a file: what the writers escape.
    ///
    /// - Complexity: O(1)
    static func isNoncharacter(_ scalar: UInt32) -> Bool { scalar == 0xFFFE || scalar == 0xFFFF }

    /// The length of the well-formed UTF-8 sequences that start with `lead`,
    /// and the bytes their second byte may be (narrower than a continuation
    /// byte after E0, ED, F0 and F4: no overlong forms, surrogates or
    /// values past U+10FFFF); `nil` when no sequence of two or more bytes
    /// starts with it.
    ///
    /// - Complexity: O(1)
    static func utf8Sequence(startingWith lead: UInt8) -> (length: Int, second: ClosedRange<UInt8>)? {
        switch lead {
        case 0xC2...0xDF: (2, 0x80...0xBF)
        case 0xE0: (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
        case 0xED: (3, 0x80...0x9F)
        case 0xF0: (4, 0x90...0xBF)
        case 0xF1...0xF3: (4, 0x80...0xBF)
        case 0xF4: (4, 0x80...0x8F)
        default: nil
        }
    }

    /// The Unicode scalar encoded by the bytes from `index` (a byte of 0x80
    /// or more) and how many bytes it takes, or `nil` when they are not
    /// well-formed UTF-8 (overlong forms, surrogates and values past
    /// U+10FFFF are not).
    private static func scalar(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (UInt32, Int)? {
        let lead = bytes[index]
        guard let (length, secondRange) = utf8Sequence(startingWith: lead), bytes.count - index >= length else {
            return nil
        }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            let continuation = bytes[index + offset]
            guard offset == 1 ? secondRange.contains(continuation) : (0x80...0xBF).contains(continuation) else {
                return nil
            }
            value = value << 6 | UInt32(continuation & 0x3F)
        }
        return (value, length)
    }
}
