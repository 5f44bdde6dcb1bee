/// Shows a grid as plain text: one line per row, wide characters once (they
/// cover two columns), trailing spaces removed, styles dropped. Used by tests,
/// golden files and the documentation capture.
package enum PlainTextRenderer {
    /// - Complexity: O(*w* × *h*).
    package static func render(_ grid: CellGrid) -> String {
        var text = ""
        for y in 0..<grid.height {
            var line = ""
            for cell in grid.row(y) where !cell.isContinuation {
                line.append(cell.character)
            }
            while line.last == " " { line.removeLast() }
            text += line + "\n"
        }
        return text
    }
}
