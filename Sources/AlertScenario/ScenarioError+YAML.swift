import Yams

extension ScenarioError {
    /// A YAML syntax error from Yams, as a scenario error at the place
    /// libyaml reported.
    init(yaml error: any Error, source: String, text: String) {
        guard let yamlError = error as? YamlError else {
            self.init(source: source, location: SourceLocation(line: 1, column: 1), message: "invalid YAML: \(error)")
            return
        }
        switch yamlError {
        case .reader(let problem, let offset, _, _):
            let location = offset.map { Self.location(ofCharacter: $0, in: text) } ?? SourceLocation(line: 1, column: 1)
            self.init(source: source, location: location, message: "invalid YAML: \(problem)")
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            self.init(source: source, location: SourceLocation(mark), message: Self.syntaxMessage(problem, context))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let key = duplicates.first ?? ""
            self.init(
                source: source, location: SourceLocation(context.mark),
                message: "duplicate key \(key.quotedForMessage); each key may appear only once in a mapping")
        case .memory:
            self.init(
                source: source, location: SourceLocation(line: 1, column: 1),
                message: "invalid YAML: out of memory while reading it")
        default:
            self.init(
                source: source, location: SourceLocation(line: 1, column: 1), message: "invalid YAML: \(yamlError)")
        }
    }

    private static func syntaxMessage(_ problem: String, _ context: YamlError.Context?) -> String {
        if problem.hasPrefix("Maximum nesting level reached") {
            return "nesting is deeper than 1000 levels; scenario files need only a few"
        }
        guard let context else { return "invalid YAML: \(problem)" }
        return "invalid YAML: \(problem) (\(context.text) that starts at \(context.mark.line):\(context.mark.column))"
    }

    /// The line and column of the `offset`-th character of `text`.
    ///
    /// - Complexity: O(*offset*)
    private static func location(ofCharacter offset: Int, in text: String) -> SourceLocation {
        var line = 1
        var column = 1
        for character in text.prefix(offset) {
            if character.isNewline {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return SourceLocation(line: line, column: column)
    }
}

extension SourceLocation {
    /// A libyaml position: 1-based line, 1-based column in Unicode scalars.
    init(_ mark: Mark) {
        self.init(line: mark.line, column: mark.column)
    }
}
