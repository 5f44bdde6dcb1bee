/// Finds YAML aliases used as mapping keys, before the text reaches Yams.
///
/// Yams checks every mapping for duplicate keys by hashing the keys, and
/// hashing an alias hashes everything it refers to. A key that refers to a
/// "billion laughs" structure (each level a list of aliases to the level
/// below) would take exponential time. Scenario keys are plain names, so an
/// alias as a key, inside a flow collection used as a key, or inside an
/// explicit `? ` key is rejected up front; aliases as values stay allowed
/// (Yams keeps them shared, and the scenario reader never expands them).
///
/// This is a light tokenizer, not a YAML parser: it follows quotes,
/// comments, flow collections, block scalars and indicators closely enough
/// for real files, and errs towards reporting. It never allocates per
/// character.
///
/// - Complexity: O(*n*) in the number of bytes, O(*d*) extra space for *d*
///   nested flow collections.
struct AliasKeyScanner {
    /// One open flow collection.
    private struct FlowCollection {
        /// The first alias inside it (or inside a collection nested in it).
        var firstAlias: SourceLocation?
        /// Whether the current entry is an explicit `? ` key.
        var inExplicitKey = false
    }

    private enum Mode {
        case token
        case plain
        case singleQuoted
        case doubleQuoted
        case comment
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    /// 0-based column of `index`, counting Unicode scalars.
    private var column = 0
    private var mode = Mode.token
    private var flow: [FlowCollection] = []
    /// How many open flow collections are in an explicit key (kept so the check is O(1)).
    private var flowExplicitKeys = 0
    /// The indentation of a block `? ` key while its lines last.
    private var explicitKeyIndent: Int?
    /// An alias (or a collection holding one) that is a key if `:` follows on this line.
    private var keyCandidate: SourceLocation?
    /// The indentation a block scalar's content must exceed, while in one.
    private var blockScalarParent: Int?
    /// The content indentation of the current block scalar, once known.
    private var blockScalarIndent: Int?
    /// Where the line's first content token starts, and the last `-`/`?` indicator on it.
    private var lineContentColumn: Int?
    private var lastIndicator: (byte: UInt8, column: Int)?

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The first alias used as, or inside, a mapping key, if any.
    static func firstAliasInKey(_ bytes: [UInt8]) -> SourceLocation? {
        // Most files have no alias at all; finding that out is a fast byte search.
        guard bytes.contains(UInt8(ascii: "*")) else { return nil }
        var scanner = AliasKeyScanner(bytes)
        return scanner.scan()
    }

    private mutating func scan() -> SourceLocation? {
        while index < bytes.count {
            if let found = scanLine() { return found }
        }
        return nil
    }

    /// Scans from the start of a line through its line break.
    private mutating func scanLine() -> SourceLocation? {
        let lineStart = index
        var lineEnd = index
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        defer {
            index = lineEnd + 1
            line += 1
            column = 0
        }
        var indent = 0
        while lineStart + indent < lineEnd, bytes[lineStart + indent] == UInt8(ascii: " ") { indent += 1 }
        let isBlank = (lineStart..<lineEnd).allSatisfy { isSpace(bytes[$0]) }
        if skipsAsBlockScalarContent(indent: indent, isBlank: isBlank) { return nil }

        keyCandidate = nil
        lineContentColumn = nil
        lastIndicator = nil
        switch mode {
        case .comment: mode = .token
        case .plain where flow.isEmpty: mode = .token
        default: break
        }
        if mode == .token, flow.isEmpty {
            if let keyIndent = explicitKeyIndent, !isBlank, indent <= keyIndent { explicitKeyIndent = nil }
            if startsWithDocumentMarker(at: lineStart, end: lineEnd) {
                index = lineStart + 3
                column = 3
                return scanCharacters(until: lineEnd)
            }
        }
        index = lineStart
        return scanCharacters(until: lineEnd)
    }

    /// Whether this line belongs to the block scalar being skipped; ends the
    /// block scalar at the first line that does not.
    private mutating func skipsAsBlockScalarContent(indent: Int, isBlank: Bool) -> Bool {
        guard let parent = blockScalarParent else { return false }
        if isBlank { return true }
        let required = blockScalarIndent ?? max(parent + 1, indent)
        if indent >= required, indent > parent {
            blockScalarIndent = required
            return true
        }
        blockScalarParent = nil
        blockScalarIndent = nil
        return false
    }

    private func startsWithDocumentMarker(at start: Int, end: Int) -> Bool {
        guard end - start >= 3 else { return false }
        let marker = bytes[start..<start + 3]
        guard marker.elementsEqual("---".utf8) || marker.elementsEqual("...".utf8) else { return false }
        return end - start == 3 || isSpace(bytes[start + 3])
    }

    private mutating func scanCharacters(until end: Int) -> SourceLocation? {
        var previousWasSpace = true
        while index < end {
            let byte = bytes[index]
            let wasSpace = previousWasSpace
            previousWasSpace = isSpace(byte)
            switch mode {
            case .comment:
                index = end
                return nil
            case .singleQuoted:
                if byte == UInt8(ascii: "'") {
                    if peek(1) == UInt8(ascii: "'") {
                        advance()
                    } else {
                        mode = .token
                    }
                }
                advance()
            case .doubleQuoted:
                if byte == UInt8(ascii: "\\") {
                    advance()
                } else if byte == UInt8(ascii: "\"") {
                    mode = .token
                }
                if index < end { advance() }
            case .plain:
                scanPlain(byte, afterSpace: wasSpace, end: end)
            case .token:
                if let found = scanToken(byte, end: end) { return found }
            }
        }
        return nil
    }

    private mutating func scanPlain(_ byte: UInt8, afterSpace: Bool, end: Int) {
        if byte == UInt8(ascii: "#"), afterSpace {
            mode = .comment
            return
        }
        if byte == UInt8(ascii: ":"), isBlankOrEnd(peek(1)) || (!flow.isEmpty && isFlowIndicator(peek(1))) {
            mode = .token
            return  // the token scanner handles the ':' itself
        }
        if !flow.isEmpty, isFlowIndicator(byte) {
            mode = .token
            return
        }
        advance()
    }

    /// At a place where a new token may start.
    private mutating func scanToken(_ byte: UInt8, end: Int) -> SourceLocation? {
        let here = SourceLocation(line: line, column: column + 1)
        if isSpace(byte) {
            advance()
            return nil
        }
        let isIndicator = isBlankOrEnd(peek(1)) || !flow.isEmpty
        switch byte {
        case UInt8(ascii: "#"):
            mode = .comment
        case UInt8(ascii: "'"):
            noteContent()
            mode = .singleQuoted
            advance()
        case UInt8(ascii: "\""):
            noteContent()
            mode = .doubleQuoted
            advance()
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            noteContent()
            flow.append(FlowCollection())
            advance()
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            advance()
            if let closed = flow.popLast() {
                if closed.inExplicitKey { flowExplicitKeys -= 1 }
                keyCandidate = closed.firstAlias
                if let alias = closed.firstAlias, !flow.isEmpty, flow[flow.count - 1].firstAlias == nil {
                    flow[flow.count - 1].firstAlias = alias
                }
            }
            return nil
        case UInt8(ascii: ","):
            setFlowExplicitKey(false)
            advance()
        case UInt8(ascii: "?") where isIndicator:
            if flow.isEmpty {
                explicitKeyIndent = column
                lastIndicator = (byte, column)
            } else {
                setFlowExplicitKey(true)
            }
            advance()
        case UInt8(ascii: ":") where isIndicator:
            if let candidate = keyCandidate { return candidate }
            setFlowExplicitKey(false)
            lastIndicator = (byte, column)
            advance()
        case UInt8(ascii: "-") where isIndicator && flow.isEmpty:
            lastIndicator = (byte, column)
            advance()
        case UInt8(ascii: "|") where flow.isEmpty, UInt8(ascii: ">") where flow.isEmpty:
            startBlockScalar()
            mode = .comment
        case UInt8(ascii: "*"):
            noteContent()
            skipAnchorName()
            if isInsideExplicitKey { return here }
            if !flow.isEmpty, flow[flow.count - 1].firstAlias == nil { flow[flow.count - 1].firstAlias = here }
            keyCandidate = here
            return nil
        case UInt8(ascii: "&"):
            skipAnchorName()
        case UInt8(ascii: "!"):
            skipTag()
        case UInt8(ascii: "%") where column == 0:
            mode = .comment
        default:
            noteContent()
            mode = .plain
            advance()
        }
        keyCandidate = nil
        return nil
    }

    private var isInsideExplicitKey: Bool {
        explicitKeyIndent != nil || flowExplicitKeys > 0
    }

    /// Marks whether the innermost flow collection's current entry is an explicit key.
    private mutating func setFlowExplicitKey(_ isKey: Bool) {
        guard !flow.isEmpty, flow[flow.count - 1].inExplicitKey != isKey else { return }
        flow[flow.count - 1].inExplicitKey = isKey
        flowExplicitKeys += isKey ? 1 : -1
    }

    /// A block scalar's content is more indented than the collection that
    /// holds it: the key's mapping after `key: |`, the list after `- |`.
    private mutating func startBlockScalar() {
        let parent: Int
        switch lastIndicator {
        case (UInt8(ascii: ":"), _)?: parent = lineContentColumn ?? max(0, column - 1)
        case (_, let indicatorColumn)?: parent = indicatorColumn
        case nil: parent = max(0, column - 1)
        }
        blockScalarParent = parent
        blockScalarIndent = nil
    }

    private mutating func noteContent() {
        if lineContentColumn == nil { lineContentColumn = column }
    }

    /// Skips `&name` or `*name`: libyaml allows ASCII letters, digits, `_` and `-` in names.
    private mutating func skipAnchorName() {
        advance()
        while index < bytes.count {
            let byte = bytes[index]
            let isNameByte =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "-")
            guard isNameByte else { return }
            advance()
        }
    }

    /// Skips a tag: everything up to a blank or a flow indicator.
    private mutating func skipTag() {
        advance()
        while index < bytes.count, !isBlankOrEnd(bytes[index]), !isFlowIndicator(bytes[index]) { advance() }
    }

    private mutating func advance() {
        guard index < bytes.count else { return }
        // Columns count Unicode scalars: UTF-8 continuation bytes do not start one.
        if bytes[index] & 0xC0 != 0x80 { column += 1 }
        index += 1
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private func isBlankOrEnd(_ byte: UInt8?) -> Bool {
        guard let byte else { return true }
        return isSpace(byte) || byte == UInt8(ascii: "\n")
    }

    private func isFlowIndicator(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }
}
