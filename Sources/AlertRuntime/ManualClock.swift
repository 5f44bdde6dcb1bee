/// A clock that moves only when told to: for testing code that uses an
/// ``AlertCenter`` without waiting for real time.
///
///     let clock = ManualClock()
///     let center = AlertCenter(policy: policy, clock: clock, history: InMemoryAlertHistory())
///     await center.request(forcedUpdate)                          // on screen, not dismissible
///     let ticket = await center.request(staleRedPacket)           // ttl 5 s, waits behind it
///     await clock.advance(by: .seconds(5))
///     let outcome = await ticket.outcome                          // .expired, at once
///
/// Time moves one deadline at a time: ``advance(by:yields:)``, ``advance(to:yields:)``
/// and ``advanceToNextSleeper(yields:)`` stop the clock at each instant a task
/// sleeps until, wake the tasks sleeping until then, and let them run
/// before the clock moves on. So app code that sleeps on the clock (a
/// module waiting for its network reply, then asking the center) runs at
/// the instant it slept until, in the order of those instants, as it would
/// on the real clock. See <doc:SteppingTime>.
///
/// Invariant: every sleeper waits for an instant after ``now``; sleepers whose
/// instant has come are resumed, in order of their instants, one instant at
/// a time.
public final class ManualClock: Clock, Sendable {
    /// An instant of a manual clock: the time since the clock was made.
    public struct Instant: InstantProtocol, Hashable, Sendable {
        /// How far the clock had moved at this instant.
        public var offset: Duration

        /// The instant `offset` after the clock was made.
        ///
        /// - Complexity: O(1)
        public init(offset: Duration) { self.offset = offset }

        /// The instant `duration` later.
        ///
        /// - Complexity: O(1)
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        /// How long from this instant to `other`.
        ///
        /// - Complexity: O(1)
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        /// Whether `lhs` comes before `rhs`.
        ///
        /// - Complexity: O(1)
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    struct Sleeper {
        var id: Int
        var deadline: Instant
        var continuation: CheckedContinuation<Bool, any Error>
    }

    struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var nextID = 0
        /// Sleepers cancelled before they started waiting.
        var cancelled: Set<Int> = []
        /// Sleepers woken by the clock whose tasks have not yet run again.
        var waking = 0
        /// How many sleeps have started or ended: what the stepping watches
        /// to tell when the tasks it woke have settled.
        var activity = 0
    }

    let state = Locked(State())

    /// How far a manual clock moves at most: `Int64.max` seconds, some
    /// 292 billion years, so that any instant it reaches can still be
    /// advanced by any duration built from whole seconds.
    public static let farthest: Duration = .seconds(Int64.max)

    /// A clock at offset zero, with nobody sleeping.
    ///
    /// - Complexity: O(1)
    public init() {}

    /// Where the clock stands: moved only by ``advance(by:yields:)``.
    ///
    /// - Complexity: O(1)
    public var now: Instant { state.withLock { $0.now } }
    /// Zero: the clock moves by exactly what it is told.
    ///
    /// - Complexity: O(1)
    public var minimumResolution: Duration { .zero }

    /// How many tasks are sleeping on this clock.
    ///
    /// - Complexity: O(1)
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Suspends until ``advance(by:yields:)`` reaches `deadline` (at once if it
    /// has), or throws `CancellationError` when the task is cancelled.
    ///
    /// - Complexity: O(1) to start sleeping
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = state.withLock { state -> Int in
            defer { state.nextID += 1 }
            return state.nextID
        }
        let wokenByStep = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Bool, any Error>) in
                enum Start { case due, cancelled, waiting }
                let start = state.withLock { state -> Start in
                    if state.cancelled.remove(id) != nil { return .cancelled }
                    if deadline <= state.now { return .due }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    state.activity += 1
                    return .waiting
                }
                switch start {
                case .due: continuation.resume(returning: false)
                case .cancelled: continuation.resume(throwing: CancellationError())
                case .waiting: break
                }
            }
        } onCancel: {
            let cancelled = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
                    state.cancelled.insert(id)
                    return nil
                }
                return state.sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
        // This task runs again: the step that woke it may move on.
        if wokenByStep {
            state.withLock { state in
                state.waking -= 1
                state.activity += 1
            }
        }
    }
}
