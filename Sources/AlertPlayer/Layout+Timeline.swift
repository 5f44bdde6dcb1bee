import AlertCore

extension PlayerLayout {
    /// The timeline bar: played part heavy, the rest light, a marker at every
    /// step, the play head on top. Each column is a hit target seeking to its
    /// instant.
    static func drawTimeline(_ model: PlayerModel, y: Int, on canvas: inout Canvas) {
        let glyphs = canvas.glyphs
        let x = 1
        let width = canvas.grid.width
        let length = width - 2
        guard length > 2 else { return }
        let span = max(model.timelineEnd, model.clock, 1)
        func column(of time: Milliseconds) -> Int {
            timelineColumn(of: time, span: span, width: width)
        }
        let head = column(of: model.clock)
        for offset in 0..<length {
            let isPlayed = x + offset <= head
            canvas.grid.putGlyph(
                isPlayed ? glyphs.played : glyphs.horizontal, x: x + offset, y: y,
                style: CellStyle(isPlayed ? .playHead : .chrome))
            let time = Milliseconds(saturating: (Double(offset) / Double(length - 1) * Double(span)).rounded())
            canvas.target(Rect(x: x + offset, y: y, width: 1, height: 1), .seek(to: time))
        }
        for step in model.scenario.timeline where !step.isExpectation {
            let markerColumn = column(of: step.time)
            canvas.grid.putGlyph(glyphs.marker, x: markerColumn, y: y, style: CellStyle(.accent, bold: true))
        }
        // Expectations that did not hold, and properties broken, so far in the runs on screen.
        var isFailureUnderHead = false
        for run in model.shownRuns {
            for time in run.replay.failures.map(\.time) + run.propertyViolations.map(\.instant) {
                let failureColumn = column(of: time)
                canvas.grid.putGlyph("!", x: failureColumn, y: y, style: CellStyle(.warning, bold: true))
                if failureColumn == head { isFailureUnderHead = true }
            }
        }
        // A failure or a break is most often under the head (it was just stepped onto):
        // the head then shows the `!`, reversed, rather than hide it.
        if isFailureUnderHead {
            canvas.grid.putGlyph("!", x: head, y: y, style: CellStyle(.warning, bold: true, reverse: true))
        } else {
            canvas.grid.putGlyph(glyphs.playHead, x: head, y: y, style: CellStyle(.playHead, bold: true))
        }
    }

    /// The column of an instant on a timeline bar from 0 to `span` across a
    /// screen `width` columns wide.
    static func timelineColumn(of time: Milliseconds, span: Milliseconds, width: Int) -> Int {
        let length = width - 2
        return 1 + Int(saturating: (Double(max(0, time)) / Double(max(span, 1)) * Double(length - 1)).rounded())
    }
}
