@_spi(Benchmarks) import AlertCore
import HeapModule

#if canImport(Glibc)
    import Glibc
#endif

// Prints the per-command cost of the scheduler beside plain data structures,
// measured in one process, interleaved, minimum of several rounds:
//
//     swift run -c release --scratch-path ../.build-bench HeapComparison
//
// "request then drain": n requests of alerts with spread levels, then n
// closes of the top alert. The scheduler keeps FIFO among equal levels, so
// the heap gets (level, sequence) keys too.

@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
}

struct Key: Comparable {
    var level: Int
    var sequence: Int
    static func < (a: Key, b: Key) -> Bool { a.level != b.level ? a.level < b.level : a.sequence > b.sequence }
}

func definitions(_ n: Int) -> [AlertDefinition] {
    (0..<n).map { AlertDefinition(id: "alert-\($0)", level: AlertLevel(($0 &* 7919) % 1000)) }
}

/// Nanoseconds per command for each contestant at size n.
func round(_ n: Int, _ alerts: [AlertDefinition]) -> [String: Double] {
    var results: [String: Double] = [:]
    // The scheduler.
    var start = now()
    var scheduler = AlertScheduler()
    for alert in alerts { blackHole(scheduler.send(.request(alert))) }
    for _ in 0..<n { blackHole(scheduler.send(.close(.top))) }
    results["scheduler"] = (now() - start) / Double(2 * n)
    // With stacks recorded, as replay and the player run it.
    start = now()
    var recording = AlertScheduler()
    recording.recordsStacksForBenchmark = true
    for alert in alerts {
        blackHole(recording.send(.request(alert)))
        recording.dropRecordedChangesForBenchmark()
    }
    for _ in 0..<n {
        blackHole(recording.send(.close(.top)))
        recording.dropRecordedChangesForBenchmark()
    }
    results["scheduler, stacks"] = (now() - start) / Double(2 * n)
    // A bare Heap of (level, sequence).
    start = now()
    var heap = Heap<Key>()
    for (index, alert) in alerts.enumerated() { heap.insert(Key(level: alert.level.rawValue, sequence: index)) }
    for _ in 0..<n { blackHole(heap.popMax()) }
    results["Heap"] = (now() - start) / Double(2 * n)
    // An array kept sorted by binary-search insertion (highest last).
    start = now()
    var sorted: [Key] = []
    for (index, alert) in alerts.enumerated() {
        let key = Key(level: alert.level.rawValue, sequence: index)
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < key { low = middle + 1 } else { high = middle }
        }
        sorted.insert(key, at: low)
    }
    for _ in 0..<n { blackHole(sorted.popLast()) }
    results["sorted array"] = (now() - start) / Double(2 * n)
    // Re-sort after every insert, what popup libraries do.
    if n <= 10_000 {
        start = now()
        var resorted: [Key] = []
        for (index, alert) in alerts.enumerated() {
            resorted.append(Key(level: alert.level.rawValue, sequence: index))
            resorted.sort()
        }
        for _ in 0..<n { blackHole(resorted.popLast()) }
        results["re-sort per insert"] = (now() - start) / Double(2 * n)
    }
    // Request + cancel churn against a Heap with tombstones.
    start = now()
    var churn = AlertScheduler()
    let blocker = AlertDefinition(id: "blocker", level: .required)
    churn.send(.request(blocker))
    for alert in alerts {
        blackHole(churn.send(.request(alert)))
        blackHole(churn.send(.dismiss(alert.id)))
    }
    results["churn: scheduler"] = (now() - start) / Double(2 * n)
    start = now()
    var tombstoned = Heap<Key>()
    var dead = Set<Int>()
    for (index, alert) in alerts.enumerated() {
        tombstoned.insert(Key(level: alert.level.rawValue, sequence: index))
        dead.insert(index)
        while let top = tombstoned.max, dead.contains(top.sequence) {
            tombstoned.removeMax()
            dead.remove(top.sequence)
        }
    }
    results["churn: Heap + tombstones"] = (now() - start) / Double(2 * n)
    return results
}

if CommandLine.arguments.dropFirst().first == "profile" {
    // The scheduler's loop alone, for `perf record`.
    let alerts = definitions(10_000)
    for _ in 0..<200 {
        var scheduler = AlertScheduler()
        for alert in alerts { blackHole(scheduler.send(.request(alert))) }
        for _ in 0..<alerts.count { blackHole(scheduler.send(.close(.top))) }
    }
    exit(0)
}

for n in [1_000, 10_000, 100_000] {
    let alerts = definitions(n)
    var best: [String: Double] = [:]
    for _ in 0..<(n >= 100_000 ? 3 : 7) {
        for (name, value) in round(n, alerts) { best[name] = min(best[name] ?? .infinity, value) }
    }
    func ns(_ name: String) -> String { best[name].map { "\(Int($0.rounded())) ns" } ?? "-" }
    func ratio(_ a: String, _ b: String) -> String {
        guard let x = best[a], let y = best[b] else { return "-" }
        return "\((x / y * 10).rounded() / 10)×"
    }
    print("n = \(n)")
    print("  scheduler \(ns("scheduler")), Heap \(ns("Heap")): \(ratio("scheduler", "Heap"))")
    print("  sorted array \(ns("sorted array")): scheduler/sorted \(ratio("scheduler", "sorted array"))")
    print("  re-sort per insert \(ns("re-sort per insert")): scheduler/re-sort \(ratio("scheduler", "re-sort per insert"))")
    print("  stacks recorded \(ns("scheduler, stacks")): \(ratio("scheduler, stacks", "scheduler")) the default")
    print("  churn \(ns("churn: scheduler")) vs Heap+tombstones \(ns("churn: Heap + tombstones")): \(ratio("churn: scheduler", "churn: Heap + tombstones"))")
}
