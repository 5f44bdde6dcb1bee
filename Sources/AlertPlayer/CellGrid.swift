import AlertScenario
import TerminalText

/// A screen's worth of cells, drawn by the layout and shown by a renderer
/// (ncurses in the player, plain text in tests).
///
/// Invariants: `cells.count == width * height`; a cell of width 2 is never in
/// the last column and is always followed by a continuation cell; every
/// character stored is display-safe (text is sanitised on the way in).
package struct CellGrid: Hashable, Sendable {
    package let width: Int
    package let height: Int
    package private(set) var cells: [Cell]

    package init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: fill, count: self.width * self.height)
    }

    /// A grid with the same cells in a buffer of its own, so writing to
    /// either never copies the other's.
    package init(copying grid: CellGrid) {
        width = grid.width
        height = grid.height
        cells = grid.cells
        cells.withUnsafeMutableBufferPointer { _ in }  // the write access makes the buffer unique
    }

    package var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at a position, or `nil` outside the grid.
    package subscript(x: Int, y: Int) -> Cell? {
        guard x >= 0, x < width, y >= 0, y < height else { return nil }
        return cells[y * width + x]
    }

    /// Sets the cells of one row to `cells`, which must be a row's worth.
    ///
    /// - Precondition: `cells.count == width`.
    package mutating func replaceRow(_ y: Int, with cells: ArraySlice<Cell>) {
        guard y >= 0, y < height else { return }
        precondition(cells.count == width, "a row has \(width) cells")
        self.cells.replaceSubrange((y * width)..<((y + 1) * width), with: cells)
    }

    /// The cells of one row.
    package func row(_ y: Int) -> ArraySlice<Cell> {
        guard y >= 0, y < height else { return [] }
        return cells[(y * width)..<((y + 1) * width)]
    }

    /// Writes text from column `x` of row `y`, clipped to `maxWidth` columns
    /// and to the grid; a wide character that would be cut in half is left
    /// out. The text is made display-safe first.
    ///
    /// - Returns: the number of columns written.
    /// - Complexity: O(*n*) in the length of the text.
    @discardableResult
    package mutating func put(
        _ text: some StringProtocol, x: Int, y: Int, maxWidth: Int = .max, style: CellStyle = .plain,
        charset: Charset = .unicode
    ) -> Int {
        putSafe(text.displaySafe(for: charset), x: x, y: y, maxWidth: maxWidth, style: style)
    }

    /// ``put(_:x:y:maxWidth:style:charset:)`` for text that is display-safe
    /// already (``Swift/StringProtocol/displaySafe(for:)``), as the canvas
    /// makes it before fitting it to its room.
    @discardableResult
    mutating func putSafe(_ text: String, x: Int, y: Int, maxWidth: Int = .max, style: CellStyle = .plain) -> Int {
        guard y >= 0, y < height else { return 0 }
        let limit = min(width, x.addingReportingOverflow(maxWidth).overflow ? width : x + maxWidth)
        var column = x
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            if column + characterWidth > limit { break }
            if column >= 0 {
                place(character, width: characterWidth, x: column, y: y, style: style)
            }
            column += characterWidth
        }
        return max(0, column - x)
    }

    /// Sets one cell to a character the layout itself chose (a border, a
    /// shade): no sanitising, as the character is known to be a single
    /// printable column.
    ///
    /// - Precondition: `DisplayWidth.of(glyph) == 1` and `glyph` is display-safe.
    mutating func putGlyph(_ glyph: Character, x: Int, y: Int, style: CellStyle) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        place(glyph, width: 1, x: x, y: y, style: style)
    }

    /// Changes the style of every cell in a rectangle, keeping characters.
    package mutating func restyle(_ rect: Rect, _ transform: (inout CellStyle) -> Void) {
        for y in max(0, rect.y)..<min(height, rect.maxY) {
            for x in max(0, rect.x)..<min(width, rect.maxX) {
                transform(&cells[y * width + x].style)
            }
        }
    }

    /// Sets every cell of a rectangle to `cell`.
    package mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        guard rect.width > 0, rect.height > 0 else { return }
        for y in max(0, rect.y)..<min(height, rect.maxY) {
            for x in max(0, rect.x)..<min(width, rect.maxX) {
                place(cell.character, width: 1, x: x, y: y, style: cell.style)
            }
        }
    }

    /// Replaces the cell at a position with a character, repairing any wide
    /// character this overwrites half of.
    private mutating func place(_ character: Character, width characterWidth: Int, x: Int, y: Int, style: CellStyle) {
        let index = y * width + x
        if cells[index].isContinuation, x > 0 {
            cells[index - 1] = Cell(" ", width: 1, style: cells[index - 1].style)
        }
        let end = x + characterWidth
        if end < width, cells[y * width + end].isContinuation {
            cells[y * width + end] = Cell(" ", width: 1, style: cells[y * width + end].style)
        }
        cells[index] = Cell(character, width: characterWidth, style: style)
        if characterWidth == 2 {
            cells[index + 1] = Cell(" ", width: 0, style: style)
        }
    }
}
