import AlertCore

extension ReplayTranscript {
    /// The transcript as JSON Lines: one compact object per event,
    /// keys in the order `t`, `event`, `alert`, `level`, then `reason`,
    /// `action`, `hold`, `screen` where they apply, then `visible`,
    /// `pending`, `masks`; and a last `end` line with the ledger. Every line
    /// ends with a newline.
    ///
    /// - Complexity: O(total size of the output).
    public var jsonLines: String {
        var output = ""
        for event in events {
            output += event.jsonLine
            output += "\n"
        }
        output += Self.endLine(of: summary)
        output += "\n"
        return output
    }

    /// `{"t":T,"event":"end","ledger":{...},"balanced":true}`.
    static func endLine(of summary: ReplaySummary) -> String {
        let (ledger, endTime) = (summary.ledger, summary.endTime)
        let counts = [
            ("requested", ledger.requested), ("coalesced", ledger.coalesced), ("dismissed", ledger.dismissed),
            ("cancelled", ledger.cancelled), ("expired", ledger.expired), ("dropped", ledger.dropped),
            ("pending", ledger.pending), ("visible", ledger.visible),
        ]
        let ledgerObject = counts.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",")
        return "{\"t\":\(endTime),\"event\":\"end\",\"ledger\":{\(ledgerObject)},\"balanced\":\(ledger.isBalanced)}"
    }
}

extension RecordedEvent {
    /// This event as one compact JSON object, without a line break.
    var jsonLine: String {
        let row = TranscriptRow(event)
        var fields = [
            "\"t\":\(row.time)",
            "\"event\":\(JSONText.string(row.event))",
            "\"alert\":" + (row.alert.map(JSONText.string) ?? "null"),
            "\"level\":" + (row.level.map { String($0.rawValue) } ?? "null"),
        ]
        if let reason = row.reason { fields.append("\"reason\":" + JSONText.string(reason)) }
        if let action = row.action { fields.append("\"action\":" + JSONText.string(action)) }
        if let hold = row.hold { fields.append("\"hold\":" + JSONText.string(hold)) }
        if let screen = row.screen { fields.append("\"screen\":" + JSONText.string(screen)) }
        fields.append("\"visible\":" + JSONText.array(stacks.visible))
        fields.append("\"pending\":" + JSONText.array(stacks.pending))
        fields.append("\"masks\":\(stacks.masks)")
        return "{" + fields.joined(separator: ",") + "}"
    }
}
