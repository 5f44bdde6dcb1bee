import AlertCore
import AlertTranscript
import HeapModule
import MallocStatistics

#if canImport(Glibc)
    import Glibc
#endif

// Prints the scheduler's cost per command beside plain data structures,
// measured in one process, interleaved, minimum of several rounds, and its
// memory at a million pending beside a bare Heap's:
//
//     swift run -c release --scratch-path ../.build-bench HeapComparison
//
// "request then drain": n requests of alerts with spread levels, then n
// closes of the top alert (each presents the next). The scheduler keeps FIFO
// among equal levels, so the other contestants get (level, sequence) keys too.
// "churn": a forced update on screen, then n requests each followed by its
// removal, with nothing else pending ("churn") or with n alerts pending
// behind it ("churn behind n"), beside a Heap with tombstones.
//
// `HeapComparison memory` prints only the memory table, held and at the
// peak, counted by the MallocStatistics target's malloc.
// `HeapComparison profile [ROUNDS] [N]` runs only the scheduler's loop (N
// requests then N closes; 200 rounds of 10k by default), `profile-heap
// [ROUNDS] [N]` the Heap's, `profile-floor [ROUNDS] [N]` the event floor's
// (a Heap that returns the scheduler's events, see `EventFloor`),
// `profile-events [ROUNDS] [N]` the events alone (see `EventsOnly`),
// `profile-churn [ROUNDS] [N]` only the scheduler's churn loop, and
// `profile-churn-events [ROUNDS] [N]` the churn's events alone (see
// `ChurnEventsOnly`), for `perf record` or `valgrind --tool=callgrind`.

@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
}

/// Bytes handed out by malloc and not yet freed, by the counting malloc of
/// the MallocStatistics target.
func liveBytes() -> Int { Int(malloc_statistics_live_bytes()) }

/// Where a measured structure is published before its memory is counted: a
/// value nobody outside the function sees could legally be built after the
/// count.
nonisolated(unsafe) var published: Any?

/// A queue key as the scheduler orders it: higher level first, then FIFO.
struct Key: Comparable {
    var level: Int
    var sequence: Int
    static func < (a: Key, b: Key) -> Bool { a.level != b.level ? a.level < b.level : a.sequence > b.sequence }
}

/// `n` alerts with spread levels. Their ids are made as a scenario file's
/// are read (from UTF-8 bytes), which stores a short id inline in the
/// String; an interpolated String keeps even a short id in a heap buffer,
/// which events would retain and release, where an app's ids (literals) and
/// a scenario's (decoded) are never reference counted.
func definitions(_ n: Int) -> [AlertDefinition] {
    (0..<n).map {
        let id = String(decoding: Array("alert-\($0)".utf8), as: UTF8.self)
        return AlertDefinition(id: id, level: AlertLevel(($0 &* 7919) % 1000))
    }
}

func keys(_ alerts: [AlertDefinition]) -> [Key] {
    alerts.enumerated().map { Key(level: $1.level.rawValue, sequence: $0) }
}

/// Times `body` and returns nanoseconds per command for `commands` commands.
func perCommand(_ commands: Int, _ body: () -> Void) -> Double {
    let start = now()
    body()
    return (now() - start) / Double(commands)
}

/// The scheduler's loop: a request of each alert, then as many closes of
/// the top alert, each presenting the next.
func requestThenDrain(_ alerts: [AlertDefinition]) {
    var scheduler = AlertScheduler()
    for alert in alerts { blackHole(scheduler.send(.request(alert))) }
    for _ in 0..<alerts.count { blackHole(scheduler.send(.close(.top))) }
}

/// The Heap's loop: every key inserted, then as many taken off the top.
func insertThenPop(_ keys: [Key]) {
    var heap = Heap<Key>()
    for key in keys { heap.insert(key) }
    for _ in 0..<keys.count { blackHole(heap.popMax()) }
}

/// A bare four-ary max-heap of keys, the shape of the scheduler's queue
/// (whose heaps are four-ary over 16-byte entries) without its positions,
/// slots or anything else: the cheapest ordering this benchmark knows, for
/// the lower bound beside the sorted array.
struct QuaternaryHeap {
    private var keys: [Key] = []

    /// - Complexity: O(log *n*)
    mutating func insert(_ key: Key) {
        keys.append(key)
        keys.withUnsafeMutableBufferPointer { buffer in
            var hole = buffer.count - 1
            while hole > 0 {
                let parent = (hole - 1) / 4
                guard buffer[parent] < key else { break }
                buffer[hole] = buffer[parent]
                hole = parent
            }
            buffer[hole] = key
        }
    }

    /// - Complexity: O(log *n*)
    mutating func popMax() -> Key? {
        guard let last = keys.popLast() else { return nil }
        guard let top = keys.first else { return last }
        keys.withUnsafeMutableBufferPointer { buffer in
            var hole = 0
            while true {
                let first = 4 * hole + 1
                guard first < buffer.count else { break }
                var largest = first
                for child in (first + 1)..<min(first + 4, buffer.count) where buffer[largest] < buffer[child] {
                    largest = child
                }
                guard last < buffer[largest] else { break }
                buffer[hole] = buffer[largest]
                hole = largest
            }
            buffer[hole] = last
        }
        return top
    }
}

/// Whether the four-ary heap pops `keys` in the order the Heap does.
func quaternaryMatchesHeap(_ keys: [Key]) -> Bool {
    var quaternary = QuaternaryHeap()
    var heap = Heap<Key>()
    for key in keys {
        quaternary.insert(key)
        heap.insert(key)
    }
    for _ in keys.indices where quaternary.popMax() != heap.popMax() { return false }
    return quaternary.popMax() == nil
}

/// The four-ary heap's loop: as the Heap's.
func quaternaryInsertThenPop(_ keys: [Key]) {
    var heap = QuaternaryHeap()
    for key in keys { heap.insert(key) }
    for _ in 0..<keys.count { blackHole(heap.popMax()) }
}

/// The buffer of the last result, taken out of `lastEvents` and emptied
/// as `send(_:)` empties its own: the way the floor and the events-only
/// loop keep and refill one array.
@inline(__always) func recycled(_ lastEvents: inout [AlertEvent]) -> [AlertEvent] {
    var events: [AlertEvent] = []
    swap(&events, &lastEvents)
    while !events.isEmpty { events.removeLast() }
    if events.capacity < 4 { events.reserveCapacity(4) }
    return events
}

/// A floor for request then drain: what any scheduler with
/// `AlertScheduler`'s API does at the least. A `Heap` for the queue, one
/// visible alert, and the events `send(_:)` returns for each command (the
/// same events, with the ids copied out of the definitions), in an array
/// kept and refilled the way `send(_:)` keeps its own. No index by id, no stack, no policy: what
/// the scheduler does beyond this floor is its own cost.
struct EventFloor {
    let alerts: [AlertDefinition]
    var heap = Heap<Key>()
    var visible: Int?
    var lastEvents: [AlertEvent] = []

    init(_ alerts: [AlertDefinition]) { self.alerts = alerts }

    /// A request of `alerts[index]`: requested, and presented when nothing is visible.
    mutating func request(_ index: Int) -> [AlertEvent] {
        var events = recycled(&lastEvents)
        let alert = alerts[index]
        events.append(AlertEvent(time: 0, kind: .requested(alert.id), level: alert.level))
        heap.insert(Key(level: alert.level.rawValue, sequence: index))
        if visible == nil { presentNext(into: &events) }
        lastEvents = events
        return events
    }

    /// A close of the visible alert, and the presentation of the next.
    mutating func closeTop() -> [AlertEvent] {
        var events = recycled(&lastEvents)
        if let index = visible {
            let alert = alerts[index]
            events.append(AlertEvent(time: 0, kind: .dismissed(alert.id, reason: .closed), level: alert.level))
            visible = nil
            presentNext(into: &events)
        }
        lastEvents = events
        return events
    }

    private mutating func presentNext(into events: inout [AlertEvent]) {
        guard let key = heap.popMax() else { return }
        visible = key.sequence
        let alert = alerts[key.sequence]
        events.append(AlertEvent(time: 0, kind: .presented(alert.id), level: alert.level))
    }
}

/// Less than the floor: the events alone. For each command of request then
/// drain, the same number and kinds of events that `send(_:)` returns
/// (requested; presented after the first request; dismissed and presented
/// for each close), with ids copied from an array rather than the
/// definitions, in an array kept and refilled as `send(_:)` keeps its own,
/// and no queue at all. Any scheduler that returns its events as an array
/// costs at least this much per command, whatever it does to order them.
struct EventsOnly {
    let ids: [AlertID]
    let levels: [AlertLevel]
    var lastEvents: [AlertEvent] = []

    init(_ alerts: [AlertDefinition]) {
        ids = alerts.map(\.id)
        levels = alerts.map(\.level)
    }

    /// The events of the request of alert `index`.
    mutating func request(_ index: Int) -> [AlertEvent] {
        var events = recycled(&lastEvents)
        events.append(AlertEvent(time: 0, kind: .requested(ids[index]), level: levels[index]))
        if index == 0 { events.append(AlertEvent(time: 0, kind: .presented(ids[0]), level: levels[0])) }
        lastEvents = events
        return events
    }

    /// The events of the `index`th close: a dismissal, and a presentation
    /// unless it was the last alert.
    mutating func close(_ index: Int) -> [AlertEvent] {
        var events = recycled(&lastEvents)
        events.append(AlertEvent(time: 0, kind: .dismissed(ids[index], reason: .closed), level: levels[index]))
        if index + 1 < ids.count {
            events.append(AlertEvent(time: 0, kind: .presented(ids[index + 1]), level: levels[index + 1]))
        }
        lastEvents = events
        return events
    }
}

/// The events-only loop: as many commands as request then drain, the same
/// shape of events, no ordering.
func eventsOnly(_ alerts: [AlertDefinition]) {
    var output = EventsOnly(alerts)
    for index in alerts.indices { blackHole(output.request(index)) }
    for index in alerts.indices { blackHole(output.close(index)) }
}

/// The floor's loop: the scheduler's commands, the same events.
func floorThenDrain(_ alerts: [AlertDefinition]) {
    var floor = EventFloor(alerts)
    for index in alerts.indices { blackHole(floor.request(index)) }
    for _ in 0..<alerts.count { blackHole(floor.closeTop()) }
}

/// Whether the floor returns, command by command, the events the scheduler
/// returns for request then drain of `alerts`: checked before anything is
/// timed, so that the floor stays a floor of the same work.
func floorMatchesScheduler(_ alerts: [AlertDefinition]) -> Bool {
    var scheduler = AlertScheduler()
    var floor = EventFloor(alerts)
    for (index, alert) in alerts.enumerated() {
        guard scheduler.send(.request(alert)) == floor.request(index) else { return false }
    }
    for _ in alerts.indices {
        guard scheduler.send(.close(.top)) == floor.closeTop() else { return false }
    }
    return true
}

/// Whether the events-only loop returns, command by command, as many events
/// of the same kinds as the scheduler does for request then drain of
/// `alerts` (the ids differ: it does not order them).
func eventsOnlyMatchesSchedulerShape(_ alerts: [AlertDefinition]) -> Bool {
    var scheduler = AlertScheduler()
    var output = EventsOnly(alerts)
    func shape(_ events: [AlertEvent]) -> [String] { events.map(\.kind.name) }
    for index in alerts.indices {
        guard shape(scheduler.send(.request(alerts[index]))) == shape(output.request(index)) else { return false }
    }
    for index in alerts.indices {
        guard shape(scheduler.send(.close(.top))) == shape(output.close(index)) else { return false }
    }
    return true
}

/// Request + cancel churn behind a visible forced update.
func requestAndCancel(_ alerts: [AlertDefinition]) {
    var churn = Backlog(0).scheduler()
    requestAndCancel(alerts, behind: &churn)
}

/// The alerts already pending when a churn starts: `n` of them, with ids
/// of their own and levels spread otherwise than the churned alerts', all
/// requested before any churned one.
struct Backlog {
    let alerts: [AlertDefinition]
    /// Their queue keys, with sequences before the churned alerts' (negative).
    let keys: [Key]

    init(_ n: Int) {
        alerts = (0..<n).map {
            let id = String(decoding: Array("queued-\($0)".utf8), as: UTF8.self)
            return AlertDefinition(id: id, level: AlertLevel(($0 &* 104_729) % 1000))
        }
        keys = alerts.enumerated().map { Key(level: $1.level.rawValue, sequence: -1 - $0) }
    }

    /// A scheduler with a forced update on screen and the backlog pending.
    func scheduler() -> AlertScheduler {
        var scheduler = AlertScheduler()
        scheduler.send(.request(AlertDefinition(id: "blocker", level: .required)))
        for alert in alerts { scheduler.send(.request(alert)) }
        return scheduler
    }
}

/// Churn into a scheduler that may have alerts pending: each alert is
/// requested, filed among them, and removed from wherever it landed.
func requestAndCancel(_ alerts: [AlertDefinition], behind scheduler: inout AlertScheduler) {
    for alert in alerts {
        blackHole(scheduler.send(.request(alert)))
        blackHole(scheduler.send(.remove(alert.id)))
    }
}

/// The `Heap`'s churn: each key inserted and marked dead at once; dead
/// keys leave when they reach the top (tombstones), so behind a backlog
/// they pile up, as they would in an app's tombstoned queue.
func insertAndTombstone(_ keys: [Key], into heap: inout Heap<Key>, dead: inout Set<Int>) {
    for key in keys {
        heap.insert(key)
        dead.insert(key.sequence)
        while let top = heap.max, dead.contains(top.sequence) {
            heap.removeMax()
            dead.remove(top.sequence)
        }
    }
}

/// The same churn through `send(_:into:)`, into one array the caller
/// empties before each command: no result array is handed back and forth.
func requestAndCancelInto(_ alerts: [AlertDefinition]) {
    var churn = AlertScheduler()
    var events: [AlertEvent] = []
    churn.send(.request(AlertDefinition(id: "blocker", level: .required)), into: &events)
    for alert in alerts {
        events.removeAll(keepingCapacity: true)
        churn.send(.request(alert), into: &events)
        blackHole(events.count)
        events.removeAll(keepingCapacity: true)
        churn.send(.remove(alert.id), into: &events)
        blackHole(events.count)
    }
}

/// The churn's events alone: for each request and each removal, the one
/// event `send(_:)` returns (requested, cancelled), in an array kept and
/// refilled as `send(_:)` keeps its own, and nothing else. Any scheduler
/// with this API pays at least this for the churn.
struct ChurnEventsOnly {
    var lastEvents: [AlertEvent] = []

    /// `event` alone, returned as `send(_:)` returns its events.
    mutating func returning(_ event: AlertEvent) -> [AlertEvent] {
        var events = recycled(&lastEvents)
        events.append(event)
        lastEvents = events
        return events
    }
}

/// Whether the churn's stand-ins return what the scheduler does: the
/// events-only loop the same events (time 0 aside, which both have), and
/// `send(_:into:)` the same events as `send(_:)`.
func churnContestantsMatchScheduler(_ alerts: [AlertDefinition]) -> Bool {
    var scheduler = AlertScheduler()
    var into = AlertScheduler()
    var events: [AlertEvent] = []
    var output = ChurnEventsOnly()
    let blocker = AlertDefinition(id: "blocker", level: .required)
    scheduler.send(.request(blocker))
    into.send(.request(blocker), into: &events)
    for alert in alerts {
        let requested = AlertEvent(time: 0, kind: .requested(alert.id), level: alert.level)
        let cancelled = AlertEvent(time: 0, kind: .cancelled(alert.id, reason: .removed), level: alert.level)
        for (command, standIn) in [(AlertCommand.request(alert), requested), (.remove(alert.id), cancelled)] {
            events.removeAll()
            into.send(command, into: &events)
            let sent = scheduler.send(command)
            guard sent == output.returning(standIn), events == sent else { return false }
        }
    }
    return true
}

func churnEventsOnly(_ alerts: [AlertDefinition]) {
    var output = ChurnEventsOnly()
    for alert in alerts {
        blackHole(output.returning(AlertEvent(time: 0, kind: .requested(alert.id), level: alert.level)))
        blackHole(
            output.returning(AlertEvent(time: 0, kind: .cancelled(alert.id, reason: .removed), level: alert.level)))
    }
}

/// Nanoseconds per command for each contestant at size n.
func round(_ n: Int, _ alerts: [AlertDefinition], backlog: Backlog, resort: Bool) -> [String: Double] {
    var results: [String: Double] = [:]
    let keys = keys(alerts)
    results["scheduler"] = perCommand(2 * n) { requestThenDrain(alerts) }
    results["scheduler, send(into:)"] = perCommand(2 * n) {
        var scheduler = AlertScheduler()
        var events: [AlertEvent] = []
        for alert in alerts {
            events.removeAll(keepingCapacity: true)
            scheduler.send(.request(alert), into: &events)
            blackHole(events.count)
        }
        for _ in 0..<n {
            events.removeAll(keepingCapacity: true)
            scheduler.send(.close(.top), into: &events)
            blackHole(events.count)
        }
    }
    results["Heap"] = perCommand(2 * n) { insertThenPop(keys) }
    results["4-ary heap"] = perCommand(2 * n) { quaternaryInsertThenPop(keys) }
    results["floor"] = perCommand(2 * n) { floorThenDrain(alerts) }
    results["events only"] = perCommand(2 * n) { eventsOnly(alerts) }
    results["sorted array"] = perCommand(2 * n) {
        var sorted: [Key] = []
        for key in keys {
            var low = 0
            var high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                if sorted[middle] < key { low = middle + 1 } else { high = middle }
            }
            sorted.insert(key, at: low)
        }
        for _ in 0..<n { blackHole(sorted.popLast()) }
    }
    if resort {
        // Append and sort again after every insert: what popup libraries do.
        results["re-sort per insert"] = perCommand(2 * n) {
            var resorted: [Key] = []
            for key in keys {
                resorted.append(key)
                resorted.sort()
            }
            for _ in 0..<n { blackHole(resorted.popLast()) }
        }
    }
    results["churn: scheduler"] = perCommand(2 * n) { requestAndCancel(alerts) }
    results["churn: send(into:)"] = perCommand(2 * n) { requestAndCancelInto(alerts) }
    results["churn: events only"] = perCommand(2 * n) { churnEventsOnly(alerts) }
    results["churn: Heap + tombstones"] = perCommand(2 * n) {
        var heap = Heap<Key>()
        var dead = Set<Int>()
        insertAndTombstone(keys, into: &heap, dead: &dead)
    }
    // The same churn with the backlog pending behind the visible alert,
    // built before the clock starts.
    var scheduler = backlog.scheduler()
    results["churn behind backlog: scheduler"] = perCommand(2 * n) {
        requestAndCancel(alerts, behind: &scheduler)
    }
    var heap = Heap<Key>(backlog.keys)
    var dead = Set<Int>()
    results["churn behind backlog: Heap + tombstones"] = perCommand(2 * n) {
        insertAndTombstone(keys, into: &heap, dead: &dead)
    }
    blackHole((scheduler, heap, dead))
    return results
}

/// What building a structure allocated: what it holds once built, and the
/// most it held at once while it was built (an array that grows holds its
/// old and its new buffer for a moment).
struct Footprint {
    var retained: Int
    var peak: Int
}

/// Counts what `build` allocates, inside a function of its own so that
/// nothing else is allocated or freed between the counts. The built value
/// is published before the count: a value nobody outside the function sees
/// could legally be built after it.
@inline(never) func footprint<T>(_ build: () -> T) -> Footprint {
    let base = liveBytes()
    malloc_statistics_reset_peak()
    published = build()
    let footprint = Footprint(retained: liveBytes() - base, peak: Int(malloc_statistics_peak_bytes()) - base)
    published = nil
    return footprint
}

/// Bytes per pending alert that a scheduler with `n` pending (one more
/// visible) allocates, and that a bare Heap of `n` keys allocates, held
/// and at the peak. The definitions themselves are the caller's: the
/// scheduler keeps a reference (`MemoryLayout<AlertDefinition>.stride`
/// bytes) to each.
func memory(_ n: Int) -> (scheduler: Footprint, heap: Footprint) {
    let alerts = definitions(n + 1)
    let pendingKeys = Array(keys(alerts).dropFirst())
    let scheduler = footprint {
        var scheduler = AlertScheduler()
        for alert in alerts { _ = scheduler.send(.request(alert)) }
        return scheduler
    }
    let heap = footprint {
        var heap = Heap<Key>()
        for key in pendingKeys { heap.insert(key) }
        return heap
    }
    return (scheduler, heap)
}

/// Prints the memory table at a million pending.
func printMemory() {
    let footprints = memory(1_000_000)
    let reference = Double(MemoryLayout<AlertDefinition>.stride)
    print(
        "memory at 1M pending, bytes per alert (the scheduler's include the \(formatted(reference))-byte reference to each definition):"
    )
    print("")
    print("| | scheduler | Heap | ratio | ratio beyond the reference |")
    print("|---|---|---|---|---|")
    for (name, measure) in [("held once built", \Footprint.retained), ("peak while building", \Footprint.peak)] {
        let scheduler = Double(footprints.scheduler[keyPath: measure]) / 1_000_000
        let heap = Double(footprints.heap[keyPath: measure]) / 1_000_000
        let cells = [
            name, formatted(scheduler), formatted(heap), ratio(scheduler, heap), ratio(scheduler - reference, heap),
        ]
        print("| " + cells.joined(separator: " | ") + " |")
    }
}

/// Whether the stand-ins compared with the scheduler still do what they
/// stand for; prints what does not.
func contestantsAreFair() -> Bool {
    let alerts = definitions(1_000)
    let failures = [
        floorMatchesScheduler(alerts) ? nil : "EventFloor no longer returns the scheduler's events",
        quaternaryMatchesHeap(keys(alerts)) ? nil : "QuaternaryHeap no longer pops in the Heap's order",
        eventsOnlyMatchesSchedulerShape(alerts)
            ? nil : "EventsOnly no longer returns as many events of the same kinds as the scheduler",
        churnContestantsMatchScheduler(alerts)
            ? nil : "ChurnEventsOnly or send(into:) no longer returns the scheduler's churn events",
    ].compactMap { $0 }
    for failure in failures { print("\(failure): fix it before comparing.") }
    return failures.isEmpty
}

// The modes that run one part: `verify` (the stand-ins' checks alone, for
// CI), `memory`, and `profile`, `profile-heap`, `profile-floor`,
// `profile-events`, `profile-churn` and `profile-churn-events`, each with
// [ROUNDS] [N].
let mode = CommandLine.arguments.dropFirst().first
let profileRounds = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 200
let profileSize = CommandLine.arguments.dropFirst(3).first.flatMap { Int($0) } ?? 10_000
switch mode {
case "verify":
    exit(contestantsAreFair() ? 0 : 1)
case "memory":
    printMemory()
    exit(0)
case "profile":
    let alerts = definitions(profileSize)
    for _ in 0..<profileRounds { requestThenDrain(alerts) }
    exit(0)
case "profile-heap":
    let heapKeys = keys(definitions(profileSize))
    for _ in 0..<profileRounds { insertThenPop(heapKeys) }
    exit(0)
case "profile-floor":
    let alerts = definitions(profileSize)
    for _ in 0..<profileRounds { floorThenDrain(alerts) }
    exit(0)
case "profile-events":
    let alerts = definitions(profileSize)
    for _ in 0..<profileRounds { eventsOnly(alerts) }
    exit(0)
case "profile-churn":
    let alerts = definitions(profileSize)
    for _ in 0..<profileRounds { requestAndCancel(alerts) }
    exit(0)
case "profile-churn-events":
    let alerts = definitions(profileSize)
    for _ in 0..<profileRounds { churnEventsOnly(alerts) }
    exit(0)
default:
    break
}

guard contestantsAreFair() else { exit(1) }

func formatted(_ value: Double) -> String { "\(Int(value.rounded()))" }
func ratio(_ a: Double?, _ b: Double?) -> String {
    guard let a, let b else { return "-" }
    return "\((a / b * 10).rounded() / 10)×"
}

print(
    "| n | scheduler ns | send(into:) ns | Heap ns | vs Heap | floor ns | floor vs Heap | into vs Heap | sorted array ns | vs sorted | floor vs sorted | events only ns | events only vs sorted | 4-ary heap ns | 4-ary + events ns | 4-ary + events vs sorted | re-sort ns | vs re-sort | churn ns | Heap+tombstones ns | churn ratio | churn into ns | into ratio | churn events only ns | events only ratio | churn behind n ns | Heap+tombstones behind n ns | behind n ratio |"
)
print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
for n in [1_000, 10_000, 100_000] {
    let alerts = definitions(n)
    let backlog = Backlog(n)
    var best: [String: Double] = [:]
    let rounds = n >= 100_000 ? 5 : n >= 10_000 ? 9 : 25
    for index in 0..<rounds {
        // The re-sort contestant is quadratic: once at 100k.
        let resort = n < 100_000 || index == 0
        for (name, value) in round(n, alerts, backlog: backlog, resort: resort) {
            best[name] = min(best[name] ?? .infinity, value)
        }
    }
    func ns(_ name: String) -> String { best[name].map(formatted) ?? "-" }
    var cells: [String] = ["\(n)", ns("scheduler"), ns("scheduler, send(into:)"), ns("Heap")]
    cells.append(ratio(best["scheduler"], best["Heap"]))
    cells += [ns("floor"), ratio(best["floor"], best["Heap"])]
    cells.append(ratio(best["scheduler, send(into:)"], best["Heap"]))
    cells += [ns("sorted array"), ratio(best["scheduler"], best["sorted array"])]
    cells.append(ratio(best["floor"], best["sorted array"]))
    cells += [ns("events only"), ratio(best["events only"], best["sorted array"])]
    // A lower bound for any scheduler with this API: the cheapest ordering
    // measured, plus returning the events, and nothing else.
    let bound = best["events only"].flatMap { events in best["4-ary heap"].map { events + $0 } }
    cells += [ns("4-ary heap"), bound.map(formatted) ?? "-", ratio(bound, best["sorted array"])]
    cells.append(ns("re-sort per insert"))
    cells.append(ratio(best["scheduler"], best["re-sort per insert"]))
    cells += [ns("churn: scheduler"), ns("churn: Heap + tombstones")]
    cells.append(ratio(best["churn: scheduler"], best["churn: Heap + tombstones"]))
    cells += [ns("churn: send(into:)"), ratio(best["churn: send(into:)"], best["churn: Heap + tombstones"])]
    cells += [ns("churn: events only"), ratio(best["churn: events only"], best["churn: Heap + tombstones"])]
    cells += [ns("churn behind backlog: scheduler"), ns("churn behind backlog: Heap + tombstones")]
    cells.append(ratio(best["churn behind backlog: scheduler"], best["churn behind backlog: Heap + tombstones"]))
    print("| " + cells.joined(separator: " | ") + " |")
}
print("")
printMemory()
