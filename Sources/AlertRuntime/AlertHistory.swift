public import Foundation

/// What frequency caps need to survive a relaunch: when capped alerts were
/// first presented, per cap name, as wall-clock dates.
///
/// The center reads it when it is created and, while an alert that names a
/// cap is pending or visible, before every command (through
/// ``update(_:)``); it writes it after every presentation that a cap counts.
public protocol AlertHistory: Sendable {
    /// Counted presentations by cap name, oldest first.
    func presentations() -> [String: [Date]]
    /// Replaces the stored presentations. Through the default
    /// ``update(_:)``, the center calls it on its own executor after each
    /// command that changed what caps count, so it should be quick; a
    /// failure is kept in ``AlertCenter/historyError`` and the center goes
    /// on with the caps it has in memory.
    func save(_ presentations: [String: [Date]]) throws
    /// Runs `body` with no other writer of the same store in between, and
    /// stores what it returns: the read, the center's judgement and the write
    /// are one step. `body` gets the presentations as stored now, by every
    /// writer, or `nil` when the store has no writer but this one; it
    /// returns what to store, or `nil` to store nothing. Call `body` at
    /// most once: it is the center's command, and running it again would
    /// apply the command twice (a store that retries on a conflict retries
    /// the read and the write around one call, not the call).
    ///
    /// It runs on the center's actor, which waits for it: a store that
    /// blocks (a lock another process holds, a slow disk) blocks every call
    /// on the center meanwhile, and one thread of the cooperative pool.
    ///
    /// While a capped alert is pending or visible, the center sends every
    /// command through it, so that two processes sharing one store judge a
    /// cap on each other's presentations.
    /// ``FileAlertHistory`` holds a lock on the file meanwhile. The default
    /// passes `nil` and calls ``save(_:)``: right for a history no other
    /// process writes.
    ///
    /// - Throws: when the store cannot be read, locked or written; `body`
    ///   has then not run, or what it returned was not stored.
    func update(_ body: ([String: [Date]]?) -> [String: [Date]]?) throws
}

extension AlertHistory {
    /// Calls `body` with `nil` and saves what it returns: a history only this
    /// process writes has nothing to merge.
    ///
    /// - Complexity: that of `body` and ``save(_:)``.
    public func update(_ body: ([String: [Date]]?) -> [String: [Date]]?) throws {
        if let presentations = body(nil) { try save(presentations) }
    }
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
