/// Moving a manual clock: one deadline at a time, letting the tasks each
/// deadline wakes run before the clock moves on.
///
/// A task woken by the clock does not run at once: it is scheduled, and
/// what it does next (ask the center, sleep again) is scheduled after it.
/// Moving the clock in one jump would wake every sleeper before any had
/// run, and each would then find the clock already at the far end: a
/// module that slept 100 ms and one that slept 900 ms would both ask at
/// the end of the jump, in no particular order. So the clock stops at each
/// deadline on the way and lets the woken tasks have their turns before it
/// moves on: it waits until every task it woke has run again, then yields
/// to them a number of times more (``yieldsPerStep``), so that what they do
/// next (ask the center, sleep again) runs at that instant too.
extension ManualClock {
    /// How many times the clock yields to other tasks at each stop, so that
    /// the tasks it woke get their turns: each yield lets every task that is
    /// ready run a step (ask an actor, resume after one, sleep again). 64
    /// covers a woken task that hops through a few actors; a test whose
    /// woken tasks do more before they sleep again can ask for more with
    /// ``advance(by:yields:)``.
    public static let yieldsPerStep = 64

    /// The earliest instant a task sleeps until, if any task sleeps.
    ///
    /// - Complexity: O(*s*) for *s* sleepers
    public var nextDeadline: Instant? {
        state.withLock { $0.sleepers.map(\.deadline).min() }
    }

    /// Moves the clock forward by `duration`, stopping at every instant on
    /// the way that a task sleeps until: there it wakes the tasks sleeping
    /// until that instant and lets them run (they may ask the center, or
    /// sleep again, and a new sleep that ends by the target is woken in its
    /// turn) before it moves on. It ends at `now + duration` after letting
    /// the tasks run once more. A negative duration moves nothing; the
    /// clock stops at ``farthest`` from where it was made, however far it
    /// is moved.
    ///
    ///     let clock = ManualClock()
    ///     let launch = Task { await app.launch(on: clock) }  // modules sleep 100, 130 ms, ...
    ///     await clock.advance(by: .milliseconds(1500))       // each asks at its own instant
    ///
    /// Before the first step it also lets ready tasks run, so tasks started
    /// just before the call have reached their first sleep.
    ///
    /// - Parameters:
    ///   - duration: how far to move the clock.
    ///   - yields: how many times to yield to other tasks at each stop.
    /// - Complexity: O(*d* × (*s* + *y*)) for *d* distinct deadlines on the
    ///   way, *s* sleepers and *y* yields
    public func advance(by duration: Duration, yields: Int = ManualClock.yieldsPerStep) async {
        let step = Swift.min(Swift.max(.zero, duration), Self.farthest)
        let from = now.offset
        let target = from >= Self.farthest - step ? Self.farthest : from + step
        await advance(to: Instant(offset: target), yields: yields)
    }

    /// Moves the clock forward to `instant`, one deadline at a time, as
    /// ``advance(by:yields:)`` does. An instant before ``now`` moves nothing.
    ///
    /// - Parameters:
    ///   - instant: where the clock ends.
    ///   - yields: how many times to yield to other tasks at each stop.
    /// - Complexity: O(*d* × (*s* + *y*)) for *d* distinct deadlines on the
    ///   way, *s* sleepers and *y* yields
    public func advance(to instant: Instant, yields: Int = ManualClock.yieldsPerStep) async {
        let target = Instant(offset: Swift.min(instant.offset, Self.farthest))
        await letOthersSettle(yields)
        while wakeEarliest(notAfter: target) {
            await letWokenTasksRun(yields)
        }
        state.withLock { state in
            if state.now < target { state.now = target }
        }
    }

    /// Moves the clock to the earliest instant a task sleeps until, wakes
    /// the tasks sleeping until then and lets them run. Nothing happens
    /// when no task sleeps.
    ///
    ///     while await clock.advanceToNextSleeper() {}   // run until nothing sleeps
    ///
    /// A loop like that one ends only if the tasks stop sleeping on the
    /// clock; a center sleeps only while it has a deadline (a ttl, a gap, a
    /// timed hold), so a launch whose alerts all end comes to rest.
    ///
    /// - Parameter yields: how many times to yield to other tasks before
    ///   and after the step.
    /// - Returns: whether a task was sleeping (and so was woken).
    /// - Complexity: O(*s* + *y*) for *s* sleepers and *y* yields
    @discardableResult
    public func advanceToNextSleeper(yields: Int = ManualClock.yieldsPerStep) async -> Bool {
        await letOthersSettle(yields)
        let woke = wakeEarliest(notAfter: Instant(offset: Self.farthest))
        if woke { await letWokenTasksRun(yields) }
        return woke
    }

    /// Moves the clock to the earliest deadline, if it is at or before
    /// `limit`, and resumes every sleeper waiting for that instant, in the
    /// order they started sleeping.
    ///
    /// - Returns: whether there was such a deadline.
    /// - Complexity: O(*s*) for *s* sleepers
    private func wakeEarliest(notAfter limit: Instant) -> Bool {
        let woken = state.withLock { state -> [Sleeper]? in
            guard let earliest = state.sleepers.map(\.deadline).min(), earliest <= limit else { return nil }
            if state.now < earliest { state.now = earliest }
            let due = state.sleepers.filter { $0.deadline <= earliest }
            state.sleepers.removeAll { $0.deadline <= earliest }
            state.waking += due.count
            return due
        }
        guard let woken else { return false }
        for sleeper in woken { sleeper.continuation.resume(returning: true) }
        return true
    }

    /// Lets the tasks woken by the last step run: waits (yielding) until
    /// each has run again, then goes on yielding until the clock has seen
    /// `count` yields in a row, and at least a millisecond of real time,
    /// with no task starting or ending a sleep on it, so that what they do
    /// next (ask the center, sleep again) runs at this instant too.
    private func letWokenTasksRun(_ count: Int) async {
        // Bounded, in case a woken task never gets a thread: the clock then
        // goes on as it would after the yields alone.
        var yields = 0
        while yields < 100_000, state.withLock({ $0.waking > 0 }) {
            yields += 1
            await Task.yield()
        }
        await letOthersSettle(count)
    }

    /// Yields until `count` yields in a row, spanning at least a
    /// millisecond of real time, saw no sleep start or end on this clock.
    /// The real time is for a busy machine, where a woken task's thread may
    /// lose the processor for a while: yields alone would all run before
    /// it gets it back. Nothing sleeps on the real clock.
    private func letOthersSettle(_ count: Int) async {
        let realTime = ContinuousClock()
        var quietSince = realTime.now
        var quietYields = 0
        var seen = state.withLock { $0.activity }
        for _ in 0..<1_000_000 {
            if quietYields >= count, quietSince.duration(to: realTime.now) >= .milliseconds(1) { return }
            await Self.letOthersRun(1)
            let activity = state.withLock { $0.activity }
            if activity == seen {
                quietYields += 1
            } else {
                seen = activity
                quietYields = 0
                quietSince = realTime.now
            }
        }
    }

    /// Waits, yielding, until at least `count` tasks sleep on the clock:
    /// for a test that starts tasks and must know they have reached their
    /// sleeps before it moves the clock.
    ///
    ///     let launch = Task { await app.launch() }      // five modules sleep on the clock
    ///     #expect(await clock.sleepers(atLeast: 5))
    ///
    /// - Returns: whether they did; `false` after a bound of a million yields.
    /// - Complexity: O(*y*) for the *y* yields it takes
    public func sleepers(atLeast count: Int) async -> Bool {
        for _ in 0..<1_000_000 {
            if sleeperCount >= count { return true }
            await Task.yield()
        }
        return sleeperCount >= count
    }

    /// Yields `count` times from a task of low priority, so that every
    /// ready task of higher priority gets a turn first.
    private static func letOthersRun(_ count: Int) async {
        for _ in 0..<Swift.max(0, count) {
            await Task.detached(priority: .low) { await Task.yield() }.value
        }
    }
}
