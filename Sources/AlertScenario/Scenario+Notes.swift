import TerminalText

extension Scenario {
    /// The notes that stand before the timeline's step `index` (after the
    /// last step when `index` is the number of steps), as YAML comments:
    /// how `convert` keeps a JSON-lines file's notes.
    ///
    /// Each line of a note becomes a comment line, with what YAML would
    /// take for a line break (CR, U+0085, U+2028, U+2029) or the reader
    /// refuses (other controls, U+FFFE, U+FFFF) written in the package's
    /// notation (`^M`, `\u{2028}`), so the file loads and replays as the
    /// JSON lines did.
    ///
    /// - Complexity: O(*n*) in the number of notes, and in their length.
    func noteComments(at index: Int) -> [String] {
        notes.filter { $0.position == index || (index == timeline.count && $0.position > index) }.flatMap { note in
            note.text.split(separator: "\n", omittingEmptySubsequences: false).map { "  # " + Self.commentText($0) }
        }
    }

    /// `line` as the text of a YAML comment: ``Swift/StringProtocol/terminalSafe``,
    /// and the two noncharacters the reader refuses in hex.
    private static func commentText(_ line: Substring) -> String {
        var text = ""
        for scalar in line.terminalSafe.unicodeScalars {
            if ScenarioLoader.isNoncharacter(scalar.value) {
                text += scalar.hexNotation
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
