import AlertPlayer
import Testing

/// Where an escape sequence the terminal description does not name ends,
/// so the terminal loop drops all of it and nothing of it reads as keys.
@Suite struct EscapeSequenceEndTests {
    /// The number of bytes after the introducer that the reader consumes,
    /// or `nil` when none ends it.
    static func length(_ sequence: String) -> Int? {
        var bytes = Array(sequence.utf8)
        #expect(bytes.first == 0x1B)
        bytes.removeFirst()
        guard let introducer = bytes.first, let kind = EscapeSequenceKind(introducer: introducer) else { return nil }
        var reader = EscapeSequenceEnd(kind)
        for (index, byte) in bytes.dropFirst().enumerated() where reader.isEnd(after: byte) {
            return index + 1
        }
        return nil
    }

    @Test(arguments: [
        ("\u{1B}[999~", 4), ("\u{1B}[1;5P", 4), ("\u{1B}[?1;2c", 5), ("\u{1B}[Z", 1), ("\u{1B}OP", 1),
        // Strings: an OSC colour report ended by ST and by BEL, DCS, SOS, PM and APC.
        ("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\", 23), ("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}", 22),
        ("\u{1B}P1$r0m\u{1B}\\", 7), ("\u{1B}X sos\u{1B}\\", 6), ("\u{1B}^pm\u{1B}\\", 4), ("\u{1B}_apc\u{1B}\\", 5),
    ])
    func sequencesEndWhereTheyEnd(sequence: String, length: Int) {
        #expect(Self.length(sequence + "q1") == length, "nothing after the sequence is part of it")
    }

    @Test func anEscInsideAStringDoesNotEndIt() {
        #expect(Self.length("\u{1B}]0;a\u{1B}b\u{1B}\\") == 7)
    }

    @Test func escFollowedByAKeyIsNoSequence() {
        for key in ["a", "q", "1", " ", "\u{1B}"] {
            #expect(EscapeSequenceKind(introducer: Array(key.utf8)[0]) == nil, "Esc then \(key)")
        }
    }

    /// Whether the sequence at the start of `text` (to its end) starts a paste.
    static func startsPaste(_ text: String) -> Bool {
        let bytes = Array(text.utf8).dropFirst()
        guard let introducer = bytes.first, let kind = EscapeSequenceKind(introducer: introducer) else { return false }
        var reader = EscapeSequenceEnd(kind)
        for byte in bytes.dropFirst() where reader.isEnd(after: byte) { break }
        return reader.startsPaste
    }

    @Test func onlyCSI200TildeStartsAPaste() {
        #expect(Self.startsPaste("\u{1B}[200~"))
        for other in [
            "\u{1B}[201~", "\u{1B}[20~", "\u{1B}[2000~", "\u{1B}[200;1~", "\u{1B}[?200~", "\u{1B}]200~\u{07}",
        ] {
            #expect(!Self.startsPaste(other), "\(other.debugDescription)")
        }
    }

    /// The index of the code after which ``PasteEnd`` says the paste ended.
    static func pasteEnd(in codes: [Int32]) -> Int? {
        var end = PasteEnd()
        return codes.firstIndex { end.isEnd(after: $0) }
    }

    static func codes(_ text: String) -> [Int32] { text.utf8.map { Int32($0) } }

    @Test func aPasteEndsAtEsc201Tilde() {
        #expect(Self.pasteEnd(in: Self.codes("q1x\u{1B}[201~q")) == 8, "the q after it is a key")
        #expect(Self.pasteEnd(in: Self.codes("\u{1B}\u{1B}[201~")) == 6, "an Esc restarts the match")
        #expect(Self.pasteEnd(in: Self.codes("\u{1B}[20\u{1B}[201~")) == 9)
        #expect(Self.pasteEnd(in: Self.codes("\u{1B}[200~ \u{1B}[2O1~ [201~")) == nil, "nothing like it ends it")
    }

    @Test func aKeyCodeInsideAPasteIsPastedTextAndBreaksAMatch() {
        // curses read a pasted Esc O A as the up arrow (a code above 0xFF).
        let up: Int32 = 0o403
        #expect(Self.pasteEnd(in: Self.codes("\u{1B}[") + [up] + Self.codes("201~")) == nil)
        #expect(Self.pasteEnd(in: [up] + Self.codes("\u{1B}[201~")) == 6)
        // 0x11B would be Esc if it were cut to a byte.
        #expect(Self.pasteEnd(in: [0x11B] + Self.codes("[201~")) == nil)
    }

    @Test func anUnendedStringIsNotEndedByOrdinaryBytes() {
        #expect(Self.length("\u{1B}]52;c;" + String(repeating: "QUJD", count: 100)) == nil)
    }
}
