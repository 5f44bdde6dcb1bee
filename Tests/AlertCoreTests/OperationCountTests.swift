import AlertCore
import TestSupport
import Testing

/// Work counted, not timed: with *n* alerts pending, a request, a close and
/// a dismissal by id each hash an id at most once, probe a few buckets of
/// the index on average, and sift each heap they touch no more levels than
/// it is high (a four-ary heap of *n* entries is log₄ *n* high: 5 at 1,000,
/// 8 at 36,000). Linear work, or ids hashed in the sift loops, would show
/// here at 36,000 by a factor of thousands.
@Suite("Operation counts", .enabled(if: OperationCounts.areCounted, "counted in debug builds only"))
struct OperationCountTests {
    static let sizes = [1_000, 6_000, 36_000]

    /// The levels below the root of the deepest entry of a four-ary heap
    /// of `count` entries.
    static func height(_ count: Int) -> Int {
        var depth = 0
        var position = count - 1
        while position > 0 {
            position = (position - 1) / 4
            depth += 1
        }
        return depth
    }

    /// A visible blocker and `count` alerts behind it, at scattered levels,
    /// every other one with a ttl (so that two heaps hold it); with a
    /// capacity above `count` when `capped` (so that the tail heap holds
    /// each one too). Returns the scheduler and the work of the requests.
    ///
    /// Built once for every size and kind and shared by the tests (a debug
    /// build checks every entry after each of the first 512 requests).
    static func queue(_ count: Int, capped: Bool) -> (AlertScheduler, OperationCounts) {
        guard let queue = queues[Key(count: count, capped: capped)] else {
            Issue.record("no queue of \(count) built")
            return (AlertScheduler(), OperationCounts())
        }
        return queue
    }

    struct Key: Hashable {
        var count: Int
        var capped: Bool
    }

    static let queues: [Key: (AlertScheduler, OperationCounts)] = {
        var queues: [Key: (AlertScheduler, OperationCounts)] = [:]
        for count in sizes {
            for capped in [false, true] {
                var scheduler = AlertScheduler(policy: AlertPolicy(maxPending: capped ? count * 2 : nil))
                var random = SplitMix64(seed: UInt64(count))
                scheduler.send(.request(alert("blocker", .required, dismissible: false)))
                let (_, work) = OperationCounts.counting {
                    for index in 0..<count {
                        let level = AlertLevel(Int(random.next() % 900))
                        let ttl: Milliseconds? = index.isMultiple(of: 2) ? 60_000 : nil
                        scheduler.send(.request(alert("p\(index)", level, ttl: ttl)))
                    }
                }
                queues[Key(count: count, capped: capped)] = (scheduler, work)
            }
        }
        return queues
    }()

    /// The work of each of `commands` sent in turn.
    static func work(of commands: [AlertCommand], on scheduler: inout AlertScheduler) -> [OperationCounts] {
        commands.map { command in OperationCounts.counting { scheduler.send(command) }.1 }
    }

    @Test("A request hashes its id once and sifts each heap at most its height", arguments: [false, true])
    func requests(capped: Bool) {
        for count in Self.sizes {
            var (scheduler, building) = Self.queue(count, capped: capped)
            #expect(building.idHashes == count, "\(count) pending")
            // Rebuilds of the index included: amortised, a request probes a few buckets.
            #expect(building.bucketProbes <= 8 * count, "\(count) pending: \(building)")
            var random = SplitMix64(seed: 7)
            let requests = (0..<200).map { index in
                AlertCommand.request(
                    alert("late\(index)", AlertLevel(Int(random.next() % 900)), ttl: index.isMultiple(of: 2) ? 1 : nil))
            }
            let heaps = capped ? 3 : 2
            for (index, work) in Self.work(of: requests, on: &scheduler).enumerated() {
                #expect(work.idHashes == 1, "request \(index) with \(count) pending: \(work)")
                #expect(
                    work.siftLevels <= heaps * Self.height(count + 200), "request \(index), \(count) pending: \(work)")
            }
        }
    }

    @Test("Presenting the next of n pending sifts its heaps down and back, never more", arguments: [false, true])
    func closes(capped: Bool) {
        for count in Self.sizes {
            var (scheduler, _) = Self.queue(count, capped: capped)
            // The blocker is not dismissible: remove it, then close each alert it let through.
            let commands = [AlertCommand.remove("blocker")] + Array(repeating: .close(.top), count: 199)
            let works = Self.work(of: commands, on: &scheduler)
            let height = Self.height(count)
            // Each heap: down to a leaf, then back up at most as far.
            let heaps = capped ? 3 : 2
            for (index, work) in works.enumerated() {
                #expect(work.idHashes == (index == 0 ? 1 : 0), "command \(index), \(count) pending: \(work)")
                #expect(work.siftLevels <= heaps * 2 * height, "command \(index), \(count) pending: \(work)")
            }
            // A pop takes the hole down to a leaf: at least height - 1 levels.
            #expect(works.allSatisfy { $0.siftLevels >= height - 1 }, "\(count) pending")
            let probes = works.reduce(0) { $0 + $1.bucketProbes }
            #expect(probes <= 6 * works.count, "\(count) pending: \(probes) probes in \(works.count) commands")
        }
    }

    @Test("Dismissing a pending alert by id hashes it once and sifts each heap at most twice its height")
    func dismissals() {
        for count in Self.sizes {
            var (scheduler, _) = Self.queue(count, capped: true)
            var random = SplitMix64(seed: 11)
            var ids = Set<Int>()
            while ids.count < 200 { ids.insert(Int(random.next() % UInt64(count))) }
            let works = Self.work(of: ids.sorted().map { .remove("p\($0)") }, on: &scheduler)
            for work in works {
                #expect(work.idHashes == 1, "\(count) pending: \(work)")
                #expect(work.siftLevels <= 3 * 2 * Self.height(count), "\(count) pending: \(work)")
            }
            let probes = works.reduce(0) { $0 + $1.bucketProbes }
            // At least one to find each id and one to take it out of the index.
            #expect(probes >= 2 * works.count, "\(count) pending")
            #expect(probes <= 6 * works.count, "\(count) pending: \(probes) probes in \(works.count) dismissals")
            #expect(scheduler.pendingCount == count - 200)
        }
    }
}
