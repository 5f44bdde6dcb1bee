import AlertCore
import Foundation

/// The lines of a trace, in the vocabulary of docs/scenario-format.md (JSON lines): a header,
/// `{"alert": ID, ...}` declarations, steps `{"at": T, VERB: VALUE}`,
/// notes and an end.
///
/// Lines are built byte by byte into one array a line, keys in a fixed
/// order, strings escaped where JSON requires and also where the scenario
/// reader refuses raw characters (DEL, the C1 controls, U+FFFE and U+FFFF):
/// so a command costs the bytes of its line and nothing more, and any
/// title a module passes yields a file the reader takes.
extension AlertTrace {
    /// Writes the header (name, starting screen, policy) and a note with
    /// the wall-clock start: the first two lines.
    ///
    /// - Complexity: O(*g* + *c*) for *g* groups and *c* caps.
    func begin(policy: AlertPolicy, screen: String?, launchMilliseconds: Milliseconds) {
        let start = Date(timeIntervalSince1970: Double(launchMilliseconds) / 1000)
        let name = options.name
        emit { line, state in
            state.preemptAt = policy.preemptAt.rawValue
            if let reason = Self.unsayableHeader(name: name, screen: screen) {
                // No file a reader takes can begin this session.
                state.isStopped = true
                state.failure = .unsayable(reason)
                return
            }
            line.open()
            line.key("name")
            line.string(name)
            line.member("screen", ifPresent: screen)
            line.key("policy")
            line.open()
            line.key("maxVisible")
            line.number(policy.maxVisible)
            line.key("preemptAt")
            line.number(Self.sayablePreemptAt(policy))
            line.key("gap")
            line.number(Self.sayable(policy.gap.wholeMilliseconds))
            if let maxPending = policy.maxPending {
                line.key("maxPending")
                line.number(maxPending)
            }
            line.namedObjects("groups", policy.groups) { line, group in
                line.key("limit")
                line.number(group.limit)
            }
            line.namedObjects("caps", policy.caps) { line, cap in
                line.key("limit")
                line.number(cap.limit)
                line.key("per")
                line.number(Self.sayable(cap.per.wholeMilliseconds))
            }
            line.close()
            line.close()
            line.endLine()
            line.note(
                "recorded by AlertRuntime; instant 0 is \(start.formatted(.iso8601)) on the wall clock "
                    + "(\(launchMilliseconds) ms since 1970)")
        }
    }

    /// Records `command`, sent to the scheduler at `instant`: the
    /// declaration of an alert it names for the first time, then its step.
    /// ``AlertCommand/advance(to:)`` is no line: time is each line's `at`.
    ///
    /// - Complexity: O(*k*) for a line of *k* bytes, built in the trace's
    ///   buffer (no allocation once that has grown), and one `write(2)`.
    func record(_ command: AlertCommand, at instant: Milliseconds) {
        if case .advance = command { return }
        let redacts = options.redactsText
        emit { line, state in
            var problem = Self.unsayable(command)
            if case .request(let definition) = command, state.declared[definition.id] == nil {
                problem = problem ?? Self.unsayable(definition, preemptAt: state.preemptAt)
            }
            if let problem {
                state.stop(unsayable: problem, at: instant, writing: &line)
                return
            }
            // A gesture or removal naming an alert never requested is refused and changes nothing; a
            // bare declaration would stand in for the alert's definition at its first request, so the
            // step is left out, with a note.
            if let id = command.addressedAlert, id != "top", state.declared[id] == nil {
                line.note(
                    "'\(command.stepWords?.key ?? "")' of '\(id)' at \(instant) ms, an alert not requested so far, "
                        + "was refused and changed nothing; it is left out, so that the alert is declared with "
                        + "its definition when it is requested")
                return
            }
            // Declarations and notes first, each a line of its own.
            switch command {
            case .request(let definition):
                if let declared = state.declared[definition.id] {
                    if declared != definition {
                        line.note(
                            "alert '\(definition.id)' was requested at \(instant) ms with another definition "
                                + "than it was declared with; a replay uses the first")
                    }
                } else {
                    line.declare(definition, redacting: redacts, into: &state)
                }
            case .tap(let action, _):
                if !state.actionIDs.contains(action) {
                    var id = "unknown-action-\(state.actionIDs.count)"
                    while state.declared[id] != nil { id += "-" }
                    line.note(
                        "the app pressed '\(action)' at \(instant) ms, an action no alert requested so far has; "
                            + "'\(id)' is declared only to carry it")
                    line.declare(
                        AlertDefinition(id: id, actions: [AlertAction(action)]), redacting: false, into: &state)
                }
            case .release(let name) where !state.holds.contains(name):
                line.note("a release of '\(name)' at \(instant) ms, which no recorded hold took, is left out")
                return
            case .hold(let name):
                state.holds.insert(name)
            default:
                break
            }
            line.open()
            line.key("at")
            line.number(instant)
            if let words = command.stepWords {
                line.key(words.key)
                switch words.value {
                case .text(let text): line.string(text)
                case .top: line.string("top")
                case .addressedTap(let alert, let action):
                    line.open()
                    line.key("alert")
                    line.string(alert)
                    line.key("action")
                    line.string(action)
                    line.close()
                case .flag: line.literal("true")
                }
            }
            line.close()
            line.endLine()
        }
    }

    /// Writes `{"end": T}`: a replay stops where the session did, instead
    /// of running on to deadlines the app never reached.
    ///
    /// - Complexity: O(1)
    func end(at instant: Milliseconds) {
        emit { line, _ in
            line.open()
            line.key("end")
            line.number(instant)
            line.close()
            line.endLine()
        }
    }

    /// Writes `{"note": TEXT}`.
    ///
    /// - Complexity: O(*k*) for *k* bytes of text.
    func note(_ text: String) {
        emit { line, _ in line.note(text) }
    }
}

extension TraceLine {
    /// A whole `{"note": TEXT}` line.
    mutating func note(_ text: String) {
        open()
        key("note")
        string(text)
        close()
        endLine()
    }

    /// A whole `{"alert": ID, ...}` line: the definition as a scenario's catalogue has it.
    mutating func declare(_ definition: AlertDefinition, redacting: Bool, into state: inout TraceState) {
        state.declared[definition.id] = definition
        open()
        key("alert")
        string(definition.id)
        key("level")
        number(definition.level.rawValue)
        if !definition.title.isEmpty {
            key("title")
            string(redacting ? "" : definition.title)
        }
        if !definition.message.isEmpty {
            key("message")
            string(redacting ? "" : definition.message)
        }
        if !definition.actions.isEmpty {
            key("actions")
            open(list: true)
            for action in definition.actions {
                state.actionIDs.insert(action.id)
                item()
                // Redacted or without a label (an icon), an action is written by its id alone: a scenario
                // needs a label, and takes the id.
                let label = redacting || action.label.isEmpty ? action.id : action.label
                if action.dismisses, label == action.id {
                    string(action.id)
                } else {
                    open()
                    if label != action.id {
                        key("id")
                        string(action.id)
                    }
                    key("label")
                    string(label)
                    if !action.dismisses {
                        key("dismisses")
                        literal("false")
                    }
                    close()
                }
            }
            close(list: true)
        }
        if !definition.isDismissible {
            key("dismissible")
            literal("false")
        }
        member("screen", ifPresent: definition.screen)
        if let ttl = definition.ttlMilliseconds {
            key("ttl")
            number(AlertTrace.sayable(ttl))
        }
        member("group", ifPresent: definition.group)
        member("cap", ifPresent: definition.cap)
        close()
        endLine()
    }
}

/// One JSON line, built byte by byte.
struct TraceLine {
    /// The bytes written: the trace's buffer, lent for the writing.
    var bytes: [UInt8] = []
    /// Whether the container being written has no member yet.
    private var isFirst = true

    /// Opens an object, or a list.
    mutating func open(list: Bool = false) {
        bytes.append(list ? UInt8(ascii: "[") : UInt8(ascii: "{"))
        isFirst = true
    }

    /// Closes an object, or a list.
    mutating func close(list: Bool = false) {
        bytes.append(list ? UInt8(ascii: "]") : UInt8(ascii: "}"))
        isFirst = false
    }

    /// Starts a list item.
    mutating func item() {
        if !isFirst { bytes.append(UInt8(ascii: ",")) }
        isFirst = false
    }

    /// `"key": {NAME: {...}, ...}`, the members in order of name, each
    /// object's fields written by `fields`; nothing when there are none.
    mutating func namedObjects<Value>(
        _ key: String, _ members: [String: Value], fields: (inout TraceLine, Value) -> Void
    ) {
        guard !members.isEmpty else { return }
        self.key(key)
        open()
        for (name, value) in members.sorted(by: { $0.key < $1.key }) {
            self.key(name)
            open()
            fields(&self, value)
            close()
        }
        close()
    }

    /// Starts a member: `"name":`.
    mutating func key(_ name: String) {
        item()
        string(name)
        bytes.append(UInt8(ascii: ":"))
    }

    /// A member `"name":"value"` when there is a value; nothing otherwise.
    mutating func member(_ name: String, ifPresent value: String?) {
        guard let value else { return }
        key(name)
        string(value)
    }

    /// A whole number, in decimal, without an intermediate string.
    mutating func number(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor))
            magnitude %= divisor
            divisor /= 10
        }
        isFirst = false
    }

    /// `true` or `false`: small strings, stored inline, so no allocation.
    mutating func literal(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        isFirst = false
    }

    /// A JSON string: `"` and `\` escaped, and every character the scenario
    /// reader refuses raw written as `\uXXXX`.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
            bytes.append(contentsOf: text.utf8)
        } else {
            for scalar in text.unicodeScalars {
                switch scalar.value {
                case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
                case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
                case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
                case 0x00..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF:
                    bytes.append(contentsOf: [0x5C, UInt8(ascii: "u")])
                    for shift in stride(from: 12, through: 0, by: -4) {
                        bytes.append(Self.hexDigits[Int((scalar.value >> UInt32(shift)) & 0xF)])
                    }
                default:
                    UTF8.encode(scalar) { bytes.append($0) }
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
        isFirst = false
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Ends the line.
    mutating func endLine() {
        bytes.append(0x0A)
        isFirst = true
    }
}

extension AlertCommand {
    /// The alert a removal or an addressed gesture names, if the command is one.
    fileprivate var addressedAlert: AlertID? {
        switch self {
        case .tap(_, .alert(let id)), .close(.alert(let id)), .remove(let id): id
        default: nil
        }
    }
}
