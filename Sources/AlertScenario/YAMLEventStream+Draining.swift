import CYaml

extension YAMLEventStream {
    /// The error to report once the decoder has stopped at `error`, in the
    /// order problems rank: aliases that are keys or over the budget first,
    /// then YAML that is not one valid document (a syntax error, an
    /// undefined alias, a second document), then what the decoder found.
    /// The rest of the file is parsed, not decoded, to find out.
    ///
    /// - Complexity: O(*n*) in the size of the part of the file not yet read.
    func errorToReport(after error: ScenarioError) -> ScenarioError {
        switch failure {
        case .syntax, .aliases:
            return error
        case .structure:
            return drain().aliasProblem ?? error
        case nil:
            let found = drain()
            return found.aliasProblem ?? found.structureProblem ?? error
        }
    }

    /// Parses the rest of the stream: the first alias problem, and the
    /// first problem of structure or syntax before it.
    private func drain() -> (aliasProblem: ScenarioError?, structureProblem: ScenarioError?) {
        replays.removeAll()
        var structureProblem: ScenarioError?
        while true {
            do throws(ScenarioError) {
                guard let parsed = try parse() else { return (nil, structureProblem) }
                guard structureProblem == nil else { continue }
                if parsed.type == YAML_DOCUMENT_START_EVENT {
                    structureProblem = ScenarioError(secondDocumentAt: parsed.location, source: source)
                } else if let event = parsed.event, event.kind == .alias, event.target < 0 {
                    structureProblem = ScenarioError(undefinedAliasAt: event.location, source: source)
                }
            } catch {
                if failure == .aliases { return (error, structureProblem) }
                return (nil, structureProblem ?? error)
            }
        }
    }
}
