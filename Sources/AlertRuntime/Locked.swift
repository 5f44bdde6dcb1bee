import Foundation

/// A value behind a lock, for the few pieces of runtime state that must be
/// reached without awaiting the center (a ticket's outcome, subscribers).
///
/// Invariant: `value` is only read or written while `lock` is held.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    /// Runs `body` with exclusive access to the value.
    ///
    /// - Complexity: O(1) plus `body`.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
