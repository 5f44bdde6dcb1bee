import TerminalText

/// The characters the layout draws chrome with: Unicode box drawing, or an
/// ASCII stand-in for each when the locale is not UTF-8.
struct GlyphSet: Sendable {
    /// Box drawing: straight lines and corners, square and round.
    var horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight: Character
    var roundTopLeft, roundTopRight, roundBottomLeft, roundBottomRight: Character
    /// The timeline: the part already played, a step, the play head.
    var played, marker, playHead: Character
    /// Dim layers, one, two, three or more deep.
    var shades: [Character]
    /// Words and signs of the status and help lines.
    var ellipsis, close, playing, paused, stopped, times, arrows, enter, upDown, signal, separator: String

    static func forCharset(_ charset: Charset) -> GlyphSet {
        charset == .unicode ? unicode : ascii
    }

    static let unicode = GlyphSet(
        lines: "─│┌┐└┘╭╮╰╯", timeline: "━┼●", shades: "░▒▓",
        signs: (ellipsis: "…", close: "×", playing: "▶", paused: "❚❚", stopped: "■", times: "×"),
        keys: (arrows: "←→", enter: "⏎", upDown: "↑↓"), signal: "▂▄▆", separator: "·")

    static let ascii = GlyphSet(
        lines: "-|++++..''", timeline: "=+O", shades: ".:#",
        signs: (ellipsis: "~", close: "x", playing: ">", paused: "||", stopped: "[]", times: "x"),
        keys: (arrows: "<-/->", enter: "Enter", upDown: "up/down"), signal: "|||", separator: "-")
}

extension GlyphSet {
    /// A set from its lines (horizontal, vertical, the four square corners
    /// then the four round ones: top left, top right, bottom left, bottom
    /// right), its timeline (played, step, play head), its dim shades, and
    /// its signs and key names.
    init(
        lines: String, timeline: String, shades: String,
        signs: (ellipsis: String, close: String, playing: String, paused: String, stopped: String, times: String),
        keys: (arrows: String, enter: String, upDown: String), signal: String, separator: String
    ) {
        let line = Array(lines)
        let time = Array(timeline)
        self.init(
            horizontal: line[0], vertical: line[1], topLeft: line[2], topRight: line[3], bottomLeft: line[4],
            bottomRight: line[5], roundTopLeft: line[6], roundTopRight: line[7], roundBottomLeft: line[8],
            roundBottomRight: line[9], played: time[0], marker: time[1], playHead: time[2], shades: Array(shades),
            ellipsis: signs.ellipsis, close: signs.close, playing: signs.playing, paused: signs.paused,
            stopped: signs.stopped, times: signs.times, arrows: keys.arrows, enter: keys.enter, upDown: keys.upDown,
            signal: signal, separator: separator)
    }
}
