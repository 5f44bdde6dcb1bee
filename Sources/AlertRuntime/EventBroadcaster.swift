import AlertCore

/// Hands every event to every subscriber, in order, without waiting for any
/// of them.
///
/// Invariant: each subscriber's stream receives, in order, exactly the events
/// broadcast after it subscribed and before it ended; after ``finishAll()``
/// no stream receives anything more.
final class EventBroadcaster: Sendable {
    private struct State {
        var subscribers: [Int: AsyncStream<AlertEvent>.Continuation] = [:]
        var nextID = 0
    }

    private let state = Locked(State())

    /// A new stream of every event from now on.
    ///
    /// - Complexity: O(1)
    func subscribe(bufferingPolicy: AsyncStream<AlertEvent>.Continuation.BufferingPolicy) -> AsyncStream<AlertEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: AlertEvent.self, bufferingPolicy: bufferingPolicy)
        let id = state.withLock { state -> Int in
            defer { state.nextID += 1 }
            state.subscribers[state.nextID] = continuation
            return state.nextID
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    /// Sends `events` to every subscriber. Holding the lock for the whole
    /// batch keeps batches from interleaving.
    ///
    /// - Complexity: O(*e* × *s*) for *e* events and *s* subscribers.
    func broadcast(_ events: [AlertEvent]) {
        guard !events.isEmpty else { return }
        state.withLock { state in
            for continuation in state.subscribers.values {
                for event in events { continuation.yield(event) }
            }
        }
    }

    /// Ends every subscription: each stream hands out what it has buffered,
    /// then ends. For a center that is going away, after which no event
    /// can follow.
    ///
    /// - Complexity: O(*s*) for *s* subscribers.
    func finishAll() {
        // Finished outside the lock: finishing runs `onTermination`, which takes it.
        let ending = state.withLock { state in
            defer { state.subscribers = [:] }
            return Array(state.subscribers.values)
        }
        for continuation in ending { continuation.finish() }
    }
}
