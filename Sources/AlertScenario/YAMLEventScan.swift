import CYaml

/// The work aliases can cause, accounted for on libyaml's own events as
/// they are parsed: ``YAMLEventStream`` hands every parsed event to ``take(_:)``
/// before the decoder sees it, so no hand-written tokenizer can disagree
/// with the parser.
///
/// Two things are refused. An alias used as a mapping key (or inside a key):
/// keys in scenario files are plain names, and a key that stands for a
/// "billion laughs" would be exponential work for anything that compares
/// keys. And aliases that expand the document beyond a budget linear in its
/// size: every use of an alias is replayed to the decoder, so a small file
/// of nested aliases could otherwise demand unbounded time and memory.
///
/// A scalar weighs one node plus one per ``bytesPerNode`` bytes of its text:
/// the decoder hashes, compares or checks a value's text where it is used,
/// so an alias of one long label repeated down a timeline is as much work
/// as the label written out each time.
///
/// - Complexity: O(*n*) time in the size of the text, O(*d* + *a*) space for
///   nesting depth *d* and *a* anchors.
struct YAMLEventScan {
    /// What the scan refuses, and where.
    enum Problem: Equatable {
        case aliasAsKey(SourceLocation)
        case overBudget(SourceLocation, budget: Int)
    }

    /// One open collection.
    private struct Frame {
        var isMapping: Bool
        var anchor: String?
        /// Its weight so far, counting each alias use as the weight it refers to.
        var size = 1
        /// Whether it is itself a key, or inside one.
        var inKey: Bool
        /// In a mapping: whether the next node is a key.
        var expectsKey = true
    }

    /// How many nodes, with aliases expanded and long scalars weighed as
    /// ``weight(ofScalarByteCount:)`` says, a document of `byteCount` bytes
    /// may have: four per byte, and never fewer than 100 000. A file
    /// without aliases weighs less than two per byte.
    static func budget(forByteCount byteCount: Int) -> Int {
        max(100_000, byteCount.multipliedReportingOverflow(by: 4).partialValue)
    }

    /// The bytes of scalar text that weigh as much as one node. Decoding a
    /// node costs about as much as hashing this many bytes.
    static var bytesPerNode: Int { 16 }

    /// What a scalar of `byteCount` bytes weighs: one node, and one more
    /// per ``bytesPerNode`` bytes of its text.
    ///
    /// - Complexity: O(1)
    static func weight(ofScalarByteCount byteCount: Int) -> Int { 1 + byteCount / bytesPerNode }

    /// The first problem in `text`, or `nil`, on a parser of its own. A
    /// syntax error ends the scan quietly.
    ///
    /// The scan's own tests go through this, to see its verdicts apart from
    /// the decoder's; the loader feeds the scan from ``YAMLEventStream``.
    static func firstProblem(in text: String) -> Problem? {
        var bytes = Array(text.utf8)
        let budget = Self.budget(forByteCount: bytes.count)
        return bytes.withUnsafeMutableBufferPointer { buffer -> Problem? in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return nil }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var scan = YAMLEventScan(budget: budget)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return nil }
                if let problem = scan.take(event) { return problem }
            }
        }
    }

    private let budget: Int
    private var stack: [Frame] = []
    private var anchorSizes: [String: Int] = [:]
    /// The weight of the current document so far, aliases expanded.
    private var expanded = 0

    init(budget: Int) { self.budget = budget }

    /// Accounts for one event, in the order the parser produced it.
    ///
    /// - Complexity: O(1), plus the length of an anchor's name.
    mutating func take(_ event: yaml_event_t) -> Problem? {
        let location = SourceLocation(
            line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            stack = []
            anchorSizes = [:]
            expanded = 0
        case YAML_ALIAS_EVENT:
            if isKeyPosition { return .aliasAsKey(location) }
            let name = Self.string(event.data.alias.anchor) ?? ""
            return add(anchorSizes[name] ?? 1, at: location)
        case YAML_SCALAR_EVENT:
            let weight = Self.weight(ofScalarByteCount: Int(clamping: event.data.scalar.length))
            if let anchor = Self.string(event.data.scalar.anchor) { anchorSizes[anchor] = weight }
            return add(weight, at: location)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let anchor = Self.string(isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor)
            stack.append(Frame(isMapping: isMapping, anchor: anchor, inKey: isKeyPosition))
            return count(1, at: location)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = stack.popLast() else { return nil }
            if let anchor = frame.anchor { anchorSizes[anchor] = frame.size }
            // The collection's own nodes are counted already; its parent takes its size.
            return attach(frame.size)
        default:
            break
        }
        return nil
    }

    /// Whether the next node is a mapping key, or inside one.
    private var isKeyPosition: Bool {
        guard let top = stack.last else { return false }
        return top.inKey || (top.isMapping && top.expectsKey)
    }

    /// A finished node of `size` nodes goes into the open collection.
    private mutating func add(_ size: Int, at location: SourceLocation) -> Problem? {
        if let problem = count(size, at: location) { return problem }
        return attach(size)
    }

    /// Counts `size` more nodes against the budget.
    private mutating func count(_ size: Int, at location: SourceLocation) -> Problem? {
        let (sum, overflow) = expanded.addingReportingOverflow(size)
        expanded = overflow ? .max : sum
        return expanded > budget ? .overBudget(location, budget: budget) : nil
    }

    /// Adds a finished node's size to the open collection and moves a
    /// mapping on from key to value or back.
    private mutating func attach(_ size: Int) -> Problem? {
        guard !stack.isEmpty else { return nil }
        let (sum, overflow) = stack[stack.count - 1].size.addingReportingOverflow(size)
        stack[stack.count - 1].size = overflow ? .max : sum
        if stack[stack.count - 1].isMapping { stack[stack.count - 1].expectsKey.toggle() }
        return nil
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
