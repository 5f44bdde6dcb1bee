import AlertCore
import AlertScenario

/// The event logs of the runs on screen as one log, read from the newest
/// event back: in compare mode both runs merged by time, naive first at
/// each instant (so, read backwards, the scheduled run's events of an
/// instant come before the naive run's).
///
/// The log on screen shows its last screenful, so it reads only as many
/// events as it draws, not both runs' whole logs.
///
/// Invariant: read in full, the sequence is the reverse of the stable merge
/// of the runs' logs by time, the first run's events first among equals.
struct MergedLog: Sequence {
    typealias Element = (mode: ReplayMode, event: AlertEvent)

    private let first: (mode: ReplayMode, log: [AlertEvent])?
    private let second: (mode: ReplayMode, log: [AlertEvent])?

    /// The logs of `model`'s runs on screen.
    init(_ model: PlayerModel) {
        self.init(model.shownRuns.map { ($0.mode, $0.log) })
    }

    /// One or two runs' logs, each oldest first, the first run's first among
    /// equal times (runs past the second are not read).
    init(_ runs: [(mode: ReplayMode, log: [AlertEvent])]) {
        first = runs.first
        second = runs.count > 1 ? runs[1] : nil
    }

    /// Events in both logs.
    ///
    /// - Complexity: O(1)
    var count: Int { (first?.log.count ?? 0) + (second?.log.count ?? 0) }

    func makeIterator() -> Iterator { Iterator(first: first, second: second) }

    /// Walks both logs from their ends.
    struct Iterator: IteratorProtocol {
        private let first: (mode: ReplayMode, log: [AlertEvent])?
        private let second: (mode: ReplayMode, log: [AlertEvent])?
        /// One past the next event of each log to hand out.
        private var firstEnd: Int
        private var secondEnd: Int

        fileprivate init(first: (mode: ReplayMode, log: [AlertEvent])?, second: (mode: ReplayMode, log: [AlertEvent])?)
        {
            self.first = first
            self.second = second
            firstEnd = first?.log.count ?? 0
            secondEnd = second?.log.count ?? 0
        }

        /// - Complexity: O(1)
        mutating func next() -> Element? {
            let fromFirst = firstEnd > 0 ? first.map { ($0.mode, $0.log[firstEnd - 1]) } : nil
            let fromSecond = secondEnd > 0 ? second.map { ($0.mode, $0.log[secondEnd - 1]) } : nil
            switch (fromFirst, fromSecond) {
            case (let a?, let b?) where a.1.time > b.1.time:
                firstEnd -= 1
                return a
            case (_, let b?):
                secondEnd -= 1
                return b
            case (let a?, nil):
                firstEnd -= 1
                return a
            case (nil, nil):
                return nil
            }
        }
    }
}
