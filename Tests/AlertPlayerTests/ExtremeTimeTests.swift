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
            for mode in PlayerMode.allCases {
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
}
