import AlertCore
import AlertPlayer
import AlertScenario
import Testing

/// What sits over the phones: the request picker, help, notices, the
/// wheel scrolling what the arrows scroll, and pastes.
extension PlayerModelTests {
    @Test func rOpensThePickerAndEnterRequests() {
        var model = Self.model()
        _ = Self.press(.character("r"), on: &model)
        #expect(model.overlay == .picker(selection: 0))
        _ = Self.press(.down, on: &model)
        _ = Self.press(.down, on: &model)
        _ = Self.press(.down, on: &model)
        #expect(model.overlay == .picker(selection: 0), "wraps around")
        _ = Self.press(.up, on: &model)
        _ = Self.press(.enter, on: &model)
        #expect(model.overlay == .none)
        #expect(model.scheduled.machine.visible == ["feature-guide"])
        _ = Self.press(.character("r"), on: &model)
        _ = Self.press(.character("2"), on: &model)
        #expect(model.scheduled.machine.pending == ["notification-permission"])
    }

    @Test func helpTakesTheNextKey() {
        var model = Self.model()
        _ = Self.press(.character("?"), on: &model)
        #expect(model.overlay == .help(scroll: 0))
        _ = Self.press(.character(" "), on: &model)
        #expect(model.overlay == .none)
        #expect(!model.isPlaying, "the key only closed the help")
    }

    @Test func qQuitsFromAnywhere() {
        var model = Self.model()
        #expect(Self.press(.character("q"), on: &model) == [.quit])
        _ = Self.press(.character("?"), on: &model)
        #expect(Self.press(.character("q"), on: &model) == [.quit])
    }

    @Test func aNoticeAboutALongTitleStillSaysWhatHappened() throws {
        let title = String(repeating: "An extremely long alert title ", count: 5)
        let yaml = """
            name: Long title
            alerts:
              a: {title: "\(title)", actions: [OK]}
            timeline:
              - request: a
            """
        var model = try Self.model(yaml: yaml, playing: false)
        _ = model.update(.resize(width: 100, height: 30))
        _ = Self.press(.character("n"), on: &model)
        _ = Self.press(.character("5"), on: &model)
        let notice = try #require(model.notice)
        #expect(notice.hasSuffix(" has no button 5"))
        #expect(notice.count <= PlayerModel.noticeNameWidth + " has no button 5".count)
        let text = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid)
        #expect(text.contains("has no button 5"), "the notice is on the status line whole")
    }

    @Test func theWheelScrollsWhatTheArrowsScroll() {
        var model = Self.model()
        _ = model.perform(.seek(to: 5_000))
        _ = model.update(.wheel(up: true))
        #expect(model.logScroll == 3)
        _ = model.update(.wheel(up: false))
        _ = model.update(.wheel(up: false))
        #expect(model.logScroll == 0, "not below the newest line")
        _ = Self.press(.character("r"), on: &model)
        _ = model.update(.wheel(up: false))
        #expect(model.overlay == .picker(selection: 1))
        _ = Self.press(.escape, on: &model)
        _ = Self.press(.character("?"), on: &model)
        _ = model.update(.wheel(up: true))
        #expect(model.overlay == .help(scroll: 0) && model.logScroll == 0, "the help scrolls, not the log")
    }

    @Test func aHelpPageLeavesTwoRowsInView() throws {
        // Forty failing expectations make a help of several pages at 80x24.
        let expectations = String(repeating: "  - expect: {visible: [b]}\n", count: 40)
        var model = try Self.model(
            yaml: "name: Pages\nalerts:\n  a: {actions: [OK]}\n  b: {actions: [OK]}\ntimeline:\n  - request: a\n"
                + expectations,
            playing: false)
        _ = model.update(.resize(width: 80, height: 24))
        _ = Self.press(.end, on: &model)
        _ = Self.press(.character("?"), on: &model)
        // Inside the help's box (72 columns, centred): the scenario is ASCII,
        // so a character is a column.
        func rows() -> [String] {
            PlainTextRenderer.render(PlayerLayout.frame(for: model).grid).split(separator: "\n").map {
                String(Array($0)[5..<75])
            }
        }
        let page = PlayerLayout.helpPageRows(height: 24)
        #expect(page == 18, "20 rows show at 80x24; a page keeps two")
        #expect(PlayerLayout.helpScrollLimit(for: model) > page)
        let before = rows()
        _ = Self.press(.pageDown, on: &model)
        #expect(model.overlay == .help(scroll: page))
        // The help's rows sit at the same terminal rows: the last two shown
        // before a page are the first two after it.
        let firstHelpRow = 2
        let after = rows()
        #expect(
            Array(before[(firstHelpRow + page)..<(firstHelpRow + page + 2)])
                == Array(after[firstHelpRow..<(firstHelpRow + 2)]))
        _ = Self.press(.pageUp, on: &model)
        #expect(model.overlay == .help(scroll: 0))
    }

    @Test func aPasteChangesNothingButTheNotice() {
        var model = Self.model()
        _ = Self.press(.character("n"), on: &model)
        let before = model
        #expect(model.update(.paste) == [], "no bell, no quit")
        #expect(model.notice == "pasted text ignored: the player takes only typed keys")
        #expect(model.clock == before.clock && model.overlay == before.overlay && model.isPlaying == before.isPlaying)
        let text = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid)
        #expect(text.contains("pasted text ignored"), "the notice is on the status line at 80x24")
        _ = Self.press(.character("n"), on: &model)
        #expect(model.notice == nil, "the next key clears it")
    }

    @Test func aHelpTallerThanTheTerminalScrollsToItsEnd() {
        var model = Self.model()
        _ = Self.press(.character("?"), on: &model)
        func screen() -> String { PlainTextRenderer.render(PlayerLayout.frame(for: model).grid) }
        #expect(!screen().contains("Click buttons"), "at 80x24 the last note is below the box")
        #expect(screen().contains("help ↑↓ 1-20 of"), "the border says which rows show")
        let limit = PlayerLayout.helpScrollLimit(for: model)
        #expect(limit > 0)
        _ = Self.press(.pageDown, on: &model)
        _ = Self.press(.pageDown, on: &model)
        _ = model.update(.wheel(up: false))
        #expect(model.overlay == .help(scroll: limit), "scrolling stops at the end")
        #expect(screen().contains("Click buttons"))
        _ = Self.press(.up, on: &model)
        #expect(model.overlay == .help(scroll: limit - 1), "and comes straight back")
        _ = model.update(.resize(width: 120, height: 40))
        #expect(PlayerLayout.helpScrollLimit(for: model) == 0)
        #expect(screen().contains("Click buttons") && screen().contains("─ help ─"), "all of it fits at 120x40")
        _ = Self.press(.character("x"), on: &model)
        #expect(model.overlay == .none)
    }
}
