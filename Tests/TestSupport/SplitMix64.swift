/// A small deterministic random number generator (Steele, Lea and Flood's
/// SplitMix64), so that a test's generated input is the same on every run
/// and a failing seed can be replayed.
///
/// Shared by the test targets that generate input without PropertyBased:
/// the player's random input runs, the loader's hostile junk and generated
/// duration text.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    ///
    /// - Complexity: O(1)
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
