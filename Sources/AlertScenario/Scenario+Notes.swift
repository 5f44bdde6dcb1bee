import TerminalText

extension Scenario {
    /// The notes as YAML comments, by the step they stand before: element
    /// *i* holds the comments before step *i*, and the last element (the
    /// number of steps) those after the last step. This is how `convert`
    /// keeps a JSON-lines file's notes.
    ///
    /// Each line of a note becomes a comment line, with what YAML would
    /// take for a line break (CR, U+0085, U+2028, U+2029) or the reader
    /// refuses (other controls, U+FFFE, U+FFFF) written in the package's
    /// notation (`^M`, `\u{2028}`), so the file loads and replays as the
    /// JSON lines did.
    ///
    /// - Complexity: O(*s* + *n*) for *s* steps and *n* notes, and the
    ///   notes' length.
    func noteCommentsByStep() -> [[String]] {
        var comments = Array(repeating: [String](), count: timeline.count + 1)
        for note in notes {
            let lines = note.text.split(separator: "\n", omittingEmptySubsequences: false)
            comments[min(max(note.position, 0), timeline.count)] += lines.map { "  # " + Self.commentText($0) }
        }
        return comments
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
