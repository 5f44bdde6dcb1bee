import AlertCore
import AlertRuntime
import Benchmark
import Foundation

/// 1,000 alerts, each requested, tapped and closed again: three commands an
/// alert, the center's own work for each (catching up with the clock, the
/// scheduler, outcomes, events).
let alerts = (0..<1_000).map {
    AlertDefinition(id: "alert-\($0)", level: 500, title: "Title \($0)", actions: [AlertAction("ok", dismisses: false)])
}

/// The session the benchmarks time, on a manual clock (no sleeping).
func session(_ center: AlertCenter) async {
    for alert in alerts {
        blackHole(await center.request(alert))
        blackHole(try? await center.tap(action: "ok", on: alert.id))
        blackHole(try? await center.close(alert.id))
    }
}

/// A trace file of its own in the temporary folder.
func freshTrace() -> AlertTrace? {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString).jsonl")
    return try? AlertTrace(url: url, options: .init(sizeLimit: 1 << 30))
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        // One unit for both benchmarks, so that their ratio reads off the table.
        timeUnits: .microseconds,
        maxDuration: .seconds(5),
        maxIterations: 50
    )

    Benchmark("Center: 1k request/tap/close, no trace") { benchmark in
        for _ in benchmark.scaledIterations {
            let center = AlertCenter(clock: ManualClock())
            benchmark.startMeasurement()
            await session(center)
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Center: 1k request/tap/close, recording a trace") { benchmark in
        for _ in benchmark.scaledIterations {
            let trace = freshTrace()
            let center = AlertCenter(clock: ManualClock(), trace: trace)
            benchmark.startMeasurement()
            await session(center)
            benchmark.stopMeasurement()
            if let url = trace?.url { try? FileManager.default.removeItem(at: url) }
        }
    }
}
