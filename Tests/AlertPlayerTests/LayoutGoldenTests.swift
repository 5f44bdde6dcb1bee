import AlertPlayer
import AlertScenario
import Foundation
import TerminalText
import Testing

/// The whole screen, as plain text, at key moments of the Jianshu launch, in
/// every mode and at the smallest and a roomy terminal size.
@Suite struct LayoutGoldenTests {
    static let sizes = [(80, 24), (120, 40)]

    static func model(
        mode: ReplayMode, at time: Int, width: Int = 80, height: Int = 24, charset: Charset = .unicode
    ) -> PlayerModel {
        var model = PlayerModel(
            scenario: JianshuFixture.scenario, mode: mode, isPlaying: false, width: width, height: height,
            charset: charset)
        _ = model.perform(.seek(to: time))
        return model
    }

    static func render(_ model: PlayerModel) -> String {
        PlainTextRenderer.render(PlayerLayout.frame(for: model).grid)
    }

    @Test(arguments: ReplayMode.allCases, JianshuFixture.Moment.allCases)
    func moments(mode: ReplayMode, moment: JianshuFixture.Moment) {
        for (width, height) in Self.sizes {
            let model = Self.model(mode: mode, at: moment.rawValue, width: width, height: height)
            Golden.expect(Self.render(model), matches: "\(mode.rawValue)-\(moment.name)-\(width)x\(height)")
        }
    }

    /// Buttons that do not fit the box are counted (`+10`) on the last row
    /// shown, and only the buttons shown are click targets.
    @Test(arguments: ReplayMode.allCases)
    func buttonsThatDoNotFitAreCounted(mode: ReplayMode) throws {
        let labels = (1...30).map { "Answer \($0)" }
        let yaml = """
            name: Many buttons
            alerts:
              survey:
                title: Survey
                message: Pick one of many answers, please; there are a lot of them here.
                actions: [\(labels.joined(separator: ", "))]
            timeline:
              - request: survey
            """
        var model = PlayerModel(
            scenario: try ScenarioLoader.load(text: yaml, source: "many.yaml"), mode: mode, isPlaying: false,
            width: 80, height: 24)
        _ = model.update(.key(.end))
        let frame = PlayerLayout.frame(for: model)
        let text = PlainTextRenderer.render(frame.grid)
        let shown = Set(
            frame.hitTargets.compactMap { target -> Int? in
                if case .pressAlert(_, let index, _) = target.command { index } else { nil }
            })
        let note = try #require(text.firstMatch(of: /\+(\d+)/), "\(text)")
        let counted = try #require(Int(note.1))
        #expect(!shown.isEmpty)
        #expect(shown == Set(0..<shown.count), "the first buttons, in order")
        #expect(counted == labels.count - shown.count, "\(text)")
        for label in labels.prefix(shown.count) { #expect(text.contains("[ \(label) ]")) }
    }

    @Test func helpOverlay() {
        var model = Self.model(mode: .compare, at: 100)
        _ = model.update(.key(.character("?")))
        Golden.expect(Self.render(model), matches: "help-80x24")
    }

    @Test func requestPicker() {
        var model = Self.model(mode: .scheduled, at: 100)
        _ = model.update(.key(.character("r")))
        _ = model.update(.key(.down))
        Golden.expect(Self.render(model), matches: "picker-80x24")
    }

    @Test func asciiFallback() {
        let model = Self.model(mode: .compare, at: 100, charset: .ascii)
        Golden.expect(Self.render(model), matches: "ascii-compare-stacked-80x24")
    }

    @Test(arguments: [(79, 24), (80, 23), (40, 10)])
    func tooSmall(width: Int, height: Int) {
        let model = Self.model(mode: .scheduled, at: 100, width: width, height: height)
        let text = Self.render(model)
        #expect(text.contains("enlarge the terminal to at least 80x24"))
        #expect(text.contains("it is \(width)x\(height) now"))
        if width == 79 {
            Golden.expect(text, matches: "too-small-79x24")
        }
    }

    /// However small, the screen names the size it needs, whole (wrapped,
    /// or in fewer words), and the size it has while there are rows for it.
    @Test(arguments: [(10, 5), (20, 8), (30, 10), (12, 3), (6, 2), (25, 4), (5, 1), (9, 1), (8, 12), (5, 30)])
    func tooSmallNamesTheSizeNeededWhole(width: Int, height: Int) {
        let text = Self.render(Self.model(mode: .scheduled, at: 100, width: width, height: height))
        let rows = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(rows.contains("80x24") || rows.contains { $0.hasSuffix(" 80x24") }, "\(rows)")
        #expect(!text.contains("…"), "\(rows)")
        if height >= 3, width >= 10 {
            #expect(text.contains("\(width)x\(height)"), "\(rows)")
        }
    }

    /// Narrower than `80x24` itself: one row, its start, never a word spelt
    /// down the screen a letter a row.
    @Test(arguments: [(1, 12), (3, 1), (4, 4), (2, 2), (1, 1)])
    func tooNarrowForTheSizeShowsItsStartOnOneRow(width: Int, height: Int) {
        let text = Self.render(Self.model(mode: .scheduled, at: 100, width: width, height: height))
        let rows = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(rows.count == 1, "\(rows)")
        #expect(rows.first?.first == "8", "\(rows)")
    }
}
