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
        var lines = Self.headerLines(of: scenario, mode: mode)
        lines.append("")
        lines.append(TextRow.header.aligned(to: widths))
        lines += events.map { TextRow($0).aligned(to: widths) }
        lines.append("")
        lines += Self.footerLines(of: summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines before the table: the name and mode, the description, the source.
    static func headerLines(of scenario: Scenario, mode: ReplayMode) -> [String] {
        var lines = ["\(scenario.name.terminalSafe) · \(mode.rawValue) mode"]
        if let description = scenario.description {
            var descriptionLines = description.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
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
        "[" + ids.map(\.terminalSafe).joined(separator: ", ") + "]"
    }
}

/// One row of the text transcript, each cell already terminal-safe.
struct TextRow {
    /// The column titles.
    static let header = TextRow(
        time: "time", event: "event", alert: "alert", level: "level", detail: "detail", masks: "masks",
        stacks: "visible (bottom → top) · pending (queue order)")

    var time: String
    var event: String
    var alert: String
    var level: String
    var detail: String
    var masks: String
    var stacks: String

    init(
        time: String, event: String, alert: String, level: String, detail: String, masks: String, stacks: String
    ) {
        self.time = time
        self.event = event
        self.alert = alert
        self.level = level
        self.detail = detail
        self.masks = masks
        self.stacks = stacks
    }

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
            stacks: "\(ReplayTranscript.list(stacks.visible)) · \(ReplayTranscript.list(stacks.pending))")
    }

    /// The row with each column padded to its width; numbers and times
    /// right-aligned. The last column is not padded.
    func aligned(to widths: ColumnWidths) -> String {
        [
            time.leftPadded(toWidth: widths.time),
            event.padded(toWidth: widths.event),
            alert.padded(toWidth: widths.alert),
            level.leftPadded(toWidth: widths.level),
            detail.padded(toWidth: widths.detail),
            masks.leftPadded(toWidth: widths.masks),
            stacks,
        ].joined(separator: "  ")
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
