/// The presses of one alert's actions, handed to every subscriber in order
/// until the alert ends.
///
/// Invariant: after ``finish()`` there are no subscribers and every later
/// subscription finishes at once.
final class ActionPresses: Sendable {
    private struct State {
        var subscribers: [Int: AsyncStream<String>.Continuation] = [:]
        var nextID = 0
        var isFinished = false
    }

    private let state = Locked(State())

    /// A stream of the presses from now on; finished already when the alert has ended.
    ///
    /// - Complexity: O(1)
    func subscribe() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        let id = state.withLock { state -> Int? in
            guard !state.isFinished else { return nil }
            defer { state.nextID += 1 }
            state.subscribers[state.nextID] = continuation
            return state.nextID
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    /// Hands the id of a pressed action to every subscriber.
    ///
    /// - Complexity: O(*s*) for *s* subscribers.
    func send(_ action: String) {
        state.withLock { state in
            for continuation in state.subscribers.values { continuation.yield(action) }
        }
    }

    /// Ends every subscription, and every later one at once: the alert has ended.
    ///
    /// - Complexity: O(*s*) for *s* subscribers.
    func finish() {
        // Finished outside the lock: finishing runs `onTermination`, which takes it.
        let ending = state.withLock { state in
            defer {
                state.subscribers = [:]
                state.isFinished = true
            }
            return Array(state.subscribers.values)
        }
        for continuation in ending { continuation.finish() }
    }
}
