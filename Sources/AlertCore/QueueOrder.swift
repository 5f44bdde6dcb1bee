/// Where an alert stands in the queue: higher level first, then earlier
/// request first (FIFO among equals, which a plain heap would not keep).
///
/// Stored as two unsigned ranks whose pair, read as one 128-bit number,
/// is smaller exactly when the order comes first: the level's bits with
/// the sign flipped and then all inverted (higher first), and the
/// sequence in the upper half of the second word (earlier first), whose
/// lower half is zero: a ``QueueEntry`` keeps its slot there. Comparing
/// them is a subtraction with borrow, which leaves the heap's choice of the
/// smallest child to conditional moves instead of branches that a queue of
/// mixed levels mispredicts half the time.
///
/// Invariant: the sequence is in `0 ..< sequenceLimit`. The scheduler
/// numbers its live alerts afresh before a request would reach the limit
/// (see `AlertScheduler.renumberSequences()`).
package struct QueueOrder: Comparable, Hashable, Sendable {
    fileprivate var levelRank: UInt64
    fileprivate var sequenceRank: UInt64
    private static var signBit: UInt64 { 1 << 63 }

    /// Sequences are below this: 32 bits of request order.
    static var sequenceLimit: Int { 1 << 32 }

    /// The order of a request of `level` with `sequence`, which must be in
    /// `0 ..< sequenceLimit` (only its low 32 bits are kept).
    init(level: AlertLevel, sequence: Int) {
        levelRank = ~(UInt64(bitPattern: Int64(level.rawValue)) ^ Self.signBit)
        sequenceRank = Self.rank(ofSequence: sequence)
    }

    fileprivate init(levelRank: UInt64, sequenceRank: UInt64) {
        self.levelRank = levelRank
        self.sequenceRank = sequenceRank
    }

    var level: AlertLevel { AlertLevel(Int(Int64(bitPattern: ~levelRank ^ Self.signBit))) }
    /// Request order, unique per scheduler; kept across suspensions.
    var sequence: Int { Int(sequenceRank >> 32) }

    /// The same level with the sequence `renumber` maps this one to (for
    /// renumbering, which keeps the order of live alerts).
    func renumbered(_ renumber: (Int) -> Int) -> QueueOrder {
        QueueOrder(levelRank: levelRank, sequenceRank: Self.rank(ofSequence: renumber(sequence)))
    }

    /// The second word of an order with `sequence`: its low 32 bits, in the
    /// upper half.
    private static func rank(ofSequence sequence: Int) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: sequence)) << 32
    }

    @inline(__always)
    package static func < (lhs: QueueOrder, rhs: QueueOrder) -> Bool {
        precedes(lhs.levelRank, lhs.sequenceRank, rhs.levelRank, rhs.sequenceRank)
    }

    /// Whether the 128-bit number `high₁:low₁` is below `high₂:low₂`.
    @inline(__always)
    fileprivate static func precedes(_ high1: UInt64, _ low1: UInt64, _ high2: UInt64, _ low2: UInt64) -> Bool {
        // UInt128 is in the standard library from these releases on (and
        // everywhere else): one subtraction with borrow. Before them, a pair.
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return UInt128(high1) << 64 | UInt128(low1) < UInt128(high2) << 64 | UInt128(low2)
        }
        return precedesAsPair(high1, low1, high2, low2)
    }

    /// ``precedes`` where `UInt128` is missing: the words compared as a pair.
    /// (Separate so that a test can run it on every platform.)
    static func precedesAsPair(_ high1: UInt64, _ low1: UInt64, _ high2: UInt64, _ low2: UInt64) -> Bool {
        (high1, low1) < (high2, low2)
    }

    /// The two words, for a test of ``precedesAsPair(_:_:_:_:)``.
    var words: (high: UInt64, low: UInt64) { (levelRank, sequenceRank) }
}

/// A pending alert's queue order and slot in 16 bytes: the order's two
/// words, with the slot in the low half of the second, where the order
/// keeps zeros. Beside the order the slot would take 8 bytes more (the
/// words' alignment pads it), and a heap node's four children would span
/// 96 bytes instead of 64.
///
/// Entries compare as their orders do: sequences are unique among live
/// alerts, so the slot below them never decides.
struct QueueEntry: SlotHeapEntry {
    private var levelRank: UInt64
    private var sequenceAndSlot: UInt64

    init(key: QueueOrder, slot: Int32) {
        levelRank = key.levelRank
        sequenceAndSlot = key.sequenceRank | UInt64(UInt32(bitPattern: slot))
    }

    var key: QueueOrder { QueueOrder(levelRank: levelRank, sequenceRank: sequenceAndSlot & ~0xFFFF_FFFF) }
    var slot: Int32 { Int32(bitPattern: UInt32(truncatingIfNeeded: sequenceAndSlot)) }

    @inline(__always)
    static func precedes(_ lhs: QueueEntry, _ rhs: QueueEntry) -> Bool {
        QueueOrder.precedes(lhs.levelRank, lhs.sequenceAndSlot, rhs.levelRank, rhs.sequenceAndSlot)
    }
}
