import AlertPlayer
import AlertScenario
import TerminalText

/// Reading rendered text by display column, as a terminal would show it.
enum DisplayColumns {
    /// The character drawn at a display column of a line, or `nil` past its
    /// end or on the right half of a wide character.
    static func character(at column: Int, in line: some StringProtocol) -> Character? {
        var position = 0
        for character in line {
            if position == column { return character }
            position += DisplayWidth.of(character)
            if position > column { return nil }
        }
        return nil
    }

    /// The display columns at which a character occurs in a line.
    static func columns(of target: Character, in line: some StringProtocol) -> [Int] {
        var position = 0
        var found: [Int] = []
        for character in line {
            if character == target { found.append(position) }
            position += DisplayWidth.of(character)
        }
        return found
    }

    /// The columns one character takes.
    static func width(of character: Character) -> Int {
        DisplayWidth.of(character)
    }
}
