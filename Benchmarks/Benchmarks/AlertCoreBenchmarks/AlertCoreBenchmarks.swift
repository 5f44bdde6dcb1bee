import AlertCore
import Benchmark

/// A deterministic spread of levels around the named ones (no randomness:
/// every run measures the same work).
func mixedLevel(_ index: Int) -> AlertLevel {
    let named: [AlertLevel] = [.low, .normal, .high, .required - 1]
    return named[index % named.count] + (index * 7_919) % 200 - 100
}

/// `count` ordinary alerts with mixed levels, ids `a0`, `a1`, …
func mixedAlerts(_ count: Int) -> [AlertDefinition] {
    (0..<count).map { AlertDefinition(id: "a\($0)", level: mixedLevel($0), actions: [AlertAction("ok")]) }
}

/// A scheduler under `policy` whose one slot is taken, with `pending`
/// alerts queued behind it.
func schedulerWithQueue(_ pending: [AlertDefinition], policy: AlertPolicy = AlertPolicy()) -> AlertScheduler {
    var scheduler = AlertScheduler(policy: policy)
    scheduler.send(.request(AlertDefinition(id: "blocker", level: .required, isDismissible: false)))
    for definition in pending { scheduler.send(.request(definition)) }
    return scheduler
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        maxDuration: .seconds(3),
        maxIterations: 100
    )

    // 10,000 requests with mixed levels go into the queue, then the user
    // dismisses them one by one, each dismissal presenting the next.
    let tenThousand = mixedAlerts(10_000)
    Benchmark("Queue 10k mixed levels, then drain by dismissals") { benchmark in
        for _ in benchmark.scaledIterations {
            var scheduler = AlertScheduler()
            for definition in tenThousand { blackHole(scheduler.send(.request(definition))) }
            for _ in 0..<tenThousand.count { blackHole(scheduler.send(.close(.top))) }
            precondition(scheduler.ledger.dismissed == tenThousand.count)
        }
    }

    // With 10,000 alerts pending, modules keep requesting and cancelling:
    // 10,000 request + cancel pairs, each O(log n).
    let churn = (0..<10_000).map {
        AlertDefinition(id: "churn\($0)", level: mixedLevel($0 &* 31), actions: [AlertAction("ok")])
    }
    Benchmark("Request/cancel churn, 10k pending") { benchmark in
        var scheduler = schedulerWithQueue(tenThousand)
        benchmark.startMeasurement()
        for definition in churn {
            blackHole(scheduler.send(.request(definition)))
            blackHole(scheduler.send(.remove(definition.id)))
        }
        benchmark.stopMeasurement()
        precondition(scheduler.pendingCount == tenThousand.count)
    }

    // Churn with nothing else pending, each alert in a limited group and
    // under a frequency cap, below the blocker (so none is presented and
    // neither limit fills): every request checks both limits (a few hashes
    // of their names) and files the alert among its group's never-presented
    // members, which its removal undoes (one hash of the group's name each).
    let limited = (0..<10_000).map {
        AlertDefinition(
            id: "limited\($0)", level: min(mixedLevel($0 &* 31), .high), actions: [AlertAction("ok")],
            group: "launch", cap: "daily")
    }
    let limits = AlertPolicy(
        groups: ["launch": .init(limit: 3)], caps: ["daily": FrequencyCap(limit: 3, per: .seconds(86_400))])
    Benchmark("Request/cancel churn, 10k capped and grouped") { benchmark in
        var scheduler = schedulerWithQueue([], policy: limits)
        benchmark.startMeasurement()
        for definition in limited {
            blackHole(scheduler.send(.request(definition)))
            blackHole(scheduler.send(.remove(definition.id)))
        }
        benchmark.stopMeasurement()
        precondition(scheduler.ledger.cancelled == limited.count)
    }

    // The naive model (what `explore --mode naive` runs): 1,000 requests,
    // each shown at once on top of the last, then the user closes the top
    // one 1,000 times. Each push and each close is O(1) with one hash of the id.
    let thousand = mixedAlerts(1_000)
    Benchmark("Naive: 1k popups stacked, then closed") { benchmark in
        for _ in benchmark.scaledIterations {
            var naive = NaiveAlertStack()
            for definition in thousand { blackHole(naive.send(.request(definition))) }
            for _ in thousand { blackHole(naive.send(.close(.top))) }
            precondition(naive.visible.isEmpty)
        }
    }

    // 10,000 alerts scoped to 1,000 screens (plus none unscoped): visiting
    // each screen presents its first alert, which the user dismisses. Every
    // settle asks the queue for the first eligible alert.
    let screens = (0..<1_000).map { "screen\($0)" }
    let scoped = (0..<10_000).map {
        AlertDefinition(
            id: "s\($0)", level: mixedLevel($0), actions: [AlertAction("ok")], screen: screens[$0 % screens.count])
    }
    Benchmark("First eligible across 1,000 screens, 10k scoped pending") { benchmark in
        var scheduler = AlertScheduler(screen: "start")
        for definition in scoped { scheduler.send(.request(definition)) }
        benchmark.startMeasurement()
        for screen in screens {
            blackHole(scheduler.send(.navigate(to: screen)))
            blackHole(scheduler.send(.close(.top)))
        }
        benchmark.stopMeasurement()
        precondition(scheduler.ledger.dismissed == screens.count)
    }
}
