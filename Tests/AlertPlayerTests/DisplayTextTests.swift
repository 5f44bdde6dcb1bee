import AlertCore
import AlertPlayer
import AlertScenario
import TerminalText
import Testing

@Suite struct DisplaySafeTests {
    /// Scenario text with escape sequences is drawn as text: nothing that a
    /// terminal would act on ever reaches a cell.
    @Test func hostileScenarioTextNeverReachesTheGrid() {
        var scenario = JianshuFixture.scenario
        scenario.name = "evil\u{1B}]0;pwned\u{07}"
        scenario.editAlert(at: 0) { alert in
            alert.title = "\u{1B}[2J\u{1B}[31mclear"
            alert.message = "bell\u{07}\u{9B}6n\nnext\u{202E}line"
            alert.actions = [AlertAction("ok\u{1B}[0m")]
        }
        for mode in ReplayMode.allCases {
            var model = PlayerModel(scenario: scenario, mode: mode, isPlaying: false)
            _ = model.perform(.seek(to: 100))
            _ = model.update(.key(.character("r")))
            let grid = PlayerLayout.frame(for: model).grid
            for cell in grid.cells {
                #expect(!cell.character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
                #expect(!cell.character.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) })
            }
            let text = PlainTextRenderer.render(grid)
            #expect(text.contains("\\e[2J\\e[31mclear") || mode == .naive)
            #expect(text.contains("\\e]0;pwned^G"))
        }
    }

    /// `play` and `replay` show one piece of scenario text the same way.
    @Test func thePlayerAndTheTranscriptShareOneNotation() {
        let hostileID = "red\u{7}packet\u{9B}"
        var scenario = JianshuFixture.scenario
        scenario.editAlert(at: 0) { alert in
            alert.id = hostileID
            alert.message = "first\r\nsecond\tline\nthird\u{2028}one\u{85}too"
        }
        scenario.description = "one\u{2029}line\nand another"
        var model = PlayerModel(scenario: scenario, mode: .scheduled, isPlaying: false, width: 120, height: 40)
        _ = model.perform(.seek(to: 100))
        let screen = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid)
        let transcript = ReplayTranscript(scenario, mode: .scheduled).text
        #expect(hostileID.terminalSafe == "red^Gpacket\\u{9B}")
        #expect(screen.contains(hostileID.terminalSafe))
        #expect(transcript.contains(hostileID.terminalSafe))
        #expect(screen.contains("│ first "), "a CR LF in a message starts a new line")
        #expect(screen.contains("│ second^Iline "))
        // Only a line feed breaks a line: a line or paragraph separator, or NEL, is shown in its notation.
        #expect(screen.contains(#"│ third\u{2028}one\u{85}too "#), "\(screen)")
        #expect(transcript.contains("\n" + #"one\u{2029}line"# + "\nand another\n"), "\(transcript)")
    }
}

@Suite struct CellGridTests {
    /// A label made of a combining mark alone has no base: it is drawn on
    /// a dotted circle and takes its column, instead of vanishing and
    /// leaving an empty button.
    @Test func aBaselessLabelIsDrawnOnADottedCircle() {
        let accent = "\u{301}"
        #expect(accent.displaySafe() == "\u{25CC}\u{301}")
        #expect(accent.terminalSafe == "\u{25CC}\u{301}")
        #expect(accent.displayWidth == 1 && DisplayWidth.of(accent.displaySafe()) == 1)
        #expect("e\u{301}".displaySafe() == "e\u{301}", "a mark on a base stays as it is")
        #expect("\u{20DD}\u{301}".displaySafe() == "\u{25CC}\u{20DD}\u{301}")
        var scenario = JianshuFixture.scenario
        scenario.editAlert(at: 0) { alert in alert.actions = [AlertAction(accent), AlertAction("ok")] }
        var model = PlayerModel(scenario: scenario, mode: .scheduled, isPlaying: false)
        _ = model.perform(.seek(to: 100))
        let text = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid)
        #expect(text.contains("[ \u{25CC}\u{301} ] [ ok ]"), "\(text)")
    }

    @Test func wideCharactersTakeTwoCellsAndAreNeverCutInHalf() {
        var grid = CellGrid(width: 5, height: 1)
        #expect(grid.put("红包x", x: 0, y: 0) == 5)
        #expect(grid[1, 0]?.isContinuation == true)
        var edge = CellGrid(width: 3, height: 1)
        #expect(edge.put("a红包", x: 0, y: 0) == 3)
        #expect(PlainTextRenderer.render(edge) == "a红\n")
        #expect(edge.put("b", x: 2, y: 0) == 1)
        #expect(PlainTextRenderer.render(edge) == "a b\n", "overwriting half a wide character blanks the other half")
    }
}
