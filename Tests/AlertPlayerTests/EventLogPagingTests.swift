import AlertCore
import AlertScenario
import Testing

@testable import AlertPlayer

/// `PgUp` and `PgDn` turn the event log by a page: the events it shows but
/// one, which stays in view to read on from.
@Suite struct EventLogPagingTests {
    /// Forty alerts requested a second apart; with one visible at a time the
    /// log is mostly their `requested` lines, in order.
    static func scenario() throws -> Scenario {
        let alerts = (0..<40).map { "  a\($0 < 10 ? "0" : "")\($0): {level: 500}" }.joined(separator: "\n")
        let steps = (0..<40).map { "  - {at: \($0)s, request: a\($0 < 10 ? "0" : "")\($0)}" }.joined(separator: "\n")
        let yaml = "name: Paging\nalerts:\n\(alerts)\ntimeline:\n\(steps)\n"
        return try ScenarioLoader.load(text: yaml, source: "paging.yaml")
    }

    /// The numbers of the alerts whose `requested` line the log shows, oldest first.
    static func requestedOnScreen(_ model: PlayerModel) -> [Int] {
        PlainTextRenderer.render(PlayerLayout.frame(for: model).grid).split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "requested a") else { return nil }
            return Int(line[range.upperBound...].prefix(2))
        }
    }

    @Test(arguments: [ReplayMode.scheduled, .compare])
    func aPageIsWhatTheLogShowsButOne(mode: ReplayMode) throws {
        var model = PlayerModel(scenario: try Self.scenario(), mode: mode, isPlaying: false, width: 120, height: 32)
        _ = model.perform(.seekToEnd)
        let newest = Self.requestedOnScreen(model)
        #expect(newest.last == 39)
        #expect(newest.count > 5, "more than the five events a page used to be")
        _ = model.update(.key(.pageUp))
        let older = Self.requestedOnScreen(model)
        #expect(older.last == newest.first, "the oldest line shown before is the newest now: \(older) after \(newest)")
        _ = model.update(.key(.pageDown))
        #expect(Self.requestedOnScreen(model) == newest)
    }
}
