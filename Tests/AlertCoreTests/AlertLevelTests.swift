import AlertCore
import AlertTranscript
import Foundation
import Testing

@Suite("AlertLevel")
struct AlertLevelTests {
    @Test("Named levels have the values of the specification")
    func namedValues() {
        #expect(AlertLevel.low.rawValue == 250)
        #expect(AlertLevel.normal.rawValue == 500)
        #expect(AlertLevel.high.rawValue == 750)
        #expect(AlertLevel.required.rawValue == 1_000)
        #expect(AlertLevel.named.map(\.name) == ["low", "normal", "high", "required"])
        #expect(AlertLevel.named.map(\.level) == [.low, .normal, .high, .required])
    }

    @Test("Arithmetic with integers, in place and not")
    func arithmetic() {
        #expect(AlertLevel.high + 10 == AlertLevel(760))
        #expect(AlertLevel.required - 1 == AlertLevel(999))
        var level = AlertLevel.normal
        level += 5
        #expect(level == 505)
        level -= 10
        #expect(level == 495)
        // A literal sum is still a level: no Int + AlertLevel to make it ambiguous.
        let literal: AlertLevel = 500 + 10
        #expect(literal == 510)
    }

    @Test("The distance between two levels, saturating at the ends of Int")
    func distance() {
        #expect(AlertLevel.high - .normal == 250)
        #expect(AlertLevel.low - .required == -750)
        #expect(AlertLevel(.max) - AlertLevel(-1) == .max)
        #expect(AlertLevel(.min) - AlertLevel(1) == .min)
        #expect(AlertLevel(.max) - AlertLevel(.min) == .max)
        #expect(AlertLevel(.min) - AlertLevel(.max) == .min)
        #expect(AlertLevel(.max) - AlertLevel(.max) == 0)
        #expect(AlertLevel(.max) + 1 == AlertLevel(.max))
        #expect(AlertLevel(.min) - 1 == AlertLevel(.min))
    }

    @Test("Comparable by value; integer literals are levels")
    func comparable() {
        let redPacket: AlertLevel = 600
        #expect(redPacket < .required)
        #expect(AlertLevel.low < .normal && AlertLevel.normal < .high && AlertLevel.high < .required)
        #expect(!(AlertLevel.high < .high))
        #expect([AlertLevel.required, 600, .low].sorted() == [.low, 600, .required])
        #expect(AlertLevel(rawValue: 42) == AlertLevel(42))
        #expect(max(AlertLevel.high, .required - 1) == 999)
    }

    @Test(
        "Parsing accepts integers, names and names with an offset",
        arguments: [
            ("600", 600), ("0", 0), ("-5", -5), ("low", 250), ("normal", 500), ("high", 750), ("required", 1_000),
            ("high+10", 760), ("required-1", 999), ("normal+0", 500), ("high-250", 500),
        ])
    func parses(text: String, value: Int) {
        #expect(AlertLevel(parsing: text) == AlertLevel(value))
    }

    @Test(
        "Parsing rejects anything else",
        arguments: [
            "", " ", "hi", "High", "REQUIRED", "high+", "high-", "+high", "high+-1", "high++1", "high+1x", "high+ 1",
            "high +1", "high+١", "6OO", "1.5", "required+9223372036854775807", "required-9223372036854775808",
            "99999999999999999999", "  high  ", "\thigh-250\n",
        ])
    func rejects(text: String) {
        #expect(AlertLevel(parsing: text) == nil)
    }

    @Test(
        "Description names a level, or an offset from the nearest within 100, or the number",
        arguments: [
            (1_000, "required"), (760, "high+10"), (499, "normal-1"), (250, "low"), (151, "low-99"),
            (150, "150"), (875, "875"), (2_000, "2000"), (-3, "-3"), (1_099, "required+99"),
        ])
    func describes(value: Int, text: String) {
        #expect(AlertLevel(value).description == text)
    }

    @Test("Every description of a level within 100 of a name parses back to it")
    func descriptionRoundTrips() {
        for value in 151...1_099 {
            let level = AlertLevel(value)
            #expect(AlertLevel(parsing: level.description) == level, "\(value) → \(level.description)")
        }
    }

    @Test("Encodes as a bare integer")
    func codable() throws {
        let data = try JSONEncoder().encode([AlertLevel.high, 42])
        #expect(String(decoding: data, as: UTF8.self) == "[750,42]")
        #expect(try JSONDecoder().decode([AlertLevel].self, from: Data("[1000,-1]".utf8)) == [.required, -1])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(AlertLevel.self, from: Data("\"high\"".utf8)) }
    }
}
