/// How many terminal columns text occupies, decided without asking the C
/// library, so layouts (and their golden files) are the same everywhere.
///
/// Wide (2 columns): the East Asian Wide and Fullwidth ranges that occur in
/// practice (CJK ideographs, kana, Hangul, fullwidth forms) and emoji with
/// emoji presentation. Zero columns: combining marks, format characters and
/// controls. Everything else, including East Asian *ambiguous* characters such
/// as box drawing, is 1 column, which is what terminals do outside CJK locales.
package enum DisplayWidth {
    /// Sorted, non-overlapping ranges of scalars that take two columns.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693,
        0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE,
        0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA,
        0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C,
        0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0,
        0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,  // kana, bopomofo, Hangul compatibility jamo, CJK compatibility
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small forms
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,  // Tangut, kana supplements
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
        0x1F1E6...0x1F1FF,  // regional indicators (flags)
        0x1F200...0x1F251,  // enclosed ideographic supplement
        0x1F300...0x1F64F,  // pictographs, emoticons
        0x1F680...0x1F6FF,  // transport and map symbols
        0x1F7E0...0x1F7EB,
        0x1F900...0x1F9FF,  // supplemental symbols and pictographs
        0x1FA70...0x1FAFF,  // symbols and pictographs extended A
        0x20000...0x2FFFD,  // CJK extensions B..F, compatibility supplement
        0x30000...0x3FFFD,  // CJK extension G and later
    ]

    /// The columns one scalar takes on its own: 0, 1 or 2.
    ///
    /// - Complexity: O(log *r*) for the *r* wide ranges.
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        // Fast paths for what the player draws most: box drawing, blocks and
        // shapes (no marks there), and the big CJK and Hangul blocks.
        if (0x2500...0x27BF).contains(value) { return isWide(value) ? 2 : 1 }
        if (0x4E00...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value) { return 2 }
        if isZeroWidth(scalar) { return 0 }
        return isWide(value) ? 2 : 1
    }

    /// The columns a grapheme cluster takes when drawn as
    /// ``Swift/Character/drawable``: the sum of its scalars' columns, as a
    /// terminal library lays them out one by one (marks take none; a
    /// spacing vowel sign, as in Devanagari `कि`, takes one of its own), but
    /// at least its first scalar's and at most 2. The rare cluster that
    /// sums to more (a run of Hangul leading jamo) is measured as 2: a cell
    /// holds at most two columns, and the player's renderer draws a
    /// placeholder wherever the C library measures a cell differently.
    ///
    /// - Complexity: O(*s* log *r*) for its *s* scalars.
    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count == 1 {
            let width = of(first)
            // A mark alone is drawn on a dotted circle, which takes a column.
            if width > 0 || !character.isBaseless { return width }
        }
        let total = character.drawable.unicodeScalars.reduce(0) { $0 + of($1) }
        return min(2, max(of(first), total))
    }

    /// The columns a string takes when every character is drawn in turn.
    /// Printable ASCII, most of what the player measures, takes a column a
    /// byte and is counted without breaking the text into characters.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    package static func of(_ text: some StringProtocol) -> Int {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return true
        default: break
        }
        // Hangul medial vowels and final consonants join the syllable before them.
        return (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
    }

    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
