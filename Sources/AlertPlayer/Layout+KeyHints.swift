import TerminalText

extension PlayerLayout {
    /// The bottom line: the keys, as many as fit, always ending in help and quit.
    /// Where they do not all fit, the least needed go, unless writing `1-9`
    /// for `⏎ 1-9` (`Enter 1-9` in ASCII) makes the rest fit.
    static func drawKeyHints(_ model: PlayerModel, y: Int, on canvas: inout Canvas) {
        let glyphs = canvas.glyphs
        // (key, what it does, priority: lower survives longer)
        let hints: [(key: String, action: String, priority: Int)] = [
            ("space", model.isPlaying ? "pause" : "play", 0),
            ("n", "step", 1),
            (glyphs.arrows, "seek", 5),
            // Speed shows as ×1 on the line above; the exploring keys below
            // come before it, so all of them fit at 120 columns.
            ("+-", "speed", 11),
            (glyphs.enter + " 1-9", "press", 2),
            ("esc", "close", 3),
            ("r", "request", 6),
            ("s", "screen", 8),
            ("g", "hold", 9),
            ("R", "relaunch", 10),
            ("m", "mode", 4),
            ("?", "help", -1),
            ("q", "quit", -1),
        ]
        let width = canvas.grid.width - 2
        func totalWidth(_ shown: [(key: String, action: String, priority: Int)]) -> Int {
            shown.reduce(0) { $0 + DisplayWidth.of($1.key) + 1 + DisplayWidth.of($1.action) } + 2 * (shown.count - 1)
        }
        var shown = hints
        while totalWidth(shown) > width, let drop = shown.max(by: { $0.priority < $1.priority }), drop.priority >= 0 {
            // Any key is worth more than the press key's first half.
            let shorter = shown.map { $0.action == "press" ? ("1-9", $0.action, $0.priority) : $0 }
            if totalWidth(shorter) <= width {
                shown = shorter
                break
            }
            shown.removeAll { $0.key == drop.key }
        }
        var x = 1
        for hint in shown {
            x += canvas.text(hint.key, x: x, y: y, style: CellStyle(.accent, bold: true))
            x += canvas.text(" " + hint.action, x: x, y: y, style: CellStyle(.muted)) + 2
        }
    }
}
