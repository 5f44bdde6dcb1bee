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
