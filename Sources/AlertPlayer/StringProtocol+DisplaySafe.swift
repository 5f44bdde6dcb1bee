import AlertScenario

extension StringProtocol {
    /// The text with everything that could act on a terminal made visible and
    /// inert, so scenario text is shown as text and never interpreted.
    ///
    /// - ESC becomes `\e`, other C0 controls caret notation (`^G`), DEL `^?`,
    ///   C1 controls `\x9B`; tabs, line breaks and line/paragraph separators
    ///   become a space.
    /// - Bidirectional overrides and isolates, and characters that would take
    ///   no column of their own (a lone combining mark, a zero-width space),
    ///   are dropped, so they cannot reorder or merge with a neighbouring cell.
    /// - Emoji clusters that terminals draw at different widths become their
    ///   ``Swift/Character/drawable`` form (👩‍👩‍👧‍👦 becomes 👩, 🇨🇳 becomes `CN`),
    ///   so each cluster takes the columns the layout measured.
    /// - With ``Charset/ascii`` every non-ASCII character becomes `?`.
    ///
    /// Invariant: the result contains no control scalar, and every character
    /// in it has a ``DisplayWidth`` of 1 or 2.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public func displaySafe(for charset: Charset = .unicode) -> String {
        var safe = ""
        safe.reserveCapacity(utf8.count)
        for character in self {
            if character.unicodeScalars.allSatisfy(\.isInertOnTerminal) {
                guard DisplayWidth.of(character) > 0 else { continue }
                if charset == .ascii && !character.isASCII {
                    safe.append("?")
                } else {
                    safe += character.drawable
                }
            } else {
                for scalar in character.unicodeScalars {
                    safe += scalar.visibleReplacement(for: charset)
                }
            }
        }
        return safe
    }
}

extension Unicode.Scalar {
    /// Whether the terminal only draws this scalar (it cannot move the cursor,
    /// start an escape sequence or reorder text).
    fileprivate var isInertOnTerminal: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: false
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: false
        default: true
        }
    }

    /// What to show instead of a scalar that is not inert, or of one taken out
    /// of a character that holds such a scalar.
    fileprivate func visibleReplacement(for charset: Charset) -> String {
        switch value {
        case 0x1B: return "\\e"
        case 0x09...0x0D, 0x85, 0x2028, 0x2029: return " "
        case 0x00...0x1F: return "^" + String(Unicode.Scalar(UInt8(value + 0x40)))
        case 0x7F: return "^?"
        case 0x80...0x9F:
            let digits = String(value, radix: 16, uppercase: true)
            return "\\x" + digits
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return ""
        default:
            guard DisplayWidth.of(self) > 0 else { return "" }
            return charset == .ascii && !isASCII ? "?" : String(self)
        }
    }
}
