import AlertCore
import AlertPlayer
import AlertScenario
import Testing

@Suite struct DisplayWidthTests {
    @Test func widths() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("领取红包") == 8)
        #expect(DisplayWidth.of("新人红包 8.88 元已到账") == 22)
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.of("ｆｕｌｌ") == 8)
        #expect(DisplayWidth.of("🎉") == 2)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("─│┌") == 3)
        #expect(DisplayWidth.of("\u{1B}") == 0)
    }
}

@Suite struct DisplaySafeTests {
    @Test func escapeSequencesBecomeVisibleText() {
        #expect("\u{1B}[31mred\u{1B}[0m".displaySafe() == "\\e[31mred\\e[0m")
        #expect("\u{1B}]0;title\u{07}".displaySafe() == "\\e]0;title^G")
        #expect("a\u{7F}b".displaySafe() == "a^?b")
        #expect("\u{9B}2J".displaySafe() == "\\x9B2J")
        #expect("line\none\ttab\r\n".displaySafe() == "line one tab  ")
    }

    @Test func reorderingAndZeroWidthCharactersAreDropped() {
        #expect("abc\u{202E}def".displaySafe() == "abcdef")
        #expect("\u{2066}x\u{2069}".displaySafe() == "x")
        #expect("\u{301}start".displaySafe() == "start")
        #expect("zero\u{200B}width".displaySafe() == "zerowidth")
        #expect("e\u{301}".displaySafe() == "e\u{301}")
    }

    @Test func asciiCharsetReplacesEverythingElse() {
        #expect("领取 ok".displaySafe(for: .ascii) == "?? ok")
        #expect("\u{1B}".displaySafe(for: .ascii) == "\\e")
    }

    @Test func resultHoldsOnlyDrawableCharacters() {
        let hostile = "\u{1B}[2J\u{1B}[?1049l\u{9B}\u{0}\u{8}\u{202E}\u{301}x\u{200D}"
        for character in hostile.displaySafe() {
            #expect(DisplayWidth.of(character) >= 1)
            #expect(!character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }

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
        for mode in PlayerMode.allCases {
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
}

@Suite struct FittingTests {
    @Test func truncationCountsColumns() {
        #expect("领取红包".truncated(toWidth: 5, ellipsis: "…") == "领取…")
        #expect("领取红包".truncated(toWidth: 8, ellipsis: "…") == "领取红包")
        #expect("abcdef".truncated(toWidth: 4, ellipsis: "…") == "abc…")
        #expect("abcdef".truncated(toWidth: 0, ellipsis: "…") == "")
    }

    @Test func wrappingBreaksAtSpacesAndBetweenWideCharacters() {
        #expect("the quick brown fox".wrapped(toWidth: 10, ellipsis: "…") == ["the quick", "brown fox"])
        #expect("新人红包 8.88 元已到账".wrapped(toWidth: 10, ellipsis: "…") == ["新人红包", "8.88 元已", "到账"])
        #expect("abcdefghij".wrapped(toWidth: 4, ellipsis: "…") == ["abcd", "efgh", "ij"])
        #expect("".wrapped(toWidth: 4, ellipsis: "…") == [""])
    }

    @Test func wrappingStopsAtMaxLinesWithAnEllipsis() {
        let lines = String(repeating: "红", count: 20).wrapped(toWidth: 6, maxLines: 2, ellipsis: "…")
        #expect(lines == ["红红红", "红红…"])
        for line in "第一时间收到作者更新和评论回复".wrapped(toWidth: 7, ellipsis: "…") {
            #expect(DisplayWidth.of(line) <= 7)
        }
    }
}

@Suite struct CellGridTests {
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
