/// Which Ctrl-C presses stop an exploration's shrinking (docs/explore.md,
/// exit 130). The first press stops the runs: each job finishes the run it
/// is on, and what was found is still shrunk. Any later press stops the
/// shrinking, whenever it came: a second press made while the jobs were
/// still finishing their runs counts, and so does a first press made once
/// the shrinking has begun.
public struct ExplorationPresses: Sendable, Hashable {
    /// 1 when a press came before the shrinking began, else 0.
    private let pressesThatStoppedTheRuns: Int

    /// The rule for a shrinking that begins after `presses` presses (a
    /// press during the last run counts: it came while the runs were
    /// judged).
    ///
    /// - Complexity: O(1)
    public init(pressesBeforeShrinking presses: Int) {
        pressesThatStoppedTheRuns = Swift.min(Swift.max(presses, 0), 1)
    }

    /// Whether `presses`, every press so far, stop the shrinking.
    ///
    /// - Complexity: O(1)
    public func stopShrinking(presses: Int) -> Bool { presses > pressesThatStoppedTheRuns }
}
