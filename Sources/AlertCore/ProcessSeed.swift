/// Sixty-four random bits drawn once per process from `Hasher`'s own seed,
/// for the structures whose shape must not be foreseeable from their input:
/// where ``IDHashing`` files an id, and the priorities of the visible
/// stack's tree. They differ from run to run, as Swift's own hashing does,
/// unless `SWIFT_DETERMINISTIC_HASHING` is set. Nothing the scheduler
/// reports depends on them.
enum ProcessSeed {
    /// The seed.
    ///
    /// - Complexity: O(1)
    static let value: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0x616C_6572_7473 as UInt64)
        return UInt64(UInt(bitPattern: hasher.finalize()))
    }()
}
