import AlertScenario
import Testing

@testable import AlertPlayer

/// The speed on the status line: short, and never `×0` for a speed that
/// `--speed` accepts.
@Suite struct SpeedTextTests {
    @Test(arguments: [
        (1.0, "1"), (16, "16"), (0.25, "0.25"), (0.1, "0.1"), (2.5, "2.5"), (1_000, "1000"), (0.05, "0.05"),
        (0.001, "0.001"), (0.0001, "0.0001"), (0.00025, "0.0003"), (0.000001, "0.000001"), (1e-9, "1e-09"),
        (1.004, "1"), (0.996, "1"),
    ])
    func speeds(speed: Double, text: String) {
        #expect(PlayerLayout.formatSpeed(speed) == text)
    }
}

/// `+` and `-` step through speeds up to the fastest `--speed` takes, from
/// any speed the command line gave, and say so at either end.
@Suite struct SpeedKeysTests {
    private static func model(speed: Double) -> PlayerModel {
        PlayerModel(
            scenario: BuiltInScenarios.jianshuLaunch, mode: .scheduled, isPlaying: false, speed: speed, width: 120,
            height: 40)
    }

    @Test(arguments: [(100.0, 128.0, 64.0), (16, 32, 8), (1, 2, 0.5), (0.3, 0.5, 0.25), (1_000, 1_000, 512)])
    func stepsFromAnySpeed(start: Double, faster: Double, slower: Double) {
        var up = Self.model(speed: start)
        _ = up.update(.key(.character("+")))
        #expect(up.speed == faster)
        var down = Self.model(speed: start)
        _ = down.update(.key(.character("-")))
        #expect(down.speed == slower)
    }

    @Test func eitherEndSaysSo() {
        var fastest = Self.model(speed: 1_000)
        _ = fastest.update(.key(.character("+")))
        #expect(fastest.speed == 1_000)
        #expect(fastest.notice == "already at the fastest speed")
        var slowest = Self.model(speed: 0.001)
        _ = slowest.update(.key(.character("-")))
        #expect(slowest.speed == 0.001)
        #expect(slowest.notice == "already at the slowest speed")
        _ = slowest.update(.key(.character("+")))
        #expect(slowest.speed == 0.1)
    }
}
