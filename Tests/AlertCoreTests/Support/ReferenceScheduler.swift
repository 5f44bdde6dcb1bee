import AlertCore
import AlertSimulation

/// The scheduling rules written as plainly as possible to check
/// ``AlertScheduler`` against: plain arrays, linear scans, a re-sort after
/// every change. It shares no code with the scheduler; only the value types
/// (definitions, policy, events) are common.
struct ReferenceScheduler {
    /// One accepted request.
    struct Request {
        var definition: AlertDefinition
        /// Request order; kept when the alert is suspended.
        var order: Int
        var requestedAt: Milliseconds
        /// Whether it has been on screen before (groups and caps count first showings).
        var everShown = false

        var id: AlertID { definition.id }
        var level: AlertLevel { definition.level }
    }

    /// A visible alert and when it went on screen.
    struct Shown {
        var request: Request
        var shownAt: Int
    }

    let policy: AlertPolicy
    let launchScreen: String?
    private(set) var now: Milliseconds
    private(set) var screen: String?
    /// Every hold taken and not yet released, one entry per holder.
    private(set) var holders: [String] = []
    /// Queue order: level descending, then request order.
    private(set) var queue: [Request] = []
    /// Bottom to top: level ascending, then presentation order.
    private(set) var onScreen: [Shown] = []
    private(set) var ledger = AlertLedger()
    /// Every counted presentation, as (cap, instant), never forgotten.
    private(set) var capShowings: [(cap: String, at: Milliseconds)] = []
    private var groupShowings: [String: Int] = [:]
    /// The end of the gap, until that deadline has fired.
    private var gapEnd: Milliseconds?
    private var requestCounter = 0
    private var showCounter = 0
    private var events: [RecordedEvent] = []

    init(policy: AlertPolicy, screen: String? = nil, now: Milliseconds = 0) {
        self.policy = policy
        self.screen = screen
        self.launchScreen = screen
        self.now = now
    }

    var visible: [AlertID] { onScreen.map(\.request.id) }
    var pending: [AlertID] { queue.map(\.id) }
    var masks: Int { onScreen.isEmpty ? 0 : 1 }
    var stacks: AlertStacks { AlertStacks(visible: visible, pending: pending, masks: masks) }
    var holds: [String: Int] { holders.reduce(into: [:]) { $0[$1, default: 0] += 1 } }

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

    mutating func send(_ command: AlertCommand) -> [RecordedEvent] {
        events = []
        switch command {
        case .request(let definition): request(definition)
        case .tap(let label, let target): tap(label, target)
        case .close(let target): close(target)
        case .remove(let id): dismiss(id)
        case .hold(let name):
            holders.append(name)
            emit(.held(name))
            settle()
        case .release(let name):
            guard let index = holders.firstIndex(of: name) else {
                emit(.rejected(nil, reason: .notHeld(name)))
                break
            }
            holders.remove(at: index)
            emit(.released(name))
            settle()
        case .navigate(let target): navigate(target)
        case .relaunch: relaunch()
        case .advance(let time): advance(to: time)
        }
        return events
    }

    // MARK: Commands

    private mutating func request(_ definition: AlertDefinition) {
        ledger.requested += 1
        emit(.requested(definition.id), definition)
        // A duplicate joins the alert already held, whose level the event carries.
        if let held = queue.first(where: { $0.id == definition.id })
            ?? onScreen.first(where: { $0.request.id == definition.id })?.request
        {
            ledger.coalesced += 1
            emit(.coalesced(definition.id), held.definition)
            return
        }
        if capIsFull(definition) {
            ledger.dropped += 1
            emit(.dropped(definition.id, reason: .capped), definition)
            return
        }
        if let group = definition.group, groupIsFull(group) {
            ledger.dropped += 1
            emit(.dropped(definition.id, reason: .groupLimit), definition)
            return
        }
        enqueue(Request(definition: definition, order: requestCounter, requestedAt: now))
        requestCounter += 1
        settle()
    }

    /// The alert a gesture lands on, or `nil` after emitting its rejection.
    private mutating func landing(_ target: AlertTarget) -> AlertDefinition? {
        guard let top = onScreen.last?.request.definition else {
            emit(.rejected(nil, reason: .nothingVisible))
            return nil
        }
        guard case .alert(let id) = target, id != top.id else { return top }
        if let shown = onScreen.first(where: { $0.request.id == id }) {
            emit(.rejected(id, reason: .covered), shown.request.definition)
        } else {
            // The alert concerned, when it is pending, gives its level (rule 6, docs/rules.md).
            emit(.rejected(id, reason: .notVisible), queue.first { $0.id == id }?.definition)
        }
        return nil
    }

    private mutating func tap(_ label: String, _ target: AlertTarget) {
        guard let alert = landing(target) else { return }
        guard let action = alert.actions.first(where: { $0.label == label }) else {
            emit(.rejected(alert.id, reason: .noSuchAction(label)), alert)
            return
        }
        emit(.tapped(alert.id, action: label), alert)
        guard action.dismisses else { return }
        takeOffScreen(alert.id)
        emit(.dismissed(alert.id, reason: .action(label)), alert)
        settle()
    }

    private mutating func close(_ target: AlertTarget) {
        guard let alert = landing(target) else { return }
        guard alert.isDismissible else {
            emit(.rejected(alert.id, reason: .notDismissible), alert)
            return
        }
        takeOffScreen(alert.id)
        emit(.dismissed(alert.id, reason: .closed), alert)
        settle()
    }

    private mutating func dismiss(_ id: AlertID) {
        if let shown = onScreen.first(where: { $0.request.id == id }) {
            takeOffScreen(id)
            emit(.dismissed(id, reason: .removed), shown.request.definition)
        } else if let waiting = queue.first(where: { $0.id == id }) {
            queue.removeAll { $0.id == id }
            ledger.cancelled += 1
            emit(.cancelled(id, reason: .removed), waiting.definition)
        } else {
            emit(.rejected(id, reason: .notFound))
            return
        }
        settle()
    }

    private mutating func navigate(_ target: String) {
        screen = target
        emit(.navigated(to: target))
        for shown in onScreen {
            if let scope = shown.request.definition.screen, scope != target {
                suspend(shown.request.id, reason: .navigated)
            }
        }
        settle()
    }

    private mutating func relaunch() {
        for shown in onScreen.reversed() {
            onScreen.removeAll { $0.request.id == shown.request.id }
            ledger.cancelled += 1
            emit(.cancelled(shown.request.id, reason: .relaunch), shown.request.definition)
        }
        for waiting in queue {
            queue.removeAll { $0.id == waiting.id }
            ledger.cancelled += 1
            emit(.cancelled(waiting.id, reason: .relaunch), waiting.definition)
        }
        holders = []
        gapEnd = nil
        groupShowings = [:]
        screen = launchScreen
        emit(.relaunched)
    }

    /// Deadlines up to `time`, earliest first; at one instant ttl expiries
    /// (in request order) before the gap's end; settle after each.
    private mutating func advance(to time: Milliseconds) {
        guard time >= now else { return }
        while true {
            let withExpiry = queue.compactMap { request in expiry(of: request).map { (request, $0) } }
            let first = withExpiry.min { ($0.1, $0.0.order) < ($1.1, $1.0.order) }
            if let (request, expiryTime) = first, expiryTime <= time, gapEnd.map({ expiryTime <= $0 }) ?? true {
                now = Swift.max(now, expiryTime)
                queue.removeAll { $0.id == request.id }
                ledger.expired += 1
                emit(.expired(request.id), request.definition)
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

    // MARK: Settling

    private mutating func settle() {
        while holders.isEmpty, let candidate = queue.first(where: isEligible) {
            let full = onScreen.count >= policy.maxVisible
            let lowest = onScreen.min { ($0.request.level, $0.shownAt) < ($1.request.level, $1.shownAt) }
            if full {
                guard candidate.level >= policy.preemptAt, let lowest, lowest.request.level < candidate.level
                else { break }
            } else if gapEnd != nil && candidate.level < policy.preemptAt {
                break
            }
            if !candidate.everShown && capIsFull(candidate.definition) {
                queue.removeAll { $0.id == candidate.id }
                ledger.dropped += 1
                emit(.dropped(candidate.id, reason: .capped), candidate.definition)
                continue
            }
            if full, let lowest { suspend(lowest.request.id, reason: .preempted(by: candidate.id)) }
            present(candidate.id)
        }
        if let limit = policy.maxPending {
            while queue.count > limit, let last = queue.last {
                queue.removeLast()
                ledger.dropped += 1
                emit(.dropped(last.id, reason: .capacity), last.definition)
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
        emit(.presented(id), request.definition)
        guard firstShowing else { return }
        if let cap = request.definition.cap, policy.caps[cap] != nil { capShowings.append((cap, now)) }
        guard let group = request.definition.group else { return }
        groupShowings[group, default: 0] += 1
        guard groupIsFull(group) else { return }
        for member in queue where member.definition.group == group && !member.everShown {
            queue.removeAll { $0.id == member.id }
            ledger.dropped += 1
            emit(.dropped(member.id, reason: .groupLimit), member.definition)
        }
    }

    /// Back to the queue with its original order; expires at once if it is
    /// already past its ttl.
    private mutating func suspend(_ id: AlertID, reason: SuspensionReason) {
        guard let shown = onScreen.first(where: { $0.request.id == id }) else { return }
        onScreen.removeAll { $0.request.id == id }
        enqueue(shown.request)
        emit(.suspended(id, reason: reason), shown.request.definition)
        if let expiry = expiry(of: shown.request), now >= expiry {
            queue.removeAll { $0.id == id }
            ledger.expired += 1
            emit(.expired(id), shown.request.definition)
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
        let gap = policy.gap.wholeMilliseconds
        if gap > 0 { gapEnd = now + gap }
    }

    private func isEligible(_ request: Request) -> Bool {
        request.definition.screen == nil || request.definition.screen == screen
    }

    private func groupIsFull(_ group: String) -> Bool {
        guard let limit = policy.groups[group]?.limit else { return false }
        return groupShowings[group, default: 0] >= limit
    }

    /// Full when `limit` counted presentations happened at instants `p` with `now < p + per`.
    private func capIsFull(_ definition: AlertDefinition) -> Bool {
        guard let cap = definition.cap, let limit = policy.caps[cap] else { return false }
        let window = limit.per.wholeMilliseconds
        return capShowings.filter { $0.cap == cap && now < $0.at + window }.count >= limit.limit
    }

    private func expiry(of request: Request) -> Milliseconds? {
        request.definition.ttl.map { request.requestedAt + Swift.max(0, $0.wholeMilliseconds) }
    }

    private mutating func emit(_ kind: AlertEvent.Kind, _ definition: AlertDefinition? = nil) {
        events.append(RecordedEvent(AlertEvent(time: now, kind: kind, level: definition?.level), stacks: stacks))
    }
}

/// The naive popup code, as a tiny reference for ``NaiveAlertStack``.
struct ReferenceNaive {
    private(set) var now: Milliseconds = 0
    private(set) var shown: [AlertDefinition] = []
    private(set) var masks = 0
    private var slotFull = false
    private var holders: [String] = []
    private(set) var ledger = AlertLedger()

    var stacks: AlertStacks { AlertStacks(visible: shown.map(\.id), pending: [], masks: masks) }

    mutating func send(_ command: AlertCommand) -> [RecordedEvent] {
        var events: [RecordedEvent] = []
        func emit(_ kind: AlertEvent.Kind, _ definition: AlertDefinition? = nil) {
            events.append(RecordedEvent(AlertEvent(time: now, kind: kind, level: definition?.level), stacks: stacks))
        }
        func landing(_ target: AlertTarget) -> AlertDefinition? {
            guard let top = shown.last else {
                emit(.rejected(nil, reason: .nothingVisible))
                return nil
            }
            guard case .alert(let id) = target, id != top.id else { return top }
            if let other = shown.last(where: { $0.id == id }) {
                emit(.rejected(id, reason: .covered), other)
            } else {
                emit(.rejected(id, reason: .notVisible))
            }
            return nil
        }
        switch command {
        case .request(let definition):
            ledger.requested += 1
            emit(.requested(definition.id), definition)
            shown.append(definition)
            masks += 1
            slotFull = true
            emit(.presented(definition.id), definition)
        case .tap(let label, let target):
            guard let alert = landing(target) else { break }
            guard let action = alert.actions.first(where: { $0.label == label }) else {
                emit(.rejected(alert.id, reason: .noSuchAction(label)), alert)
                break
            }
            emit(.tapped(alert.id, action: label), alert)
            if action.dismisses {
                close(alert.id)
                emit(.dismissed(alert.id, reason: .action(label)), alert)
            }
        case .close(let target):
            guard let alert = landing(target) else { break }
            if alert.isDismissible {
                close(alert.id)
                emit(.dismissed(alert.id, reason: .closed), alert)
            } else {
                emit(.rejected(alert.id, reason: .notDismissible), alert)
            }
        case .remove(let id):
            if let definition = shown.last(where: { $0.id == id }) {
                close(id)
                emit(.dismissed(id, reason: .removed), definition)
            } else {
                emit(.rejected(id, reason: .notFound))
            }
        case .hold(let name):
            holders.append(name)
            emit(.held(name))
        case .release(let name):
            if let index = holders.firstIndex(of: name) {
                holders.remove(at: index)
                emit(.released(name))
            } else {
                emit(.rejected(nil, reason: .notHeld(name)))
            }
        case .navigate(let screen):
            emit(.navigated(to: screen))
        case .relaunch:
            while let top = shown.popLast() {
                ledger.cancelled += 1
                emit(.cancelled(top.id, reason: .relaunch), top)
            }
            masks = 0
            slotFull = false
            holders = []
            emit(.relaunched)
        case .advance(let time):
            if time > now { now = time }
        }
        return events
    }

    /// Removes the topmost popup with this id and the layer in the shared slot.
    private mutating func close(_ id: AlertID) {
        guard let index = shown.lastIndex(where: { $0.id == id }) else { return }
        shown.remove(at: index)
        ledger.dismissed += 1
        if slotFull {
            masks -= 1
            slotFull = false
        }
    }
}
