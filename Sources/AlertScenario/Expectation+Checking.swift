public import AlertCore
import TerminalText

/// The first field of an `expect` that did not hold.
public struct ExpectationFailure: Hashable, Sendable, CustomStringConvertible {
    public var time: Milliseconds
    public var location: SourceLocation
    public var field: String
    public var wanted: String
    public var got: String

    public var description: String {
        "at \(DurationText.instant(time)) (line \(location.line)): \(field): wanted \(wanted), got \(got)"
    }
}

extension Expectation {
    /// How many more alerts than an expectation names a stack may hold and
    /// still be listed in a failure; beyond that only its size is given.
    static let listedSurplus = 16

    /// The first field that does not match the machine, in the order
    /// visible, pending, mask, masks.
    ///
    /// - Complexity: O(*k* log *k*) for the *k* ids the expectation names:
    ///   a stack much longer than that is told apart by its size alone, so
    ///   `check` stays linear in the size of the file however long the queue.
    func firstMismatch(in machine: any AlertStateMachine, at step: ScenarioStep) -> ExpectationFailure? {
        func failure(_ field: String, _ wanted: [AlertID], _ got: String) -> ExpectationFailure {
            ExpectationFailure(
                time: step.time, location: step.location, field: field, wanted: Self.list(wanted), got: got)
        }
        let ledger = machine.ledger
        if let visible, let got = Self.mismatch(visible, count: ledger.visible, ids: { machine.visible }) {
            return failure("visible", visible, got)
        }
        if let pending, let got = Self.mismatch(pending, count: ledger.pending, ids: { machine.pending }) {
            return failure("pending", pending, got)
        }
        if let mask, mask != (machine.masks > 0) {
            return ExpectationFailure(
                time: step.time, location: step.location, field: "mask", wanted: String(mask),
                got: String(machine.masks > 0))
        }
        if let masks, masks != machine.masks {
            return ExpectationFailure(
                time: step.time, location: step.location, field: "masks", wanted: String(masks),
                got: String(machine.masks))
        }
        return nil
    }

    /// What a stack of `count` alerts shows when it is not `wanted`, or
    /// `nil` when it is: the ids from `ids` in brackets, or just how many
    /// there are when that is far more than `wanted` names.
    private static func mismatch(_ wanted: [AlertID], count: Int, ids: () -> [AlertID]) -> String? {
        guard count <= wanted.count + listedSurplus else { return "\(count) alerts (too many to list)" }
        let actual = ids()
        return actual == wanted ? nil : list(actual)
    }

    /// `[a, b, c]`.
    private static func list(_ ids: [AlertID]) -> String { "[" + ids.joined(separator: ", ") + "]" }
}
