/// Waits until `condition` holds, and says whether it did.
///
/// It checks first, then between yields to other tasks, then, on a machine
/// busy enough that yielding is not enough (a CI runner with every test
/// running at once), between sleeps of a millisecond. It gives up after
/// `patience` of real time, or when its task is cancelled. A wait counted in yields alone can give up
/// while the task it waits for has not yet had a thread.
///
/// - Parameters:
///   - isolation: where `condition` runs; the caller's own, so a main-actor
///     test can read main-actor state.
///   - patience: how long to wait on the real clock before giving up: long,
///     since it costs nothing when the condition comes to hold; a test that
///     waits for what must not happen gives a short one.
///   - condition: what to wait for; it is checked once more at the end.
public func eventually(
    isolation: isolated (any Actor)? = #isolation,
    patience: Duration = .seconds(60),
    _ condition: () async -> Bool
) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: patience)
    var rounds = 0
    while clock.now < deadline, !Task.isCancelled {
        if await condition() { return true }
        rounds += 1
        if rounds < 100 {
            await Task.yield()
        } else {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
    return await condition()
}
