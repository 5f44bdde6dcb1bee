/// The consumer's copy of a machine's stacks, kept up to date from the
/// machine's change log: transcripts and pictures need the stacks after
/// every event, the machine only records what changed.
///
/// The cost of a full copy of the queue moves here, to the consumer that
/// writes it out anyway; a machine that records stacks pays an append per
/// change.
///
/// Invariant: `pendingOrders` is strictly increasing and `pendingIDs[i]` is
/// the alert at `pendingOrders[i]`.
package struct StacksMirror: Sendable {
    private var visible: [AlertID] = []
    private var pendingOrders: [QueueOrder] = []
    private var pendingIDs: [AlertID] = []

    package init() {}

    /// Applies the changes up to each event's stamp and gives the event the
    /// stacks as they stood then; then applies the rest.
    ///
    /// - Complexity: O(*n*) per change and per event, for *n* pending: the
    ///   price of a full list of the queue after every event.
    mutating func fill(
        _ events: inout [AlertEvent], queue: inout ChangeLog<QueueChange>,
        visible visibleLog: inout ChangeLog<VisibleChange>
    ) {
        var nextQueue = queue.count - queue.changes.count
        var nextVisible = visibleLog.count - visibleLog.changes.count
        for index in events.indices {
            guard let stamp = events[index].stamp else { continue }
            while nextQueue < stamp.queueChanges, let change = queue[nextQueue] {
                apply(change)
                nextQueue += 1
            }
            while nextVisible < stamp.visibleChanges, let change = visibleLog[nextVisible] {
                apply(change)
                nextVisible += 1
            }
            events[index].stacks = AlertStacks(visible: visible, pending: pendingIDs, masks: stamp.masks)
            events[index].stamp = nil
        }
        while let change = queue[nextQueue] {
            apply(change)
            nextQueue += 1
        }
        while let change = visibleLog[nextVisible] {
            apply(change)
            nextVisible += 1
        }
        queue.removeAll()
        visibleLog.removeAll()
    }

    private mutating func apply(_ change: QueueChange) {
        switch change {
        case .inserted(let id, let order):
            let position = lowerBound(of: order)
            pendingOrders.insert(order, at: position)
            pendingIDs.insert(id, at: position)
        case .removed(let order):
            let position = lowerBound(of: order)
            guard position < pendingOrders.count, pendingOrders[position] == order else { return }
            pendingOrders.remove(at: position)
            pendingIDs.remove(at: position)
        }
    }

    private mutating func apply(_ change: VisibleChange) {
        switch change {
        case .inserted(let id, let position): visible.insert(id, at: Swift.min(Swift.max(position, 0), visible.count))
        case .removed(let position): if visible.indices.contains(position) { visible.remove(at: position) }
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
    /// Sends `command` and gives each event the stacks as they stood after
    /// it, from `mirror`, which must have seen every earlier command of
    /// this machine since ``recordsStacks`` was turned on.
    package mutating func send(_ command: AlertCommand, recordingInto mirror: inout StacksMirror) -> [AlertEvent] {
        var events = send(command)
        takeStackChanges(into: &mirror, filling: &events)
        return events
    }
}
