import AlertCore

extension ReplayTranscript {
    /// Replays `scenario` in `mode` and writes its jsonl transcript one line
    /// at a time (each ending in a line break) to `write`, keeping no event:
    /// memory does not grow with the length of the transcript.
    ///
    /// - Complexity: one replay; O(size of the output) besides.
    public static func writeJSONLines<Failure: Error>(
        of scenario: Scenario, mode: ReplayMode, to write: (String) throws(Failure) -> Void
    ) throws(Failure) {
        var replay = ScenarioReplay(scenario, mode: mode, recordsStacks: true)
        var line = ""
        try replay.runToEndWithStacks { (event) throws(Failure) in
            line.removeAll(keepingCapacity: true)
            event.appendJSONLine(to: &line)
            line += "\n"
            try write(line)
        }
        try write(endLine(of: ReplaySummary(replay)) + "\n")
    }

    /// Replays `scenario` in `mode` and writes its text transcript one line
    /// at a time to `write`, keeping no event. The columns are aligned over
    /// the whole run, so the replay runs twice: once to measure, once to write.
    ///
    /// - Complexity: two replays; O(size of the output) besides.
    public static func writeText<Failure: Error>(
        of scenario: Scenario, mode: ReplayMode, to write: (String) throws(Failure) -> Void
    ) throws(Failure) {
        var widths = ColumnWidths()
        widths.measure(TextRow.header)
        var measuring = ScenarioReplay(scenario, mode: mode, recordsStacks: true)
        measuring.runToEndWithStacks(each: { widths.measure(TextRow($0)) })

        for line in headerLines(of: scenario, mode: measuring.mode) { try write(line + "\n") }
        try write("\n")
        var line = ""
        TextRow.header.append(to: &line, alignedTo: widths)
        try write(line)
        var replay = ScenarioReplay(scenario, mode: mode, recordsStacks: true)
        try replay.runToEndWithStacks(each: { (event) throws(Failure) in
            line.removeAll(keepingCapacity: true)
            TextRow(event).append(to: &line, alignedTo: widths, stacksOf: event)
            try write(line)
        })
        try write("\n")
        for line in footerLines(of: ReplaySummary(replay)) { try write(line + "\n") }
    }
}
