import Foundation

/// A value behind a lock that tests share between tasks and threads: what
/// they record from callbacks, clocks they move by hand. Built on `NSLock`
/// rather than Synchronization's `Mutex`, which needs macOS 15, so that the
/// tests build for every platform `Package.swift` declares.
///
/// Invariant: the value is only read or written while the lock is held.
public final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A lock around `value`.
    public init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, the lock held.
    ///
    /// - Complexity: O(1) plus `body`.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
