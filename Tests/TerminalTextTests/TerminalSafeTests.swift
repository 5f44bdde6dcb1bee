import TerminalText
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
        #expect("领取 ok".displayWidth == 7)
    }

    /// Printable ASCII is counted a byte a column without looking at
    /// characters; every other string goes character by character. Both
    /// must agree with the sum over the characters, whichever path a string
    /// takes: ASCII alone, ASCII with a control or a wide character, or only
    /// controls.
    @Test func theASCIIShortcutAgreesWithCharacterByCharacter() {
        let pieces = ["a", " ", "~", "Z", "\t", "\u{7F}", "\r\n", "领", "e\u{301}", "🎉", "\u{1B}", "─"]
        // Every string of up to three pieces.
        var texts = [""]
        for _ in 0..<3 { texts += texts.flatMap { text in pieces.map { text + $0 } } }
        for text in Set(texts) {
            let byCharacter = text.reduce(0) { $0 + DisplayWidth.of($1) }
            #expect(DisplayWidth.of(text) == byCharacter, "\(text.debugDescription)")
            #expect(DisplayWidth.of(text.dropFirst(0)) == byCharacter, "\(text.debugDescription) as a substring")
        }
        let printable = String(decoding: (0x20..<0x7F).map { UInt8($0) }, as: UTF8.self)
        #expect(DisplayWidth.of(printable) == 95)
        #expect(DisplayWidth.of("a\u{7F}b") == 2)
    }
}

/// One notation for everything a terminal would act on, in the transcript
/// and in the player alike.
@Suite struct TerminalSafeTests {
    @Test func escapeIsBackslashEAndOtherControlsAreCaretNotation() {
        #expect("\u{1B}[31mred\u{1B}[0m".terminalSafe == "\\e[31mred\\e[0m")
        #expect("\u{1B}]0;title\u{07}".terminalSafe == "\\e]0;title^G")
        #expect("a\u{7F}b".terminalSafe == "a^?b")
        #expect("\u{0}\u{8}".terminalSafe == "^@^H")
        #expect("line\none\ttab\r\n".terminalSafe == "line^Jone^Itab^M^J")
    }

    @Test func c1AndBidirectionalControlsShowTheirScalar() {
        #expect("\u{9B}2J".terminalSafe == "\\u{9B}2J")
        #expect("next\u{85}line".terminalSafe == "next\\u{85}line")
        #expect("abc\u{202E}def".terminalSafe == "abc\\u{202E}def")
        #expect("\u{2066}x\u{2069}".terminalSafe == "\\u{2066}x\\u{2069}")
        #expect("a\u{2028}b".terminalSafe == "a\\u{2028}b")
    }

    @Test func charactersWithoutAColumnAreDropped() {
        #expect("zero\u{200B}width".terminalSafe == "zerowidth")
        #expect("e\u{301}".terminalSafe == "e\u{301}")
    }

    /// A mark with nothing to sit on is shown on a dotted circle: dropped, an
    /// id `\u{301}start` would be named as `start`, an id it is not.
    @Test func aMarkWithoutABaseIsShownOnADottedCircle() {
        #expect("\u{301}start".terminalSafe == "\u{25CC}\u{301}start")
        #expect("\u{301}start".terminalSafe.terminalSafe == "\u{25CC}\u{301}start")
    }

    @Test func textWithoutControlsIsUnchanged() {
        for text in ["plain", "领取红包", "👩‍👩‍👧‍👦 🇨🇳", "^G is two characters", ""] {
            #expect(text.terminalSafe == text)
        }
    }

    @Test func cleaningTwiceChangesNothing() {
        let hostile = "\u{1B}[2J\u{1B}[?1049l\u{9B}\u{0}\u{8}\u{202E}\u{301}x\u{200D}\r\n\t"
        #expect(hostile.terminalSafe.terminalSafe == hostile.terminalSafe)
        #expect(hostile.displaySafe().displaySafe() == hostile.displaySafe())
    }

    @Test func theGridFormUsesTheSameNotation() {
        let hostile = "\u{1B}]0;t\u{7}\u{9B}\u{202E}\n"
        #expect(hostile.displaySafe() == hostile.terminalSafe)
        #expect("🇨🇳".displaySafe() == "CN")
        #expect("👩‍👩‍👧‍👦".displaySafe() == "👩")
    }

    @Test func asciiCharsetReplacesEverythingElse() {
        #expect("领取 ok".displaySafe(for: .ascii) == "?? ok")
        #expect("\u{1B}".displaySafe(for: .ascii) == "\\e")
        #expect("é\u{7}".displaySafe(for: .ascii) == "?^G")
    }

    @Test func resultHoldsOnlyDrawableCharacters() {
        let hostile = "\u{1B}[2J\u{1B}[?1049l\u{9B}\u{0}\u{8}\u{202E}\u{301}x\u{200D}\u{2029}"
        for safe in [hostile.displaySafe(), hostile.terminalSafe] {
            for character in safe {
                #expect(DisplayWidth.of(character) >= 1)
                #expect(character.unicodeScalars.allSatisfy { $0.isInertOnTerminal })
            }
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

    @Test func paddingCountsColumns() {
        #expect("红".padded(toWidth: 4) == "红  ")
        #expect("红".leftPadded(toWidth: 4) == "  红")
        #expect("abcdef".leftPadded(toWidth: 4) == "abcdef")
    }

    @Test func trimmingRemovesWhitespaceAtBothEnds() {
        #expect(" \t a b \n".trimmingWhitespace() == "a b")
        #expect("   ".trimmingWhitespace() == "")
    }

    @Test func wrappingBreaksAtSpacesAndBetweenWideCharacters() {
        #expect("the quick brown fox".wrapped(toWidth: 10, ellipsis: "…") == ["the quick", "brown fox"])
        #expect("新人红包 8.88 元已到账".wrapped(toWidth: 10, ellipsis: "…") == ["新人红包", "8.88 元已", "到账"])
        #expect("abcdefghij".wrapped(toWidth: 4, ellipsis: "…") == ["abcd", "efgh", "ij"])
        #expect("".wrapped(toWidth: 4, ellipsis: "…") == [""])
    }

    @Test func wrappingBreaksAnIdAfterItsHyphensBeforeBreakingAWord() {
        #expect(
            "presented notification-permission".wrapped(toWidth: 16, ellipsis: "…")
                == ["presented", "notification-", "permission"])
        #expect("feature_guide/v2".wrapped(toWidth: 9, ellipsis: "…") == ["feature_", "guide/v2"])
        // A hyphen with no room before it still breaks the word where it must.
        #expect("-abcdefgh".wrapped(toWidth: 4, ellipsis: "…") == ["-", "abcd", "efgh"])
    }

    @Test func wrappingNeverEndsALineOnAnOpeningQuoteBeforeWideText() {
        #expect(#"tapped promo "去抢购""#.wrapped(toWidth: 14, ellipsis: "…") == ["tapped promo", #""去抢购""#])
        #expect(#"ab "去抢购""#.wrapped(toWidth: 5, ellipsis: "…") == ["ab", #""去抢"#, #"购""#])
        #expect("说「你好」".wrapped(toWidth: 5, ellipsis: "…") == ["说", "「你", "好」"])
        // Nor does a line start with a closing quote or CJK punctuation after wide text.
        #expect(#"ab "去抢购""#.wrapped(toWidth: 10, ellipsis: "…") == [#"ab "去抢"#, #"购""#])
        #expect("已到账，请查收".wrapped(toWidth: 6, ellipsis: "…") == ["已到", "账，请", "查收"])
        #expect(#"去"abcdef"#.wrapped(toWidth: 5, ellipsis: "…") == [#"去"ab"#, "cdef"])
        #expect("你好」xyz".wrapped(toWidth: 6, ellipsis: "…") == ["你好」", "xyz"])
        // An opener that starts the line stays: there is nothing before it to keep it company.
        #expect(#""去抢购""#.wrapped(toWidth: 3, ellipsis: "…") == [#""去"#, "抢", #"购""#])
    }

    @Test func wrappingStopsAtMaxLinesWithAnEllipsis() {
        let lines = String(repeating: "红", count: 20).wrapped(toWidth: 6, maxLines: 2, ellipsis: "…")
        #expect(lines == ["红红红", "红红…"])
        for line in "第一时间收到作者更新和评论回复".wrapped(toWidth: 7, ellipsis: "…") {
            #expect(DisplayWidth.of(line) <= 7)
        }
    }
}
