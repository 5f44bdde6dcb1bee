import AlertCore

/// Which of a run's properties it came to: the run requested the alert a
/// `shown`, `never-dropped` or `max-wait` names, presented the one a
/// `never-covered` or `not-before` names, presented both of a `before`'s.
/// A property that held in runs none of which came to it judged nothing
/// (docs/explore.md, "Properties that judged nothing"). `max-visible` and
/// `no-orphan-mask` judge every run; a `sometimes` is judged over all runs.
///
/// Kept apart from the judging: it looks only at `requested` and
/// `presented` events, and only until every watch is met.
///
/// Invariant: `unmet` counts the watches not met; `watches[range(p)]` are
/// property `p`'s, in property order.
struct PropertyEngagement: Sendable {
    /// An event that brings a run to a property: this alert requested, or presented.
    private struct Watch: Sendable {
        var alert: AlertID
        var onPresentation: Bool
    }

    private let watches: [Watch]
    /// Per property, its watches in ``watches``; `nil` for one that judges every run.
    private let ranges: [Range<Int>?]
    /// Per property: whether it is a `sometimes`.
    private let isSometimes: [Bool]
    private var met: [Bool]
    private var unmet: Int

    /// The watches of `kinds`, none met.
    ///
    /// - Complexity: O(*p*)
    init(_ kinds: [ScenarioProperty.Kind]) {
        var watches: [Watch] = []
        var ranges: [Range<Int>?] = []
        for kind in kinds {
            let start = watches.count
            switch kind {
            case .shown(let id), .neverDropped(let id), .maxWait(let id, _):
                watches.append(Watch(alert: id, onPresentation: false))
            case .neverCovered(let id), .notBefore(let id, _):
                watches.append(Watch(alert: id, onPresentation: true))
            case .before(let first, let second):
                watches.append(Watch(alert: first, onPresentation: true))
                watches.append(Watch(alert: second, onPresentation: true))
            case .maxVisible, .noOrphanMask, .sometimes:
                ranges.append(nil)
                continue
            }
            ranges.append(start..<watches.count)
        }
        self.watches = watches
        self.ranges = ranges
        isSometimes = kinds.map { if case .sometimes = $0 { true } else { false } }
        met = Array(repeating: false, count: watches.count)
        unmet = watches.count
    }

    /// Readies it for a new run, keeping its storage.
    ///
    /// - Complexity: O(*w*) for *w* watches, no allocation.
    mutating func reset() {
        for index in met.indices { met[index] = false }
        unmet = watches.count
    }

    /// Notes an event of the run.
    ///
    /// - Complexity: O(1) once every watch is met or for an event that is
    ///   neither a request nor a presentation; O(*w*) otherwise.
    mutating func observe(_ kind: AlertEvent.Kind) {
        guard unmet > 0 else { return }
        let alert: AlertID
        let isPresentation: Bool
        switch kind {
        case .requested(let id): (alert, isPresentation) = (id, false)
        case .presented(let id): (alert, isPresentation) = (id, true)
        default: return
        }
        for index in watches.indices
        where !met[index] && watches[index].onPresentation == isPresentation && watches[index].alert == alert {
            met[index] = true
            unmet -= 1
        }
    }

    /// Whether the run came to property `property`.
    ///
    /// - Complexity: O(1)
    func isEngaged(_ property: Int) -> Bool {
        guard let range = ranges[property] else { return !isSometimes[property] }
        return range.allSatisfy { met[$0] }
    }
}
