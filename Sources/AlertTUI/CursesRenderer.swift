import AlertPlayer
import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Draws cell grids with ncurses, writing only what changed since the last
/// grid and refreshing only when something did.
///
/// Invariant: ``previous`` is what the screen shows (as far as this renderer
/// knows), or `nil` when it must be drawn in full. It is this renderer's own
/// copy, updated in place where rows change, so the layout's grid is never
/// copied on its next write.
final class CursesRenderer {
    private let palette: CursesPalette
    private var previous: CellGrid?
    /// A pause before each refresh, in microseconds, from the environment
    /// variable `ALERT_TUI_WRITE_DELAY_MS`: lets a test resize the terminal
    /// while a frame is being written, deterministically.
    private let writeDelay: UInt32

    init(palette: CursesPalette) {
        self.palette = palette
        let milliseconds = getenv("ALERT_TUI_WRITE_DELAY_MS").flatMap { UInt32(String(cString: $0)) } ?? 0
        writeDelay = min(milliseconds, 10_000) * 1_000
    }

    /// Forgets what is on screen, so the next draw repaints everything.
    func invalidate() {
        previous = nil
        clearok(cn_stdscr(), true)
    }

    /// Shows a grid: for each row that differs, the span from its first to
    /// its last changed cell is rewritten, in runs of one style.
    ///
    /// - Parameter redrawnRows: the rows that may differ from the grid drawn
    ///   last (a frame's ``PlayerFrame/redrawnRows``); others are not compared.
    ///   `nil`: compare every row.
    /// - Complexity: O(*w* × *r*) to compare *r* rows; writes only changed spans.
    func draw(_ grid: CellGrid, redrawnRows: [Bool]? = nil) {
        let window = cn_stdscr()
        if let previous, previous.width != grid.width || previous.height != grid.height {
            self.previous = nil
            werase(window)
        }
        var changed = false
        guard var shown = previous else {
            for y in 0..<grid.height where grid.width > 0 {
                drawCells(grid.row(y), columns: 0...(grid.width - 1), y: y, in: window)
                changed = true
            }
            // A copy of its own: the grid's buffer stays the layout's alone.
            previous = CellGrid(copying: grid)
            if changed { refresh(window) }
            return
        }
        previous = nil  // keeps the copy's buffer unique while rows are copied in
        for y in 0..<grid.height where redrawnRows.map({ y >= $0.count || $0[y] }) ?? true {
            let row = grid.row(y)
            guard let span = Self.changedSpan(of: row, from: shown.row(y)) else { continue }
            changed = true
            drawCells(row, columns: span, y: y, in: window)
            shown.replaceRow(y, with: row)
        }
        previous = shown
        if changed { refresh(window) }
    }

    private func refresh(_ window: UnsafeMutablePointer<WINDOW>?) {
        if writeDelay > 0 { usleep(writeDelay) }
        wrefresh(window)
    }

    /// The columns of a row that differ from the same row as shown, widened
    /// to whole wide characters; `nil` when the row is unchanged.
    private static func changedSpan(of row: ArraySlice<Cell>, from old: ArraySlice<Cell>) -> ClosedRange<Int>? {
        let start = row.startIndex
        guard !row.elementsEqual(old) else { return nil }
        var first = 0
        while first < row.count, row[start + first] == old[old.startIndex + first] { first += 1 }
        var last = row.count - 1
        while last > first, row[start + last] == old[old.startIndex + last] { last -= 1 }
        while first > 0, row[start + first].isContinuation || old[old.startIndex + first].isContinuation {
            first -= 1
        }
        if last + 1 < row.count, row[start + last].width == 2 || old[old.startIndex + last].width == 2 {
            last += 1
        }
        return first...last
    }

    private func drawCells(
        _ row: ArraySlice<Cell>, columns: ClosedRange<Int>, y: Int, in window: UnsafeMutablePointer<WINDOW>?
    ) {
        var runStart = columns.lowerBound
        var runText: [wchar_t] = []
        var runStyle: CellStyle?
        func flush() {
            guard let style = runStyle, !runText.isEmpty else { return }
            let (attributes, pair) = palette.attributes(for: style)
            wattr_set(window, attributes, pair, nil)
            let count = Int32(runText.count)
            runText.append(0)
            mvwaddnwstr(window, Int32(y), Int32(runStart), runText, count)
            runText.removeAll(keepingCapacity: true)
        }
        for column in columns {
            let cell = row[row.startIndex + column]
            if cell.isContinuation { continue }
            if cell.style != runStyle {
                flush()
                runStart = column
                runStyle = cell.style
            }
            let scalars = cell.character.unicodeScalars
            if scalars.count == 1, let scalar = scalars.first, scalar.isASCII {
                runText.append(wchar_t(bitPattern: scalar.value))
            } else if Self.libraryWidth(of: cell.character) == cell.width {
                for scalar in scalars { runText.append(wchar_t(bitPattern: scalar.value)) }
            } else {
                runText += Self.placeholder(width: cell.width)
            }
        }
        flush()
        wattr_set(window, cn_a_normal(), 0, nil)
    }

    /// The columns ncurses gives a cluster: what the C library's `wcwidth`
    /// says of each scalar, added up; `nil` when it rejects one (a scalar
    /// newer than its Unicode tables, which ncurses leaves out, moving on
    /// without drawing it) or the cluster starts with a mark (which ncurses
    /// would put on the cell before).
    ///
    /// The layout measures text with its own tables (``DisplayWidth``),
    /// the same on every machine; where the C library disagrees for a cell,
    /// the renderer draws ``placeholder(width:)`` instead, so that borders
    /// and the text after it stay in the columns the layout chose.
    ///
    /// - Complexity: O(*s*) for the cluster's *s* scalars.
    static func libraryWidth(of character: Character) -> Int? {
        var total = 0
        for (index, scalar) in character.unicodeScalars.enumerated() {
            let width = cn_wcwidth(wchar_t(bitPattern: scalar.value))
            if width < 0 || (index == 0 && width == 0) { return nil }
            total += Int(width)
        }
        return total
    }

    /// What a cell of `width` columns shows when the C library would draw
    /// its character at another width: U+FFFD, the replacement character,
    /// padded to the width.
    static func placeholder(width: Int) -> [wchar_t] {
        [wchar_t(0xFFFD)] + Array(repeating: wchar_t(0x20), count: max(0, width - 1))
    }
}
