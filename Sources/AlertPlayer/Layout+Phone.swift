import AlertScenario
import TerminalText

extension PlayerLayout {
    /// The made-up app behind the alerts: a feed of posts.
    static let appRows: [(title: String, detail: String)] = [
        ("Morning pages, day 112", "4 min read  38 likes"),
        ("What the river taught me", "9 min read  211 likes"),
        ("A beginner's sourdough", "6 min read  95 likes"),
        ("Notes from a night train", "12 min read  460 likes"),
        ("Learning to draw hands", "3 min read  17 likes"),
        ("Why I quit my phone", "7 min read  1.2k likes"),
        ("Tea, slowly", "2 min read  64 likes"),
        ("The last bookshop in town", "8 min read  302 likes"),
        ("Ten small habits", "5 min read  88 likes"),
        ("Winter light", "4 min read  150 likes"),
        ("On keeping a diary", "6 min read  73 likes"),
        ("Rain on the tin roof", "3 min read  41 likes"),
    ]

    /// One phone: a caption naming the model, then a phone-shaped frame titled
    /// with the current screen, the app, the dim layers and the alert stack.
    ///
    /// Invariant: nothing is drawn outside `column`.
    static func drawPhone(_ run: PlayerRun, in column: Rect, on canvas: inout Canvas) {
        let machine = run.machine
        let caption: String
        let captionStyle: CellStyle
        switch run.mode {
        case .naive:
            caption = "naive: the bug"
            captionStyle = CellStyle(.naive, bold: true)
        case .scheduled, .compare:  // a run is never .compare
            caption = "scheduled: the fix"
            captionStyle = CellStyle(.scheduled, bold: true)
        }
        canvas.centered(caption, x: column.x, y: column.y, width: column.width, style: captionStyle)

        let phone = Rect(x: column.x, y: column.y + 1, width: column.width, height: column.height - 1)
        let chrome = CellStyle(.chrome)
        canvas.box(phone, style: chrome, rounded: true)
        canvas.caption(machine.screen ?? "app", x: phone.x, y: phone.y, width: phone.width, style: CellStyle(.accent))
        let layers = machine.masks
        var bottomCaption = "dim layers: \(layers)"
        if !machine.holds.isEmpty {
            // A hold is on the phone too: nothing starts showing under it.
            bottomCaption += " \(canvas.glyphs.separator) held: " + holdList(machine.holds)
        }
        canvas.caption(
            bottomCaption, x: phone.x, y: phone.maxY - 1, width: phone.width,
            style: layers > 0
                ? CellStyle(run.mode == .naive && machine.visibleAlerts.isEmpty ? .warning : .muted) : chrome)

        let inside = phone.insetBy(dx: 1, dy: 1)
        drawApp(in: inside, screen: machine.screen, on: &canvas)
        if layers > 0 {
            shade(inside, layers: layers, on: &canvas)
        }
        let stage = Rect(x: inside.x, y: inside.y + 1, width: inside.width, height: inside.height - 1)
        let top = machine.visibleAlerts.last
        if let top {
            // A tap on the mask is the user closing the top alert.
            canvas.target(inside, .closeAlert(top.id, run: run.mode))
        }
        let hidden = drawAlerts(machine.visibleAlerts, of: run.mode, in: stage, on: &canvas)
        if hidden > 0 {
            drawNote(
                "+\(hidden) more underneath", y: stage.maxY - 1, in: inside, layers: layers, centered: false,
                style: CellStyle(.warning), on: &canvas)
        }
        if top == nil, layers > 0 {
            drawNote(
                run.mode == .naive ? "no alert, still dimmed" : "dimmed", y: stage.y + stage.height / 2, in: inside,
                layers: layers, centered: true, style: CellStyle(.warning, bold: true), on: &canvas)
        }
    }

    /// A note on a row of its own across the phone: the app's text on that
    /// row is blanked (and shaded again under dim layers), so no word of the
    /// feed runs on beside the note.
    private static func drawNote(
        _ note: String, y: Int, in inside: Rect, layers: Int, centered: Bool, style: CellStyle,
        on canvas: inout Canvas
    ) {
        let row = Rect(x: inside.x, y: y, width: inside.width, height: 1)
        canvas.clear(row)
        if layers > 0 { shade(row, layers: layers, on: &canvas) }
        if centered {
            canvas.centered(note, x: row.x, y: y, width: row.width, style: style)
        } else {
            canvas.text(note, x: row.x + 1, y: y, maxWidth: row.width - 2, style: style)
        }
    }

    /// The app's own screen: a status bar, a heading and a feed.
    private static func drawApp(in inside: Rect, screen: String?, on canvas: inout Canvas) {
        let glyphs = canvas.glyphs
        let muted = CellStyle(.muted)
        canvas.text("9:41", x: inside.x + 1, y: inside.y, style: muted)
        let signal = String(glyphs.signal) + " 5G"
        let signalWidth = DisplayWidth.of(signal)
        canvas.text(signal, x: inside.maxX - 1 - signalWidth, y: inside.y, style: muted)
        let heading = (screen ?? "home").capitalizedFirstLetter
        canvas.text(heading, x: inside.x + 1, y: inside.y + 2, maxWidth: inside.width - 2, style: CellStyle(bold: true))
        canvas.rule(x: inside.x + 1, y: inside.y + 3, width: inside.width - 2, style: CellStyle(.chrome))
        var y = inside.y + 4
        for row in appRows {
            guard y + 1 < inside.maxY else { break }
            canvas.text(row.title, x: inside.x + 1, y: y, maxWidth: inside.width - 2)
            canvas.text(row.detail, x: inside.x + 1, y: y + 1, maxWidth: inside.width - 2, style: muted)
            y += 3
        }
    }

    /// Dims everything inside the phone: blank cells show a shade that gets
    /// denser with each dim layer, and text turns dim.
    private static func shade(_ rect: Rect, layers: Int, on canvas: inout Canvas) {
        let shades = canvas.glyphs.shades
        let shadeCharacter = shades[min(layers, shades.count) - 1]
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX {
                guard let cell = canvas.grid[x, y] else { continue }
                if cell.character == " " && !cell.isContinuation {
                    canvas.grid.putGlyph(shadeCharacter, x: x, y: y, style: CellStyle(.shade, dim: true))
                }
            }
        }
        canvas.grid.restyle(rect) { style in
            style.role = .shade
            style.isDim = true
        }
    }
}

extension String {
    /// The text with its first letter in upper case.
    fileprivate var capitalizedFirstLetter: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
