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
    /// The alert id a JSON-lines line names before any line declares it,
    /// and the field that names it, when that is the error: the JSON-lines
    /// loader then looks for a later declaration to name instead. Only
    /// between the reader and the loader: the loader clears it before any
    /// error leaves it, so equal errors compare equal.
    var undeclaredAlert: UndeclaredAlert?

    /// An alert id named in a field before it is declared.
    struct UndeclaredAlert: Hashable, Sendable {
        var id: String
        var field: String
    }

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
    /// (a zero-width space or joiner, a byte order mark, a soft hyphen, a
    /// variation selector after a letter) or would show as a plain space (a
    /// no-break space) is written in hex, `\u{200B}`, so a message that
    /// names a word that differs from another only there shows the
    /// difference. Emoji are kept whole.
    var shortenedForMessage: String {
        let limit = 80
        var safe = ""
        for character in self {
            let scalars = character.unicodeScalars
            // An emoji keeps its joiners and variation selectors; controls are terminalSafe's.
            let isEmoji = scalars.first.map { $0.value > 0x7F && $0.properties.isEmoji } ?? false
            guard !isEmoji, scalars.allSatisfy(\.isInertOnTerminal) else {
                safe.append(character)
                continue
            }
            let isInvisible = DisplayWidth.of(character) == 0
            for scalar in scalars {
                let isHidden =
                    scalar.properties.isDefaultIgnorableCodePoint
                    || (scalar != " " && scalar.properties.generalCategory == .spaceSeparator)
                if isInvisible || isHidden {
                    safe += scalar.hexNotation
                } else {
                    safe.unicodeScalars.append(scalar)
                }
            }
        }
        safe = safe.terminalSafe
        guard safe.count > limit else { return safe }
        return "\(safe.prefix(limit / 2))…\(safe.suffix(limit / 2))"
    }
}
