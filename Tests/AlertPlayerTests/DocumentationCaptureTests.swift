import AlertPlayer
import AlertScenario
import Foundation
import Testing

/// `docs/player-compare.txt`, the picture of the player in the README, is the
/// plain-text frame of the built-in scenario in compare mode at the moment
/// all three popups are up. This keeps it true; `UPDATE_GOLDENS=1` rewrites it.
@Suite struct DocumentationCaptureTests {
    static let capture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/player-compare.txt")

    @Test func compareCaptureMatchesThePlayer() throws {
        let scenario = BuiltInScenarios.jianshuLaunch
        let lastRequest = try #require(
            scenario.timeline.last { if case .send(.request) = $0.action { true } else { false } })
        var model = PlayerModel(scenario: scenario, mode: .compare, isPlaying: false, width: 120, height: 32)
        _ = model.perform(.seek(to: lastRequest.time))
        #expect(model.naive.machine.visible.count == 3)
        let text = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid)
        if Golden.isUpdating {
            try text.write(to: Self.capture, atomically: true, encoding: .utf8)
            return
        }
        let committed = try String(contentsOf: Self.capture, encoding: .utf8)
        #expect(committed == text, "docs/player-compare.txt is out of date; UPDATE_GOLDENS=1 rewrites it")
    }

    @Test func readmeShowsTheCapture() throws {
        let readme = Self.capture.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let capture = try String(contentsOf: Self.capture, encoding: .utf8)
        let text = try String(contentsOf: readme, encoding: .utf8)
        #expect(text.contains(capture), "README.md's player excerpt differs from docs/player-compare.txt")
    }
}
