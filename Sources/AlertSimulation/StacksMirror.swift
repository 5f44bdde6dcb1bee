import AlertCore

/// The consumer's copy of a machine's stacks, kept up to date from the
/// machine's change log: transcripts and pictures need the stacks after
/// every event, and the machine only logs what changed, so a full copy of
/// the queue is made only where one is written out.
///
/// Invariant: `pendingOrders` is strictly increasing and `pendingIDs[i]` is
/// the alert at `pendingOrders[i]`.
package struct StacksMirror: Sendable {
    private var visible: [AlertID] = []
    private var pendingOrders: [QueueOrder] = []
    private var pendingIDs: [AlertID] = []

    package init() {}

    /// Applies `changes` in order and returns the stacks at each event
    /// marker, in order.
    ///
    /// - Complexity: O(*n*) per change and per event, for *n* pending: the
    ///   price of a full list of the queue after every event.
    package mutating func apply(_ changes: [StackChange]) -> [AlertStacks] {
        var stacks: [AlertStacks] = []
        apply(changes) { stacks.append($0) }
        return stacks
    }

    /// Applies `changes` in order and hands the stacks at each event marker
    /// to `body` as it comes, without collecting them: a consumer that drops
    /// each before the next leaves the mirror's arrays uniquely referenced,
    /// so they change in place (what `explore` does for every run).
    ///
    /// - Complexity: as ``apply(_:)``, without the array of results.
    package mutating func apply(_ changes: [StackChange], each body: (AlertStacks) -> Void) {
        for change in changes {
            switch change {
            case .pendingInserted(let id, let order):
                let position = lowerBound(of: order)
                pendingOrders.insert(order, at: position)
                pendingIDs.insert(id, at: position)
            case .pendingRemoved(let order):
                let position = lowerBound(of: order)
                guard position < pendingOrders.count, pendingOrders[position] == order else { continue }
                pendingOrders.remove(at: position)
                pendingIDs.remove(at: position)
            case .visibleInserted(let id, let position):
                visible.insert(id, at: Swift.min(Swift.max(position, 0), visible.count))
            case .visibleRemoved(let position):
                if visible.indices.contains(position) { visible.remove(at: position) }
            case .event(let masks):
                body(AlertStacks(visible: visible, pending: pendingIDs, masks: masks))
            }
        }
    }

    /// The first position whose order is not before `order`.
    private func lowerBound(of order: QueueOrder) -> Int {
        var low = 0
        var high = pendingOrders.count
        while low < high {
            let middle = (low + high) / 2
            if pendingOrders[middle] < order { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension StackRecording {
    /// Sends `command` and pairs each event with the stacks right after it,
    /// from `mirror`, which must have seen every change of this machine
    /// since ``recordsStacks`` was turned on. Changes logged by earlier
    /// commands and not yet taken are applied first.
    package mutating func send(_ command: AlertCommand, recordingInto mirror: inout StacksMirror) -> [RecordedEvent] {
        let events = send(command)
        let stacks = mirror.apply(takeStackChanges())
        assert(stacks.count >= events.count, "an event without its marker in the stack log")
        return zip(events, stacks.suffix(events.count)).map { RecordedEvent($0, stacks: $1) }
    }
}
