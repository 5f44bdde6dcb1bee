import TestSupport
import Testing

@testable import AlertScenario

/// Where a byte offset lies, as errors name it: compared with a count over
/// the text's Unicode scalars at every offset of generated texts.
@Suite("Source locations of byte offsets")
struct SourceLocationTests {
    /// Pieces that put ASCII runs longer and shorter than a word beside every
    /// line break and multi-byte scalars, so that eight-byte steps start and
    /// stop at every kind of byte.
    static let pieces = [
        "a", "bcdefghijklmnop", "12345678", "\n", "\r", "\r\n", "é", "好", "😀", "\u{85}", "\u{2028}", "\u{2029}",
        "\0", "\t", "\u{7F}",
    ]

    /// The place of every scalar boundary of `text` (except between a CR
    /// and its LF, one break), by byte offset, counted scalar by scalar.
    static func expectedPlaces(of text: String) -> [(offset: Int, place: AlertScenario.SourceLocation)] {
        var places: [(offset: Int, place: AlertScenario.SourceLocation)] = []
        var line = 1
        var column = 1
        var offset = 0
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            places.append((offset, AlertScenario.SourceLocation(line: line, column: column)))
            let scalar = scalars[index]
            offset += String(scalar).utf8.count
            index += 1
            switch scalar {
            case "\r" where index < scalars.count && scalars[index] == "\n":
                offset += 1
                index += 1
                line += 1
                column = 1
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
                line += 1
                column = 1
            default:
                column += 1
            }
        }
        places.append((offset, AlertScenario.SourceLocation(line: line, column: column)))
        return places
    }

    @Test("Every offset of 300 generated texts is placed as a scalar-by-scalar count places it")
    func generatedTexts() {
        var random = SplitMix64(seed: 0x5EED_0FF5)
        for round in 0..<300 {
            let count = Int(random.next() % 40)
            let text = (0..<count).map { _ in Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }.joined()
            let bytes = Array(text.utf8)
            for (offset, place) in Self.expectedPlaces(of: text) {
                let found = bytes.withUnsafeBufferPointer { AlertScenario.SourceLocation(ofByte: offset, in: $0) }
                #expect(found == place, "round \(round), offset \(offset) of \(text.debugDescription)")
            }
        }
    }
}
