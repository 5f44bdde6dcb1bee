import AlertCore

/// A consumer's copy of a machine's stacks, followed from the events the
/// machine returns: transcripts, pictures and properties need the stacks
/// after every event, and a command can change them several times.
///
/// The events say what moved; the machine's invariants say where it went.
/// An accepted request joins the queue right after its `requested` event
/// (unless the next event turns it away: `coalesced`, or `dropped` by its
/// cap or group); a presentation moves an alert from the queue to the
/// screen; a suspension puts it back at its old place in queue order;
/// dismissals, cancellations, expiries and drops take it away. The
/// scheduler queues by level, then request order, and stacks by level,
/// then presentation (newer above), with one dim layer while anything
/// shows. The naive model piles every popup on top and counts its layers
/// as its documentation says (``AlertCore/NaiveAlertStack``).
///
/// It checks itself against the machine after every command it follows
/// (in debug builds; free in release builds).
///
/// Invariant: `pendingOrders` is strictly increasing and `pendingIDs[i]` is
/// the alert at `pendingOrders[i]`; `places` holds the queue order of every
/// pending and visible alert of a scheduler.
package struct StacksMirror: Sendable {
    /// How the followed machine stacks what it shows.
    private enum Stacking: Sendable {
        /// The scheduler: by level, then presentation.
        case byLevel
        /// The naive model: every popup on top.
        case pile
    }

    private let stacking: Stacking
    /// Visible ids, bottom first.
    private var visible: [AlertID] = []
    private var pendingOrders: [QueueOrder] = []
    private var pendingIDs: [AlertID] = []
    /// Where each live alert stands in queue order (the scheduler only).
    private var places: [AlertID: QueueOrder] = [:]
    /// The request order the next accepted request gets.
    private var nextSequence = 0
    /// A request accepted by its `requested` event, which joins the queue
    /// unless the next event turns it away.
    private var arriving: (id: AlertID, order: QueueOrder)?
    /// The naive model's dim layers, and whether its shared slot holds one.
    private var layers = 0
    private var slotHoldsLayer = false

    /// A mirror of `scheduler` as it stands.
    ///
    /// - Complexity: O(*n* log *n*) for *n* live alerts.
    fileprivate init(following scheduler: AlertScheduler) {
        stacking = .byLevel
        pendingIDs = scheduler.pending
        visible = scheduler.visible
        for id in pendingIDs + visible {
            guard let order = scheduler.queueOrder(of: id) else { continue }
            places[id] = order
            nextSequence = Swift.max(nextSequence, order.sequence + 1)
        }
        pendingOrders = pendingIDs.compactMap { places[$0] }
    }

    /// A mirror of `naive` as it stands.
    ///
    /// - Complexity: O(*v*)
    fileprivate init(following naive: NaiveAlertStack) {
        stacking = .pile
        visible = naive.visible
        layers = naive.masks
        slotHoldsLayer = naive.slotHoldsLayer
    }

    /// The stacks as the events followed so far left them.
    ///
    /// - Complexity: O(*n* + *v*)
    package var stacks: AlertStacks { AlertStacks(visible: visible, pending: pendingIDs, masks: masks) }

    private var masks: Int {
        switch stacking {
        case .byLevel: visible.isEmpty ? 0 : 1
        case .pile: layers
        }
    }

    /// Follows the `events` that `machine` returned for one command, in
    /// order, and returns the stacks after each. Debug builds then check
    /// the mirror against `machine`.
    ///
    /// - Complexity: O(*n* + *v*) per event, for *n* pending and *v*
    ///   visible: the price of full stacks after every event.
    package mutating func follow(_ events: [AlertEvent], of machine: some AlertStateMachine) -> [AlertStacks] {
        var stacks: [AlertStacks] = []
        stacks.reserveCapacity(events.count)
        follow(events, of: machine) { stacks.append($0) }
        return stacks
    }

    /// Follows the `events` that `machine` returned for one command and
    /// hands the stacks after each to `body` as it comes, without
    /// collecting them: a consumer that drops each before the next leaves
    /// the mirror's arrays uniquely referenced, so they change in place
    /// (what `explore` does for every run). Debug builds then check the
    /// mirror against `machine`.
    ///
    /// - Complexity: as ``follow(_:of:)``, without the array of results.
    package mutating func follow(
        _ events: [AlertEvent], of machine: some AlertStateMachine, each body: (AlertStacks) -> Void
    ) {
        for event in events {
            settleArrival(before: event.kind)
            apply(event)
            body(stacks)
        }
        settleArrival(before: nil)
        _check(against: machine)
    }

    /// Queues the request accepted last, unless `next` (the command's next
    /// event, `nil` after its last) turns it away.
    private mutating func settleArrival(before next: AlertEvent.Kind?) {
        guard let (id, order) = arriving else { return }
        arriving = nil
        switch next {
        case .coalesced(id), .dropped(id, .capped), .dropped(id, .groupLimit): return
        default:
            places[id] = order
            insertPending(id, at: order)
        }
    }

    private mutating func apply(_ event: AlertEvent) {
        switch (event.kind, stacking) {
        case (.requested(let id), .byLevel):
            arriving = (id, QueueOrder(level: event.level ?? .normal, sequence: nextSequence))
            nextSequence += 1
        case (.presented(let id), .byLevel):
            guard let place = places[id] else { return }
            removePending(at: place)
            // Above every alert of its level or lower: newer above among equals.
            let position = visible.firstIndex { (places[$0]?.level ?? place.level) > place.level } ?? visible.count
            visible.insert(id, at: position)
        case (.presented(let id), .pile):
            visible.append(id)
            layers += 1
            slotHoldsLayer = true
        case (.suspended(let id, _), _):
            removeVisible(id)
            if let place = places[id] { insertPending(id, at: place) }
        case (.dismissed(let id, _), _):
            removeVisible(id)
            places[id] = nil
            if stacking == .pile, slotHoldsLayer {
                layers -= 1
                slotHoldsLayer = false
            }
        case (.cancelled(let id, _), _), (.expired(let id), _), (.dropped(let id, _), _):
            if let place = places.removeValue(forKey: id), removePending(at: place) { return }
            removeVisible(id)
        case (.relaunched, .pile):
            layers = 0
            slotHoldsLayer = false
        default: break
        }
    }

    private mutating func insertPending(_ id: AlertID, at order: QueueOrder) {
        let position = lowerBound(of: order)
        pendingOrders.insert(order, at: position)
        pendingIDs.insert(id, at: position)
    }

    /// Takes the alert at `order` out of the queue; returns whether it was there.
    @discardableResult
    private mutating func removePending(at order: QueueOrder) -> Bool {
        let position = lowerBound(of: order)
        guard position < pendingOrders.count, pendingOrders[position] == order else { return false }
        pendingOrders.remove(at: position)
        pendingIDs.remove(at: position)
        return true
    }

    /// Takes the topmost `id` off the screen.
    private mutating func removeVisible(_ id: AlertID) {
        if let position = visible.lastIndex(of: id) { visible.remove(at: position) }
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

/// A machine whose stacks a ``StacksMirror`` can follow: the scheduler and
/// the naive model.
package protocol MirroredMachine: AlertStateMachine {
    /// A mirror of the stacks as they stand now, to follow the commands
    /// from here on.
    var stacksMirror: StacksMirror { get }
}

extension AlertScheduler: MirroredMachine {
    /// - Complexity: O(*n* log *n*) for *n* live alerts.
    package var stacksMirror: StacksMirror { StacksMirror(following: self) }
}

extension NaiveAlertStack: MirroredMachine {
    /// - Complexity: O(*v*)
    package var stacksMirror: StacksMirror { StacksMirror(following: self) }
}

extension AlertStateMachine {
    /// Sends `command` and pairs each event with the stacks right after it,
    /// from `mirror`, which must have followed every command of this
    /// machine since it was made (``MirroredMachine/stacksMirror``).
    package mutating func send(_ command: AlertCommand, recordingInto mirror: inout StacksMirror) -> [RecordedEvent] {
        let events = send(command)
        let stacks = mirror.follow(events, of: self)
        return zip(events, stacks).map { RecordedEvent($0, stacks: $1) }
    }
}

extension StacksMirror {
    /// Checks that the mirror shows what `machine` holds, while at most
    /// `AlertScheduler.fullCheckLimit` alerts are pending (the limit of the
    /// scheduler's own checks, so that a debug build still runs a long
    /// queue in linear time); free in release builds.
    fileprivate func _check(against machine: some AlertStateMachine) {
        #if DEBUG
            guard machine.ledger.pending <= AlertScheduler.fullCheckLimit else { return }
            precondition(stacks == machine.stacks, "StacksMirror: \(stacks) but the machine has \(machine.stacks)")
        #endif
    }
}
