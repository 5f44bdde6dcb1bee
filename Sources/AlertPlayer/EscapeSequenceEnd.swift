/// The kinds of escape sequence a terminal sends that the player drops
/// when its terminal description does not name them, by the byte after
/// the Esc (ECMA-48).
package enum EscapeSequenceKind: Sendable {
    /// `Esc [`: parameters and intermediates, then one final byte (0x40–0x7E).
    case controlSequence
    /// `Esc O`: one byte.
    case singleShift
    /// `Esc ]` (OSC), `Esc P` (DCS), `Esc X` (SOS), `Esc ^` (PM), `Esc _`
    /// (APC): a string up to the string terminator `Esc \`, or BEL, which
    /// terminals also end an OSC with.
    case string

    /// The kind `introducer` starts, or `nil` when an Esc followed by it is
    /// not a sequence (Alt with a key, or an Esc and then a key).
    package init?(introducer: UInt8) {
        switch introducer {
        case UInt8(ascii: "["): self = .controlSequence
        case UInt8(ascii: "O"): self = .singleShift
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
            self = .string
        default: return nil
        }
    }
}

/// Reads the bytes after an escape sequence's introducer, one at a time,
/// and says which one ends it.
///
/// Invariant: ``isEnd(after:)`` returns `true` once, for the sequence's
/// last byte, given the bytes in order.
package struct EscapeSequenceEnd: Sendable {
    /// The most bytes read after an introducer: a terminal's replies are far
    /// shorter, and a flood of bytes must not hold the input loop.
    package static let byteLimit = 4_096

    private let kind: EscapeSequenceKind
    /// In a string, whether the last byte was an Esc (the first half of `Esc \`).
    private var afterEscape = false
    /// How many bytes read so far spell the start of ``BracketedPaste/startParameters``,
    /// or `nil` once one did not.
    private var pasteStartMatched: Int? = 0

    /// Whether the sequence read so far is `Esc [ 200 ~`, the start of a
    /// bracketed paste: then what follows, up to ``PasteEnd``, is pasted
    /// text and no key.
    ///
    /// - Complexity: O(1)
    package var startsPaste: Bool {
        kind == .controlSequence && pasteStartMatched == BracketedPaste.startParameters.count
    }

    package init(_ kind: EscapeSequenceKind) { self.kind = kind }

    /// Whether `byte`, the next one read, is the sequence's last.
    ///
    /// - Complexity: O(1)
    package mutating func isEnd(after byte: UInt8) -> Bool {
        switch kind {
        case .singleShift:
            return true
        case .controlSequence:
            if let matched = pasteStartMatched {
                let expected = BracketedPaste.startParameters
                pasteStartMatched = matched < expected.count && expected[matched] == byte ? matched + 1 : nil
            }
            return (0x40...0x7E).contains(byte)
        case .string:
            // `Esc \` ends the string; an Esc followed by anything else
            // leaves it going (it cannot appear in one).
            if afterEscape, byte == UInt8(ascii: "\\") { return true }
            afterEscape = byte == 0x1B
            return byte == 0x07
        }
    }
}
