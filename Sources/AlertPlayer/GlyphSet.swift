import TerminalText

/// The characters the layout draws chrome with: Unicode box drawing, or an
/// ASCII stand-in for each when the locale is not UTF-8.
struct GlyphSet: Sendable {
    var horizontal: Character
    var vertical: Character
    var topLeft: Character
    var topRight: Character
    var bottomLeft: Character
    var bottomRight: Character
    var roundTopLeft: Character
    var roundTopRight: Character
    var roundBottomLeft: Character
    var roundBottomRight: Character
    /// The part of the timeline already played.
    var played: Character
    /// A step on the timeline.
    var marker: Character
    var playHead: Character
    /// Dim layers, one, two, three or more deep.
    var shades: [Character]
    var ellipsis: String
    var close: String
    var playing: String
    var paused: String
    var stopped: String
    var times: String
    var arrows: String
    var enter: String
    var upDown: String
    var signal: String
    var separator: String

    static func forCharset(_ charset: Charset) -> GlyphSet {
        charset == .unicode ? unicode : ascii
    }

    static let unicode = GlyphSet(
        horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        roundTopLeft: "╭", roundTopRight: "╮", roundBottomLeft: "╰", roundBottomRight: "╯",
        played: "━", marker: "┼", playHead: "●", shades: ["░", "▒", "▓"], ellipsis: "…", close: "×",
        playing: "▶", paused: "❚❚", stopped: "■", times: "×", arrows: "←→", enter: "⏎", upDown: "↑↓",
        signal: "▂▄▆", separator: "·")

    static let ascii = GlyphSet(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        roundTopLeft: ".", roundTopRight: ".", roundBottomLeft: "'", roundBottomRight: "'",
        played: "=", marker: "+", playHead: "O", shades: [".", ":", "#"], ellipsis: "~", close: "x",
        playing: ">", paused: "||", stopped: "[]", times: "x", arrows: "<-/->", enter: "Enter", upDown: "up/down",
        signal: "|||", separator: "-")
}
