import AlertCore
import TerminalText

extension ScenarioDecoder {
    /// The keys of a JSON-lines header: §4's top level but the catalogue,
    /// the timeline and `end`, which have lines of their own.
    static let headerKeys = ["name", "description", "screen", "policy"]

    /// Reads a JSON-lines scenario one line at a time, each line's object
    /// turned into events (``JSONLineEvents``) and read by the same code as
    /// the YAML: a key, a value or a typo means what it means in YAML, with
    /// the same messages, at the line and column where it is written.
    ///
    /// Invariant: alerts are declared before a step names them and once
    /// each; the header comes first and once; `properties` and `end` at
    /// most once each.
    struct JSONLinesReading {
        let decoder: ScenarioDecoder
        var parts: ScenarioParts
        var definitions: [AlertDefinition] = []
        /// The line each alert is declared on.
        var declaredLines: [AlertID: Int] = [:]
        var previous = PreviousStep()
        var holdNames = OrderedNames()
        var lineCount = 0
        var onceLines: [String: Int] = [:]
        /// Each `{"properties": ...}` line's events and line number, read
        /// once every alert is declared: as in YAML, properties may name
        /// alerts declared after them.
        var propertiesLines: [(events: [YAMLEvent], line: Int)] = []
        /// Taps of the top alert by an action no alert declared so far has,
        /// and where: a tap names an action, not an alert, so the alert that
        /// has it may be declared later (docs/scenario-format.md asks that only of alerts).
        var lateTapActions: [(action: String, location: SourceLocation)] = []
        /// Whether a last line cut short was left out (a recorder stopped while writing it).
        var lastLineWasCutShort = false

        init(source: String) {
            decoder = ScenarioDecoder(stream: .fed(source: source))
            parts = ScenarioParts(source: source)
        }

        var stream: YAMLEventStream { decoder.stream }

        /// Reads one line: `object` as Foundation parsed it from `bytes`,
        /// the file's line `line`.
        ///
        /// - Complexity: O(*n*) in the length of the line, plus the lookups
        ///   its step makes.
        mutating func read(
            _ object: [String: Any], bytes: UnsafeBufferPointer<UInt8>, line: Int
        ) throws(ScenarioError) {
            let walked = try JSONLineEvents(
                object: object, bytes: bytes, line: line, source: decoder.source, events: stream.takeEventBuffer())
            let events = walked.events
            let members = walked.members
            let start = events[0]
            let isFirst = lineCount == 0
            lineCount += 1
            let names = members.map(\.name)
            if isFirst {
                guard names.contains("name") || !names.contains(where: Self.isLineKind) else {
                    throw decoder.failure(
                        "the file starts without its header; expected a first line like "
                            + #"{"name": "...", "policy": {...}}"#,
                        at: start.location)
                }
                stream.feed(events)
                var fields = try decoder.mapping(
                    try stream.next(), in: "in the header line", allowed: ScenarioDecoder.headerKeys)
                while let field = try fields.next() { try decoder.read(field, into: &parts) }
                // Declarations come before the steps that use them, so every later step is read
                // against the catalogue so far; properties wait for the end.
                parts.hasAlerts = true
                return
            }
            if let header = members.first(where: { ["name", "description", "policy"].contains($0.name) }) {
                throw decoder.failure(
                    "'\(header.name)' belongs in the header, which is the first line and comes once; "
                        + "expected an alert, a step, properties, end or a note",
                    at: events[header.keyIndex].location)
            }
            if let declaration = members.first(where: { $0.name == "alert" }) {
                try declare(events, members: members, id: declaration)
                return
            }
            if members.contains(where: { $0.name == "properties" }) {
                propertiesLines.append((events, line))
                return
            }
            if let first = members.first, !members.contains(where: { Self.isLineKind($0.name) }) {
                // No key says what the line is: the first is a typo of a kind's key or of a step's.
                let kinds = ["alert", "note"] + Self.onceKeys + ScenarioDecoder.stepKeys
                throw decoder.failure(
                    "unknown key \(first.name.quotedForMessage); expected alert, properties, end or note, "
                        + "or the keys of a timeline step" + NearestWord.hint(for: first.name, among: kinds),
                    at: events[first.keyIndex].location)
            }
            stream.feed(events)
            if let kind = members.first(where: { Self.onceKeys.contains($0.name) || $0.name == "note" }) {
                try readSingle(kind.name, start: try stream.next(), line: line)
                return
            }
            // A tap of the top alert by an action no alert declared so far has: taken on trust
            // here, checked once every line is read.
            var catalogue = parts.catalogue
            if let tap = members.first(where: { $0.name == "tap" }), events[tap.value.lowerBound].kind == .scalar {
                let action = events[tap.value.lowerBound]
                if !action.text.isEmpty, !catalogue.contains(actionID: action.text) {
                    lateTapActions.append((action.text, action.location))
                    catalogue.admit(actionID: action.text)
                }
            }
            let step = try decoder.step(
                try stream.next(), previous: previous, catalogue: catalogue, holdNames: &holdNames)
            parts.scenario.timeline.append(step)
            previous.move(past: step)
        }

        /// Keys that make a line something other than a step.
        private static let onceKeys = ["properties", "end"]

        private static func isLineKind(_ name: String) -> Bool {
            name == "alert" || name == "note" || onceKeys.contains(name) || stepKeys.contains(name)
        }

        /// `{"alert": ID, ...}`: read as the YAML `alerts: {ID: {...}}` would be.
        private mutating func declare(
            _ events: [YAMLEvent], members: [JSONLineEvents.Member], id member: JSONLineEvents.Member
        ) throws(ScenarioError) {
            let idEvent = events[member.value.lowerBound]
            let id = try decoder.text(idEvent, for: "alert")
            if members.filter({ $0.name == "alert" }).count > 1,
                let second = members.last(where: { $0.name == "alert" })
            {
                throw decoder.failure(
                    "duplicate key 'alert' in an alert declaration; expected each key at most once",
                    at: events[second.keyIndex].location)
            }
            if let line = declaredLines[id] {
                throw decoder.failure(
                    "alert \(id.quotedForMessage) is declared again (first on line \(line)); "
                        + "expected each alert declared once",
                    at: idEvent.location)
            }
            var rewritten: [YAMLEvent] = [events[0], idEvent, events[0]]
            rewritten.reserveCapacity(events.count)
            for other in members where other.name != "alert" {
                rewritten.append(contentsOf: events[other.keyIndex..<other.value.upperBound])
            }
            rewritten.append(events[events.count - 1])
            rewritten.append(events[events.count - 1])
            stream.feed(rewritten)
            let declared = try decoder.alerts(
                from: try stream.next(), policy: parts.hasPolicy ? parts.scenario.policy : nil,
                unchecked: &parts.undeclaredNames, screens: &parts.alertScreens)
            for definition in declared {
                declaredLines[definition.id] = idEvent.location.line
                definitions.append(definition)
                parts.catalogue.append(definition)
            }
            parts.hasAlerts = true
        }

        /// `{"note": TEXT}`, `{"properties": [...]}` or `{"end": T}`.
        private mutating func readSingle(_ kind: String, start: YAMLEvent, line: Int) throws(ScenarioError) {
            let allowed = kind == "note" ? ["note"] : [kind]
            var fields = try decoder.mapping(start, in: "in a '\(kind)' line", allowed: allowed)
            while let field = try fields.next() {
                if kind == "note" {
                    let text = try decoder.text(field.value, for: "note")
                    parts.scenario.notes.append(ScenarioNote(text: text, position: parts.scenario.timeline.count))
                    continue
                }
                if let first = onceLines[kind] {
                    throw decoder.failure(
                        "'\(kind)' is given again (first on line \(first)); expected it at most once",
                        at: field.keyLocation)
                }
                onceLines[kind] = line
                guard kind == "end" || ScenarioDecoder.topLevelKeys.contains(kind) else {
                    throw decoder.failure(
                        "'\(kind)' is not read by this version; expected an alert, a step, end or a note",
                        at: field.keyLocation)
                }
                try decoder.read(field, into: &parts)
            }
        }

        /// The scenario, once every line is read.
        mutating func finish() throws(ScenarioError) -> Scenario {
            guard lineCount > 0 else {
                let what =
                    lastLineWasCutShort
                    ? "the file's only line is cut short (a recorder stopped while writing its header)"
                    : "the file is empty"
                throw decoder.failure(
                    what + #"; expected a header line like {"name": "..."}"#, at: SourceLocation(line: 1, column: 1))
            }
            for (events, line) in propertiesLines {
                stream.feed(events)
                try readSingle("properties", start: try stream.next(), line: line)
            }
            for (action, location) in lateTapActions where !parts.catalogue.contains(actionID: action) {
                throw decoder.unknownAction(action, at: location, catalogue: parts.catalogue)
            }
            var parts = self.parts
            parts.scenario.alerts = definitions
            // A recorded session may request an alert for a screen the user never opened: in JSON
            // lines, which a program writes, an alert's screen that no step shows is no typo.
            parts.alertScreens = []
            return try decoder.finish(
                parts, root: YAMLEvent(kind: .mappingStart, location: SourceLocation(line: 1, column: 1)))
        }
    }
}
