import CYaml

/// The events of a YAML document, pulled one at a time from libyaml's
/// parser for a decoder that reads them by recursive descent, without a
/// tree of nodes in between.
///
/// Every parsed event goes through ``YAMLEventScan`` first, so an alias
/// used as a key, or aliases that would expand the document beyond its
/// budget, stop the stream before the decoder sees them. Aliases never
/// reach the decoder: the events of anchored nodes are recorded as they go
/// by, and an alias replays them (see `YAMLEventStream+Anchors.swift`).
///
/// The stream reads UTF-8 bytes that its owner keeps alive and unmoved
/// until the stream is released.
///
/// - Complexity: O(1) amortized per event; memory O(*d*) for nesting depth
///   *d*, plus the events inside anchored nodes.
final class YAMLEventStream {
    /// How the stream last failed, which decides which error wins when the
    /// decoder stops (see ``errorToReport(after:)``).
    enum Failure {
        /// libyaml could not parse on: nothing after it can be read.
        case syntax
        /// An alias used as a key, or aliases over the budget.
        case aliases
        /// Valid YAML that is no single document: an undefined alias, a second document.
        case structure
    }

    /// The file's name in messages.
    let source: String
    /// libyaml's parser, at a fixed address: it points to itself once given its input.
    let parser: UnsafeMutablePointer<yaml_parser_t>
    /// The bytes being parsed, for the place of a reader error.
    let input: UnsafeBufferPointer<UInt8>
    var scan: YAMLEventScan
    /// Set when the stream threw; read by ``errorToReport(after:)``.
    var failure: Failure?
    /// Whether libyaml has nothing more to give: the end of the stream, or a syntax error.
    var isExhausted = false
    /// How many events libyaml produced, and how many the stream replayed for aliases.
    private(set) var parsedEventCount = 0
    var replayedEventCount = 0
    /// Whether the events come from JSON lines (see `YAMLEventStream+Feeding.swift`), for messages.
    var isFed = false

    // Recording and replaying; see YAMLEventStream+Anchors.swift.
    /// Events of anchored nodes and of captured values, each node's a contiguous range.
    var record: [YAMLEvent] = []
    /// The recorded range of each anchored node, by the index aliases refer to.
    var anchoredRanges: [Range<Int>] = []
    /// The latest complete node with each anchor name.
    var anchors: [String: Int] = [:]
    /// Anchored collections still open: their names, where their events start, and their depth.
    var openAnchors: [(name: String, start: Int, depth: Int)] = []
    /// Nesting depth of the parsed events (not of replayed ones).
    var depth = 0
    /// Events of values read ahead to be decoded later, aliases expanded.
    var captured: [YAMLEvent] = []
    /// Replays in progress, innermost last.
    var replays: [Replay] = []
    /// Where the alias is written whose anchored value the event returned
    /// last came from; `nil` when that event was read where it is written.
    var lastAliasLocation: SourceLocation?
    /// The ``lastAliasLocation`` of the events in ``captured``, as runs: each
    /// holds from its start up to the next run's. One run per change, so a
    /// file without aliases keeps one, whatever its size.
    var capturedAliasRuns: [(start: Int, alias: SourceLocation?)] = []

    /// A stream over `input`, valid UTF-8 that outlives the stream.
    init(input: UnsafeBufferPointer<UInt8>, source: String) {
        self.source = source
        self.input = input
        scan = YAMLEventScan(budget: YAMLEventScan.budget(forByteCount: input.count))
        parser = .allocate(capacity: 1)
        parser.initialize(to: yaml_parser_t())
        guard yaml_parser_initialize(parser) == 1, let base = input.baseAddress else {
            // No memory for the parser, or no bytes: an empty stream.
            isExhausted = true
            return
        }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, base, input.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    /// The first event of the document's root node, or `nil` when the
    /// stream holds no document (an empty file, or only comments).
    func openDocument() throws(ScenarioError) -> YAMLEvent? {
        while true {
            guard let event = try parse() else { return nil }
            switch event.type {
            case YAML_STREAM_START_EVENT: continue
            case YAML_DOCUMENT_START_EVENT: return try next()
            default: return nil
            }
        }
    }

    /// Reads past the root node to the end of the stream: a second document is an error.
    func closeDocument() throws(ScenarioError) {
        while let event = try parse() {
            if event.type == YAML_DOCUMENT_START_EVENT {
                failure = .structure
                throw ScenarioError(secondDocumentAt: event.location, source: source)
            }
        }
    }

    /// The next event of the document: parsed, or replayed for an alias.
    ///
    /// - Complexity: O(1) amortized.
    func next() throws(ScenarioError) -> YAMLEvent {
        if let replayed = try nextReplayed() { return replayed }
        guard let parsed = try parse() else {
            // libyaml always closes what it opened before the stream ends; this keeps the reader total.
            failure = .syntax
            throw ScenarioError(
                source: source, location: nil,
                message: "invalid YAML: the document ends in the middle of a node; expected the rest of the node")
        }
        guard let event = parsed.event else {
            failure = .syntax
            throw ScenarioError(
                source: source, location: parsed.location,
                message: "invalid YAML: the document ends in the middle of a node; expected the rest of the node")
        }
        lastAliasLocation = nil
        guard event.kind == .alias else { return event }
        guard event.target >= 0 else {
            failure = .structure
            throw ScenarioError(undefinedAliasAt: event.location, source: source)
        }
        startReplay(of: event.target, at: event.location, alias: event.location)
        return try nextReplayed() ?? event
    }

    /// One event as libyaml produced it.
    struct Parsed {
        var type: yaml_event_type_t
        var location: SourceLocation
        /// The event for the decoder, for nodes and aliases; `nil` for stream and document events.
        var event: YAMLEvent?
    }

    /// The next event from libyaml, once the scan and the recording have
    /// taken it; `nil` after the end of the stream.
    ///
    /// - Throws: a syntax error, or the scan's problem.
    func parse() throws(ScenarioError) -> Parsed? {
        guard !isExhausted else { return nil }
        var raw = yaml_event_t()
        guard yaml_parser_parse(parser, &raw) == 1 else {
            isExhausted = true
            failure = .syntax
            throw ScenarioError(parser: parser.pointee, input: input, source: source)
        }
        defer { yaml_event_delete(&raw) }
        parsedEventCount += 1
        if let problem = scan.take(raw) {
            failure = .aliases
            throw ScenarioError(problem, source: source)
        }
        let location = SourceLocation(line: Int(raw.start_mark.line) + 1, column: Int(raw.start_mark.column) + 1)
        if let tag = Self.tag(of: raw) {
            // Not a syntax error, but like one nothing after it is read:
            // the file is not written in the format.
            isExhausted = true
            failure = .syntax
            throw ScenarioError(tag: tag, at: location, source: source)
        }
        var parsed = Parsed(type: raw.type, location: location)
        switch raw.type {
        case YAML_STREAM_END_EVENT:
            isExhausted = true
        case YAML_SCALAR_EVENT:
            let scalar = raw.data.scalar
            let text = scalar.value.map {
                String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self)
            }
            let event = YAMLEvent(
                kind: .scalar, location: location, text: text ?? "", isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE)
            parsed.event = event
            recordScalar(event, anchor: Self.string(scalar.anchor))
        case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
            let isMapping = raw.type == YAML_MAPPING_START_EVENT
            let event = YAMLEvent(kind: isMapping ? .mappingStart : .sequenceStart, location: location)
            parsed.event = event
            recordStart(
                event,
                anchor: Self.string(isMapping ? raw.data.mapping_start.anchor : raw.data.sequence_start.anchor))
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
            let event = YAMLEvent(
                kind: raw.type == YAML_MAPPING_END_EVENT ? .mappingEnd : .sequenceEnd, location: location)
            parsed.event = event
            recordEnd(event)
        case YAML_ALIAS_EVENT:
            let name = Self.string(raw.data.alias.anchor) ?? ""
            let event = YAMLEvent(kind: .alias, location: location, target: anchors[name] ?? -1)
            parsed.event = event
            recordAlias(event)
        default:
            break
        }
        return parsed
    }

    /// The tag a node is written with (`!!str`, `!foo`), if any, in the
    /// short form for YAML's own (libyaml gives `!!str` as its full name).
    private static func tag(of raw: yaml_event_t) -> String? {
        let tag: String? =
            switch raw.type {
            case YAML_SCALAR_EVENT: string(raw.data.scalar.tag)
            case YAML_MAPPING_START_EVENT: string(raw.data.mapping_start.tag)
            case YAML_SEQUENCE_START_EVENT: string(raw.data.sequence_start.tag)
            default: nil
            }
        let standard = "tag:yaml.org,2002:"
        guard let tag, tag.hasPrefix(standard) else { return tag }
        return "!!" + tag.dropFirst(standard.count)
    }

    /// A NUL-terminated string from libyaml, such as an anchor's name.
    static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
