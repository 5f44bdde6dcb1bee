import AlertScenario

/// Lays out the player: a pure function from a model to a frame of cells and
/// hit targets. Nothing here reads the terminal or the clock. The screen is
/// drawn in regions (see ``PlayerFrameBuilder``), each from its own part of
/// the model.
///
/// Screen plan (at least 80x24):
///
///     row 0          header: scenario name, mode tabs
///     rows 1...h-4   phone(s) on the left, queue and event log on the right
///     row h-3        timeline bar with step markers and the play head
///     row h-2        play state, clock, speed, next step, notices
///     row h-1        key hints
///
/// Overlays (help, the request picker) are drawn last, over everything.
package enum PlayerLayout {
    /// The smallest terminal the player draws itself in.
    package static let minimumWidth = 80
    package static let minimumHeight = 24

    /// The frame for the model at its current size: the first frame of a
    /// fresh ``PlayerFrameBuilder``, which the terminal loop keeps to redraw
    /// only what changes.
    ///
    /// - Complexity: O(*w* × *h* + *e*) for a *w*×*h* terminal and *e* events
    ///   in the log.
    package static func frame(for model: PlayerModel) -> PlayerFrame {
        var builder = PlayerFrameBuilder()
        return builder.frame(for: model)
    }

    /// The rows between the header and the timeline, where the phones and
    /// the side panel go, on a terminal `width` by `height`.
    ///
    /// - Complexity: O(1)
    static func contentRect(width: Int, height: Int) -> Rect {
        Rect(x: 0, y: 1, width: width, height: height - 4)
    }

    /// Where the phones (with their caption row) and the side panel go.
    package static func columns(for mode: ReplayMode, in content: Rect) -> (phones: [Rect], panel: Rect) {
        let phoneCount = mode.runs.count
        let phoneWidth: Int
        if phoneCount == 1 {
            phoneWidth = min(44, max(34, content.width * 45 / 100))
        } else {
            phoneWidth = min(40, max(26, (content.width - 28) / 2))
        }
        let phoneHeight = content.height
        var phones: [Rect] = []
        var x = content.x + 1
        for _ in 0..<phoneCount {
            phones.append(Rect(x: x, y: content.y, width: phoneWidth, height: phoneHeight))
            x += phoneWidth + 1
        }
        let panelX = x + 1
        let panel = Rect(x: panelX, y: content.y, width: content.maxX - panelX - 1, height: content.height)
        return (phones, panel)
    }
}
