import TestSupport
import Testing

@testable import AlertScenario

@Suite("Did-you-mean suggestions")
struct NearestWordTests {
    private let keys = ["level", "title", "message", "actions", "dismissible", "screen", "ttl", "group"]

    @Test(arguments: [
        ("levle", "level"), ("titel", "title"), ("mesage", "message"), ("action", "actions"),
        ("dismisable", "dismissible"), ("Level", "level"), ("tll", "ttl"), ("gruop", "group"),
    ])
    func suggestsTheNearestKey(_ typo: String, _ key: String) {
        #expect(NearestWord.suggestion(for: typo, among: keys) == key)
    }

    @Test(arguments: ["colour", "x", "", "priority", "levellevel"])
    func staysQuietWhenNothingIsClose(_ word: String) {
        #expect(NearestWord.suggestion(for: word, among: keys) == nil)
    }

    /// With nothing within an edit or so, a word that begins exactly one
    /// candidate suggests it; one that begins several, none.
    @Test func anAbbreviationSuggestsTheOneWordItBegins() {
        #expect(NearestWord.suggestion(for: "hi", among: ["low", "normal", "high", "required"]) == "high")
        #expect(NearestWord.suggestion(for: "REQ", among: ["low", "normal", "high", "required"]) == "required")
        #expect(NearestWord.suggestion(for: "re", among: ["request", "release", "remove"]) == nil)
        #expect(NearestWord.suggestion(for: "h", among: ["high"]) == nil)
    }

    @Test func neverSuggestsTheWordItself() {
        #expect(NearestWord.suggestion(for: "level", among: ["level"]) == nil)
    }

    @Test func countsASwapAsOneEdit() {
        #expect(NearestWord.editDistance(Array("ab".unicodeScalars), Array("ba".unicodeScalars)) == 1)
        #expect(NearestWord.editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
    }

    @Test func aHugeWordAmongShortCandidatesFindsNothing() {
        let huge = String(repeating: "x", count: 1_000_000)
        #expect(NearestWord.suggestion(for: huge, among: Array(repeating: "level", count: 10_000)) == nil)
    }

    /// The whole table, as the textbook fills it: the model the banded
    /// distance is checked against.
    private func referenceDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: rhs.count + 1), count: lhs.count + 1)
        for i in 0...lhs.count { table[i][0] = i }
        for j in 0...rhs.count { table[0][j] = j }
        for i in stride(from: 1, through: lhs.count, by: 1) {
            for j in stride(from: 1, through: rhs.count, by: 1) {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[lhs.count][rhs.count]
    }

    @Test func theBandAgreesWithTheWholeTable() {
        var generator = SplitMix64(seed: 0x6E65_6172)
        let alphabet = Array("abc".unicodeScalars)
        func word() -> [Unicode.Scalar] {
            (0..<Int.random(in: 0...9, using: &generator)).map { _ in
                alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
            }
        }
        for _ in 0..<5_000 {
            let (lhs, rhs) = (word(), word())
            let expected = referenceDistance(lhs, rhs)
            #expect(NearestWord.editDistance(lhs, rhs) == expected, "\(lhs) \(rhs)")
            for limit in 0...4 {
                let banded = NearestWord.editDistance(lhs, rhs, atMost: limit)
                #expect(banded == (expected <= limit ? expected : nil), "\(lhs) \(rhs) within \(limit)")
            }
        }
    }

    @Test func theBandKeepsTheWorkLinear() {
        // Two long names of the same length, a typo apart: the whole table
        // would be 10^10 cells, the band of width 7 is at most 7 per row.
        let typed = Array((String(repeating: "ab", count: 50_000) + "x").unicodeScalars)
        let known = Array((String(repeating: "ab", count: 50_000) + "y").unicodeScalars)
        var cells = 0
        #expect(NearestWord.editDistance(typed, known, atMost: 3, cellsWorkedOut: &cells) == 1)
        #expect(cells <= 7 * typed.count)
        // Far apart from the start: the band gives up after a few rows.
        cells = 0
        let other = Array(String(repeating: "z", count: typed.count).unicodeScalars)
        #expect(NearestWord.editDistance(typed, other, atMost: 3, cellsWorkedOut: &cells) == nil)
        #expect(cells <= 7 * 5)
    }

    @Test func aLongTypoOfALongNameIsSuggested() {
        let name = String(repeating: "splash-", count: 20_000)
        var typo = name
        typo.removeLast()
        #expect(NearestWord.suggestion(for: typo, among: ["other", name]) == name)
    }
}
