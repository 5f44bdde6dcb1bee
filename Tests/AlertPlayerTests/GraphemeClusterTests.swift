import AlertCore
import AlertPlayer
import AlertScenario
import TerminalText
import Testing

/// Emoji clusters that terminals draw at different widths are drawn as
/// clusters of an agreed width: every row of the screen takes exactly the
/// terminal's width even when a terminal draws each scalar on its own.
@Suite("Grapheme clusters on screen")
struct GraphemeClusterTests {
    /// Clusters that break naive width measuring: ZWJ families, skin tones,
    /// keycaps, VS16 hearts, flags, tag sequences, combining marks, and
    /// clusters with a spacing mark of their own column (Devanagari `कि`,
    /// Thai `กำ`) or a Hangul syllable in jamo.
    static let clusters = [
        "👩‍👩‍👧‍👦", "👍🏽", "1️⃣", "❤️", "🇨🇳", "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "👨‍💻", "#️⃣", "☺️", "e\u{301}", "🧑🏿‍🚀", "🇯🇵🇺🇸",
        "कि", "กำ", "\u{1100}\u{1161}", "\u{301}", "\u{20DD}",
    ]

    /// The columns a terminal that draws scalar by scalar gives a line: each
    /// scalar its own width, marks none.
    static func scalarColumns(_ line: some StringProtocol) -> Int {
        line.unicodeScalars.reduce(0) { $0 + DisplayWidth.of($1) }
    }

    @Test("Each hard cluster is drawn as something whose scalars take the measured width", arguments: clusters)
    func drawableWidthIsAgreed(_ text: String) {
        for character in text {
            let drawn = character.drawable
            #expect(Self.scalarColumns(drawn) == DisplayWidth.of(character), "\(text) drawn as \(drawn)")
            #expect(drawn.count == 1 || drawn.allSatisfy(\.isASCII), "\(text) drawn as \(drawn)")
            #expect(Character(drawn.count == 1 ? drawn : String(drawn.first ?? " ")).drawable.count >= 1)
        }
        #expect(Character("🇨🇳").drawable == "CN")
        #expect(Character("👩‍👩‍👧‍👦").drawable == "👩")
        #expect(Character("1️⃣").drawable == "1")
        #expect(Character("e\u{301}").drawable == "e\u{301}")
        #expect(DisplayWidth.of(Character("कि")) == 2, "the vowel sign takes a column of its own")
        // A cluster a terminal would spread over more than two columns is
        // measured as two (the renderer draws a placeholder there).
        #expect(DisplayWidth.of(Character("\u{1100}\u{1100}\u{1100}\u{1160}\u{1160}")) == 2)
    }

    @Test(
        "Rows measure on a terminal as laid out, with emoji titles, messages and buttons",
        arguments: ReplayMode.allCases)
    func rowsKeepTheirWidth(mode: ReplayMode) {
        for (index, cluster) in Self.clusters.enumerated() {
            var scenario = JianshuFixture.scenario
            scenario.editAlert(at: 0) { alert in
                alert.title = String(repeating: cluster, count: 3) + " 红包 " + cluster
                alert.message = Self.clusters.joined(separator: " ") + " \(index)"
                alert.actions = [AlertAction(cluster + "ok"), AlertAction("关闭" + cluster)]
            }
            for (width, height) in [(80, 24), (120, 40)] {
                var model = PlayerModel(scenario: scenario, mode: mode, isPlaying: false, width: width, height: height)
                _ = model.perform(.seek(to: 10))
                let text = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid)
                for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(height) {
                    // What a scalar-by-scalar terminal draws is what the layout measured.
                    #expect(Self.scalarColumns(line) == DisplayWidth.of(line), "\(cluster): \(line)")
                    #expect(DisplayWidth.of(line) <= width, "\(cluster) at \(width)x\(height): \(line)")
                }
            }
        }
    }
}
