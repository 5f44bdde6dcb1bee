public import AlertCore

/// Which runs an exploration goes through, each named by its index, so that
/// any slice of them (a job's chunk, a CI shard) is chosen the same way
/// whoever runs it.
///
/// Run 0 is always the nominal run.
public enum ExplorationRunSet: Hashable, Sendable {
    /// `count` runs: run 0 nominal, run *i* drawn at random from (`seed`, *i*) alone.
    case random(seed: UInt64, count: Int)
    /// Every run of the grid of `resolution` (each ranged value on its lower
    /// bound plus a multiple of `resolution`, or on its upper bound, with every
    /// combination of optional steps): `count` runs.
    case grid(resolution: Milliseconds, count: Int)

    /// How many runs the set has.
    ///
    /// - Complexity: O(1)
    public var count: Int {
        switch self {
        case .random(_, let count), .grid(_, let count): count
        }
    }

    /// The number of runs in the grid of `resolution` over `space`, or `nil`
    /// when it does not fit in an `Int`.
    ///
    /// - Complexity: O(*r* + *o*)
    public static func gridCount(of space: ExplorationSpace, resolution: Milliseconds) -> Int? {
        guard resolution > 0 else { return nil }
        var total = 1
        for range in space.ranges {
            let (product, overflow) = total.multipliedReportingOverflow(by: gridPoints(range, resolution))
            if overflow { return nil }
            total = product
        }
        for _ in space.optionalSteps {
            let (product, overflow) = total.multipliedReportingOverflow(by: 2)
            if overflow { return nil }
            total = product
        }
        return total
    }

    /// How many values of `range` lie on the grid of `resolution`: the lower
    /// bound plus multiples of it, and the upper bound.
    ///
    /// - Complexity: O(1)
    static func gridPoints(_ range: ClosedRange<Milliseconds>, _ resolution: Milliseconds) -> Int {
        let width = range.upperBound - range.lowerBound
        return width / resolution + 1 + (width % resolution == 0 ? 0 : 1)
    }

    /// Run `index` of the set over `space`.
    ///
    /// - Complexity: O(*r* + *o*)
    public func run(_ index: Int, in space: ExplorationSpace) -> ScenarioRun {
        var run = space.nominalRun
        fill(&run, index: index, in: space)
        return run
    }

    /// Overwrites `run` (shaped like `space`'s runs) with run `index`.
    ///
    /// - Complexity: O(*r* + *o*), no allocation.
    func fill(_ run: inout ScenarioRun, index: Int, in space: ExplorationSpace) {
        switch self {
        case .random(let seed, _):
            if index == 0 {
                for position in space.ranges.indices { run.values[position] = space.ranges[position].lowerBound }
                for position in run.happens.indices { run.happens[position] = true }
                return
            }
            var random = RunRandom(seed: seed, run: index)
            for position in space.ranges.indices {
                run.values[position] = random.next(in: space.ranges[position])
            }
            for position in run.happens.indices { run.happens[position] = random.nextBit() }
        case .grid(let resolution, _):
            // Mixed radix, ranged values first (the fastest-moving digits), then optional steps.
            var rest = index
            for position in space.ranges.indices {
                let range = space.ranges[position]
                let points = Self.gridPoints(range, resolution)
                let digit = rest % points
                rest /= points
                let onGrid = range.lowerBound + digit * resolution
                run.values[position] = digit == points - 1 ? range.upperBound : Swift.min(onGrid, range.upperBound)
            }
            for position in run.happens.indices {
                run.happens[position] = rest % 2 == 0
                rest /= 2
            }
        }
    }
}

/// The random choices of one run: SplitMix64 started from a hash of the seed
/// and the run's index, so run *i* is the same whichever job, chunk or shard
/// draws it, on any platform.
struct RunRandom {
    private var state: UInt64

    /// The generator of run `run` under `seed`.
    init(seed: UInt64, run: Int) {
        state = Self.mix(seed ^ 0x6A09_E667_F3BC_C909) ^ (UInt64(truncatingIfNeeded: run) &* 0xD1B5_4A32_D192_ED03)
    }

    /// SplitMix64's output function.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range`, each about equally likely (multiply-high:
    /// no division, the same on every platform).
    mutating func next(in range: ClosedRange<Milliseconds>) -> Milliseconds {
        let width = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        if width == 0 { return range.lowerBound &+ Milliseconds(truncatingIfNeeded: next()) }
        let offset = next().multipliedFullWidth(by: width).high
        return range.lowerBound &+ Milliseconds(truncatingIfNeeded: offset)
    }

    /// A coin toss.
    mutating func nextBit() -> Bool { next() >> 63 == 1 }
}
