extension ScenarioDecoder {
    /// Reads a mapping's entries one at a time, checking each key as it
    /// comes: a plain scalar, one of the keys the format allows there (when
    /// it fixes them), and not seen before in this mapping.
    ///
    /// The caller decodes each entry's value, all of it, before asking for
    /// the next entry.
    struct MappingReader {
        /// One entry: its key, where the key is written, and the first event of its value.
        struct Entry {
            let name: String
            let keyLocation: SourceLocation
            let value: YAMLEvent
        }

        let stream: YAMLEventStream
        /// `in alert 'red-packet'`, for messages.
        let context: String
        /// The keys the mapping may have, at most 64; `nil` when the file
        /// chooses them (alert ids, group and cap names).
        let allowed: [String]?
        /// The allowed keys seen so far, one bit each.
        private var seenAllowed: UInt64 = 0
        /// The chosen keys seen so far.
        private var seenNames: Set<String> = []

        init(stream: YAMLEventStream, context: String, allowed: [String]?) {
            assert((allowed?.count ?? 0) <= 64, "one bit per allowed key")
            self.stream = stream
            self.context = context
            self.allowed = allowed
        }

        /// The next entry, or `nil` at the end of the mapping.
        ///
        /// - Complexity: O(*k*) for *k* allowed keys (a handful), or O(1)
        ///   hashing for chosen keys; more for a suggestion after a typo.
        mutating func next() throws(ScenarioError) -> Entry? {
            let key = try stream.next()
            if key.kind == .mappingEnd { return nil }
            guard key.kind == .scalar else {
                throw failure("expected a plain key \(context), got \(key.described)", at: key.location)
            }
            if let allowed {
                guard let index = allowed.firstIndex(of: key.text) else {
                    throw failure(
                        "unknown key \(key.text.quotedForMessage) \(context); "
                            + "expected \(ScenarioDecoder.choices(allowed, noun: "keys"))"
                            + (key.text == "<<"
                                ? " (YAML merge keys are not read: write the keys out, or repeat the whole "
                                    + "value with an alias)" : NearestWord.hint(for: key.text, among: allowed)),
                        at: key.location)
                }
                let bit: UInt64 = 1 << index
                guard seenAllowed & bit == 0 else { throw duplicate(key) }
                seenAllowed |= bit
            } else {
                // A name the file chooses (an alert id, a group, a cap): YAML
                // reads `~` and `null` unquoted as no value, not as a word.
                guard !key.isNull || key.text.isEmpty else {
                    throw failure(
                        "expected a name as a key \(context), got null; quote it ('\(key.text)') for the word as a name",
                        at: key.location)
                }
                guard seenNames.insert(key.text).inserted else { throw duplicate(key) }
            }
            return Entry(name: key.text, keyLocation: key.location, value: try stream.next())
        }

        /// Whether an entry with the allowed key `name` was read.
        func contains(_ name: String) -> Bool {
            guard let index = allowed?.firstIndex(of: name) else { return seenNames.contains(name) }
            return seenAllowed & (1 << index) != 0
        }

        private func duplicate(_ key: YAMLEvent) -> ScenarioError {
            failure(
                "duplicate key \(key.text.quotedForMessage) \(context); expected each key at most once",
                at: key.location
            )
        }

        private func failure(_ message: String, at location: SourceLocation) -> ScenarioError {
            stream.decodingError(message, at: location)
        }
    }

    /// Reads a list's items one at a time; the caller decodes each item,
    /// all of it, before asking for the next.
    struct ListReader {
        let stream: YAMLEventStream

        /// The first event of the next item, or `nil` at the end of the list.
        func next() throws(ScenarioError) -> YAMLEvent? {
            let event = try stream.next()
            return event.kind == .sequenceEnd ? nil : event
        }
    }

    /// A reader of the mapping that starts with `start`; `context` completes
    /// messages (`in alert 'red-packet'`), `allowed` are its keys, or `nil`
    /// when the file chooses them.
    func mapping(_ start: YAMLEvent, in context: String, allowed: [String]?) throws(ScenarioError) -> MappingReader {
        guard start.kind == .mappingStart else {
            throw failure("expected a mapping \(context), got \(start.described)", at: start.location)
        }
        return MappingReader(stream: stream, context: context, allowed: allowed)
    }

    /// A reader of the list that starts with `start`, the value of `field`.
    func list(_ start: YAMLEvent, for field: String) throws(ScenarioError) -> ListReader {
        guard start.kind == .sequenceStart else {
            throw failure("expected a list for '\(field)', got \(start.described)", at: start.location)
        }
        return ListReader(stream: stream)
    }
}
