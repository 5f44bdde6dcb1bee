/// A change to the pending queue: an alert entered it at its place in queue
/// order, or the alert at a place left it.
package enum QueueChange: Sendable, Equatable {
    case inserted(AlertID, QueueOrder)
    case removed(QueueOrder)
}

/// A change to the visible stack, by position (bottom is 0).
package enum VisibleChange: Sendable, Equatable {
    case inserted(AlertID, at: Int)
    case removed(at: Int)
}

/// Where an event sits among the changes a machine has recorded: the stacks
/// after the event are the stacks after the first `queueChanges` queue
/// changes and the first `visibleChanges` visible ones, with `masks` dim layers.
package struct StackStamp: Hashable, Sendable, Codable {
    package var queueChanges: Int
    package var visibleChanges: Int
    package var masks: Int
}

/// The changes a structure made since a consumer last took them, numbered
/// from the first change it ever recorded.
///
/// Recording costs an append per change: nobody copies a whole queue until
/// a consumer asks for the stacks (see ``StacksMirror``).
///
/// Invariant: change `i` (counted from the first ever recorded) is
/// `changes[i - dropped]` while `i >= dropped`.
package struct ChangeLog<Change: Sendable>: Sendable {
    /// Changes not yet taken, oldest first.
    private(set) var changes: [Change] = []
    /// How many changes were taken before `changes[0]`.
    private(set) var dropped = 0

    init() {}

    /// How many changes were ever recorded: what an event made now is stamped with.
    ///
    /// - Complexity: O(1)
    var count: Int { dropped + changes.count }

    /// - Complexity: O(1) amortized
    mutating func append(_ change: Change) { changes.append(change) }

    /// Forgets every change recorded so far, keeping the storage.
    ///
    /// - Complexity: O(*k*) for *k* changes held.
    mutating func removeAll() {
        dropped += changes.count
        changes.removeAll(keepingCapacity: true)
    }

    /// The change numbered `number`, if it is still held.
    ///
    /// - Complexity: O(1)
    subscript(number: Int) -> Change? {
        let index = number - dropped
        return changes.indices.contains(index) ? changes[index] : nil
    }
}
