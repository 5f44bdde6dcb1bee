import AlertPlayer
import AlertScenario
import TerminalText
import Testing

/// The key bar keeps what matters in either character set: seeking at 80
/// columns, every key but `+-` at 120; the help names every key whole.
@Suite struct KeyHintsTests {
    static func screen(width: Int, height: Int, charset: Charset, help: Bool = false) -> [String] {
        var model = PlayerModel(
            scenario: BuiltInScenarios.jianshuLaunch, mode: .compare, isPlaying: false, width: width, height: height,
            charset: charset)
        _ = model.perform(.seek(to: 100))
        if help { _ = model.update(.key(.character("?"))) }
        return PlainTextRenderer.render(PlayerLayout.frame(for: model).grid).split(separator: "\n").map(String.init)
    }

    @Test(arguments: [Charset.unicode, .ascii])
    func seekingShowsAt80Columns(charset: Charset) throws {
        let bar = try #require(Self.screen(width: 80, height: 24, charset: charset).last)
        for action in ["play", "step", "seek", "press", "close", "mode", "help", "quit"] {
            #expect(bar.contains(" \(action)"), "\(bar)")
        }
    }

    @Test(arguments: [Charset.unicode, .ascii])
    func everyKeyButSpeedShowsAt120Columns(charset: Charset) throws {
        let bar = try #require(Self.screen(width: 120, height: 40, charset: charset).last)
        for action in ["seek", "press", "request", "screen", "hold", "relaunch", "mode", "help", "quit"] {
            #expect(bar.contains(" \(action)"), "\(bar)")
        }
    }

    @Test(arguments: [Charset.unicode, .ascii])
    func theHelpNamesEveryKeyWhole(charset: Charset) {
        let text = Self.screen(width: 80, height: 24, charset: charset, help: true).joined(separator: "\n")
        let scroll = charset == .ascii ? "up/down PgUp PgDn" : "↑↓ PgUp PgDn"
        #expect(text.contains(scroll + " scroll the event log"), "\(text)")
        // The longest action, after the widest key.
        #expect(text.contains("hold the screen as a splash ad would / release it"), "\(text)")
    }
}
