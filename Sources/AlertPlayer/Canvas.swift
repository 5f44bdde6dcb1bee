import AlertScenario
import TerminalText

/// The drawing surface a frame is laid out on: the grid, the hit targets
/// collected so far, and the glyphs for the terminal's charset.
struct Canvas {
    var grid: CellGrid
    var hitTargets: [HitTarget] = []
    let charset: Charset
    let glyphs: GlyphSet

    init(width: Int, height: Int, charset: Charset) {
        grid = CellGrid(width: width, height: height)
        self.charset = charset
        glyphs = GlyphSet.forCharset(charset)
    }

    var frame: PlayerFrame { PlayerFrame(grid: grid, hitTargets: hitTargets) }

    /// Writes one line of (untrusted) text, made display-safe and cut with an
    /// ellipsis to `maxWidth` columns.
    ///
    /// - Returns: the columns written.
    @discardableResult
    mutating func text(_ text: String, x: Int, y: Int, maxWidth: Int = .max, style: CellStyle = .plain) -> Int {
        let room = min(maxWidth, grid.width - x)
        let fitted = fit(text, width: room)
        return grid.putSafe(fitted, x: x, y: y, maxWidth: room, style: style)
    }

    /// Text made display-safe for this charset and cut to `width` columns.
    func fit(_ text: String, width: Int) -> String {
        text.displaySafe(for: charset).truncated(toWidth: width, ellipsis: glyphs.ellipsis)
    }

    /// Text made display-safe and wrapped to `width` columns; line breaks in
    /// the text start new lines.
    func wrap(_ text: String, width: Int, maxLines: Int) -> [String] {
        var lines: [String] = []
        let paragraphs = text.lines
        for (index, paragraph) in paragraphs.enumerated() {
            let room = maxLines - lines.count
            guard room > 0 else { break }
            var wrapped = String(paragraph).displaySafe(for: charset)
                .wrapped(toWidth: width, maxLines: room, ellipsis: glyphs.ellipsis)
            let isCut = lines.count + wrapped.count == maxLines && index < paragraphs.count - 1
            if isCut, let last = wrapped.last, !last.hasSuffix(glyphs.ellipsis) {
                wrapped.removeLast()
                wrapped.append(last.endingInEllipsis(width: width, ellipsis: glyphs.ellipsis))
            }
            lines += wrapped
        }
        return lines
    }

    /// Writes text centred in a span of columns.
    mutating func centered(_ text: String, x: Int, y: Int, width: Int, style: CellStyle = .plain) {
        let fitted = fit(text, width: width)
        let offset = max(0, (width - DisplayWidth.of(fitted)) / 2)
        grid.putSafe(fitted, x: x + offset, y: y, maxWidth: width - offset, style: style)
    }

    /// Fills a rectangle with blanks of a style.
    mutating func clear(_ rect: Rect, style: CellStyle = .plain) {
        grid.fill(rect, with: Cell(" ", style: style))
    }

    /// Draws a rectangle's border, clearing its inside, with an optional label
    /// in the top border.
    mutating func box(
        _ rect: Rect, style: CellStyle, rounded: Bool = false, label: String? = nil, labelStyle: CellStyle? = nil,
        fillStyle: CellStyle = .plain
    ) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        clear(rect.insetBy(dx: 1, dy: 1), style: fillStyle)
        let corners =
            rounded
            ? (glyphs.roundTopLeft, glyphs.roundTopRight, glyphs.roundBottomLeft, glyphs.roundBottomRight)
            : (glyphs.topLeft, glyphs.topRight, glyphs.bottomLeft, glyphs.bottomRight)
        let rule = String(repeating: glyphs.horizontal, count: rect.width - 2)
        grid.putSafe(String(corners.0) + rule + String(corners.1), x: rect.x, y: rect.y, style: style)
        grid.putSafe(String(corners.2) + rule + String(corners.3), x: rect.x, y: rect.maxY - 1, style: style)
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            grid.putGlyph(glyphs.vertical, x: rect.x, y: y, style: style)
            grid.putGlyph(glyphs.vertical, x: rect.maxX - 1, y: y, style: style)
        }
        if let label, rect.width > 6 {
            text(" " + fit(label, width: rect.width - 6) + " ", x: rect.x + 2, y: rect.y, style: labelStyle ?? style)
        }
    }

    /// Writes a label centred in row `y` of a span, such as a border caption.
    mutating func caption(_ label: String, x: Int, y: Int, width: Int, style: CellStyle) {
        guard width > 6 else { return }
        centered(" " + fit(label, width: width - 6) + " ", x: x, y: y, width: width, style: style)
    }

    /// A horizontal rule.
    mutating func rule(x: Int, y: Int, width: Int, style: CellStyle) {
        guard width > 0 else { return }
        grid.putSafe(String(repeating: glyphs.horizontal, count: width), x: x, y: y, style: style)
    }

    mutating func target(_ rect: Rect, _ command: PlayerCommand?) {
        hitTargets.append(HitTarget(rect: rect, command: command))
    }
}
