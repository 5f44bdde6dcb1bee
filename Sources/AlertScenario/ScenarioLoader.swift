/// Loads scenario files: reads, checks and resolves them into a
/// ``Scenario``, or throws a ``ScenarioError`` naming the file, line and
/// column of the first problem.
///
/// Loading is strict (unknown keys, wrong types, unknown ids and labels,
/// times going backwards are all errors) and hostile input stays cheap: the
/// size is capped, the bytes must be UTF-8 text without control characters,
/// aliases may not be mapping keys nor expand the document beyond a budget
/// linear in its size (the scan in `YAMLEventScan.swift`), and libyaml stops nesting at
/// 1000 levels. The YAML is decoded straight from libyaml's events in one
/// pass (`ScenarioDecoder` over `YAMLEventStream`, internal types), without a tree of nodes.
public enum ScenarioLoader {
    /// The largest file accepted, in bytes (64 MiB): room for generated
    /// scenarios of a million steps, while a stray huge file stays a quick
    /// error and the work any file can cause stays bounded.
    public static let maximumFileSize = 64 << 20

    /// Loads the scenario file at `path`; messages name it as written.
    ///
    /// - Throws: ``ScenarioError`` of kind `.unreadable` when the file cannot
    ///   be read, `.malformed` when its content is not a valid scenario.
    /// - Complexity: O(*n*) time and memory in the size of the file.
    public static func load(path: String) throws(ScenarioError) -> Scenario {
        var warnings: [String] = []
        return try load(path: path, warnings: &warnings)
    }

    /// Loads the scenario file at `path`, adding to `warnings` a line for
    /// each problem that did not stop it (`FILE:LINE:COL: warning: ...`):
    /// a JSON-lines file's last line cut short.
    ///
    /// - Throws: as ``load(path:)``.
    /// - Complexity: O(*n*) time and memory in the size of the file.
    public static func load(path: String, warnings: inout [String]) throws(ScenarioError) -> Scenario {
        try load(systemPath: Array(path.utf8CString), source: path, warnings: &warnings)
    }

    /// Loads the scenario file at `systemPath`, a path as the file system
    /// takes it (bytes up to a NUL, which need not be UTF-8: a command
    /// line's argument as it came); messages name it `source`.
    ///
    /// - Throws: as ``load(path:)``.
    /// - Complexity: O(*n*) time and memory in the size of the file.
    package static func load(
        systemPath: [CChar], source: String, warnings: inout [String]
    ) throws(ScenarioError) -> Scenario {
        try load(
            bytes: ScenarioFileReader.bytes(atPath: systemPath, named: source, upTo: maximumFileSize + 1),
            source: source, warnings: &warnings)
    }

    /// Loads a scenario from UTF-8 bytes; `source` names it in messages.
    ///
    /// - Complexity: O(*n*) time and memory in the number of bytes.
    public static func load(bytes: [UInt8], source: String) throws(ScenarioError) -> Scenario {
        var warnings: [String] = []
        return try load(bytes: bytes, source: source, warnings: &warnings)
    }

    /// Loads a scenario from UTF-8 bytes, YAML or, when `source` ends in
    /// `.jsonl`, JSON lines; `source` names it in messages, and `warnings`
    /// gets a line for each problem that did not stop the load.
    ///
    /// - Complexity: O(*n*) time and memory in the number of bytes.
    public static func load(
        bytes: [UInt8], source: String, warnings: inout [String]
    ) throws(ScenarioError) -> Scenario {
        try rejectOversized(bytes, source: source)
        var found: [String] = []
        let outcome = bytes.withUnsafeBufferPointer { buffer -> Result<Scenario, ScenarioError> in
            do throws(ScenarioError) {
                return .success(try load(buffer: buffer, source: source, warnings: &found))
            } catch {
                return .failure(error)
            }
        }
        warnings += found
        return try outcome.get()
    }

    /// Loads a scenario from text; `source` names it in messages.
    ///
    /// - Complexity: O(*n*) time and memory in the length of the text.
    public static func load(text: String, source: String) throws(ScenarioError) -> Scenario {
        // Refused before a copy of all of it: only its first bytes place the error.
        guard text.utf8.count <= maximumFileSize else {
            throw tooLarge(source: source, beginning: Array(text.utf8.prefix(maximumFileSize + 1)))
        }
        return try load(bytes: Array(text.utf8), source: source)
    }

    private static func load(
        buffer: UnsafeBufferPointer<UInt8>, source: String, warnings: inout [String]
    ) throws(ScenarioError) -> Scenario {
        // libyaml, told the encoding, would read a byte order mark as text; editors hide it, so drop it.
        let hasByteOrderMark = buffer.starts(with: [0xEF, 0xBB, 0xBF])
        let text = hasByteOrderMark ? UnsafeBufferPointer(rebasing: buffer[3...]) : buffer
        if isJSONLines(source) { return try loadJSONLines(text, source: source, warnings: &warnings) }
        do throws(ScenarioError) {
            try checkText(text, source: source)
            return try ScenarioDecoder(stream: YAMLEventStream(input: text, source: source)).scenario()
        } catch {
            // JSON lines saved under another name (a first line `{"`): the YAML reader's complaint alone would puzzle.
            let start = text.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
            guard start.starts(with: Array(#"{""#.utf8)) else { throw error }
            var hinted = error
            hinted.message =
                "the file looks like JSON lines (a JSON object on each line), and its name does not end in "
                + ".jsonl; expected a YAML scenario, or a name that ends in .jsonl (as YAML: \(error.message))"
            throw hinted
        }
    }

    private static func rejectOversized(_ bytes: [UInt8], source: String) throws(ScenarioError) {
        guard bytes.count > maximumFileSize else { return }
        throw tooLarge(source: source, beginning: bytes)
    }

    /// The error for a file longer than ``maximumFileSize``, placed at its
    /// first byte past the limit: where the file would have to end.
    ///
    /// - Complexity: O(``maximumFileSize``): the bytes before it are counted.
    private static func tooLarge(source: String, beginning bytes: [UInt8]) -> ScenarioError {
        // Placed as every other error is: a byte order mark is not part of the text.
        let byteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let location = bytes.withUnsafeBufferPointer {
            SourceLocation(
                ofByte: maximumFileSize - byteOrderMark, in: UnsafeBufferPointer(rebasing: $0[byteOrderMark...]))
        }
        return ScenarioError(
            source: source, location: location,
            message: "the file is too large: it goes on here, past \(maximumFileSize) bytes; expected at most 64 MiB")
    }
}
