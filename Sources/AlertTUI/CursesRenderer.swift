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
/// knows), or `nil` when it must be drawn in full.
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
    /// - Complexity: O(*w* × *h*) to compare; writes only changed spans.
    func draw(_ grid: CellGrid) {
        let window = cn_stdscr()
        if let previous, previous.width != grid.width || previous.height != grid.height {
            self.previous = nil
            werase(window)
        }
        var changed = false
        for y in 0..<grid.height {
            let row = grid.row(y)
            guard let span = changedSpan(of: row, in: y) else { continue }
            changed = true
            drawCells(row, columns: span, y: y, in: window)
        }
        previous = grid
        if changed {
            if writeDelay > 0 { usleep(writeDelay) }
            wrefresh(window)
        }
    }

    /// The columns of a row that differ from the previous grid, widened to
    /// whole wide characters; `nil` when the row is unchanged.
    private func changedSpan(of row: ArraySlice<Cell>, in y: Int) -> ClosedRange<Int>? {
        let start = row.startIndex
        guard let previous else { return 0...(row.count - 1) }
        let old = previous.row(y)
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
            for scalar in cell.character.unicodeScalars {
                runText.append(wchar_t(bitPattern: scalar.value))
            }
        }
        flush()
        wattr_set(window, cn_a_normal(), 0, nil)
    }
}
