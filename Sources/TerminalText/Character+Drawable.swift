extension Character {
    /// What a terminal can draw for this grapheme cluster at a width every
    /// terminal agrees on, so layouts line up on screen.
    ///
    /// Terminals disagree about emoji clusters: tmux and most emulators draw
    /// the scalars of 👩‍👩‍👧‍👦 one by one (8 columns), others join them (2),
    /// and a variation selector or keycap may or may not widen its base. So a
    /// cluster built with a zero-width joiner, a skin-tone modifier, a
    /// variation selector, a keycap or tag characters is drawn as its first
    /// scalar alone (👩, 👍, ❤, 1, 🏴); a flag (two regional indicators) as its
    /// two letters (`CN`). A cluster with no base (a combining mark at the
    /// start of a text, as in a button labelled with an accent alone) is
    /// drawn on a dotted circle, `◌́`, as character charts show it, instead
    /// of vanishing into the character before it. Other clusters (a letter
    /// with combining marks, Hangul jamo) are drawn as they are.
    ///
    /// Invariant: `drawable.drawable == drawable`.
    ///
    /// - Complexity: O(*s*) in the scalars of the cluster.
    package var drawable: String {
        if isBaseless {
            let based = "\u{25CC}" + String(self)
            guard based.count == 1, let cluster = based.first else { return "\u{25CC}" }
            return cluster.drawable
        }
        let scalars = unicodeScalars
        guard scalars.count > 1, let first = scalars.first else { return String(self) }
        if scalars.allSatisfy(\.isRegionalIndicator) {
            return String(String.UnicodeScalarView(scalars.map(\.regionalLetter)))
        }
        if scalars.contains(where: \.makesTerminalsDisagree) { return String(first) }
        return String(self)
    }
}

extension Character {
    /// Whether the cluster starts with a combining mark, so that it has no
    /// base to sit on: what only the start of a text (or a control before
    /// it) produces.
    ///
    /// - Complexity: O(1)
    package var isBaseless: Bool {
        guard let first = unicodeScalars.first else { return false }
        // No mark lies below U+0300 or among the CJK ideographs and Hangul
        // syllables, most of what the player draws: no property lookup there.
        let value = first.value
        guard value >= 0x300, !(0x4E00...0x9FFF).contains(value), !(0xAC00...0xD7A3).contains(value) else {
            return false
        }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }
}

extension Unicode.Scalar {
    /// 🇦 to 🇿, the halves of a flag.
    fileprivate var isRegionalIndicator: Bool { (0x1F1E6...0x1F1FF).contains(value) }

    /// The letter a regional indicator stands for.
    fileprivate var regionalLetter: Unicode.Scalar {
        Unicode.Scalar(UInt8(value - 0x1F1E6) + UInt8(ascii: "A"))
    }

    /// Zero-width joiner, skin-tone modifiers, variation selectors, the keycap
    /// mark and tag characters: what terminals draw differently.
    fileprivate var makesTerminalsDisagree: Bool {
        switch value {
        case 0x200D, 0xFE0E, 0xFE0F, 0x20E3, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: true
        default: false
        }
    }
}
