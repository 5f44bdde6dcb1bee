import AlertCore
import AlertSimulation

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
            event.appendJSONLine(to: &output)
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
    /// Appends this event as one compact JSON object, without a line break, to `output`.
    ///
    /// - Complexity: O(size of the line).
    func appendJSONLine(to output: inout String) {
        let row = TranscriptRow(event)
        output += "{\"t\":\(row.time),\"event\":"
        JSONText.append(string: row.event, to: &output)
        output += ",\"alert\":"
        if let alert = row.alert { JSONText.append(string: alert, to: &output) } else { output += "null" }
        output += ",\"level\":"
        output += row.level.map { String($0.rawValue) } ?? "null"
        func appendField(_ key: String, _ value: String?) {
            guard let value else { return }
            output += ",\"" + key + "\":"
            JSONText.append(string: value, to: &output)
        }
        appendField("reason", row.reason)
        appendField("action", row.action)
        appendField("hold", row.hold)
        appendField("screen", row.screen)
        output += ",\"visible\":"
        JSONText.append(array: stacks.visible, to: &output)
        output += ",\"pending\":"
        JSONText.append(array: stacks.pending, to: &output)
        output += ",\"masks\":\(stacks.masks)}"
    }
}
