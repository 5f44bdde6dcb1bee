/// Bracketed paste (xterm's private mode 2004): while it is on, the terminal
/// wraps pasted text in `Esc [ 200 ~` and `Esc [ 201 ~`, so the player can
/// tell a paste from typing and drop it. Without it, pasted text reads as
/// keys: a `q` in it quits, digits press buttons.
///
/// Terminals that do not know the mode ignore the request to turn it on.
/// The terminal layer turns it on and off (`cterminal_set_bracketed_paste`);
/// this names the bytes a paste arrives in.
package enum BracketedPaste {
    /// The bytes after `Esc [` that start a paste.
    static let startParameters: [UInt8] = Array("200~".utf8)
    /// The sequence that ends a paste.
    static let end: [UInt8] = Array("\u{1B}[201~".utf8)
}

/// Reads what the terminal sends inside a bracketed paste, one code at a
/// time, and says which one ends it (the last byte of `Esc [ 201 ~`).
///
/// Codes are what a curses `getch` returns: bytes, or key codes above
/// 0xFF for sequences it recognised inside the paste, which are pasted text
/// like any other and never part of the end.
///
/// Invariant: ``isEnd(after:)`` returns `true` exactly when the codes given
/// so far end with the bytes of `Esc [ 201 ~`.
package struct PasteEnd: Sendable {
    /// How many of the end sequence's bytes the last codes matched.
    private var matched = 0

    package init() {}

    /// Whether `code`, the next one read, is the paste's last.
    ///
    /// - Complexity: O(1)
    package mutating func isEnd(after code: Int32) -> Bool {
        let end = BracketedPaste.end
        if code == Int32(end[matched]) {
            matched += 1
            if matched == end.count {
                matched = 0
                return true
            }
        } else {
            // Only the end's first byte (Esc) occurs in it once, so a
            // mismatch restarts the match at that byte or before it.
            matched = code == Int32(end[0]) ? 1 : 0
        }
        return false
    }
}
