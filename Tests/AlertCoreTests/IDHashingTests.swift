import Testing

@testable import AlertCore

@Suite("IDHashing (internals)")
struct IDHashingTests {
    /// Seeds for runs that must not depend on the process's seed.
    static let seeds: [UInt64] = [0, 1, 0x0123_4567_89AB_CDEF, .max]

    @Test("Exactly three scalars beyond ASCII equal a one-scalar ASCII string: the ones the hash maps")
    func theOnlyScalarsEqualToASCII() {
        let ascii = Set((0..<0x80).map { String(UnicodeScalar(UInt8($0))) })
        var equalToASCII: [UInt32] = []
        for value in UInt32(0x80)...0x10_FFFF {
            guard let scalar = UnicodeScalar(value), ascii.contains(String(scalar)) else { continue }
            equalToASCII.append(value)
        }
        #expect(equalToASCII == [0x037E, 0x1FEF, 0x212A])
    }

    @Test("Equal ids hash alike, on every path: ASCII, the three mapped scalars, and Hasher", arguments: seeds)
    func equalIDsHashAlike(seed: UInt64) {
        let hashing = IDHashing(seed: seed)
        // Pieces whose strings of up to three cover ids under eight bytes,
        // exactly eight, and longer (the overlapping last word), with a
        // mapped scalar or a combining mark at the start, the middle or the end.
        let pieces = [
            "K", "\u{212A}", ";", "\u{37E}", "`", "\u{1FEF}", "é", "e\u{301}", "alert-1", "red-packet",
            "\u{301}", "领", "",
        ]
        var ids: [String] = []
        for first in pieces {
            for second in pieces {
                for third in pieces { ids.append(first + second + third) }
            }
        }
        var groups: [String: [String]] = [:]
        for id in ids { groups[id, default: []].append(id) }
        var mismatches: [String] = []
        for members in groups.values {
            let hashes = Set(members.map { hashing.hash($0) })
            if hashes.count != 1 { mismatches.append(members.map(Self.scalars).joined(separator: " == ")) }
        }
        #expect(mismatches.count == 0, "equal ids with different hashes: \(mismatches.prefix(3))")
        // The mapped scalars took part: some groups hold differently spelt ids.
        #expect(groups.values.contains { Set($0.map { Array($0.unicodeScalars) }).count > 1 })
    }

    /// An id's scalars in hexadecimal, where printing it would hide the difference.
    static func scalars(_ id: String) -> String {
        "[" + id.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") + "]"
    }

    @Test("Distinct ids spread over the index's low bits, 1 to 36 bytes long, ASCII or not", arguments: seeds)
    func distinctIDsSpread(seed: UInt64) {
        let hashing = IDHashing(seed: seed)
        // 10,000 ids into 65,536 buckets: about 9,270 distinct buckets for a
        // random function. A hash that dropped bytes would fall far below:
        // the ids of each family differ only in a few bytes.
        let families: [(Int) -> String] = [
            { "alert-\($0)" },
            { "\($0)" },
            { String(repeating: "x", count: $0 % 33) + "-\($0 / 33)" },
            { "\($0)" + String(repeating: "y", count: 30) },
            { "feature-guide-\($0)-€" },
        ]
        for (index, family) in families.enumerated() {
            let buckets = Set((0..<10_000).map { hashing.hash(family($0)) & 0xFFFF })
            #expect(buckets.count > 9_000, "family \(index): \(buckets.count) buckets")
        }
    }

    @Test("The seed changes the hash, and a table looks ids up alike under any seed", arguments: seeds)
    func seeded(seed: UInt64) {
        let ids = (0..<200).map { "alert-\($0)" }
        let other = IDHashing(seed: seed ^ 0x5555)
        let hashing = IDHashing(seed: seed)
        #expect(ids.filter { hashing.hash($0) == other.hash($0) }.count < 3)
        var table = AlertTable(hashing: hashing)
        var slots: [String: Int32] = [:]
        for id in ids + ["\u{212A}ey", "e\u{301}"] {
            slots[id] = table.insertPending(id)
        }
        for (id, slot) in slots { #expect(table.slot(of: id) == slot) }
        #expect(table.slot(of: "Key") == slots["\u{212A}ey"])
        #expect(table.slot(of: "é") == slots["e\u{301}"])
        #expect(table.slot(of: "alert-200") == nil)
        table._checkInvariants()
    }
}
