import AlertCore
import Foundation

/// The lines of a trace, in the vocabulary of SPEC §4 and §10: a header,
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
        var line = TraceLine()
        line.open()
        line.key("name")
        line.string(options.name)
        if let screen {
            line.key("screen")
            line.string(screen)
        }
        line.key("policy")
        line.open()
        line.key("maxVisible")
        line.number(policy.maxVisible)
        line.key("preemptAt")
        line.number(policy.preemptAt.rawValue)
        line.key("gap")
        line.number(policy.gap.wholeMilliseconds)
        if let maxPending = policy.maxPending {
            line.key("maxPending")
            line.number(maxPending)
        }
        if !policy.groups.isEmpty {
            line.key("groups")
            line.open()
            for (name, group) in policy.groups.sorted(by: { $0.key < $1.key }) {
                line.key(name)
                line.open()
                line.key("limit")
                line.number(group.limit)
                line.close()
            }
            line.close()
        }
        if !policy.caps.isEmpty {
            line.key("caps")
            line.open()
            for (name, cap) in policy.caps.sorted(by: { $0.key < $1.key }) {
                line.key(name)
                line.open()
                line.key("limit")
                line.number(cap.limit)
                line.key("per")
                line.number(cap.per.wholeMilliseconds)
                line.close()
            }
            line.close()
        }
        line.close()
        line.close()
        enqueue(line.finished())
        let start = Date(timeIntervalSince1970: Double(launchMilliseconds) / 1000)
        note(
            "recorded by AlertRuntime; instant 0 is \(start.formatted(.iso8601)) on the wall clock "
                + "(\(launchMilliseconds) ms since 1970)")
    }

    /// Records `command`, sent to the scheduler at `instant`: the
    /// declaration of an alert it names for the first time, then its step.
    /// ``AlertCommand/advance(to:)`` is no line: time is each line's `at`.
    ///
    /// - Complexity: O(*k*) for a line of *k* bytes.
    func record(_ command: AlertCommand, at instant: Milliseconds) {
        var lines: [[UInt8]] = []
        let skipped: String? = state.withLock { state in
            guard !state.isStopped else { return nil }
            var step = TraceLine()
            step.open()
            step.key("at")
            step.number(instant)
            switch command {
            case .advance:
                return nil
            case .request(let definition):
                if let declared = state.declared[definition.id] {
                    if declared != definition {
                        lines.append(
                            Self.noteLine(
                                "alert '\(definition.id)' was requested at \(instant) ms with another definition "
                                    + "than it was declared with; a replay uses the first"))
                    }
                } else {
                    lines.append(declaration(of: definition, into: &state))
                }
                step.key("request")
                step.string(definition.id)
            case .tap(let action, let target):
                if !state.labels.contains(action) {
                    lines += placeholder(forAction: action, at: instant, into: &state)
                }
                step.key("tap")
                switch target {
                case .top:
                    step.string(action)
                case .alert(let id):
                    lines += declaringIfNeeded(id, into: &state)
                    step.open()
                    step.key("alert")
                    step.string(id)
                    step.key("action")
                    step.string(action)
                    step.close()
                }
            case .close(let target):
                step.key("close")
                switch target {
                case .top:
                    step.string("top")
                case .alert(let id):
                    lines += declaringIfNeeded(id, into: &state)
                    step.string(id)
                }
            case .dismiss(let id):
                lines += declaringIfNeeded(id, into: &state)
                step.key("remove")
                step.string(id)
            case .hold(let name):
                state.holds.insert(name)
                step.key("hold")
                step.string(name)
            case .release(let name):
                guard state.holds.contains(name) else {
                    return "a release of '\(name)' at \(instant) ms, which no recorded hold took, is left out"
                }
                step.key("release")
                step.string(name)
            case .navigate(let screen):
                step.key("screen")
                step.string(screen)
            case .relaunch:
                step.key("relaunch")
                step.literal("true")
            }
            step.close()
            lines.append(step.finished())
            return nil
        }
        if let skipped { note(skipped) }
        for line in lines { enqueue(line) }
    }

    /// Writes `{"end": T}`: a replay stops where the session did, instead
    /// of running on to deadlines the app never reached.
    ///
    /// - Complexity: O(1)
    func end(at instant: Milliseconds) {
        var line = TraceLine()
        line.open()
        line.key("end")
        line.number(instant)
        line.close()
        enqueue(line.finished())
    }

    /// Writes `{"note": TEXT}`.
    ///
    /// - Complexity: O(*k*) for *k* bytes of text.
    func note(_ text: String) {
        enqueue(Self.noteLine(text))
    }

    static func noteLine(_ text: String) -> [UInt8] {
        var line = TraceLine()
        line.open()
        line.key("note")
        line.string(text)
        line.close()
        return line.finished()
    }

    /// A tap names an action that no alert declared so far has: a scenario
    /// takes only taps of declared actions, so an alert that is never
    /// requested is declared to carry it (the scheduler rejects the tap as
    /// it did live, `no-such-action`).
    private func placeholder(forAction action: String, at instant: Milliseconds, into state: inout TraceState)
        -> [[UInt8]]
    {
        var id = "unknown-action-\(state.labels.count)"
        while state.declared[id] != nil { id += "-" }
        return [
            Self.noteLine(
                "the app pressed '\(action)' at \(instant) ms, an action no alert requested so far has; "
                    + "'\(id)' is declared only to carry it"),
            declaration(of: AlertDefinition(id: id, actions: [AlertAction(action)]), into: &state),
        ]
    }

    /// A bare declaration of `id` when no alert of that id is declared yet:
    /// a removal or an addressed gesture may name an alert never requested.
    private func declaringIfNeeded(_ id: AlertID, into state: inout TraceState) -> [[UInt8]] {
        guard state.declared[id] == nil, id != "top" else { return [] }
        return [declaration(of: AlertDefinition(id: id), into: &state)]
    }

    /// `{"alert": ID, ...}`: the definition as a scenario's catalogue has it.
    private func declaration(of definition: AlertDefinition, into state: inout TraceState) -> [UInt8] {
        state.declared[definition.id] = definition
        var line = TraceLine()
        line.open()
        line.key("alert")
        line.string(definition.id)
        line.key("level")
        line.number(definition.level.rawValue)
        if !definition.title.isEmpty {
            line.key("title")
            line.string(options.redactsText ? "" : definition.title)
        }
        if !definition.message.isEmpty {
            line.key("message")
            line.string(options.redactsText ? "" : definition.message)
        }
        if !definition.actions.isEmpty {
            line.key("actions")
            line.openList()
            for action in definition.actions {
                state.labels.insert(action.label)
                line.item()
                if action.dismisses {
                    line.string(action.label)
                } else {
                    line.open()
                    line.key("label")
                    line.string(action.label)
                    line.key("dismisses")
                    line.literal("false")
                    line.close()
                }
            }
            line.closeList()
        }
        if !definition.isDismissible {
            line.key("dismissible")
            line.literal("false")
        }
        if let screen = definition.screen {
            line.key("screen")
            line.string(screen)
        }
        if let ttl = definition.ttl {
            line.key("ttl")
            line.number(max(0, ttl.wholeMilliseconds))
        }
        if let group = definition.group {
            line.key("group")
            line.string(group)
        }
        if let cap = definition.cap {
            line.key("cap")
            line.string(cap)
        }
        line.close()
        return line.finished()
    }
}

/// One JSON line, built byte by byte.
struct TraceLine {
    private var bytes: [UInt8] = []
    /// Whether the container being written has no member yet.
    private var isFirst = true

    init() { bytes.reserveCapacity(96) }

    mutating func open() {
        bytes.append(UInt8(ascii: "{"))
        isFirst = true
    }

    mutating func close() {
        bytes.append(UInt8(ascii: "}"))
        isFirst = false
    }

    mutating func openList() {
        bytes.append(UInt8(ascii: "["))
        isFirst = true
    }

    mutating func closeList() {
        bytes.append(UInt8(ascii: "]"))
        isFirst = false
    }

    /// Starts a list item.
    mutating func item() {
        if !isFirst { bytes.append(UInt8(ascii: ",")) }
        isFirst = false
    }

    /// Starts a member: `"name":`.
    mutating func key(_ name: String) {
        item()
        string(name)
        bytes.append(UInt8(ascii: ":"))
    }

    mutating func number(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
        isFirst = false
    }

    mutating func literal(_ text: StaticString) {
        bytes.append(contentsOf: text.description.utf8)
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

    /// The line with its line break.
    consuming func finished() -> [UInt8] {
        bytes.append(0x0A)
        return bytes
    }
}
