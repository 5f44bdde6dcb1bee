import AlertPlayer
import CNcursesw

/// Turns cell styles into ncurses attributes. With colour, a few roles get a
/// foreground from the basic colours that read on dark and light themes alike
/// (red, green, cyan, magenta; no yellow or blue) over the terminal's own
/// background; everything else, alert boxes included, keeps the terminal's
/// own foreground. Without colour (`NO_COLOR`, or a terminal without colours)
/// only bold, dim, reverse and underline remain.
struct CursesPalette {
    private var pairs: [ColorRole: Int16] = [:]

    /// Sets up the colour pairs; call after ncurses has started.
    init(colors: Bool) {
        guard colors, has_colors() else { return }
        start_color()
        let background: Int16 = use_default_colors() == OK ? -1 : Int16(COLOR_BLACK)
        let foregrounds: [(ColorRole, Int32)] = [
            (.accent, COLOR_CYAN), (.naive, COLOR_RED), (.scheduled, COLOR_GREEN), (.warning, COLOR_RED),
            (.good, COLOR_GREEN), (.playHead, COLOR_MAGENTA), (.button, COLOR_CYAN),
        ]
        for (index, entry) in foregrounds.enumerated() {
            let pair = Int16(index + 1)
            if init_pair(pair, Int16(entry.1), background) == OK {
                pairs[entry.0] = pair
            }
        }
    }

    /// The attributes for a style.
    func attributes(for style: CellStyle) -> (attributes: attr_t, pair: Int16) {
        var attributes = cn_a_normal()
        if style.isBold { attributes |= cn_a_bold() }
        if style.isDim || style.role == .muted || style.role == .shade { attributes |= cn_a_dim() }
        if style.isReverse { attributes |= cn_a_reverse() }
        if style.isUnderlined { attributes |= cn_a_underline() }
        return (attributes, pairs[style.role] ?? 0)
    }
}
