/// Waits until `condition` holds, and says whether it did.
///
/// It checks first, then between yields to other tasks, then, on a machine
/// busy enough that yielding is not enough (a CI runner with every test
/// running at once), between sleeps of a millisecond, as many as
/// `patience` holds milliseconds. Patience is counted in sleeps, not read
/// off a clock: a waiter that gets no thread for a while (the test
/// runner's threads all busy with tests that block) loses none of it, and
/// is not left giving up on a task that was starved as long as it was. A
/// wait counted in yields alone gives up too soon on a loaded machine.
///
/// - Parameters:
///   - isolation: where `condition` runs; the caller's own, so a main-actor
///     test can read main-actor state.
///   - patience: how long to wait at least, in sleeps of a millisecond,
///     before giving up: long, since it costs nothing when the condition
///     comes to hold; a test that waits for what must not happen gives a
///     short one.
///   - condition: what to wait for.
public func eventually(
    isolation: isolated (any Actor)? = #isolation,
    patience: Duration = .seconds(60),
    _ condition: () async -> Bool
) async -> Bool {
    for _ in 0..<100 {
        if await condition() { return true }
        await Task.yield()
    }
    let sleeps = patience / .milliseconds(1)
    var slept = 0.0
    while slept < sleeps, !Task.isCancelled {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(1))
        slept += 1
    }
    return await condition()
}
