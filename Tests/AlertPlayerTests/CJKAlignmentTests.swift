import AlertPlayer
import AlertScenario
import TerminalText
import Testing

/// Chinese titles and messages take two columns a character; borders must
/// still line up, in the grid and in the text a terminal would show.
@Suite struct CJKAlignmentTests {
    static func lines(_ model: PlayerModel) -> [Substring] {
        PlainTextRenderer.render(PlayerLayout.frame(for: model).grid).split(
            separator: "\n", omittingEmptySubsequences: false)
    }

    @Test(arguments: ReplayMode.allCases, [(80, 24), (120, 40)])
    func everyLineFitsTheTerminal(mode: ReplayMode, size: (Int, Int)) {
        let model = LayoutGoldenTests.model(mode: mode, at: 100, width: size.0, height: size.1)
        for line in Self.lines(model) {
            #expect(DisplayWidth.of(line) <= size.0, "too wide: \(line)")
        }
        let grid = PlayerLayout.frame(for: model).grid
        for y in 0..<grid.height {
            let columns = grid.row(y).reduce(0) { $0 + ($1.isContinuation ? 0 : $1.width) }
            #expect(columns == grid.width)
        }
    }

    @Test(arguments: ReplayMode.allCases, [(80, 24), (120, 40)])
    func phoneBordersLineUp(mode: ReplayMode, size: (Int, Int)) {
        for moment in JianshuFixture.Moment.allCases {
            let model = LayoutGoldenTests.model(mode: mode, at: moment.rawValue, width: size.0, height: size.1)
            let lines = Self.lines(model)
            let content = Rect(x: 0, y: 1, width: size.0, height: size.1 - 4)
            for phone in PlayerLayout.columns(for: mode, in: content).phones {
                for y in (phone.y + 2)..<(phone.maxY - 1) {
                    #expect(DisplayColumns.character(at: phone.x, in: lines[y]) == "│", "left border, row \(y)")
                    #expect(DisplayColumns.character(at: phone.maxX - 1, in: lines[y]) == "│", "right border, row \(y)")
                }
            }
        }
    }

    /// In scheduled mode one alert shows at a time: its box is a clean
    /// rectangle, whatever the width of its text.
    @Test(arguments: JianshuFixture.Moment.allCases.dropLast(), [(80, 24), (120, 40)])
    func alertBoxIsARectangle(moment: JianshuFixture.Moment, size: (Int, Int)) throws {
        let model = LayoutGoldenTests.model(mode: .scheduled, at: moment.rawValue, width: size.0, height: size.1)
        let lines = Self.lines(model)
        let top = try #require(lines.firstIndex { $0.contains("┌") })
        let left = try #require(DisplayColumns.columns(of: "┌", in: lines[top]).first)
        let right = try #require(DisplayColumns.columns(of: "┐", in: lines[top]).first)
        let bottom = try #require(lines.firstIndex { $0.contains("└") })
        #expect(DisplayColumns.character(at: left, in: lines[bottom]) == "└")
        #expect(DisplayColumns.character(at: right, in: lines[bottom]) == "┘")
        var sawChinese = false
        for y in (top + 1)..<bottom {
            #expect(DisplayColumns.character(at: left, in: lines[y]) == "│", "row \(y): \(lines[y])")
            #expect(DisplayColumns.character(at: right, in: lines[y]) == "│", "row \(y): \(lines[y])")
            sawChinese = sawChinese || lines[y].contains { DisplayWidth.of($0) == 2 }
        }
        #expect(sawChinese)
    }

    @Test func longChineseTextWrapsInsideTheBox() throws {
        var scenario = JianshuFixture.scenario
        scenario.editAlert(at: 0) { alert in
            alert.title = String(repeating: "红包", count: 30)
            alert.message = String(repeating: "新人红包已到账，", count: 20)
        }
        var model = PlayerModel(scenario: scenario, mode: .scheduled, isPlaying: false)
        _ = model.perform(.seek(to: 10))
        let lines = Self.lines(model)
        let top = try #require(lines.firstIndex { $0.contains("┌") })
        let right = try #require(DisplayColumns.columns(of: "┐", in: lines[top]).first)
        let bottom = try #require(lines.firstIndex { $0.contains("└") })
        #expect(bottom - top - 1 >= 6, "title, up to four message lines, buttons")
        for y in (top + 1)..<bottom {
            #expect(DisplayColumns.character(at: right, in: lines[y]) == "│", "row \(y): \(lines[y])")
        }
        #expect(lines.contains { $0.contains("…") })
    }
}
