import AlertCore
import AlertScenario
import TerminalText

extension PlayerLayout {
    /// The most alert boxes drawn in one stack; any further down are counted.
    static let maximumDrawnAlerts = 4
    /// How far each alert in a stack is shifted from the one below it.
    static let stackOffset = (x: 2, y: 2)

    /// The visible alerts as boxes, bottom first, each shifted down and right
    /// of the one below so a stack shows; the ones below the top are dimmed.
    /// Every drawn box's buttons and close mark are hit targets addressed
    /// to that alert, so only the top one accepts a click: one on a covered
    /// alert is refused as `covered` (rule 6), and the log says so.
    /// Alerts below the ``maximumDrawnAlerts`` drawn are left out; the
    /// stage's last row is then kept free for a note that counts them.
    ///
    /// - Returns: how many alerts were left out.
    static func drawAlerts(
        _ alerts: [AlertDefinition], of mode: ReplayMode, in whole: Rect, on canvas: inout Canvas
    ) -> Int {
        let drawn = Array(alerts.suffix(maximumDrawnAlerts))
        let hidden = alerts.count - drawn.count
        let stage = hidden > 0 ? Rect(x: whole.x, y: whole.y, width: whole.width, height: whole.height - 1) : whole
        guard !alerts.isEmpty, stage.width >= 12, stage.height >= 5 else { return hidden }
        let spread = drawn.count - 1
        let boxWidth = max(12, stage.width - 2 - stackOffset.x * spread)
        let textWidth = boxWidth - 4
        let spare = stage.height - stackOffset.y * spread
        let contents = drawn.map { AlertBoxContent($0, textWidth: textWidth, maxHeight: spare, canvas: canvas) }
        let stackHeight = zip(contents.indices, contents).map { $0 * stackOffset.y + $1.height }.max() ?? 0
        let top = stage.y + max(0, (stage.height - stackHeight) / 2)
        let left = stage.x + max(1, (stage.width - boxWidth - stackOffset.x * spread) / 2)
        for (index, content) in contents.enumerated() {
            let rect = Rect(
                x: left + index * stackOffset.x, y: top + index * stackOffset.y, width: boxWidth,
                height: min(content.height, stage.maxY - top - index * stackOffset.y))
            let isTop = index == contents.count - 1
            drawAlertBox(content, in: rect, isTop: isTop, mode: mode, on: &canvas)
        }
        return hidden
    }

    private static func drawAlertBox(
        _ content: AlertBoxContent, in rect: Rect, isTop: Bool, mode: ReplayMode, on canvas: inout Canvas
    ) {
        guard rect.height >= 3 else { return }
        let border = CellStyle(.alert, bold: isTop, dim: !isTop)
        canvas.box(
            rect, style: border, label: content.label, labelStyle: CellStyle(.muted, dim: !isTop))
        canvas.target(rect, nil)
        let textX = rect.x + 2
        let textWidth = rect.width - 4
        let lastRow = rect.maxY - 2
        var y = rect.y + 1
        let closeWidth = content.isDismissible ? DisplayWidth.of(canvas.glyphs.close) + 1 : 0
        canvas.text(
            content.title, x: textX, y: y, maxWidth: textWidth - closeWidth, style: CellStyle(bold: true, dim: !isTop))
        if content.isDismissible {
            let closeX = rect.maxX - 2 - DisplayWidth.of(canvas.glyphs.close)
            canvas.text(canvas.glyphs.close, x: closeX, y: y, style: CellStyle(.muted, dim: !isTop))
            // Addressed, so a click on a covered alert is refused as covered
            // (rule 6) and the log says so, rather than landing on the top.
            canvas.target(Rect(x: closeX - 1, y: y, width: 3, height: 1), .closeAlert(content.id, run: mode))
        }
        y += 1
        for line in content.message where y <= lastRow {
            canvas.text(line, x: textX, y: y, maxWidth: textWidth, style: CellStyle(dim: !isTop))
            y += 1
        }
        if !content.buttonRows.isEmpty { y += 1 }
        // Rows that do not fit are counted on the last row shown (`+3`),
        // which gives up as many of its own buttons as the count needs.
        let shownRows = content.buttonRows.prefix(max(0, lastRow - y + 1))
        let hiddenRows = content.buttonRows.dropFirst(shownRows.count).reduce(0) { $0 + $1.count }
        for (rowIndex, row) in shownRows.enumerated() {
            let countsHidden = hiddenRows > 0 && rowIndex == shownRows.count - 1
            let noteWidth = countsHidden ? DisplayWidth.of(" +\(hiddenRows + row.count)") : 0
            let buttonsEnd = textX + textWidth - noteWidth
            var x = textX
            var hidden = hiddenRows
            for button in row {
                // Once one gives way, the rest of the row does too: the
                // buttons shown stay the first ones, in order.
                if countsHidden, hidden > hiddenRows || x + DisplayWidth.of(button.text) > buttonsEnd {
                    hidden += 1
                    continue
                }
                let isDefault = isTop && button.index == 0
                let style = CellStyle(.button, bold: isTop, dim: !isTop, reverse: isDefault)
                let written = canvas.text(button.text, x: x, y: y, maxWidth: textX + textWidth - x, style: style)
                canvas.target(
                    Rect(x: x, y: y, width: written, height: 1),
                    .pressAlert(content.id, action: button.index, run: mode))
                x += written + 1
            }
            if countsHidden {
                canvas.text("+\(hidden)", x: x, y: y, style: CellStyle(.muted, dim: !isTop))
            }
            y += 1
        }
    }
}

/// An alert's text fitted to a box: the label in its border, the title, the
/// wrapped message and the buttons packed into rows.
struct AlertBoxContent {
    struct Button {
        var index: Int
        var text: String
    }

    var id: AlertID
    var label, title: String
    var isDismissible: Bool
    var message: [String]
    var buttonRows: [[Button]]

    /// The box's height: borders, title, message, a blank line and the buttons.
    var height: Int { 3 + message.count + (buttonRows.isEmpty ? 0 : 1 + buttonRows.count) }

    init(_ alert: AlertDefinition, textWidth: Int, maxHeight: Int, canvas: Canvas) {
        id = alert.id
        // A long level leaves the id six columns, and is written shorter where it must.
        let levelRoom = max(5, textWidth - 3 - min(6, DisplayWidth.of(alert.id)))
        let level = PlayerLayout.levelText(alert.level.rawValue, width: levelRoom)
        let idRoom = textWidth - 3 - level.count
        label = canvas.fit(alert.id, width: max(1, idRoom)) + " " + level
        title = alert.title.isEmpty ? alert.id : alert.title
        isDismissible = alert.isDismissible
        var rows: [[Button]] = []
        var rowWidth = 0
        for (index, action) in alert.actions.enumerated() {
            var label = canvas.fit(action.label, width: max(1, textWidth - 4))
            // A label that shows as nothing (zero-width characters alone) names its action instead.
            if DisplayWidth.of(label) == 0 { label = canvas.fit(action.id, width: max(1, textWidth - 4)) }
            let text = "[ " + label + " ]"
            let width = DisplayWidth.of(text)
            if rows.isEmpty || rowWidth + 1 + width > textWidth {
                rows.append([Button(index: index, text: text)])
                rowWidth = width
            } else {
                rows[rows.count - 1].append(Button(index: index, text: text))
                rowWidth += 1 + width
            }
        }
        buttonRows = rows
        let fixedRows = 3 + (rows.isEmpty ? 0 : 1 + rows.count)
        let messageLines = max(1, min(4, maxHeight - fixedRows))
        message = alert.message.isEmpty ? [] : canvas.wrap(alert.message, width: textWidth, maxLines: messageLines)
    }
}
