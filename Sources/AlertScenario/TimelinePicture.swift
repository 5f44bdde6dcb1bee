public import AlertCore
import AlertSimulation
import TerminalText

/// What happened to each alert over a replay, as drawable spans and marks:
/// the model behind the SVG timeline of `alert-tui replay --format svg`.
///
/// Invariant: spans of one lane do not overlap and are in time order; marks
/// are in event order.
public struct TimelinePicture: Sendable {
    /// One run (scheduled or naive) of the scenario.
    public struct Run: Sendable {
        public var mode: ReplayMode
        /// One lane per alert id, in order of first request.
        public var lanes: [Lane]
        /// Dim layers over time: from each instant on, until the next change.
        public var masks: [MaskStep]
        /// Instants the app was relaunched.
        public var relaunches: [Milliseconds]
        public var endTime: Milliseconds
    }

    /// One alert's life.
    public struct Lane: Sendable {
        public var id: AlertID
        public var spans: [Span]
        public var marks: [Mark]
    }

    /// A stretch of time an alert spent pending or visible.
    public struct Span: Sendable, Equatable {
        public enum State: Sendable { case pending, visible }
        public var state: State
        public var start: Milliseconds
        public var end: Milliseconds
        /// Whether the alert was still in this state when the run ended.
        public var lastsToTheEnd = false
    }

    /// Something that happened to an alert at one instant, with its reason.
    public struct Mark: Sendable {
        public var time: Milliseconds
        /// The event's name: `presented`, `suspended`, `dismissed`, ...
        public var kind: String
        /// `dismissed at 2s (closed)`, `suspended at 30ms (preempted by forced-update)`.
        public var detail: String
    }

    /// The dim layers and visible alerts from `time` on.
    public struct MaskStep: Sendable, Equatable {
        public var time: Milliseconds
        public var masks: Int
        public var visibleCount: Int
    }

    public let scenario: Scenario
    public let runs: [Run]

    /// Replays `scenario` in each of `modes` and collects what it draws.
    ///
    /// - Complexity: one replay per mode; O(*e*) for *e* events besides.
    public init(_ scenario: Scenario, modes: [ReplayMode]) {
        self.scenario = scenario
        runs = modes.map { Self.collect(scenario, mode: $0) }
    }

    /// The latest instant any run reaches.
    public var endTime: Milliseconds { runs.map(\.endTime).max() ?? 0 }

    private static func collect(_ scenario: Scenario, mode: ReplayMode) -> Run {
        var replay = ScenarioReplay(scenario, mode: mode, recordsStacks: true)
        var order: [AlertID] = []
        var lanes: [AlertID: Lane] = [:]
        /// Where each live alert's current span started, and in which state.
        var open: [AlertID: (state: Span.State, start: Milliseconds)] = [:]
        var masks: [MaskStep] = [MaskStep(time: 0, masks: 0, visibleCount: 0)]
        var relaunches: [Milliseconds] = []

        /// Gives `id` a lane, in order of first appearance, unless it has one.
        func addLane(_ id: AlertID) {
            guard lanes[id] == nil else { return }
            order.append(id)
            lanes[id] = Lane(id: id, spans: [], marks: [])
        }
        // Lanes are changed where they lie in `lanes`: a copy taken out and
        // put back would copy a lane's spans or marks on every append.
        func close(_ id: AlertID, at time: Milliseconds, atTheEnd: Bool = false) {
            guard let current = open.removeValue(forKey: id) else { return }
            addLane(id)
            if time > current.start || current.state == .visible || atTheEnd {
                lanes[id]?.spans.append(
                    Span(state: current.state, start: current.start, end: time, lastsToTheEnd: atTheEnd))
            }
        }
        /// How many copies of each id are on screen (naive code can show one twice).
        var shown: [AlertID: Int] = [:]
        func start(_ id: AlertID, _ state: Span.State, at time: Milliseconds) {
            addLane(id)
            open[id] = (state, time)
        }
        replay.runToEndWithStacks(each: { recorded in
            let event = recorded.event
            let time = event.time
            // Spans follow each alert's own events: only the alert an event
            // names changes state, so nothing here walks the stacks.
            switch event.kind {
            case .requested(let id):
                // A request waits from its arrival, though the queue only shows it after the event.
                if open[id] == nil { start(id, .pending, at: time) }
            case .presented(let id):
                shown[id, default: 0] += 1
                if open[id]?.state != .visible {
                    close(id, at: time)
                    start(id, .visible, at: time)
                }
            case .suspended(let id, _):
                shown[id] = nil
                close(id, at: time)
                start(id, .pending, at: time)
            case .dismissed(let id, _), .cancelled(let id, _):
                let copies = (shown[id] ?? 0) - 1
                shown[id] = copies > 0 ? copies : nil
                if copies <= 0 { close(id, at: time) }
            case .expired(let id), .dropped(let id, _):
                close(id, at: time)
            case .relaunched:
                relaunches.append(time)
            case .tapped, .coalesced, .rejected, .held, .released, .navigated:
                break
            }
            let stacks = recorded.stacks
            let step = MaskStep(time: time, masks: stacks.masks, visibleCount: stacks.visible.count)
            if let last = masks.last, last.masks != step.masks || last.visibleCount != step.visibleCount {
                if last.time == time { masks[masks.count - 1] = step } else { masks.append(step) }
            }
            guard let id = event.alert, let mark = Self.mark(for: event) else { return }
            addLane(id)
            lanes[id]?.marks.append(mark)
        })
        let end = replay.now
        for id in Array(open.keys) { close(id, at: end, atTheEnd: true) }
        return Run(
            mode: mode, lanes: order.compactMap { lanes[$0] }, masks: masks, relaunches: relaunches, endTime: end)
    }

    /// The mark an event leaves on its alert's lane, for the kinds worth seeing.
    private static func mark(for event: AlertEvent) -> Mark? {
        let row = TranscriptRow(event)
        let at = "\(row.event) at \(DurationText.instant(event.time))"
        switch event.kind {
        case .presented, .expired, .coalesced:
            return Mark(time: event.time, kind: row.event, detail: at)
        case .suspended(_, .preempted(let preemptor)):
            return Mark(time: event.time, kind: row.event, detail: at + " (preempted by \(preemptor))")
        case .dismissed(_, .action(let label)):
            return Mark(time: event.time, kind: row.event, detail: at + " (action \(label))")
        case .rejected(_, let reason):
            return Mark(time: event.time, kind: row.event, detail: at + " (\(reason.name))")
        case .suspended, .dismissed, .cancelled, .dropped:
            return Mark(time: event.time, kind: row.event, detail: at + (row.reason.map { " (\($0))" } ?? ""))
        case .requested, .tapped, .held, .released, .navigated, .relaunched:
            return nil
        }
    }
}
