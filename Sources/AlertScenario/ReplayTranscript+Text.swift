import AlertCore
import AlertSimulation
import TerminalText

extension ReplayTranscript {
    /// The transcript for people: a header naming the scenario and the mode,
    /// one aligned row per event (time in seconds, event, alert, level, the
    /// reason/action/hold/screen, then the dim layers, the visible stack
    /// bottom to top and the queue in order after it), and a footer with the
    /// final stacks, the ledger and the expectations of this mode.
    ///
    /// Everything taken from the scenario is terminal-safe: control and
    /// escape characters show as `\e`, `\u{7}` and the like. Columns are
    /// measured in display width, so CJK labels keep them aligned.
    ///
    /// - Complexity: O(total size of the output).
    public var text: String {
        var widths = ColumnWidths()
        widths.measure(TextRow.header)
        for event in events { widths.measure(TextRow(event)) }
        var output = Self.headerLines(of: scenario, mode: mode).joined(separator: "\n") + "\n\n"
        TextRow.header.append(to: &output, alignedTo: widths)
        for event in events { TextRow(event).append(to: &output, alignedTo: widths, stacksOf: event) }
        output += "\n" + Self.footerLines(of: summary).joined(separator: "\n") + "\n"
        return output
    }

    /// The lines before the table: the name and mode, the description, the source.
    static func headerLines(of scenario: Scenario, mode: ReplayMode) -> [String] {
        var lines = ["\(scenario.name.terminalSafe) · \(mode.rawValue) mode"]
        if let description = scenario.description {
            var descriptionLines = description.lines
            while descriptionLines.last?.trimmingWhitespace().isEmpty == true { descriptionLines.removeLast() }
            lines += descriptionLines.map { String($0).terminalSafe }
        }
        lines.append("source: \(scenario.source.terminalSafe)")
        return lines
    }

    /// The lines after the table: the end, the final stacks, the ledger and
    /// the expectations of the run's mode.
    static func footerLines(of summary: ReplaySummary) -> [String] {
        let (mode, endTime, finalStacks, ledger) = (summary.mode, summary.endTime, summary.finalStacks, summary.ledger)
        let (failures, expectationCount) = (summary.failures, summary.expectationCount)
        var lines = ["end at \(DurationText.seconds(endTime, decimals: 3))"]
        var final =
            "final: visible \(Self.list(finalStacks.visible)) · pending \(Self.list(finalStacks.pending)) "
            + "· masks \(finalStacks.masks)"
        if finalStacks.masks > 0, finalStacks.visible.isEmpty {
            final += " (\(finalStacks.masks) dim layer\(finalStacks.masks == 1 ? "" : "s") left on an empty screen)"
        }
        lines.append(final)
        let counts = [
            ("requested", ledger.requested), ("coalesced", ledger.coalesced), ("dismissed", ledger.dismissed),
            ("cancelled", ledger.cancelled), ("expired", ledger.expired), ("dropped", ledger.dropped),
            ("pending", ledger.pending), ("visible", ledger.visible),
        ]
        lines.append(
            "ledger: " + counts.map { "\($0.0) \($0.1)" }.joined(separator: " · ") + " · "
                + (ledger.isBalanced ? "balanced" : "NOT balanced"))
        if expectationCount > 0 {
            if failures.isEmpty {
                lines.append("expectations (\(mode.rawValue)): \(expectationCount) checked, all held")
            } else {
                lines.append(
                    "expectations (\(mode.rawValue)): \(expectationCount) checked, \(failures.count) did not hold")
                lines += failures.map { "  \($0.description.terminalSafe)" }
            }
        }
        return lines
    }

    /// `[a, b]`, terminal-safe.
    static func list(_ ids: [AlertID]) -> String {
        var text = ""
        appendList(ids, to: &text)
        return text
    }

    /// Appends `[a, b]`, terminal-safe, to `output`. An id of printable
    /// ASCII, which needs no cleaning, is appended as it is.
    ///
    /// - Complexity: O(total length of the ids)
    static func appendList(_ ids: [AlertID], to output: inout String) {
        output += "["
        for (index, id) in ids.enumerated() {
            if index > 0 { output += ", " }
            output += id.utf8.allSatisfy { (0x20...0x7E).contains($0) } ? id : id.terminalSafe
        }
        output += "]"
    }
}

/// One row of the text transcript, each cell already terminal-safe. The
/// last column, the stacks, is written straight into the output (see
/// ``append(to:alignedTo:stacksOf:)``): measuring the columns needs none of it,
/// and a long queue makes it most of the row.
struct TextRow {
    /// The column titles.
    static let header = TextRow(
        time: "time", event: "event", alert: "alert", level: "level", detail: "detail", masks: "masks",
        stacks: "visible (bottom → top) · pending (queue order)")

    var time, event, alert, level, detail, masks, stacks: String
}

extension TextRow {
    init(_ recorded: RecordedEvent) {
        let stacks = recorded.stacks
        let row = TranscriptRow(recorded.event)
        var detail: [String] = []
        // A dismissal by tap says which action; "action" alone would repeat it.
        if let reason = row.reason, row.action == nil { detail.append(reason) }
        if let action = row.action { detail.append("action \(action.terminalSafe)") }
        if let hold = row.hold { detail.append("hold \(hold.terminalSafe)") }
        if let screen = row.screen { detail.append("screen \(screen.terminalSafe)") }
        self.init(
            time: DurationText.seconds(row.time, decimals: 3),
            event: row.event,
            alert: row.alert?.terminalSafe ?? "-",
            level: row.level.map { String($0.rawValue) } ?? "-",
            detail: detail.joined(separator: ", "),
            masks: String(stacks.masks),
            stacks: "")
    }

    /// Appends the row and a line break to `output`, each column padded to
    /// its width (numbers and times right-aligned); the last column, not
    /// padded, is this row's `stacks`, or the stacks after `recorded`.
    ///
    /// - Complexity: O(size of the row)
    func append(to output: inout String, alignedTo widths: ColumnWidths, stacksOf recorded: RecordedEvent? = nil) {
        for cell in [
            time.leftPadded(toWidth: widths.time),
            event.padded(toWidth: widths.event),
            alert.padded(toWidth: widths.alert),
            level.leftPadded(toWidth: widths.level),
            detail.padded(toWidth: widths.detail),
            masks.leftPadded(toWidth: widths.masks),
        ] {
            output += cell
            output += "  "
        }
        if let recorded {
            ReplayTranscript.appendList(recorded.stacks.visible, to: &output)
            output += " · "
            ReplayTranscript.appendList(recorded.stacks.pending, to: &output)
        } else {
            output += stacks
        }
        output += "\n"
    }
}

/// The display width of each column but the last, over the rows measured.
struct ColumnWidths {
    var time = 0
    var event = 0
    var alert = 0
    var level = 0
    var detail = 0
    var masks = 0

    /// Widens the columns to fit `row`.
    mutating func measure(_ row: TextRow) {
        time = max(time, row.time.displayWidth)
        event = max(event, row.event.displayWidth)
        alert = max(alert, row.alert.displayWidth)
        level = max(level, row.level.displayWidth)
        detail = max(detail, row.detail.displayWidth)
        masks = max(masks, row.masks.displayWidth)
    }
}
