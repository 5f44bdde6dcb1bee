import TerminalText

/// Why a scenario could not be loaded, with the place in the file to blame.
///
/// ``description`` is the line to show people: `FILE:LINE:COL: error: MESSAGE`,
/// or `FILE: error: MESSAGE` when no place in the file applies (a missing file).
/// Every piece of text quoted from the file is made terminal-safe, so printing
/// an error never lets a scenario send escape sequences.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, which also decides the exit status.
    public enum Kind: Hashable, Sendable {
        /// The file is missing, unreadable, or not a regular file (EX_NOINPUT, 66).
        case unreadable
        /// The file was read but its content is not a valid scenario (EX_DATAERR, 65).
        case malformed
    }

    public var kind: Kind
    /// The file, as named in messages.
    public var source: String
    /// Where in the file, when a place applies.
    public var location: SourceLocation?
    public var message: String

    public init(_ kind: Kind = .malformed, source: String, location: SourceLocation?, message: String) {
        self.kind = kind
        self.source = source
        self.location = location
        self.message = message
    }

    public var description: String {
        let file = source.terminalSafe
        guard let location else { return "\(file): error: \(message)" }
        return "\(file):\(location.line):\(location.column): error: \(message)"
    }

    /// The `sysexits.h` status a command should exit with: 66 (EX_NOINPUT)
    /// for a file that cannot be read, 65 (EX_DATAERR) for bad content.
    public var exitStatus: Int32 {
        switch kind {
        case .unreadable: 66
        case .malformed: 65
        }
    }
}

extension String {
    /// The text in single quotes for an error message, terminal-safe, and
    /// shortened in the middle when very long so one bad value cannot flood
    /// the terminal.
    var quotedForMessage: String { "'\(shortenedForMessage)'" }

    /// The text for an error message, terminal-safe, and shortened in the
    /// middle when it is over 80 characters. What a terminal would not show
    /// (a zero-width space, a byte order mark) or would show as a plain space
    /// (a no-break space) is written in hex, `\u{200B}`, so a message that
    /// names a word that differs from another only there shows the difference.
    var shortenedForMessage: String {
        let limit = 80
        var safe = ""
        for character in self {
            let isInert = character.unicodeScalars.allSatisfy(\.isInertOnTerminal)
            let isOtherSpace =
                character != " " && character.unicodeScalars.count == 1
                && character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .spaceSeparator }
            if isInert && (DisplayWidth.of(character) == 0 || isOtherSpace) {
                safe += character.unicodeScalars.map(\.hexNotation).joined()
            } else {
                safe.append(character)
            }
        }
        safe = safe.terminalSafe
        guard safe.count > limit else { return safe }
        return "\(safe.prefix(limit / 2))…\(safe.suffix(limit / 2))"
    }
}
