import AlertCore
import AlertScenario
import TerminalText

extension PlayerLayout {
    /// The help overlay: every key, the modes, and what the mouse does, in
    /// a box as tall as the terminal allows, scrolled by `scroll` rows when
    /// it holds more (the border then says which rows show).
    static func drawHelp(_ model: PlayerModel, scroll: Int, on canvas: inout Canvas) {
        let help = helpContent(model, canvas: canvas)
        let visible = helpVisibleRows(height: canvas.grid.height)
        let first = max(0, min(scroll, help.rows.count - visible))
        let shown = help.rows.dropFirst(first).prefix(visible)
        let boxHeight = min(canvas.grid.height - 2, 2 + help.rows.count)
        let rect = centeredRect(width: help.boxWidth, height: boxHeight, in: canvas.grid.bounds)
        canvas.target(canvas.grid.bounds, .closeOverlay)
        let label =
            help.rows.count > visible
            ? "help \(canvas.glyphs.upDown) \(first + 1)-\(first + shown.count) of \(help.rows.count)" : "help"
        canvas.box(
            rect, style: CellStyle(.accent, bold: true), label: label, labelStyle: CellStyle(.accent, bold: true))
        var y = rect.y + 1
        for row in shown {
            switch row {
            case .key(let key, let action):
                canvas.text(key, x: rect.x + 2, y: y, maxWidth: help.keyWidth, style: CellStyle(.accent, bold: true))
                canvas.text(
                    action, x: rect.x + 3 + help.keyWidth, y: y, maxWidth: help.textWidth - help.keyWidth - 1)
            case .warning(let line):
                canvas.text(line, x: rect.x + 2, y: y, maxWidth: help.textWidth, style: CellStyle(.warning, bold: true))
            case .note(let line):
                canvas.text(line, x: rect.x + 2, y: y, maxWidth: help.textWidth, style: CellStyle(.muted))
            case .blank:
                break
            }
            y += 1
        }
    }

    /// How far the help can be scrolled in `model`'s terminal: the rows it
    /// holds beyond those that show at once.
    package static func helpScrollLimit(for model: PlayerModel) -> Int {
        let canvas = Canvas(width: 1, height: 1, charset: model.charset)
        let rows = helpContent(model, width: model.width, canvas: canvas).rows.count
        return max(0, rows - helpVisibleRows(height: model.height))
    }

    /// The rows inside the help's border that show at once: all but its
    /// border and a blank row above and below the box.
    private static func helpVisibleRows(height: Int) -> Int { max(1, height - 2 - 2) }

    /// The rows `PgUp` and `PgDn` scroll the help by in a terminal `height`
    /// rows tall: what shows at once but two, which stay in view to read on from.
    package static func helpPageRows(height: Int) -> Int { max(1, helpVisibleRows(height: height) - 2) }

    /// The help's rows, whole (each note wrapped to its end), and its box's widths.
    private static func helpContent(
        _ model: PlayerModel, width: Int? = nil, canvas: Canvas
    ) -> (rows: [HelpRow], boxWidth: Int, textWidth: Int, keyWidth: Int) {
        let glyphs = canvas.glyphs
        let keys: [(String, String)] = [
            ("space", "play or pause"),
            ("n", "run the next timeline step"),
            (glyphs.arrows, "seek a step or a second back / on"),
            ("Home End", "back to the start / to the end"),
            ("+ -", "faster / slower"),
            (glyphs.enter + " 1-9 0", "press a button of the top alert (0: the tenth)"),
            ("Esc", "close the top alert (tap on the mask)"),
            ("r", "request an alert from the catalogue"),
            ("s", "navigate to the next screen the scenario names"),
            ("g", "hold the screen as a splash ad would / release it"),
            ("R", "relaunch: kill and restart the app"),
            ("m", "mode: scheduled, naive, compare"),
            (
                glyphs.upDown + " PgUp PgDn",
                model.mode == .compare
                    ? "scroll the event log (wheel too; N naive, S scheduled)"
                    : "scroll the event log (the wheel too)"
            ),
            ("?", "this help (\(glyphs.upDown) scroll, other keys but q close it)"),
            ("q", "quit, from anywhere"),
        ]
        let boxWidth = min(72, (width ?? canvas.grid.width) - 4)
        let textWidth = boxWidth - 4
        var rows: [HelpRow] = []
        // Failed expectations first: they explain the `!` marks, and a
        // failing check is why one opens the help.
        let failures = inTimelineOrder(
            model.shownRuns.enumerated().flatMap { index, run in
                run.replay.failures.map {
                    (time: $0.time, line: $0.location.line, run: index, text: "\(run.mode.rawValue) \($0)")
                }
            })
        if !failures.isEmpty {
            let note = "Expectations that did not hold (! on the timeline): " + failures.joined(separator: "; ")
            rows += canvas.wrap(note, width: textWidth, maxLines: .max).map { .warning($0) }
            rows.append(.blank)
        }
        let breaks = inTimelineOrder(
            model.shownRuns.enumerated().flatMap { index, run in
                run.propertyViolations.map { violation in
                    let property = model.scenario.properties[violation.property]
                    let text =
                        "\(run.mode.rawValue) \(property.description) (line \(property.location.line)), "
                        + "at \(DurationText.instant(violation.instant)): \(violation.why)"
                    return (time: violation.instant, line: property.location.line, run: index, text: text)
                }
            })
        if !breaks.isEmpty {
            let note = "Properties broken so far (! on the timeline): " + breaks.joined(separator: "; ")
            rows += canvas.wrap(note, width: textWidth, maxLines: .max).map { .warning($0) }
            rows.append(.blank)
        }
        rows += keys.map { .key($0, $1) }
        rows.append(.blank)
        var notes = [String]()
        if let description = model.scenario.description {
            notes.append(
                model.scenario.name + ": " + description.lines.filter { !$0.isEmpty }.joined(separator: " "))
        }
        let space = ExplorationSpace(model.scenario)
        if !space.isCertain {
            notes.append(
                "Uncertain timings: \(space.rangedSteps.count) ranged and \(space.optionalSteps.count) optional "
                    + "steps. This is the nominal run (every lower bound, every optional step); "
                    + "alert-tui explore searches the others.")
        }
        notes += [
            "scheduled: one alert at a time, highest level first. naive: the bug; popups stack, and dim "
                + "layers stay behind after they close. compare: both, on one clock.",
            "Keys act on the phones on screen. Seeking back replays up to the new position and forgets your "
                + "taps after it. Click buttons, the close mark, the dim mask or the timeline.",
        ]
        for note in notes {
            rows += canvas.wrap(note, width: textWidth, maxLines: .max).map { .note($0) }
            rows.append(.blank)
        }
        rows.removeLast()
        // The key column is as wide as its widest key (`up/down PgUp PgDn` in
        // ASCII), at least 12 columns so that the actions line up as usual.
        let keyWidth = min(textWidth / 3, max(12, keys.map { DisplayWidth.of($0.0) }.max() ?? 0))
        return (rows, boxWidth, textWidth, keyWidth)
    }

    /// The texts of `items` in timeline order across the runs on screen, as
    /// the `!` marks read: by instant, then by the file's line, then by run.
    private static func inTimelineOrder(
        _ items: [(time: Milliseconds, line: Int, run: Int, text: String)]
    ) -> [String] {
        items.sorted { ($0.time, $0.line, $0.run) < ($1.time, $1.line, $1.run) }.map(\.text)
    }

    /// One row of the help overlay.
    private enum HelpRow {
        case key(String, String)
        case warning(String)
        case note(String)
        case blank
    }

    /// The catalogue indices the picker shows on a terminal `height` rows
    /// high: as many as fit, scrolled so that `selection` is among them.
    /// The digit keys pick among these, `1` the first shown.
    ///
    /// - Complexity: O(1)
    static func pickerRows(selection: Int, count: Int, height: Int) -> Range<Int> {
        let rows = max(0, min(count, height - 7))
        let first = max(0, min(selection - rows + 1, count - rows))
        return first..<(first + rows)
    }

    /// The request picker: the scenario's catalogue, the selected row
    /// highlighted, the rows shown numbered for the digit keys.
    static func drawPicker(_ model: PlayerModel, selection: Int, on canvas: inout Canvas) {
        let glyphs = canvas.glyphs
        let alerts = model.scenario.alerts
        let boxWidth = min(64, canvas.grid.width - 4)
        let shown = pickerRows(selection: selection, count: alerts.count, height: canvas.grid.height)
        let rows = shown.count
        let rect = centeredRect(width: boxWidth, height: rows + 4, in: canvas.grid.bounds)
        canvas.target(canvas.grid.bounds, .closeOverlay)
        // A catalogue longer than the box says where the selection is in it.
        let label = rows < alerts.count ? "request an alert (\(selection + 1)/\(alerts.count))" : "request an alert"
        canvas.box(
            rect, style: CellStyle(.accent, bold: true), label: label, labelStyle: CellStyle(.accent, bold: true))
        canvas.target(rect, nil)
        let first = shown.lowerBound
        let idWidth = min(24, max(8, alerts.map { DisplayWidth.of($0.id) }.max() ?? 8))
        // Levels run to ±10^15: the column is as wide as the catalogue's
        // widest, from 5 to 11, and a longer level is written as a power of
        // ten (`1e15`) rather than run into the title or cut to a prefix.
        let levelWidth = min(11, max(5, alerts.map { String($0.level.rawValue).count }.max() ?? 5))
        for row in 0..<rows {
            let index = first + row
            let alert = alerts[index]
            let y = rect.y + 1 + row
            let selected = index == selection
            let style = CellStyle(selected ? .accent : .plain, bold: selected, reverse: selected)
            let line = Rect(x: rect.x + 1, y: y, width: rect.width - 2, height: 1)
            canvas.clear(line, style: style)
            // The digit keys, as on a keyboard's top row: 1 to 9, then 0.
            let number = row < 9 ? "\(row + 1)" : row == 9 ? "0" : " "
            canvas.text(number, x: rect.x + 2, y: y, style: style)
            canvas.text(alert.id, x: rect.x + 4, y: y, maxWidth: idWidth, style: style)
            let level = PlayerLayout.levelText(alert.level.rawValue, width: levelWidth).leftPadded(toWidth: levelWidth)
            canvas.text(level, x: rect.x + 5 + idWidth, y: y, maxWidth: levelWidth, style: style)
            let titleX = rect.x + 7 + idWidth + levelWidth
            canvas.text(alert.title, x: titleX, y: y, maxWidth: rect.maxX - 2 - titleX, style: style)
            canvas.target(line, .request(catalogueIndex: index))
        }
        let hint = "\(glyphs.upDown) choose  \(glyphs.enter) request  1-9 0 pick  esc close"
        canvas.centered(hint, x: rect.x + 1, y: rect.maxY - 2, width: rect.width - 2, style: CellStyle(.muted))
    }

    /// Shown instead of the player when the terminal is smaller than 80x24:
    /// the size needed, the size it is, and how to quit, each wrapped to the
    /// width. Where that takes more rows than there are, or a word would be
    /// broken, the same in fewer words (`need 80x24`, at the least `80x24`);
    /// on a terminal too narrow even for that, as much of `80x24` as fits.
    static func drawTooSmall(on canvas: inout Canvas) {
        let width = canvas.grid.width
        let height = canvas.grid.height
        guard width > 0, height > 0 else { return }
        let needed = "\(minimumWidth)x\(minimumHeight)"
        let warning = CellStyle(.warning, bold: true)
        let wordings: [[(String, CellStyle)]] = [
            [
                ("enlarge the terminal to at least \(needed)", warning),
                ("it is \(width)x\(height) now", CellStyle(.muted)), ("q quits", CellStyle(.muted)),
            ],
            [
                ("need \(needed)", warning), ("now \(width)x\(height)", CellStyle(.muted)),
                ("q quits", CellStyle(.muted)),
            ],
            [("need \(needed)", warning), ("q quits", CellStyle(.muted))],
            [("need \(needed)", warning)],
            [(needed, warning)],
        ]
        let reading = canvas
        let fitting = wordings.lazy.filter { wording in
            wording.allSatisfy { text, _ in text.split(separator: " ").allSatisfy { $0.displayWidth <= width } }
        }
        .map { wording in
            // One line more than there are rows: a wording that needs more shows it.
            wording.flatMap { text, style in
                reading.wrap(text, width: width, maxLines: height + 1).map { ($0, style) }
            }
        }
        let rows = fitting.first { $0.count <= height } ?? [(String(needed.prefix(width)), warning)]
        let top = max(0, (height - rows.count) / 2)
        for (offset, row) in rows.prefix(height).enumerated() {
            canvas.centered(row.0, x: 0, y: top + offset, width: width, style: row.1)
        }
    }

    static func centeredRect(width: Int, height: Int, in bounds: Rect) -> Rect {
        Rect(
            x: bounds.x + max(0, (bounds.width - width) / 2), y: bounds.y + max(0, (bounds.height - height) / 2),
            width: width, height: height)
    }
}
