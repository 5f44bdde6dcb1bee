import AlertPlayer
import AlertScenario
import Foundation
import Testing

/// The player shows the nominal run of a scenario with uncertain steps, and its help says so.
@Suite struct UncertainScenarioHelpTests {
    static func helpText(_ yaml: String) throws -> String {
        let scenario = try ScenarioLoader.load(text: yaml, source: "uncertain.yaml")
        var model = PlayerModel(scenario: scenario, mode: .scheduled, isPlaying: false, width: 120, height: 60)
        _ = model.update(.key(.character("?")))
        return HelpOverlayTests.boxText(PlainTextRenderer.render(PlayerLayout.frame(for: model).grid))
    }

    @Test func theHelpNamesTheNominalRun() throws {
        let text = try Self.helpText(
            """
            name: uncertain
            alerts:
              a: {level: 600, actions: [ok]}
            timeline:
              - at: 0ms..2s
                request: a
              - at: 3s
                close: top
                optional: true
            properties:
              - max-visible: 1
            """)
        #expect(text.contains("Uncertain timings: 1 ranged and 1 optional steps"), "\(text)")
        #expect(text.contains("nominal run"), "\(text)")
    }

    @Test func aCertainScenarioSaysNothingOfIt() throws {
        let text = try Self.helpText(HelpOverlayTests.failing)
        #expect(!text.contains("Uncertain timings"), "\(text)")
    }
}
