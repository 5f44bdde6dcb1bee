import CYaml

extension ScenarioError {
    /// libyaml's error, at the place it reported.
    init(parser: yaml_parser_t, input: UnsafeBufferPointer<UInt8>, source: String) {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        switch parser.error {
        case YAML_MEMORY_ERROR:
            self.init(
                source: source, location: SourceLocation(line: 1, column: 1),
                message: "invalid YAML: out of memory while reading it")
        case YAML_READER_ERROR:
            self.init(
                source: source, location: SourceLocation(ofByte: parser.problem_offset, in: input),
                message: "invalid YAML: \(problem)")
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            let hint = YAMLSyntaxHint.hint(
                for: problem, at: SourceLocation(parser.problem_mark),
                context: parser.context == nil ? nil : SourceLocation(parser.context_mark), in: input)
            if let hint {
                self.init(source: source, location: hint.location, message: hint.message)
                return
            }
            let context = parser.context.map {
                (text: String(cString: $0), location: SourceLocation(parser.context_mark))
            }
            self.init(
                source: source, location: SourceLocation(parser.problem_mark),
                message: Self.syntaxMessage(problem, context: context))
        default:
            self.init(source: source, location: SourceLocation(line: 1, column: 1), message: "invalid YAML: \(problem)")
        }
    }

    /// A problem with aliases, found by ``YAMLEventScan``.
    init(_ problem: YAMLEventScan.Problem, source: String) {
        switch problem {
        case .aliasAsKey(let location):
            self.init(
                source: source, location: location,
                message:
                    "an alias cannot be used as a mapping key; expected a plain name, as every key in a scenario file is"
            )
        case .overBudget(let location, let budget):
            self.init(
                source: source, location: location,
                message: "the aliases of this file expand to more than \(budget) nodes (text counting one more "
                    + "per \(YAMLEventScan.bytesPerNode) bytes), the limit for its size; "
                    + "expected fewer repetitions: write the repeated part out, or repeat it less")
        }
    }

    /// A node with a YAML tag (`!!str`, `!foo`): the format reads values as
    /// written, so a tag could only be meant to change what they mean.
    init(tag: String, at location: SourceLocation, source: String) {
        self.init(
            source: source, location: location,
            message: "YAML tags are not read, got \(tag.quotedForMessage); expected the value without a tag "
                + "(quote it for text)")
    }

    /// An alias whose anchor no earlier node has.
    init(undefinedAliasAt location: SourceLocation, source: String) {
        self.init(
            source: source, location: location,
            message: "invalid YAML: found undefined alias; expected an alias of an anchor defined before it")
    }

    /// A second document after the first: a scenario file holds one.
    init(secondDocumentAt location: SourceLocation, source: String) {
        self.init(
            source: source, location: location,
            message: "invalid YAML: a second document; expected a single document (a scenario file holds one), "
                + "the one that starts at 1:1")
    }

    private static func syntaxMessage(_ problem: String, context: (text: String, location: SourceLocation)?) -> String {
        if problem.hasPrefix("Maximum nesting level reached") {
            return
                "nesting deeper than 1000 levels from here on; expected at most 1000 (scenario files need only a few)"
        }
        if problem.hasPrefix("did not find expected <document start>") {
            // Text after `...`, the end of the document, that no `---` starts as a second one.
            return "invalid YAML: text after the end of the document ('...'); expected nothing after '...' "
                + "(a scenario file holds one document)"
        }
        let place = context.map { " (\($0.text) that starts at \($0.location))" } ?? ""
        return "invalid YAML: \(problem)\(place)" + expectation(after: problem)
    }

    /// What was expected where libyaml's problem does not say: for the
    /// problems a hand-written scenario runs into, what to write instead.
    private static func expectation(after problem: String) -> String {
        // "did not find expected key" says it already ("unexpected" does not).
        if problem.split(whereSeparator: { !$0.isLetter }).contains("expected") { return "" }
        let hint = expectations.first { problem.hasPrefix($0.problem) }?.expected
        return "; expected " + (hint ?? "YAML as the scenario format describes")
    }

    /// libyaml's problems, by the start of their text, with what to write instead.
    private static let expectations: [(problem: String, expected: String)] = [
        ("mapping values are not allowed", "one 'key: value' a line (quote a value that holds ': ')"),
        ("found unexpected end of stream", "the rest of it, such as a closing quote"),
        ("found a tab character", "indentation by spaces, not tabs"),
        (
            "found character that cannot start any token",
            "a key, a value or '- ' (quote a value that starts with @ or `, and indent by spaces)"
        ),
        ("found unknown escape character", "an escape YAML knows, such as \\n, \\t, \\\" or \\\\"),
    ]
}

extension SourceLocation {
    /// A libyaml position (0-based line and column, the column in Unicode scalars), 1-based.
    init(_ mark: yaml_mark_t) {
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
}
