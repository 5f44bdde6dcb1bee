public import Foundation

/// What frequency caps need to survive a relaunch: when capped alerts were
/// first presented, per cap name, as wall-clock dates.
///
/// The center reads it once when it is created and writes it after every
/// presentation that a cap counts.
public protocol AlertHistory: Sendable {
    /// Counted presentations by cap name, oldest first.
    func presentations() -> [String: [Date]]
    /// Replaces the stored presentations. The center calls it on its own
    /// executor after each command that changed what caps count, so it
    /// should be quick; a failure is kept in ``AlertCenter/historyError``
    /// and the center goes on with the caps it has in memory.
    func save(_ presentations: [String: [Date]]) throws
}

/// A history kept in memory: for tests, and for apps without caps.
public final class InMemoryAlertHistory: AlertHistory {
    private let stored: Locked<[String: [Date]]>

    /// A history holding `presentations`.
    ///
    /// - Complexity: O(*p*) for *p* presentations
    public init(_ presentations: [String: [Date]] = [:]) {
        stored = Locked(presentations)
    }

    /// The presentations as last saved.
    ///
    /// - Complexity: O(1)
    public func presentations() -> [String: [Date]] { stored.withLock { $0 } }

    /// Keeps `presentations` in memory; never fails.
    ///
    /// - Complexity: O(1)
    public func save(_ presentations: [String: [Date]]) {
        stored.withLock { $0 = presentations }
    }
}
