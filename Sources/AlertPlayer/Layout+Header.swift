import AlertScenario

extension PlayerLayout {
    /// Row 0: the scenario's name on the left, the mode tabs on the right.
    static func drawHeader(_ model: PlayerModel, on canvas: inout Canvas) {
        let tabs = ReplayMode.allCases
        let tabsWidth = tabs.reduce(0) { $0 + $1.rawValue.count + 2 } + tabs.count - 1
        var x = canvas.grid.width - tabsWidth - 1
        let title = "alert-tui \(canvas.glyphs.separator) " + model.scenario.name
        canvas.text(title, x: 1, y: 0, maxWidth: x - 3, style: CellStyle(.accent, bold: true))
        for tab in tabs {
            let label = " \(tab.rawValue) "
            let selected = tab == model.mode
            let written = canvas.text(
                label, x: x, y: 0, style: selected ? CellStyle(.accent, bold: true, reverse: true) : CellStyle(.muted))
            canvas.target(Rect(x: x, y: 0, width: written, height: 1), .setMode(tab))
            x += written + 1
        }
    }
}
