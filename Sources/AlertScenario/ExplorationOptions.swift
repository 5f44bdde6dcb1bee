public import AlertCore

/// How ``Explorer`` searches a scenario's runs (the options of `alert-tui explore`).
public struct ExplorationOptions: Hashable, Sendable {
    /// The model the runs go through.
    public var mode: ReplayMode
    /// How many runs at most: random runs, or the limit on the exhaustive grid.
    /// From 1 to ``maximumRuns``.
    public var runs: Int
    /// The seed random runs are drawn from.
    public var seed: UInt64
    /// When set, every run of the grid of this resolution instead of random runs.
    public var resolution: Milliseconds?
    /// How many threads run at once (the results are the same for any value).
    public var jobs: Int
    /// The slice of the run set to run, for a CI matrix; `nil` for all of it.
    public var shard: ExplorationShard?

    /// The most runs one exploration takes.
    public static let maximumRuns = 1_000_000_000

    /// Options with the defaults of `alert-tui explore` (scheduled mode,
    /// 10,000 random runs from seed 1), on one job where the command takes
    /// every core: the verdicts are the same for any number of jobs.
    ///
    /// - Complexity: O(1)
    public init(
        mode: ReplayMode = .scheduled,
        runs: Int = 10_000,
        seed: UInt64 = 1,
        resolution: Milliseconds? = nil,
        jobs: Int = 1,
        shard: ExplorationShard? = nil
    ) {
        (self.mode, self.runs, self.seed) = (mode, runs, seed)
        (self.resolution, self.jobs, self.shard) = (resolution, jobs, shard)
    }
}

/// The `K`-th of `N` deterministic slices of a run set (`--shard K/N`).
public struct ExplorationShard: Hashable, Sendable, Codable, CustomStringConvertible {
    /// 1-based: 1 ... ``count``.
    public var index: Int
    /// How many slices the run set is cut into.
    public var count: Int

    /// The `index`-th of `count` slices; `nil` unless 1 ≤ `index` ≤ `count`.
    ///
    /// - Complexity: O(1)
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `K/N`.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// Whether this is the one slice (`1/1`): it holds the whole run set,
    /// so it can judge a `sometimes` on its own.
    public var isOnlyShard: Bool { count == 1 }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }

    /// The run indices of this slice of `total` runs: contiguous, and the
    /// slices of 1/N ... N/N together cover 0 ..< total once each.
    ///
    /// - Complexity: O(1)
    public func slice(of total: Int) -> Range<Int> {
        func bound(_ k: Int) -> Int {
            // total * k / count in full width: k ≤ count, so the quotient is at most total.
            let product = total.multipliedFullWidth(by: k)
            return count.dividingFullWidth((product.high, product.low)).quotient
        }
        return bound(index - 1)..<bound(index)
    }
}

extension ExplorationShard {
    /// Decodes a shard, refusing one whose index is not 1 ... count (a
    /// summary edited by hand, or of another version).
    ///
    /// - Complexity: O(1)
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let index = try container.decode(Int.self, forKey: .index)
        let count = try container.decode(Int.self, forKey: .count)
        guard let shard = ExplorationShard(index: index, count: count) else {
            throw DecodingError.dataCorruptedError(
                forKey: .index, in: container, debugDescription: "shard \(index)/\(count) is not 1 ... \(count)")
        }
        self = shard
    }
}

/// Why an exploration cannot start: bad options or a file with nothing to judge.
public struct ExplorationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, as one sentence.
    public var message: String

    /// An error saying `message`.
    ///
    /// - Complexity: O(1)
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
