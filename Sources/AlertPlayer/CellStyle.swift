/// What a cell's colour means; the terminal renderer picks actual colours
/// (or none, in monochrome) for each role.
package enum ColorRole: Hashable, Sendable, CaseIterable {
    case plain
    /// Frames, rules and other chrome.
    case chrome
    /// Secondary text: hints, timestamps, units.
    case muted
    /// Headings and the selected item.
    case accent
    /// The dimmed app behind a mask.
    case shade
    /// The naive model: the bug.
    case naive
    /// The scheduler: the fix.
    case scheduled
    /// Alert boxes.
    case alert
    /// Action buttons.
    case button
    /// The play head on the timeline.
    case playHead
    /// Things that went wrong or were thrown away: rejections, drops, expiries.
    case warning
    /// Things that went well: presentations.
    case good
}

/// How one cell is drawn: a colour role and text attributes.
package struct CellStyle: Hashable, Sendable {
    package var role: ColorRole
    package var isBold: Bool
    package var isDim: Bool
    package var isReverse: Bool
    package var isUnderlined: Bool

    package init(
        _ role: ColorRole = .plain, bold: Bool = false, dim: Bool = false, reverse: Bool = false,
        underlined: Bool = false
    ) {
        self.role = role
        self.isBold = bold
        self.isDim = dim
        self.isReverse = reverse
        self.isUnderlined = underlined
    }

    package static let plain = CellStyle()
}

/// One terminal cell.
///
/// Invariant: `width` is 1 or 2 for a cell that starts a character, and 0
/// for the cell covered by the right half of a wide character (its
/// `character` is then a space and is never drawn).
package struct Cell: Hashable, Sendable {
    package var character: Character
    package var width: Int
    package var style: CellStyle

    package init(_ character: Character = " ", width: Int = 1, style: CellStyle = .plain) {
        self.character = character
        self.width = width
        self.style = style
    }

    package static let blank = Cell()

    /// Whether this cell is the right half of a wide character.
    package var isContinuation: Bool { width == 0 }
}
