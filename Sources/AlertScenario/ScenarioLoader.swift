import Yams

/// Loads scenario files: reads, checks and resolves them into a
/// ``Scenario``, or throws a ``ScenarioError`` naming the file, line and
/// column of the first problem.
///
/// Loading is strict (unknown keys, wrong types, unknown ids and labels,
/// times going backwards are all errors) and hostile input stays cheap: the
/// size is capped, the text must be UTF-8 without control characters,
/// aliases may not be mapping keys nor expand the document beyond a budget
/// linear in its size (see ``YAMLEventScan``), libyaml stops nesting at 1000 levels,
/// and the YAML is composed on a thread with a large stack.
public enum ScenarioLoader {
    /// The largest file accepted, in bytes (64 MiB): room for generated
    /// scenarios of a million steps, while a stray huge file stays a quick
    /// error and the work any file can cause stays bounded.
    public static let maximumFileSize = 64 << 20

    /// Loads the scenario file at `path`; messages name it as written.
    ///
    /// - Throws: ``ScenarioError`` of kind `.unreadable` when the file cannot
    ///   be read, `.malformed` when its content is not a valid scenario.
    /// - Complexity: O(*n*) in the size of the file, plus O(*s* · *a*) to
    ///   resolve *s* steps against *a* catalogue entries' labels.
    public static func load(path: String) throws(ScenarioError) -> Scenario {
        let bytes = try ScenarioFileReader.bytes(atPath: path, limit: maximumFileSize)
        return try load(bytes: bytes, source: path)
    }

    /// Loads a scenario from UTF-8 bytes; `source` names it in messages.
    public static func load(bytes: [UInt8], source: String) throws(ScenarioError) -> Scenario {
        try rejectOversized(bytes.count, source: source)
        let text = try decodeUTF8(bytes, source: source)
        return try load(text: text, source: source)
    }

    /// Loads a scenario from text; `source` names it in messages.
    public static func load(text: String, source: String) throws(ScenarioError) -> Scenario {
        try rejectOversized(text.utf8.count, source: source)
        // libyaml, told the encoding, would read a byte order mark as text; editors hide it, so drop it.
        let text = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        try rejectControlCharacters(in: text, source: source)
        switch YAMLEventScan.firstProblem(in: text) {
        case .aliasAsKey(let location):
            throw ScenarioError(
                source: source, location: location,
                message: "an alias cannot be used as a mapping key; keys in scenario files are plain names")
        case .overBudget(let location, let budget):
            throw ScenarioError(
                source: source, location: location,
                message: "the aliases of this file expand to more than \(budget) nodes, the limit for its size; "
                    + "write the repeated part out, or repeat it fewer times")
        case nil:
            break
        }
        let outcome = LargeStackThread.run { () -> Result<Scenario, ScenarioError> in
            do throws(ScenarioError) {
                let root = try compose(text, source: source)
                return .success(try ScenarioDecoder(source: source).scenario(from: root))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// The YAML tree of `text`, or the syntax error as a ``ScenarioError``.
    private static func compose(_ text: String, source: String) throws(ScenarioError) -> Node? {
        do {
            // UTF-8 explicitly: the default encoding can be changed by an environment variable.
            return try Yams.compose(yaml: text, .default, .default, .utf8)
        } catch {
            throw ScenarioError(yaml: error, source: source, text: text)
        }
    }

    private static func rejectOversized(_ size: Int, source: String) throws(ScenarioError) {
        guard size > maximumFileSize else { return }
        throw ScenarioError(
            source: source, location: nil,
            message: "the file is too large (more than \(maximumFileSize) bytes); scenario files are limited to 64 MiB")
    }
}
