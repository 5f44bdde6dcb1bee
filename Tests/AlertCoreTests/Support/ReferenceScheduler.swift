import AlertCore

/// The scheduling rules of SPEC §2, written as plainly as possible to check
/// ``AlertScheduler`` against: plain arrays, linear scans, a re-sort after
/// every change. It shares no code with the scheduler; only the value types
/// (definitions, policy, events) are common.
struct ReferenceScheduler {
    /// One accepted request.
    struct Request {
        var definition: AlertDefinition
        /// Request order (rule 1); kept when the alert is suspended.
        var order: Int
        var requestedAt: Milliseconds
        /// Whether it has been on screen before (rule 12 counts first showings).
        var everShown = false

        var id: AlertID { definition.id }
        var level: AlertLevel { definition.level }
    }

    /// A visible alert and when it went on screen (rule 5).
    struct Shown {
        var request: Request
        var shownAt: Int
    }

    let policy: AlertPolicy
    private(set) var now: Milliseconds
    private(set) var screen: String?
    private(set) var holds: Set<String> = []
    /// Queue order: level descending, then request order.
    private(set) var queue: [Request] = []
    /// Bottom to top: level ascending, then presentation order.
    private(set) var onScreen: [Shown] = []
    private(set) var ledger = AlertLedger()
    private var groupShowings: [String: Int] = [:]
    /// The end of the gap, until that deadline has fired (rule 13).
    private var gapEnd: Milliseconds?
    private var requestCounter = 0
    private var showCounter = 0
    private var events: [AlertEvent] = []

    init(policy: AlertPolicy, screen: String? = nil, now: Milliseconds = 0) {
        self.policy = policy
        self.screen = screen
        self.now = now
    }

    var visible: [AlertID] { onScreen.map(\.request.id) }
    var pending: [AlertID] { queue.map(\.id) }
    var masks: Int { onScreen.isEmpty ? 0 : 1 }
    var stacks: AlertStacks { AlertStacks(visible: visible, pending: pending, masks: masks) }

    var currentLedger: AlertLedger {
        var result = ledger
        result.pending = queue.count
        result.visible = onScreen.count
        return result
    }

    /// The earliest ttl expiry of a pending alert or the gap's end.
    var nextDeadline: Milliseconds? {
        let expiries = queue.compactMap(expiry(of:))
        return (expiries + (gapEnd.map { [$0] } ?? [])).min()
    }

    mutating func send(_ command: AlertCommand) -> [AlertEvent] {
        events = []
        switch command {
        case .request(let definition): request(definition)
        case .tap(let label): tap(label)
        case .dismissTop: dismissTop()
        case .dismiss(let id): dismiss(id)
        case .hold(let name):
            holds.insert(name)
            emit(.held, hold: name)
            settle()
        case .release(let name):
            holds.remove(name)
            emit(.released, hold: name)
            settle()
        case .navigate(let target): navigate(target)
        case .advance(let time): advance(to: time)
        }
        return events
    }

    // MARK: Commands

    private mutating func request(_ definition: AlertDefinition) {
        ledger.requested += 1
        emit(.requested, definition)
        // Rule 9 before anything else.
        if queue.contains(where: { $0.id == definition.id })
            || onScreen.contains(where: { $0.request.id == definition.id })
        {
            ledger.coalesced += 1
            emit(.coalesced, definition)
            return
        }
        // Rule 12: later requests of a full group are dropped on arrival.
        if let group = definition.group, groupIsFull(group) {
            ledger.dropped += 1
            emit(.dropped, definition, reason: .groupLimit)
            return
        }
        enqueue(Request(definition: definition, order: requestCounter, requestedAt: now))
        requestCounter += 1
        settle()
    }

    private mutating func tap(_ label: String) {
        guard let top = onScreen.last?.request.definition else {
            emit(.rejected, reason: .nothingVisible)
            return
        }
        guard let action = top.actions.first(where: { $0.label == label }) else {
            emit(.rejected, top, reason: .noSuchAction)
            return
        }
        emit(.tapped, top, action: label)
        guard action.dismisses else { return }
        takeOffScreen(top.id)
        emit(.dismissed, top, action: label)
        settle()
    }

    private mutating func dismissTop() {
        guard let top = onScreen.last?.request.definition else {
            emit(.rejected, reason: .nothingVisible)
            return
        }
        guard top.isDismissible else {
            emit(.rejected, top, reason: .notDismissible)
            return
        }
        takeOffScreen(top.id)
        emit(.dismissed, top)
        settle()
    }

    private mutating func dismiss(_ id: AlertID) {
        if let shown = onScreen.first(where: { $0.request.id == id }) {
            takeOffScreen(id)
            emit(.dismissed, shown.request.definition)
        } else if let waiting = queue.first(where: { $0.id == id }) {
            queue.removeAll { $0.id == id }
            ledger.cancelled += 1
            emit(.cancelled, waiting.definition)
        } else {
            events.append(AlertEvent(time: now, kind: .rejected, alert: id, reason: .notFound, stacks: stacks))
            return
        }
        settle()
    }

    private mutating func navigate(_ target: String) {
        screen = target
        emit(.navigated, screen: target)
        // Bottom to top, every alert scoped to another screen steps aside.
        for shown in onScreen {
            if let scope = shown.request.definition.screen, scope != target {
                suspend(shown.request.id, reason: .navigated)
            }
        }
        settle()
    }

    /// Rule 14: deadlines up to `time`, earliest first; at one instant ttl
    /// expiries (in request order) before the gap's end; settle after each.
    private mutating func advance(to time: Milliseconds) {
        guard time >= now else { return }
        while true {
            let firstExpiry = queue.filter { expiry(of: $0) != nil }
                .min { (expiry(of: $0)!, $0.order) < (expiry(of: $1)!, $1.order) }
            let expiryTime = firstExpiry.flatMap(expiry(of:))
            if let firstExpiry, let expiryTime, expiryTime <= time, gapEnd.map({ expiryTime <= $0 }) ?? true {
                now = Swift.max(now, expiryTime)
                queue.removeAll { $0.id == firstExpiry.id }
                ledger.expired += 1
                emit(.expired, firstExpiry.definition, reason: .ttl)
            } else if let end = gapEnd, end <= time {
                now = Swift.max(now, end)
                gapEnd = nil
            } else {
                break
            }
            settle()
        }
        now = time
    }

    // MARK: Settling (rules 2, 4, 11)

    private mutating func settle() {
        while holds.isEmpty, let candidate = queue.first(where: isEligible) {
            if onScreen.count < policy.maxVisible {
                if gapEnd != nil && candidate.level < policy.preemptAt { break }
                present(candidate.id)
                continue
            }
            // Rule 4: lowest level, among equals the lowest in z-order.
            let lowest = onScreen.min { ($0.request.level, $0.shownAt) < ($1.request.level, $1.shownAt) }
            if candidate.level >= policy.preemptAt, let lowest, lowest.request.level < candidate.level {
                suspend(lowest.request.id, reason: .preempted)
                present(candidate.id)
                continue
            }
            break
        }
        if let limit = policy.maxPending {
            while queue.count > limit, let last = queue.last {
                queue.removeLast()
                ledger.dropped += 1
                emit(.dropped, last.definition, reason: .capacity)
            }
        }
    }

    private mutating func present(_ id: AlertID) {
        guard var request = queue.first(where: { $0.id == id }) else { return }
        queue.removeAll { $0.id == id }
        let firstShowing = !request.everShown
        request.everShown = true
        onScreen.append(Shown(request: request, shownAt: showCounter))
        showCounter += 1
        onScreen.sort { ($0.request.level, $0.shownAt) < ($1.request.level, $1.shownAt) }
        emit(.presented, request.definition)
        guard firstShowing, let group = request.definition.group else { return }
        groupShowings[group, default: 0] += 1
        guard groupIsFull(group) else { return }
        for member in queue where member.definition.group == group && !member.everShown {
            queue.removeAll { $0.id == member.id }
            ledger.dropped += 1
            emit(.dropped, member.definition, reason: .groupLimit)
        }
    }

    /// Back to the queue with its original order; expires at once if it is
    /// already past its ttl (rule 10).
    private mutating func suspend(_ id: AlertID, reason: AlertEvent.Reason) {
        guard let shown = onScreen.first(where: { $0.request.id == id }) else { return }
        onScreen.removeAll { $0.request.id == id }
        enqueue(shown.request)
        emit(.suspended, shown.request.definition, reason: reason)
        if let expiry = expiry(of: shown.request), now >= expiry {
            queue.removeAll { $0.id == id }
            ledger.expired += 1
            emit(.expired, shown.request.definition, reason: .ttl)
        }
    }

    // MARK: Helpers

    private mutating func enqueue(_ request: Request) {
        queue.append(request)
        queue.sort { ($0.level, -$0.order) > ($1.level, -$1.order) }
    }

    private mutating func takeOffScreen(_ id: AlertID) {
        onScreen.removeAll { $0.request.id == id }
        ledger.dismissed += 1
        if policy.gap > 0 { gapEnd = now + policy.gap }
    }

    private func isEligible(_ request: Request) -> Bool {
        request.definition.screen == nil || request.definition.screen == screen
    }

    private func groupIsFull(_ group: String) -> Bool {
        guard let limit = policy.groups[group]?.limit else { return false }
        return groupShowings[group, default: 0] >= limit
    }

    private func expiry(of request: Request) -> Milliseconds? {
        request.definition.ttl.map { request.requestedAt + $0 }
    }

    private mutating func emit(
        _ kind: AlertEvent.Kind, _ definition: AlertDefinition? = nil, reason: AlertEvent.Reason? = nil,
        action: String? = nil, hold: String? = nil, screen: String? = nil
    ) {
        events.append(
            AlertEvent(
                time: now, kind: kind, alert: definition?.id, level: definition?.level, reason: reason,
                action: action, hold: hold, screen: screen, stacks: stacks))
    }
}

/// The naive popup code of SPEC §3, as a tiny reference for ``NaiveAlertStack``.
struct ReferenceNaive {
    private(set) var now: Milliseconds = 0
    private(set) var shown: [AlertDefinition] = []
    private(set) var masks = 0
    private var slotFull = false
    private(set) var ledger = AlertLedger()

    var stacks: AlertStacks { AlertStacks(visible: shown.map(\.id), pending: [], masks: masks) }

    mutating func send(_ command: AlertCommand) -> [AlertEvent] {
        var events: [AlertEvent] = []
        func emit(_ kind: AlertEvent.Kind, _ definition: AlertDefinition?, reason: AlertEvent.Reason? = nil) {
            events.append(
                AlertEvent(
                    time: now, kind: kind, alert: definition?.id, level: definition?.level, reason: reason,
                    stacks: stacks))
        }
        switch command {
        case .request(let definition):
            ledger.requested += 1
            emit(.requested, definition)
            shown.append(definition)
            masks += 1
            slotFull = true
            emit(.presented, definition)
        case .tap(let label):
            guard let top = shown.last else {
                emit(.rejected, nil, reason: .nothingVisible)
                break
            }
            guard let action = top.actions.first(where: { $0.label == label }) else {
                emit(.rejected, top, reason: .noSuchAction)
                break
            }
            events.append(
                AlertEvent(time: now, kind: .tapped, alert: top.id, level: top.level, action: label, stacks: stacks))
            if action.dismisses {
                close(at: shown.count - 1)
                events.append(
                    AlertEvent(
                        time: now, kind: .dismissed, alert: top.id, level: top.level, action: label, stacks: stacks))
            }
        case .dismissTop:
            guard let top = shown.last else {
                emit(.rejected, nil, reason: .nothingVisible)
                break
            }
            if top.isDismissible {
                close(at: shown.count - 1)
                emit(.dismissed, top)
            } else {
                emit(.rejected, top, reason: .notDismissible)
            }
        case .dismiss(let id):
            if let index = shown.lastIndex(where: { $0.id == id }) {
                let definition = shown[index]
                close(at: index)
                emit(.dismissed, definition)
            } else {
                events.append(AlertEvent(time: now, kind: .rejected, alert: id, reason: .notFound, stacks: stacks))
            }
        case .hold(let name):
            events.append(AlertEvent(time: now, kind: .held, hold: name, stacks: stacks))
        case .release(let name):
            events.append(AlertEvent(time: now, kind: .released, hold: name, stacks: stacks))
        case .navigate(let screen):
            events.append(AlertEvent(time: now, kind: .navigated, screen: screen, stacks: stacks))
        case .advance(let time):
            if time > now { now = time }
        }
        return events
    }

    private mutating func close(at index: Int) {
        shown.remove(at: index)
        ledger.dismissed += 1
        if slotFull {
            masks -= 1
            slotFull = false
        }
    }
}
