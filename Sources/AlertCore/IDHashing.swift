/// The hash an ``AlertTable`` indexes ids by: a seeded multiply-and-fold
/// over the id's UTF-8 words where the id is ASCII, and the standard
/// library's `Hasher` (SipHash) where it is not.
///
/// An id is hashed once per request and once per command that names an
/// alert (a dismissal by id, an addressed gesture). `String.hashValue`
/// costs about 250 instructions for a short id, most of it SipHash rounds
/// and the normalisation check; the fold costs a few dozen.
///
/// Equal ids must hash alike, and `String` equality is canonical
/// equivalence: `"\u{212A}"` (KELVIN SIGN) `== "K"`. An id whose canonical
/// form is ASCII is made of ASCII scalars and the three scalars that
/// decompose canonically to one ASCII scalar (U+037E to `;`, U+1FEF to
/// `` ` ``, U+212A to `K`; a test checks every scalar). Such an id is hashed
/// as its ASCII form. Every other id has a canonical form beyond ASCII, so
/// it equals no id of the first kind, and `Hasher` may hash it.
///
/// The seed comes from `Hasher`, so it differs from process to process (as
/// Swift's own hashing does, unless `SWIFT_DETERMINISTIC_HASHING` is set):
/// ids crafted to collide in one run do not collide in the next, as with
/// the seeded word hashes of Go's maps. Nothing the scheduler reports
/// depends on the hash; only where the table's index looks first.
struct IDHashing: Sendable {
    /// Mixed into every hash.
    let seed: UInt64

    /// Hashing with this process's seed (``ProcessSeed``).
    init() { self.init(seed: ProcessSeed.value) }

    /// Hashing with `seed`: for tests that need the same hashes every run.
    init(seed: UInt64) { self.seed = seed }

    /// The hash of `id`, truncated to the table's 32 bits.
    ///
    /// - Complexity: O(*k*) in the length of `id`.
    @inline(__always)
    func hash(_ id: AlertID) -> UInt32 {
        OperationCounts.countHash()
        if let folded = id.utf8.withContiguousStorageIfAvailable(foldBytes), folded.isASCII { return folded.hash }
        return hashAsCanonicalForm(id)
    }

    /// The fold of `bytes`, and whether they were all ASCII (the hash is
    /// the id's only then).
    ///
    /// Eight bytes at a time, little-endian, then the last one to seven
    /// bytes as one word: two overlapping 4-byte reads, or for one to three
    /// bytes the first, middle and last. With the length mixed in, the word
    /// determines those bytes.
    ///
    /// The tail is read inside the 8-byte word it lies in. A short id's
    /// bytes are a copy of the string's two words on the stack, and a load
    /// that straddles both (as a shifted read of the last eight bytes did)
    /// cannot be forwarded from the two stores: it waits for them instead.
    @inline(__always)
    private func foldBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt32, isASCII: Bool) {
        let raw = UnsafeRawBufferPointer(bytes)
        let count = raw.count
        var state = seed ^ (UInt64(truncatingIfNeeded: count) &* Self.lengthFactor)
        var highBits: UInt64 = 0
        var offset = 0
        while count &- offset >= 8 {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            highBits |= word
            state = Self.fold(state ^ word, Self.wordFactor)
            offset &+= 8
        }
        let rest = count &- offset
        if rest > 0 {
            let word: UInt64
            if rest >= 4 {
                let first = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                let last = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
                word = UInt64(first) &<< 32 | UInt64(last)
            } else {
                word = UInt64(raw[offset]) &<< 16 | UInt64(raw[offset &+ rest &>> 1]) &<< 8 | UInt64(raw[count &- 1])
            }
            highBits |= word
            state = Self.fold(state ^ word, Self.tailFactor)
        }
        return (Self.finish(state), highBits & 0x8080_8080_8080_8080 == 0)
    }

    /// An id with a byte above ASCII: hashed as its ASCII form when its
    /// canonical form is ASCII, otherwise with `Hasher`, which hashes
    /// canonically equivalent strings alike.
    private func hashAsCanonicalForm(_ id: AlertID) -> UInt32 {
        var ascii: [UInt8] = []
        for scalar in id.unicodeScalars {
            switch scalar.value {
            case 0..<0x80: ascii.append(UInt8(truncatingIfNeeded: scalar.value))
            case 0x037E: ascii.append(UInt8(ascii: ";"))  // GREEK QUESTION MARK
            case 0x1FEF: ascii.append(UInt8(ascii: "`"))  // GREEK VARIA
            case 0x212A: ascii.append(UInt8(ascii: "K"))  // KELVIN SIGN
            default:
                var hasher = Hasher()
                hasher.combine(seed)
                hasher.combine(id)
                return Self.finish(UInt64(UInt(bitPattern: hasher.finalize())))
            }
        }
        return ascii.withUnsafeBufferPointer(foldBytes).hash
    }

    /// The high and low halves of the full product, folded together: every
    /// bit of either factor reaches the middle bits of the result.
    @inline(__always)
    private static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }

    /// A last fold, then the two halves together, so that the index's mask
    /// (the low bits) sees all of them.
    @inline(__always)
    private static func finish(_ state: UInt64) -> UInt32 {
        let mixed = fold(state ^ finishFactor, wordFactor)
        return UInt32(truncatingIfNeeded: mixed ^ (mixed >> 32))
    }

    // Odd constants with their bits spread: the fractional parts of the
    // golden ratio, of √2 (made odd) and of π, and one from SplitMix64.
    private static var lengthFactor: UInt64 { 0x9E37_79B9_7F4A_7C15 }
    private static var wordFactor: UInt64 { 0x6A09_E667_F3BC_C909 }
    private static var tailFactor: UInt64 { 0x243F_6A88_85A3_08D3 }
    private static var finishFactor: UInt64 { 0xBF58_476D_1CE4_E5B9 }
}
