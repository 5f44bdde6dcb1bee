import AlertCore
import AlertRuntime
import Foundation
import TestSupport

/// An alert with one dismissing action, `ok`.
func alert(
    _ id: AlertID, _ level: AlertLevel = .normal, ttl: Duration? = nil, cap: String? = nil, group: String? = nil,
    dismissible: Bool = true
) -> AlertDefinition {
    AlertDefinition(
        id: id, level: level, title: id, actions: [AlertAction("ok"), AlertAction("later")],
        isDismissible: dismissible, ttl: ttl, group: group, cap: cap)
}

/// A history file's place in the temporary folder that no other test uses.
func temporaryHistoryURL() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString).json")
}

/// A wall clock that tests move by hand.
final class TestWallClock: Sendable {
    private let date = LockedValue(Date(timeIntervalSince1970: 1_800_000_000))
    var now: Date { date.withLock { $0 } }
    func advance(by seconds: TimeInterval) { date.withLock { $0 += seconds } }
    var reading: @Sendable () -> Date { { self.now } }
}

/// Collects every event of a center's stream until told to stop.
actor EventLog {
    private(set) var events: [AlertEvent] = []
    func append(_ event: AlertEvent) { events.append(event) }
}

/// A clock that moves forward by `step` every time it is read, and whose
/// sleeps end only when cancelled: it shows how often the center reads the
/// time, and nothing ever fires on its own.
final class TickingClock: Clock, Sendable {
    typealias Instant = ManualClock.Instant
    private let reading = LockedValue(Instant(offset: .zero))
    let step: Duration

    init(step: Duration) { self.step = step }

    var now: Instant {
        reading.withLock { now in
            defer { now = now.advanced(by: step) }
            return now
        }
    }

    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let (stream, continuation) = AsyncStream.makeStream(of: Never.self)
        await withTaskCancellationHandler {
            for await _ in stream {}
        } onCancel: {
            continuation.finish()
        }
        throw CancellationError()
    }
}

/// Values appended from any task, read back in order.
final class Recorded<Element: Sendable>: Sendable {
    private let values = LockedValue<[Element]>([])
    func append(_ value: Element) { values.withLock { $0.append(value) } }
    var all: [Element] { values.withLock { $0 } }
}
