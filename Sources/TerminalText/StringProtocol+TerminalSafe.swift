/// What the terminal can display, decided once from the locale.
package enum Charset: Hashable, Sendable {
    /// A UTF-8 locale: box drawing, CJK, emoji.
    case unicode
    /// Anything else: printable ASCII only.
    case ascii
}

extension StringProtocol {
    /// The text with everything that could act on a terminal made visible and
    /// inert, in the one notation every output of the package uses: the text
    /// transcript of `replay`, `check` and error messages, SVG labels, and the
    /// player.
    ///
    /// | In the text | Shown as |
    /// | --- | --- |
    /// | ESC | `\e`, so an escape sequence reads as it is written: `\e[31m` |
    /// | the other C0 controls and DEL | caret notation: `^G` (bell), `^I` (tab), `^J` (line feed), `^M`, `^?` |
    /// | C1 controls (U+0080–U+009F), bidirectional controls, line and paragraph separators | the scalar in hex: `\u{9B}`, `\u{202E}`, `\u{2028}` |
    /// | a character that takes no column of its own (a lone combining mark, a zero-width space) | nothing |
    ///
    /// Everything else is kept, so text without any of these is returned
    /// unchanged. Nothing in the result can move the cursor, start an escape
    /// sequence or reorder text.
    ///
    /// Invariant: `terminalSafe.terminalSafe == terminalSafe`.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    package var terminalSafe: String { cleaned(asciiOnly: false, drawable: false) }

    /// ``terminalSafe`` text in the form a cell grid draws: emoji clusters that
    /// terminals draw at different widths become their
    /// ``Swift/Character/drawable`` form (👩‍👩‍👧‍👦 becomes 👩, 🇨🇳 becomes `CN`),
    /// so each takes the columns the layout measured, and with
    /// ``Charset/ascii`` every other non-ASCII character becomes `?`.
    ///
    /// Invariant: the result contains no control scalar, and every character
    /// in it has a ``DisplayWidth`` of 1 or 2.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    package func displaySafe(for charset: Charset = .unicode) -> String {
        cleaned(asciiOnly: charset == .ascii, drawable: true)
    }

    private func cleaned(asciiOnly: Bool, drawable: Bool) -> String {
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return String(self) }
        var safe = ""
        safe.reserveCapacity(utf8.count + 8)
        for character in self {
            let scalars = character.unicodeScalars
            if scalars.allSatisfy(\.isInertOnTerminal) {
                guard DisplayWidth.of(character) > 0 else { continue }
                if asciiOnly && !character.isASCII {
                    safe.append("?")
                } else if drawable || character.isBaseless {
                    safe += character.drawable
                } else {
                    safe.append(character)
                }
            } else {
                for scalar in scalars {
                    safe += scalar.terminalNotation(asciiOnly: asciiOnly)
                }
            }
        }
        return safe
    }
}

extension Unicode.Scalar {
    /// C0 controls, DEL and C1 controls: the scalars a terminal may act on
    /// instead of showing, which files and JSON must escape too.
    package var isTerminalControl: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }

    /// Whether a terminal only draws this scalar: it cannot move the cursor,
    /// start an escape sequence, end a line or reorder text.
    package var isInertOnTerminal: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: false
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: false
        default: true
        }
    }

    /// The scalar in the hex form of ``Swift/StringProtocol/terminalSafe``:
    /// `\u{202E}`, `\u{FFFE}`. For a scalar that must not appear as itself and
    /// has no caret notation.
    ///
    /// - Complexity: O(1).
    package var hexNotation: String {
        "\\u{" + String(value, radix: 16, uppercase: true) + "}"
    }

    /// What ``Swift/StringProtocol/terminalSafe`` shows for this scalar when
    /// it is not inert, or when it is taken out of a character that holds
    /// one that is not.
    fileprivate func terminalNotation(asciiOnly: Bool) -> String {
        switch value {
        case 0x1B: return "\\e"
        case 0x00...0x1F: return "^" + String(Unicode.Scalar(UInt8(value + 0x40)))
        case 0x7F: return "^?"
        case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
            return hexNotation
        default:
            guard DisplayWidth.of(self) > 0 else { return "" }
            return asciiOnly && !isASCII ? "?" : String(self)
        }
    }
}
