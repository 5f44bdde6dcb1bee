import AlertCore
import AlertSimulation
import Testing

/// An event as a test expects it: everything but the level and the time,
/// which the harness fills in (the level from the catalogue, the time from
/// the clock unless ``at(_:)`` says otherwise).
///
/// Stacks are written `"bottom top | first second"`: visible ids bottom to
/// top, a bar, pending ids in queue order; `"|"` is empty. A trailing
/// `"masks=N"` states the dim layers; without it one layer is expected
/// exactly while something is visible (what scheduled mode must do).
struct Ev: Sendable {
    var kind: AlertEvent.Kind
    var stacks: String
    var time: Milliseconds?
    /// `false` for rejections by id, which name the id but carry no level.
    var hasLevel = true

    /// The same event at another instant (events fired by a deadline).
    func at(_ time: Milliseconds) -> Ev {
        var copy = self
        copy.time = time
        return copy
    }

    static func requested(_ id: AlertID, _ stacks: String) -> Ev { Ev(kind: .requested(id), stacks: stacks) }
    static func presented(_ id: AlertID, _ stacks: String) -> Ev { Ev(kind: .presented(id), stacks: stacks) }
    static func suspended(_ id: AlertID, _ reason: SuspensionReason, _ stacks: String) -> Ev {
        Ev(kind: .suspended(id, reason: reason), stacks: stacks)
    }
    static func tapped(_ id: AlertID, _ action: String, _ stacks: String) -> Ev {
        Ev(kind: .tapped(id, action: action), stacks: stacks)
    }
    /// Dismissed by pressing `action`.
    static func dismissed(_ id: AlertID, action: String, _ stacks: String) -> Ev {
        Ev(kind: .dismissed(id, reason: .action(action)), stacks: stacks)
    }
    /// Dismissed by the user's close (`dismiss: top`).
    static func closed(_ id: AlertID, _ stacks: String) -> Ev {
        Ev(kind: .dismissed(id, reason: .closed), stacks: stacks)
    }
    /// Dismissed by the app in code (`dismiss: ID` of a visible alert).
    static func removed(_ id: AlertID, _ stacks: String) -> Ev {
        Ev(kind: .dismissed(id, reason: .removed), stacks: stacks)
    }
    /// Cancelled in code while pending.
    static func cancelled(_ id: AlertID, _ stacks: String) -> Ev {
        Ev(kind: .cancelled(id, reason: .removed), stacks: stacks)
    }
    /// Cancelled by a relaunch.
    static func cancelledByRelaunch(_ id: AlertID, _ stacks: String) -> Ev {
        Ev(kind: .cancelled(id, reason: .relaunch), stacks: stacks)
    }
    static func expired(_ id: AlertID, _ stacks: String) -> Ev { Ev(kind: .expired(id), stacks: stacks) }
    static func dropped(_ id: AlertID, _ reason: DropReason, _ stacks: String) -> Ev {
        Ev(kind: .dropped(id, reason: reason), stacks: stacks)
    }
    static func coalesced(_ id: AlertID, _ stacks: String) -> Ev { Ev(kind: .coalesced(id), stacks: stacks) }
    /// A rejection concerning a visible alert (`not-dismissible`, `no-such-action`, `covered`).
    static func rejected(_ id: AlertID, _ reason: RejectionReason, _ stacks: String) -> Ev {
        Ev(kind: .rejected(id, reason: reason), stacks: stacks)
    }
    /// `nothing-visible`: no alert concerned.
    static func rejectedNothingVisible(_ stacks: String) -> Ev {
        Ev(kind: .rejected(nil, reason: .nothingVisible), stacks: stacks)
    }
    /// `not-found`: names the id (`nil` with nothing visible), carries no level.
    static func rejectedNotFound(_ id: AlertID?, _ stacks: String) -> Ev {
        Ev(kind: .rejected(id, reason: .notFound), stacks: stacks, hasLevel: false)
    }
    /// `not-visible` of an id that is not live: names the id, carries no level.
    static func rejectedNotVisible(_ id: AlertID, _ stacks: String) -> Ev {
        Ev(kind: .rejected(id, reason: .notVisible), stacks: stacks, hasLevel: false)
    }
    /// `not-visible` of a pending alert: names it, with its level.
    static func rejectedNotVisiblePending(_ id: AlertID, _ stacks: String) -> Ev {
        Ev(kind: .rejected(id, reason: .notVisible), stacks: stacks)
    }
    /// `not-held`: names the hold.
    static func rejectedNotHeld(_ name: String, _ stacks: String) -> Ev {
        Ev(kind: .rejected(nil, reason: .notHeld(name)), stacks: stacks)
    }
    static func held(_ name: String, _ stacks: String) -> Ev { Ev(kind: .held(name), stacks: stacks) }
    static func released(_ name: String, _ stacks: String) -> Ev { Ev(kind: .released(name), stacks: stacks) }
    static func navigated(_ screen: String, _ stacks: String) -> Ev { Ev(kind: .navigated(to: screen), stacks: stacks) }
    static func relaunched(_ stacks: String) -> Ev { Ev(kind: .relaunched, stacks: stacks) }
}

/// Parses `"a b | c d masks=2"` into stacks (see ``Ev``).
func parseStacks(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> AlertStacks {
    var words = text.split(separator: " ").map(String.init)
    var masks: Int?
    if let last = words.last, last.hasPrefix("masks=") {
        masks = Int(last.dropFirst("masks=".count))
        words.removeLast()
    }
    guard let bar = words.firstIndex(of: "|") else {
        Issue.record("stacks \"\(text)\" need a bar between visible and pending", sourceLocation: sourceLocation)
        return AlertStacks(visible: [], pending: [], masks: 0)
    }
    let visible = Array(words[..<bar])
    let pending = Array(words[(bar + 1)...])
    return AlertStacks(visible: visible, pending: pending, masks: masks ?? (visible.isEmpty ? 0 : 1))
}

/// One line per event, for failure messages that a person can compare.
func render(_ events: [RecordedEvent]) -> String {
    events.map { render($0.event) + " " + render($0.stacks) }.joined(separator: "\n")
}

/// One line per event, without stacks.
func render(_ events: [AlertEvent]) -> String {
    events.map(render).joined(separator: "\n")
}

func render(_ event: AlertEvent) -> String {
    var parts = ["t=\(event.time)", "\(event.kind)"]
    if let level = event.level { parts.append("(\(level.rawValue))") }
    return parts.joined(separator: " ")
}

func render(_ stacks: AlertStacks) -> String {
    "[\((stacks.visible + ["|"] + stacks.pending).joined(separator: " ")) masks=\(stacks.masks)]"
}

/// Drives a state machine one command at a time and checks the complete
/// list of events of every command, stacks included.
struct Harness<Machine: MirroredMachine> {
    var machine: Machine
    /// The stacks after every event so far, followed from the machine's events.
    var stacks: StacksMirror
    /// The alerts that ``request(_:_:then:sourceLocation:)`` can name.
    var catalogue: [AlertID: AlertDefinition]

    init(_ machine: Machine, alerts: [AlertDefinition]) {
        self.machine = machine
        stacks = machine.stacksMirror
        catalogue = Dictionary(alerts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Sends `command` and expects exactly `expected`, then (if given) the
    /// stacks `then`.
    @discardableResult
    mutating func send(
        _ command: AlertCommand, _ expected: [Ev], then: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [RecordedEvent] {
        let instant: Milliseconds
        if case .advance(let target) = command {
            instant = Swift.max(target, machine.now)
        } else {
            instant = machine.now
        }
        let actual = machine.send(command, recordingInto: &stacks)
        let wanted = expected.map { resolve($0, defaultTime: instant, sourceLocation: sourceLocation) }
        if actual != wanted {
            Issue.record(
                "\(command) gave\n\(render(actual))\nexpected\n\(render(wanted))",
                sourceLocation: sourceLocation)
        }
        if let then { expectState(then, sourceLocation: sourceLocation) }
        return actual
    }

    /// Fires every deadline left, in order, and returns the events with their stacks.
    mutating func runToQuiescence() -> [RecordedEvent] {
        var events: [RecordedEvent] = []
        while let deadline = machine.nextDeadline {
            events += machine.send(.advance(to: Swift.max(deadline, machine.now)), recordingInto: &stacks)
        }
        return events
    }

    /// Requests the catalogue's alert `id`.
    @discardableResult
    mutating func request(
        _ id: AlertID, _ expected: [Ev], then: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [RecordedEvent] {
        guard let definition = catalogue[id] else {
            Issue.record("no alert \(id) in the catalogue", sourceLocation: sourceLocation)
            return []
        }
        return send(.request(definition), expected, then: then, sourceLocation: sourceLocation)
    }

    /// Checks visible, pending and dim layers as they stand now.
    func expectState(_ stacks: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let wanted = parseStacks(stacks, sourceLocation: sourceLocation)
        if machine.stacks != wanted {
            Issue.record(
                "stacks are \(render(machine.stacks)), expected \(render(wanted))", sourceLocation: sourceLocation)
        }
    }

    private func resolve(_ ev: Ev, defaultTime: Milliseconds, sourceLocation: SourceLocation) -> RecordedEvent {
        var level: AlertLevel?
        if let alert = ev.kind.alert, ev.hasLevel {
            level = catalogue[alert]?.level
            if level == nil { Issue.record("no alert \(alert) in the catalogue", sourceLocation: sourceLocation) }
        }
        return RecordedEvent(
            AlertEvent(time: ev.time ?? defaultTime, kind: ev.kind, level: level),
            stacks: parseStacks(ev.stacks, sourceLocation: sourceLocation))
    }
}
