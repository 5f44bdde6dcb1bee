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

    @Test func neverSuggestsTheWordItself() {
        #expect(NearestWord.suggestion(for: "level", among: ["level"]) == nil)
    }

    @Test func countsASwapAsOneEdit() {
        #expect(NearestWord.editDistance(Array("ab".unicodeScalars), Array("ba".unicodeScalars)) == 1)
        #expect(NearestWord.editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
    }

    @Test func aHugeWordIsCheap() {
        let huge = String(repeating: "x", count: 1_000_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(NearestWord.suggestion(for: huge, among: Array(repeating: "level", count: 10_000)) == nil)
        }
        #expect(elapsed < .seconds(2))
    }
}
