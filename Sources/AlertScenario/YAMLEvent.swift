/// One step of a YAML document as the scenario decoder reads it: a scalar
/// with its text, or the start or end of a mapping or a list, each with the
/// place in the file where it starts.
///
/// Aliases are resolved before events reach the decoder (see
/// ``YAMLEventStream``); ``Kind/alias`` only appears in the stream's own
/// record of anchored nodes.
struct YAMLEvent {
    enum Kind: UInt8 {
        case scalar
        case mappingStart
        case mappingEnd
        case sequenceStart
        case sequenceEnd
        /// A use of an anchored node, in the stream's record only.
        case alias
    }

    var kind: Kind
    /// Whether a scalar was written plain (unquoted, not a block scalar):
    /// only plain scalars can be null or a boolean.
    var isPlain: Bool
    /// Where the event starts in the file: line and column, 1-based, columns in Unicode scalars.
    var location: SourceLocation
    /// A scalar's text; empty for the other kinds.
    var text: String
    /// For ``Kind/alias``: the index of the anchored node's recorded events.
    var target: Int

    init(kind: Kind, location: SourceLocation, text: String = "", isPlain: Bool = false, target: Int = 0) {
        self.kind = kind
        self.isPlain = isPlain
        self.location = location
        self.text = text
        self.target = target
    }

    /// Whether YAML reads this scalar as null: empty, `~` or `null`, unquoted.
    var isNull: Bool {
        guard kind == .scalar, isPlain else { return false }
        switch text {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    /// Whether this event starts a mapping or a list.
    var isCollectionStart: Bool { kind == .mappingStart || kind == .sequenceStart }

    /// Whether this event ends a mapping or a list.
    var isCollectionEnd: Bool { kind == .mappingEnd || kind == .sequenceEnd }

    /// How the node that starts here reads in a message: `a mapping`,
    /// `a list`, `null` or the text in quotes.
    var described: String {
        switch kind {
        case .mappingStart, .mappingEnd: "a mapping"
        case .sequenceStart, .sequenceEnd: "a list"
        case .alias: "an alias"
        case .scalar: isNull ? "null" : text.quotedForMessage
        }
    }
}
