extension YAMLEventStream {
    /// A replay in progress: recorded events from `position` up to `end`.
    struct Replay {
        var position: Int
        let end: Int
        /// The place to give the first replayed event: the alias's own, so
        /// a message about the value points at the alias that put it there.
        var firstLocation: SourceLocation?
        /// Whether the events come from ``captured`` rather than ``record``.
        let isCapture: Bool
        /// The alias written in the document's own text that the events
        /// repeat (for an alias inside an anchored value, the outer one);
        /// `nil` for a capture, whose events keep theirs in
        /// ``capturedAliasRuns``.
        var aliasLocation: SourceLocation?
    }

    /// Whether parsed events are being recorded: inside an anchored node.
    private var isRecording: Bool { !openAnchors.isEmpty }

    /// Records a scalar when it is anchored or inside an anchored node.
    func recordScalar(_ event: YAMLEvent, anchor: String?) {
        if isRecording || anchor != nil { record.append(event) }
        if let anchor { register(anchor, range: record.count - 1..<record.count) }
    }

    /// Records the start of a mapping or a list; an anchor opens a recorded node.
    func recordStart(_ event: YAMLEvent, anchor: String?) {
        if let anchor { openAnchors.append((anchor, record.count, depth)) }
        depth += 1
        if isRecording { record.append(event) }
    }

    /// Records the end of a mapping or a list, which may complete an anchored node.
    func recordEnd(_ event: YAMLEvent) {
        depth -= 1
        if isRecording { record.append(event) }
        if let open = openAnchors.last, open.depth == depth {
            openAnchors.removeLast()
            register(open.name, range: open.start..<record.count)
        }
    }

    /// Records an alias inside an anchored node as a reference, resolved now:
    /// a later anchor of the same name must not change what it means.
    func recordAlias(_ event: YAMLEvent) {
        if isRecording { record.append(event) }
    }

    /// An anchor takes effect once its node is complete, as in libyaml's
    /// own loader: an alias inside the node refers to an earlier anchor of
    /// that name, if any.
    private func register(_ name: String, range: Range<Int>) {
        anchors[name] = anchoredRanges.count
        anchoredRanges.append(range)
    }

    /// Replays the anchored node `index` next, its first event at
    /// `location`, for the alias written at `alias`.
    func startReplay(of index: Int, at location: SourceLocation, alias: SourceLocation) {
        let range = anchoredRanges[index]
        replays.append(
            Replay(
                position: range.lowerBound, end: range.upperBound, firstLocation: location, isCapture: false,
                aliasLocation: alias))
    }

    /// The next replayed event, following aliases inside recorded nodes;
    /// `nil` when no replay is in progress.
    ///
    /// - Throws: an alias to an anchor that was never defined (the parse
    ///   that recorded it has thrown already; this keeps replaying total).
    func nextReplayed() throws(ScenarioError) -> YAMLEvent? {
        while let last = replays.indices.last {
            let replay = replays[last]
            guard replay.position < replay.end else {
                replays.removeLast()
                continue
            }
            let index = replay.position
            var event = replay.isCapture ? captured[index] : record[index]
            replays[last].position += 1
            replays[last].firstLocation = nil
            replayedEventCount += 1
            if event.kind == .alias {
                guard event.target >= 0 else {
                    failure = .structure
                    throw ScenarioError(undefinedAliasAt: event.location, source: source)
                }
                startReplay(
                    of: event.target, at: replay.firstLocation ?? event.location,
                    alias: replay.aliasLocation ?? event.location)
                continue
            }
            if let location = replay.firstLocation { event.location = location }
            lastAliasLocation = replay.isCapture ? capturedAlias(at: index) : replay.aliasLocation
            return event
        }
        return nil
    }

    /// Reads the rest of the value that starts with `first`, without
    /// decoding it, and keeps its events (aliases expanded) to be decoded
    /// later with ``replayCaptured(_:)``: for a part of the file that needs
    /// another part written after it.
    ///
    /// - Complexity: O(*k*) time and memory for the *k* events of the value.
    func captureValue(startingWith first: YAMLEvent) throws(ScenarioError) -> Range<Int> {
        let start = captured.count
        captured.append(first)
        noteCapturedAlias()
        var open = first.isCollectionStart ? 1 : 0
        while open > 0 {
            let event = try next()
            captured.append(event)
            noteCapturedAlias()
            if event.isCollectionStart {
                open += 1
            } else if event.isCollectionEnd {
                open -= 1
            }
        }
        return start..<captured.count
    }

    /// Keeps the ``lastAliasLocation`` of the event just captured, starting
    /// a run when it differs from the one before.
    ///
    /// - Complexity: O(1) amortized.
    private func noteCapturedAlias() {
        guard capturedAliasRuns.last.map({ $0.alias != lastAliasLocation }) ?? true else { return }
        capturedAliasRuns.append((captured.count - 1, lastAliasLocation))
    }

    /// The ``lastAliasLocation`` the captured event at `index` had.
    ///
    /// - Complexity: O(log *r*) for *r* runs.
    private func capturedAlias(at index: Int) -> SourceLocation? {
        var low = 0
        var high = capturedAliasRuns.count
        // The last run that starts at or before `index`: the first run is at 0.
        while high - low > 1 {
            let middle = (low + high) / 2
            if capturedAliasRuns[middle].start <= index { low = middle } else { high = middle }
        }
        return capturedAliasRuns.isEmpty ? nil : capturedAliasRuns[low].alias
    }

    /// Makes the value captured at `range` the next events ``next()`` returns.
    func replayCaptured(_ range: Range<Int>) {
        replays.append(Replay(position: range.lowerBound, end: range.upperBound, firstLocation: nil, isCapture: true))
    }

    /// An error the decoder found at `location`. When the event read last
    /// repeats an anchored value for an alias, and `location` is not the
    /// alias's own, the message also names the alias: the text to fix is
    /// at `location`, and the alias says which use of it went wrong.
    func decodingError(_ message: String, at location: SourceLocation) -> ScenarioError {
        guard let alias = lastAliasLocation, alias != location else {
            return ScenarioError(source: source, location: location, message: message)
        }
        return ScenarioError(
            source: source, location: location,
            message: message + " (in the value repeated by the alias at \(alias.line):\(alias.column))")
    }
}
