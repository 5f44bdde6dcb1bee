import AlertCore
import AlertScenario

/// The event logs of the runs on screen as one log, read from the newest
/// event back: in compare mode both runs merged in the order things
/// happened, by time and then by ``PlayerRun/LogPlace`` (a step's events
/// before a command given after it), and naive first among events of one
/// step or command (so, read backwards, the scheduled run's come first).
///
/// The log on screen shows its last screenful, so it reads only as many
/// events as it draws, not both runs' whole logs.
///
/// Invariant: read in full, the sequence is the reverse of the stable merge
/// of the runs' logs by (time, place), the first run's events first among
/// equals.
struct MergedLog: Sequence {
    typealias Element = (mode: ReplayMode, event: AlertEvent)
    /// One run's log, oldest first, with where each event happened.
    typealias Run = (mode: ReplayMode, log: [AlertEvent], places: [PlayerRun.LogPlace])

    private let first: Run?
    private let second: Run?

    /// The logs of `model`'s runs on screen.
    init(_ model: PlayerModel) {
        self.init(model.shownRuns.map { ($0.mode, $0.log, $0.logPlaces) })
    }

    /// One or two runs' logs, each oldest first with a place per event, the
    /// first run's first among equals (runs past the second are not read).
    init(_ runs: [Run]) {
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
        private let first: Run?
        private let second: Run?
        /// One past the next event of each log to hand out.
        private var firstEnd: Int
        private var secondEnd: Int

        fileprivate init(first: Run?, second: Run?) {
            self.first = first
            self.second = second
            firstEnd = first?.log.count ?? 0
            secondEnd = second?.log.count ?? 0
        }

        /// - Complexity: O(1)
        mutating func next() -> Element? {
            let fromFirst = firstEnd > 0 ? first.map { Self.entry(of: $0, at: firstEnd - 1) } : nil
            let fromSecond = secondEnd > 0 ? second.map { Self.entry(of: $0, at: secondEnd - 1) } : nil
            switch (fromFirst, fromSecond) {
            case (let a?, let b?) where (a.event.time, a.place) > (b.event.time, b.place):
                firstEnd -= 1
                return (a.mode, a.event)
            case (_, let b?):
                secondEnd -= 1
                return (b.mode, b.event)
            case (let a?, nil):
                firstEnd -= 1
                return (a.mode, a.event)
            case (nil, nil):
                return nil
            }
        }

        private static func entry(
            of run: Run, at index: Int
        ) -> (mode: ReplayMode, event: AlertEvent, place: PlayerRun.LogPlace) {
            (run.mode, run.log[index], run.places[index])
        }
    }
}
