extension StringProtocol {
    /// How many terminal columns the text takes; see ``DisplayWidth``.
    /// Measure ``terminalSafe`` text: controls take no column here, but their
    /// notation does.
    ///
    /// - Complexity: O(*n*) in the number of characters.
    package var displayWidth: Int {
        DisplayWidth.of(self)
    }

    /// The text followed by spaces up to `width` columns (unchanged when wider).
    package func padded(toWidth width: Int) -> String {
        String(self) + String(repeating: " ", count: Swift.max(0, width - displayWidth))
    }

    /// Spaces up to `width` columns, then the text (unchanged when wider).
    package func leftPadded(toWidth width: Int) -> String {
        String(repeating: " ", count: Swift.max(0, width - displayWidth)) + String(self)
    }
}

extension String {
    /// The text cut to at most `width` columns, ending in `ellipsis` when
    /// anything was cut. Expects display-safe text (every character 1 or 2
    /// columns wide).
    ///
    /// Invariant: `DisplayWidth.of(result) <= max(width, 0)`.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    package func truncated(toWidth width: Int, ellipsis: String) -> String {
        guard width > 0 else { return "" }
        guard displayWidth > width else { return self }
        let ellipsisWidth = DisplayWidth.of(ellipsis)
        guard ellipsisWidth <= width else { return String(repeating: ".", count: width) }
        var kept = ""
        var used = 0
        for character in self {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth + ellipsisWidth > width { break }
            kept.append(character)
            used += characterWidth
        }
        return kept + ellipsis
    }

    /// Characters after which a line may break.
    private static let breaksAfter: Set<Character> = ["-", "_", "/"]
    /// Characters that open what follows them: a line never ends on one
    /// before a wide character.
    private static let opens: Set<Character> = ["\"", "'", "(", "[", "{", "“", "‘", "「", "『", "（", "《", "【"]
    /// Characters that close what comes before them, or end a clause: a
    /// line never starts with one after a wide character.
    private static let closes: Set<Character> = [
        "\"", "'", ")", "]", "}", "”", "’", "」", "』", "）", "》", "】", "，", "。", "、", "：", "；", "！", "？",
    ]

    /// The text broken into lines of at most `width` columns: at spaces where
    /// possible, after a hyphen, underscore or slash (so an id like
    /// `notification-permission` breaks between its words), next to wide
    /// (CJK) characters but never between an opening quote or bracket and
    /// the wide character after it (the quote moves down with it), nor
    /// between a wide character and a closing quote, bracket or CJK
    /// punctuation after it (the wide character moves down with it), and
    /// anywhere when a word is longer than a line. At most `maxLines` lines;
    /// when text is left over, the last line ends in `ellipsis`. Expects
    /// display-safe text.
    ///
    /// Invariant: every line is at most `width` columns; no line starts with
    /// the space it was broken at.
    ///
    /// - Complexity: O(*n*) in the length of the text (amortised; a line is
    ///   re-measured at most once per break).
    package func wrapped(toWidth width: Int, maxLines: Int = .max, ellipsis: String) -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        var lines: [String] = []
        var current: [Character] = []
        var currentWidth = 0
        /// Where the current line may be split: the index the next line would start at.
        var breakIndex: Int?

        /// A break at `index`, moved before an opener that would end the
        /// line, unless the opener starts it.
        func beforeOpener(_ index: Int) -> Int {
            index > 1 && Self.opens.contains(current[index - 1]) ? index - 1 : index
        }

        func flush(upTo end: Int) {
            var head = current[..<end]
            while head.last == " " { head.removeLast() }
            lines.append(String(head))
            current = Array(current[end...])
            while current.first == " " { current.removeFirst() }
            currentWidth = current.reduce(0) { $0 + DisplayWidth.of($1) }
            breakIndex = nil
        }

        for character in self {
            let characterWidth = DisplayWidth.of(character)
            if character == " " && current.isEmpty && !lines.isEmpty { continue }
            if currentWidth + characterWidth > width {
                if character == " " {
                    flush(upTo: current.count)
                    continue
                }
                let previousIsWide = current.last.map { DisplayWidth.of($0) == 2 } ?? false
                let breaksHere = characterWidth == 2 || previousIsWide
                // A closer after a wide character takes that character down with it.
                let closesWideText = previousIsWide && Self.closes.contains(character) && current.count > 1
                let end = beforeOpener(closesWideText ? current.count - 1 : current.count)
                flush(upTo: breaksHere ? end : breakIndex.flatMap { $0 > 0 ? $0 : nil } ?? current.count)
                if currentWidth + characterWidth > width { flush(upTo: current.count) }
            }
            let previousIsWide = current.last.map { DisplayWidth.of($0) == 2 } ?? false
            current.append(character)
            currentWidth += characterWidth
            if character == " " || Self.breaksAfter.contains(character) {
                breakIndex = current.count
            } else if previousIsWide, Self.closes.contains(character) {
                // Not before a closer: before the wide character it follows.
                breakIndex = beforeOpener(current.count - 2)
            } else if characterWidth == 2 || previousIsWide {
                breakIndex = beforeOpener(current.count - 1)
            }
        }
        if !current.isEmpty || lines.isEmpty { flush(upTo: current.count) }
        guard lines.count > maxLines else { return lines }
        var kept = Array(lines.prefix(maxLines))
        kept[maxLines - 1] = kept[maxLines - 1].endingInEllipsis(width: width, ellipsis: ellipsis)
        return kept
    }

    /// The text with `ellipsis` after it, cut so that both fit in `width`
    /// columns: the last line of text that goes on beyond it.
    package func endingInEllipsis(width: Int, ellipsis: String) -> String {
        let room = width - DisplayWidth.of(ellipsis)
        guard room >= 0 else { return "" }
        return (displayWidth <= room ? self : truncated(toWidth: room, ellipsis: "")) + ellipsis
    }
}
