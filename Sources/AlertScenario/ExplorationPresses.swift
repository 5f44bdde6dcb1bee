/// Which Ctrl-C presses stop an exploration's shrinking (docs/explore.md,
/// exit 130). The first press stops the runs; any press but that one stops
/// the shrinking, whenever it came: a second press made while the jobs were
/// still finishing their runs counts, and so does a first press once every
/// run was judged.
public struct ExplorationPresses: Sendable, Hashable {
    /// 1 when a press stopped the runs, else 0.
    private let pressesThatStoppedTheRuns: Int

    /// The rule for a shrinking that begins after runs that a press
    /// stopped (`runsWereStopped`) or that were all judged.
    ///
    /// - Complexity: O(1)
    public init(runsWereStopped: Bool) {
        pressesThatStoppedTheRuns = runsWereStopped ? 1 : 0
    }

    /// Whether `presses`, every press so far, stop the shrinking.
    ///
    /// - Complexity: O(1)
    public func stopShrinking(presses: Int) -> Bool { presses > pressesThatStoppedTheRuns }
}
