/// Better words for two of libyaml's syntax errors, read from the lines
/// around the place it reported.
///
/// libyaml finds a missing `: ` only on the line after it (`level 600`
/// followed by `title: hi` reads as one scalar, `level 600 title`, until
/// the `:`), and calls a tab where a token should start "a character that
/// cannot start any token". Both are the most common slips in a
/// hand-written file, so they are named where they are.
enum YAMLSyntaxHint {
    /// The place and message for libyaml's `problem` at `mark`, when one of
    /// the slips above explains it; `nil` otherwise.
    ///
    /// - Complexity: O(*n*) in the bytes before the end of the reported
    ///   line; only on the way to an error.
    static func hint(
        for problem: String, at mark: SourceLocation, context: SourceLocation?, in input: UnsafeBufferPointer<UInt8>
    ) -> (location: SourceLocation, message: String)? {
        if problem.hasPrefix("found character that cannot start any token") {
            return tab(at: mark, in: input)
        }
        if problem.hasPrefix("mapping values are not allowed") {
            // Both read the same lines: split them once.
            let lines = lines(through: mark.line, in: input)
            return longKey(endingAt: mark, lines: lines) ?? missingColon(before: mark, lines: lines)
        }
        if problem.hasPrefix("could not find expected ':'"), let context {
            return keyWithoutColon(at: context, in: input)
        }
        return nil
    }

    /// The longest key YAML writes without `?`: libyaml, like the YAML
    /// spec, reads a key of more characters than this as no key at all.
    private static let simpleKeyLimit = 1024

    /// A key longer than libyaml reads before its `: ` (at `mark`; `lines`
    /// the file's through it): an id or a name that long is allowed,
    /// written as an explicit key.
    private static func longKey(endingAt mark: SourceLocation, lines: [Substring]) -> (SourceLocation, String)? {
        guard mark.line >= 1, mark.line <= lines.count, mark.column >= 1 else { return nil }
        let beforeColon = lines[mark.line - 1].unicodeScalars.prefix(mark.column - 1)
        let indentation = beforeColon.prefix { $0 == " " || $0 == "-" }.count
        guard beforeColon.count - indentation > simpleKeyLimit else { return nil }
        return (
            SourceLocation(line: mark.line, column: indentation + 1),
            "invalid YAML: a key longer than \(simpleKeyLimit) characters, which YAML reads as no key; "
                + "expected a long key written as '? KEY' on one line and ': VALUE' on the next, at the same indentation"
        )
    }

    /// A line libyaml took for a key and found no `:` after: a line of a
    /// message not indented under its key, or a key missing its colon.
    private static func keyWithoutColon(
        at start: SourceLocation, in input: UnsafeBufferPointer<UInt8>
    ) -> (SourceLocation, String)? {
        let lines = lines(through: start.line, in: input)
        guard start.line >= 1, start.line <= lines.count, start.column >= 1 else { return nil }
        let content = Substring(
            Substring.UnicodeScalarView(lines[start.line - 1].unicodeScalars.dropFirst(start.column - 1)))
        guard !content.isEmpty else { return nil }
        return (
            start,
            "invalid YAML: \(String(content).quotedForMessage) has no ': ' after a key; expected one 'key: value' "
                + "a line (text that goes on to a second line is indented under its key)" + keyHint(content)
        )
    }

    /// Lines 1 through `line` of `input` (fewer in a shorter file), as
    /// text, split at the line breaks error locations count
    /// (``SourceLocation/lineBreakLength(at:in:)``).
    private static func lines(through line: Int, in input: UnsafeBufferPointer<UInt8>) -> [Substring] {
        func text(_ range: Range<Int>) -> Substring {
            Substring(String(decoding: UnsafeBufferPointer(rebasing: input[range]), as: UTF8.self))
        }
        var lines: [Substring] = []
        var start = 0
        var index = 0
        while index < input.count, lines.count < line {
            let breakLength = SourceLocation.lineBreakLength(at: index, in: input)
            guard breakLength > 0 else {
                index += 1
                continue
            }
            lines.append(text(start..<index))
            index += breakLength
            start = index
        }
        if lines.count < line { lines.append(text(start..<input.count)) }
        return lines
    }

    private static func tab(at mark: SourceLocation, in input: UnsafeBufferPointer<UInt8>) -> (SourceLocation, String)?
    {
        let lines = lines(through: mark.line, in: input)
        guard mark.line >= 1, mark.line <= lines.count else { return nil }
        let scalars = Array(lines[mark.line - 1].unicodeScalars)
        guard mark.column >= 1, mark.column <= scalars.count, scalars[mark.column - 1] == "\t" else { return nil }
        return (mark, "invalid YAML: a tab where YAML allows none; expected indentation by spaces, not tabs")
    }

    private static func missingColon(before mark: SourceLocation, lines: [Substring]) -> (SourceLocation, String)? {
        guard mark.line <= lines.count, mark.line >= 2 else { return nil }
        let reported = lines[mark.line - 1]
        // The nearest line above with content: the one that lacks its `: `.
        guard
            let index = lines[..<(mark.line - 1)].lastIndex(where: {
                let content = $0.drop { $0 == " " }
                return !content.isEmpty && !content.hasPrefix("#")
            })
        else { return nil }
        let suspect = lines[index]
        let indentation = suspect.prefix { $0 == " " }.count
        let content = suspect.dropFirst(indentation)
        guard indentation == reported.prefix(while: { $0 == " " }).count, !content.hasPrefix("-"),
            !content.contains(": "), !content.hasSuffix(":")
        else { return nil }
        return (
            SourceLocation(line: index + 1, column: indentation + 1),
            "invalid YAML: \(String(content).quotedForMessage) has no ': ' after a key, so YAML reads line "
                + "\(mark.line) as more of it; expected one 'key: value' a line" + keyHint(content)
        )
    }

    /// `; did you mean 'level: 600'?` for `level 600` or `level:600`: only
    /// when what comes first is a key a scenario has, since a line of text
    /// (a message's next line, not indented) lacks its `: ` for another reason.
    private static func keyHint(_ content: Substring) -> String {
        guard let end = content.firstIndex(where: { $0 == ":" || $0 == " " }) else { return "" }
        let key = String(content[..<end])
        guard knownKeys.contains(key) else { return "" }
        let value = content[content.index(after: end)...].drop { $0 == " " }
        return "; did you mean \("\(key): \(value)".quotedForMessage)?"
    }

    private static let knownKeys = Set(
        ScenarioDecoder.topLevelKeys + ScenarioDecoder.policyKeys + ScenarioDecoder.alertKeys
            + ScenarioDecoder.actionKeys + ScenarioDecoder.capKeys + ScenarioDecoder.expectKeys
            + ScenarioDecoder.stepKeys + ScenarioDecoder.addressedTapKeys)
}
