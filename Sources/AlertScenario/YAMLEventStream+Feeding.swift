extension YAMLEventStream {
    /// A stream with no YAML of its own, for events made elsewhere (the
    /// lines of a JSON-lines scenario) and handed in with ``feed(_:)``.
    static func fed(source: String) -> YAMLEventStream {
        let stream = YAMLEventStream(input: UnsafeBufferPointer(start: nil, count: 0), source: source)
        stream.isFed = true
        return stream
    }

    /// Makes `events` the next ones ``next()`` returns, dropping whatever
    /// was fed before: one JSON line at a time, so memory stays that of
    /// the longest line.
    ///
    /// - Complexity: O(*k*) for *k* events.
    func feed(_ events: [YAMLEvent]) {
        replays.removeAll(keepingCapacity: true)
        capturedAliasRuns.removeAll(keepingCapacity: true)
        lastAliasLocation = nil
        captured = events
        replayCaptured(0..<captured.count)
    }

    /// The array the last line's events were in, emptied, for the next
    /// line's: its storage is reused instead of allocated again.
    func takeEventBuffer() -> [YAMLEvent] {
        var buffer: [YAMLEvent] = []
        swap(&buffer, &captured)
        buffer.removeAll(keepingCapacity: true)
        return buffer
    }
}
