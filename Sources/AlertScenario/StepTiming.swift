public import AlertCore

/// How a step's instant is chosen in a run (docs/explore.md).
public enum StepTiming: Hashable, Sendable {
    /// `at: T` (T...T) or `at: A..B`: an absolute instant in the range, both ends included.
    case at(ClosedRange<Milliseconds>)
    /// `after: D` (D...D) or `after: A..B`: a delay after the instant the previous step in the file got
    /// in this run (whether or not that step happened).
    case after(ClosedRange<Milliseconds>)
    /// Neither `at` nor `after`: the previous step's instant in this run (0 for the first step).
    case withPrevious
}

extension StepTiming {
    /// Whether a run chooses a value here: a range whose bounds differ.
    ///
    /// - Complexity: O(1)
    public var isRanged: Bool {
        switch self {
        case .at(let range), .after(let range): range.lowerBound < range.upperBound
        case .withPrevious: false
        }
    }

    /// The instants (`at`) or delays (`after`) allowed; `nil` for ``withPrevious``.
    ///
    /// - Complexity: O(1)
    public var range: ClosedRange<Milliseconds>? {
        switch self {
        case .at(let range), .after(let range): range
        case .withPrevious: nil
        }
    }

    /// Whether a step with this timing gets an instant that varies from run
    /// to run, when the step before it gets one that varies or not: a range
    /// does, a fixed `at` does not, and the others move with the step before.
    ///
    /// - Complexity: O(1)
    func varies(afterOneThatVaries previousVaries: Bool) -> Bool {
        switch self {
        case .at: isRanged
        case .after, .withPrevious: isRanged || previousVaries
        }
    }
}
