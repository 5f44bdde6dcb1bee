import AlertCore
import AlertScenario
import TerminalText
import Testing

@testable import AlertPlayer

/// Scenarios whose instants sit at the edge of what a file may say (10^12
/// ms) play, seek, change speed and draw without a trap, at every speed.
@Suite("Extreme times in the player")
struct ExtremeTimeTests {
    static let limit = DurationText.limit

    /// A scenario with steps at `times` and, when given, an `end`.
    static func scenario(steps times: [Milliseconds], end: Milliseconds?) -> Scenario {
        let alert = AlertDefinition(id: "a", title: "far away", actions: [AlertAction("ok")], ttl: .milliseconds(limit))
        var timeline: [ScenarioStep] = []
        for time in times.sorted() {
            timeline.append(ScenarioStep(time: time, action: .send(.request(alert))))
            timeline.append(ScenarioStep(time: time, action: .send(.close(.top))))
        }
        return Scenario(source: "<far>", name: "Far", alerts: [alert], timeline: timeline, end: end)
    }

    static let cases: [(steps: [Milliseconds], end: Milliseconds?)] = [
        ([0, limit], nil), ([limit], limit), ([limit - 1, limit], nil), ([0], limit), ([1, limit / 2, limit], nil),
    ]

    @Test("Play, seek, speed and frames near 10^12 ms never trap", arguments: [0.001, 0.1, 1, 1_000])
    func neverTraps(speed: Double) {
        for (steps, end) in Self.cases {
            for mode in ReplayMode.allCases {
                var model = PlayerModel(
                    scenario: Self.scenario(steps: steps, end: end), mode: mode, isPlaying: true, speed: speed,
                    width: 80, height: 24)
                for input: PlayerInput in [
                    .tick(elapsed: 1), .tick(elapsed: Milliseconds.max / 4), .key(.end), .key(.left), .key(.right),
                    .key(.character("+")), .key(.character("-")), .tick(elapsed: 100), .key(.home),
                    .tick(elapsed: Milliseconds.max), .key(.character(" ")), .resize(width: 120, height: 40),
                ] {
                    _ = model.update(input)
                    _ = model.wallMillisecondsUntilNextEvent
                    let frame = PlayerLayout.frame(for: model)
                    #expect(frame.grid.width == model.width)
                }
                _ = model.perform(.seek(to: Self.limit))
                _ = model.perform(.seek(to: Milliseconds.max))
                _ = PlayerLayout.frame(for: model)
                #expect(model.clock >= 0)
            }
        }
    }

    /// A scenario that runs for days (a weekly cap, a relaunch at 3d) reads
    /// its clock, its end and its next step in days, hours and minutes, not
    /// in six-digit seconds. (The log's time column stays in seconds.)
    @Test func longRunsReadInDays() throws {
        let day: Milliseconds = 86_400_000
        let alert = AlertDefinition(id: "rating", title: "Enjoying it?", actions: [AlertAction("Later")])
        let scenario = Scenario(
            source: "<week>", name: "A week", alerts: [alert],
            timeline: [
                ScenarioStep(time: 0, action: .send(.request(alert))),
                ScenarioStep(time: day + 4_000, action: .send(.close(.top))),
                ScenarioStep(time: 3 * day + 2 * 3_600_000, action: .send(.relaunch)),
            ], end: 8 * day)
        var model = PlayerModel(scenario: scenario, mode: .scheduled, isPlaying: false, width: 120, height: 40)
        _ = model.perform(.seek(to: day + 4_000))
        let text = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid)
        let line = try #require(text.split(separator: "\n").first { $0.contains(" / ") })
        #expect(line.contains("1d 0h 0m 4.000s / 8d"), "\(line)")
        #expect(line.contains("at 3d 2h"), "\(line)")
        // The log keeps its column of seconds, as narrow as it can be.
        #expect(!line.contains("86404"))
    }
}
