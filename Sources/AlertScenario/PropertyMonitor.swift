public import AlertCore
public import AlertSimulation
import TerminalText

/// A violation of one property in one run.
public struct PropertyViolation: Hashable, Sendable, Codable {
    /// The property's index in the scenario's `properties` (0-based).
    public var property: Int
    /// When it broke.
    public var instant: Milliseconds
    /// The alert concerned, if one is.
    public var alert: AlertID?
    /// Why, in words: `forced-update covered by promo`.
    public var why: String

    /// A violation of property `property` at `instant`.
    ///
    /// - Complexity: O(1)
    public init(property: Int, instant: Milliseconds, alert: AlertID?, why: String) {
        self.property = property
        self.instant = instant
        self.alert = alert
        self.why = why
    }
}

/// Judges a scenario's properties over the events of one run as they come
/// (docs/explore.md), keeping no transcript: each property keeps a few numbers of
/// state, and ``reset()`` readies it for the next run without allocating.
///
/// Feed it every event with the stacks right after it (``observe(_:)``),
/// then ``finish(at:)`` with the run's last instant.
public struct PropertyMonitor: Sendable {
    private let kinds: [ScenarioProperty.Kind]
    /// First violation of each property (nil where it held so far), indexed like the properties.
    public private(set) var violations: [PropertyViolation?]
    /// For each property: whether a `sometimes` was reached in this run (false for other kinds).
    public private(set) var reached: [Bool]
    /// Per property: the start of the running `max-wait` stretch, the
    /// first presentation of `before`'s second alert, or the instant a
    /// `shown` alert's request last ended unshown; `nil` when none.
    private var since: [Milliseconds?]
    /// Per property: how a `shown` alert's request last ended unshown
    /// (`expired`, `dropped`, `cancelled`), for the violation's reason.
    private var endings: [AlertEvent.Kind?]
    /// Per property: `shown` saw a request, `before` saw its first alert presented.
    private var seen: [Bool]
    /// Per property: `shown` saw a presentation.
    private var done: [Bool]
    /// Which properties the run came to (see ``isEngaged(_:)``).
    private var engagement: PropertyEngagement

    /// A monitor of `properties`, ready for a run.
    ///
    /// - Complexity: O(*p*)
    public init(properties: [ScenarioProperty]) {
        kinds = properties.map(\.kind)
        violations = Array(repeating: nil, count: kinds.count)
        reached = Array(repeating: false, count: kinds.count)
        since = Array(repeating: nil, count: kinds.count)
        endings = Array(repeating: nil, count: kinds.count)
        seen = Array(repeating: false, count: kinds.count)
        done = Array(repeating: false, count: kinds.count)
        engagement = PropertyEngagement(kinds)
    }

    /// Readies the monitor for a new run, keeping its storage.
    ///
    /// - Complexity: O(*p*), no allocation.
    public mutating func reset() {
        for index in kinds.indices {
            violations[index] = nil
            reached[index] = false
            since[index] = nil
            endings[index] = nil
            seen[index] = false
            done[index] = false
        }
        engagement.reset()
    }

    /// Whether the run came to what property `index` judges: the alert it
    /// names requested (`shown`, `never-dropped`, `max-wait`) or presented
    /// (`never-covered`, `not-before`; both alerts, for `before`). A
    /// property that held in runs none of which came to it judged nothing.
    /// Always true for `max-visible` and `no-orphan-mask`, which judge every
    /// run; false for `sometimes`.
    ///
    /// - Complexity: O(1)
    public func isEngaged(_ index: Int) -> Bool { engagement.isEngaged(index) }

    /// Records the first violation of property `index`; `why` is worded
    /// only then (a long stack joined after every event of a run that has
    /// long broken `max-visible` made judging quadratic).
    private mutating func breaks(
        _ index: Int, at instant: Milliseconds, _ alert: AlertID?, _ why: @autoclosure () -> String
    ) {
        guard violations[index] == nil else { return }
        violations[index] = PropertyViolation(property: index, instant: instant, alert: alert, why: why())
    }

    /// Observes one event with the stacks right after it.
    ///
    /// - Complexity: O(*p* · *v*) for *p* properties and *v* alerts visible
    ///   (O(*p* · *n*) for a `max-wait` with *n* pending).
    public mutating func observe(_ recorded: RecordedEvent) {
        let event = recorded.event
        let time = event.time
        let stacks = recorded.stacks
        engagement.observe(event.kind)
        for index in kinds.indices {
            switch kinds[index] {
            case .neverCovered(let id):
                guard violations[index] == nil, let top = stacks.visible.last, top != id, stacks.visible.contains(id)
                else { continue }
                breaks(index, at: time, id, "\(id) covered by \(top)")
            case .maxWait(let id, let wait):
                // A stretch starts at the request (`requested` comes before the alert is queued) or when
                // the alert is back in the queue (a suspension), and ends when it is no longer pending.
                // Judged after every event: the first event once it has lasted longer than the limit
                // breaks it, whether the stretch ends there or runs on.
                if let start = since[index] {
                    let isOver = !stacks.pending.contains(id)
                    if isOver { since[index] = nil }
                    if time - start > wait {
                        let waited = isOver ? "waited" : "still waiting after"
                        breaks(
                            index, at: time, id,
                            "\(id) \(waited) \(Self.span(time - start)), more than \(Self.span(wait))")
                    }
                } else if case .requested(id) = event.kind {
                    if !stacks.visible.contains(id) { since[index] = time }
                } else if stacks.pending.contains(id) {
                    since[index] = time
                }
            case .notBefore(let id, let instant):
                if case .presented(id) = event.kind, time < instant {
                    breaks(index, at: time, id, "\(id) presented before \(DurationText.instant(instant))")
                }
            case .neverDropped(let id):
                switch event.kind {
                case .dropped(id, let reason): breaks(index, at: time, id, "\(id) dropped (\(reason.name))")
                case .expired(id): breaks(index, at: time, id, "\(id) expired")
                default: break
                }
            case .shown(let id):
                switch event.kind {
                case .requested(id):
                    // A new request: how an earlier one ended no longer explains a miss.
                    seen[index] = true
                    since[index] = nil
                    endings[index] = nil
                case .presented(id): done[index] = true
                case .expired(id), .dropped(id, _), .cancelled(id, _):
                    since[index] = time
                    endings[index] = event.kind
                default: break
                }
            case .before(let first, let second):
                guard case .presented(let id) = event.kind else { continue }
                if id == first, !seen[index] {
                    seen[index] = true
                    if let secondShown = since[index] {
                        breaks(
                            index, at: time, first,
                            "\(second) presented at \(DurationText.instant(secondShown)), before \(first)")
                    }
                } else if id == second, since[index] == nil, !seen[index] {
                    since[index] = time
                }
            case .maxVisible(let count):
                if stacks.visible.count > count {
                    breaks(
                        index, at: time, event.alert,
                        "\(stacks.visible.count) alerts visible (\(stacks.visible.joined(separator: ", ")))")
                }
            case .noOrphanMask:
                if stacks.masks > 0, stacks.visible.isEmpty {
                    let layers = stacks.masks == 1 ? "a dim layer" : "\(stacks.masks) dim layers"
                    breaks(index, at: time, event.alert, "\(layers) with no alert visible")
                }
            case .sometimes(let name, let id):
                if !reached[index], event.alert == id, event.kind.name == name { reached[index] = true }
            }
        }
    }

    /// The run ended at `instant`: a `max-wait` stretch still running counts
    /// if it already lasted longer than its limit; a `shown` alert requested
    /// but never presented breaks it.
    ///
    /// - Complexity: O(*p*)
    public mutating func finish(at instant: Milliseconds) {
        for index in kinds.indices {
            switch kinds[index] {
            case .maxWait(let id, let wait):
                if let start = since[index], instant - start > wait {
                    breaks(
                        index, at: instant, id,
                        "\(id) still waiting after \(Self.span(instant - start)), more than \(Self.span(wait))")
                }
            case .shown(let id):
                guard seen[index], !done[index] else { break }
                var why = "\(id) requested but never presented"
                if let ending = endings[index], let endedAt = since[index] {
                    why += " (the last request \(Self.ending(ending)) at \(DurationText.instant(endedAt)))"
                }
                breaks(index, at: instant, id, why)
            default:
                break
            }
        }
    }

    /// How a request ended unshown, with the transcript's reason when it
    /// has one: `expired`, `was dropped, capped,`, `was cancelled`.
    private static func ending(_ kind: AlertEvent.Kind) -> String {
        switch kind {
        case .dropped(_, let reason): "was dropped, \(reason.name),"
        case .cancelled(_, let reason): reason.name.map { "was cancelled, \($0)," } ?? "was cancelled"
        default: kind.name
        }
    }

    /// A span of time as messages write it: `0.5s`, `1.5s`, `1h 30m`.
    private static func span(_ milliseconds: Milliseconds) -> String { DurationText.instant(milliseconds) }
}
