import AlertCore
import AlertScenario
import TerminalText

extension PlayerLayout {
    /// The most rows one event takes in the log: a long one wraps (a
    /// suspension names its preemptor at the end) rather than being cut.
    static let logLinesPerEvent = 5

    /// The events of the runs on screen, oldest at the top and newest at the
    /// bottom, scrolled back by the model's ``PlayerModel/logScroll``. An
    /// event too long for its row goes on under its text, up to
    /// ``logLinesPerEvent`` rows; only whole events are shown.
    ///
    /// - Complexity: O(*s* + *r*) for *s* events scrolled past and *r* rows:
    ///   the logs are read from their ends (see ``MergedLog``), not merged
    ///   whole.
    static func drawEventLog(_ model: PlayerModel, in rect: Rect, on canvas: inout Canvas) {
        guard rect.height >= 2 else { return }
        let entries = MergedLog(model)
        let rows = rect.height - 1
        let scroll = logScroll(model, entries: entries, rows: rows)
        var title = "Events"
        if scroll > 0 { title += " (\(scroll) newer below)" }
        canvas.text(title, x: rect.x, y: rect.y, maxWidth: rect.width, style: CellStyle(.accent, bold: true))
        let showsRun = model.mode == .compare
        let timeWidth = logTimeWidth(model)
        let textX = logTextX(model, in: rect)
        let textWidth = rect.maxX - textX
        guard textWidth > 0 else { return }
        let shown = fittingLogEvents(entries, after: scroll, rows: rows, width: textWidth, canvas: canvas)
        var y = rect.y + 1
        for wrapped in shown.reversed() {
            let lines = wrapped.lines
            var x = rect.x
            x += canvas.text(
                DurationText.clock(wrapped.time, decimals: 3).leftPadded(toWidth: timeWidth), x: x, y: y,
                style: CellStyle(.muted))
            x += 1
            if showsRun {
                let isNaive = wrapped.mode == .naive
                canvas.text(
                    isNaive ? "N" : "S", x: x, y: y, style: CellStyle(isNaive ? .naive : .scheduled, bold: true))
            }
            for (index, text) in lines.enumerated() {
                canvas.text(text, x: textX, y: y + index, maxWidth: textWidth)
            }
            // The kind in its colour, over the start of the first line.
            if let first = lines.first, first.hasPrefix(wrapped.kind) {
                canvas.text(wrapped.kind, x: textX, y: y, maxWidth: textWidth, style: wrapped.kindStyle)
            }
            y += lines.count
        }
    }

    /// The newest events after the `scroll` newest that fit in `rows` rows
    /// of `width` columns, wrapped, newest first.
    ///
    /// - Complexity: O(*s* + *r*) for *s* events scrolled past and *r* rows.
    private static func fittingLogEvents(
        _ entries: MergedLog, after scroll: Int, rows: Int, width: Int, canvas: Canvas
    ) -> [WrappedLogEvent] {
        var shown: [WrappedLogEvent] = []
        var used = 0
        for entry in entries.dropFirst(scroll) {
            let line = entry.event.logLine
            // Made safe before wrapping: a line break in an id shows as its escape, not as a new row.
            let lines = (line.kind + " " + line.detail).displaySafe(for: canvas.charset)
                .wrapped(toWidth: width, maxLines: logLinesPerEvent, ellipsis: canvas.glyphs.ellipsis)
            guard used + lines.count <= rows else {
                // The newest event shows even in a log too short for all of it.
                if shown.isEmpty { shown.append(WrappedLogEvent(entry, line, Array(lines.prefix(rows)))) }
                break
            }
            shown.append(WrappedLogEvent(entry, line, lines))
            used += lines.count
        }
        return shown
    }

    /// How many events `PgUp` and `PgDn` scroll the log by: the events it
    /// shows now but one, which stays in view to read on from (at least one).
    ///
    /// - Complexity: that of drawing the log.
    package static func logPageEvents(for model: PlayerModel) -> Int {
        let content = contentRect(width: model.width, height: model.height)
        guard let parts = sidePanelParts(model, in: columns(for: model.mode, in: content).panel),
            parts.log.height >= 2
        else { return 1 }
        let entries = MergedLog(model)
        let rows = parts.log.height - 1
        let scroll = logScroll(model, entries: entries, rows: rows)
        let textWidth = parts.log.maxX - logTextX(model, in: parts.log)
        guard textWidth > 0 else { return 1 }
        let canvas = Canvas(width: 1, height: 1, charset: model.charset)
        return max(1, fittingLogEvents(entries, after: scroll, rows: rows, width: textWidth, canvas: canvas).count - 1)
    }

    /// The model's scroll, as far as `rows` rows of the log can go back.
    private static func logScroll(_ model: PlayerModel, entries: MergedLog, rows: Int) -> Int {
        min(model.logScroll, max(0, entries.count - rows))
    }

    /// The column the events' text starts at in a log drawn in `rect`: after
    /// the time, and in compare mode the run's letter.
    private static func logTextX(_ model: PlayerModel, in rect: Rect) -> Int {
        rect.x + logTimeWidth(model) + 1 + (model.mode == .compare ? 2 : 0)
    }

    /// One event of the log as it is drawn: its time, its run, its kind (in
    /// the kind's colour) and its text wrapped to the log's width.
    private struct WrappedLogEvent {
        var time: Milliseconds
        var mode: ReplayMode
        var kind: String
        var kindStyle: CellStyle
        var lines: [String]

        init(
            _ entry: (mode: ReplayMode, event: AlertEvent), _ line: (kind: String, style: CellStyle, detail: String),
            _ lines: [String]
        ) {
            time = entry.event.time
            mode = entry.mode
            kind = line.kind
            kindStyle = line.style
            self.lines = lines
        }
    }

    /// The columns of the log's time stamps: as wide as the latest instant
    /// the log can show.
    static func logTimeWidth(_ model: PlayerModel) -> Int {
        DurationText.clock(max(model.timelineEnd, model.clock), decimals: 3).count
    }
}
