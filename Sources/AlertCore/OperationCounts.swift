import Synchronization

/// The inner steps the scheduler took, counted in debug and test builds so
/// that tests can bound its work per command by operation counts rather
/// than by time (see the complexity guards in the tests).
///
/// - `idHashes`: ids hashed by the index of live alerts (``IDHashing``).
/// - `bucketProbes`: buckets that index looked at, to find, file or remove
///   an id, and to rebuild itself.
/// - `siftLevels`: levels that an entry of a pending queue's heap (by
///   order, from the end, by expiry) moved up or down.
///
/// In a release build nothing is counted and every count stays 0: the
/// counting calls are empty there, and inlined away.
package struct OperationCounts: Sendable, Equatable, CustomStringConvertible {
    package var idHashes = 0
    package var bucketProbes = 0
    package var siftLevels = 0

    package init(idHashes: Int = 0, bucketProbes: Int = 0, siftLevels: Int = 0) {
        self.idHashes = idHashes
        self.bucketProbes = bucketProbes
        self.siftLevels = siftLevels
    }

    package var description: String {
        "\(idHashes) id hashes, \(bucketProbes) bucket probes, \(siftLevels) sift levels"
    }

    /// Whether this build counts (a debug or test build).
    package static var areCounted: Bool {
        #if DEBUG
            true
        #else
            false
        #endif
    }

    /// Runs `body` and returns what it returned with the steps it took on
    /// this task (steps on other tasks, such as other tests running at
    /// the same time, are not counted).
    package static func counting<Result>(_ body: () throws -> Result) rethrows -> (Result, OperationCounts) {
        let tally = Tally()
        let result = try Tally.$current.withValue(tally) { try body() }
        return (result, tally.counts.withLock { $0 })
    }

    /// Runs `body` with nothing counted: for checks that look things up
    /// only to verify them.
    static func uncounted(_ body: () -> Void) {
        guard Tally.current != nil else { return body() }
        Tally.$current.withValue(nil, operation: body)
    }

    @inline(__always)
    static func countHash() {
        #if DEBUG
            Tally.current?.counts.withLock { $0.idHashes += 1 }
        #endif
    }

    @inline(__always)
    static func countProbes(_ probes: Int) {
        #if DEBUG
            Tally.current?.counts.withLock { $0.bucketProbes += probes }
        #endif
    }

    /// Counts an entry's move from heap position `start` to `end` in a
    /// heap with `arity` children per node: the difference of their depths.
    @inline(__always)
    static func countSift(from start: Int, to end: Int, arity: Int) {
        #if DEBUG
            guard let tally = Tally.current else { return }
            func depth(_ position: Int) -> Int {
                var depth = 0
                var position = position
                while position > 0 {
                    position = (position - 1) / arity
                    depth += 1
                }
                return depth
            }
            let levels = abs(depth(end) - depth(start))
            tally.counts.withLock { $0.siftLevels += levels }
        #endif
    }

    /// The counts of the `counting(_:)` call in progress on this task.
    final class Tally: Sendable {
        @TaskLocal static var current: Tally?
        let counts = Mutex(OperationCounts())
    }
}
