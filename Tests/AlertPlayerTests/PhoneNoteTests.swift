import AlertCore
import AlertPlayer
import AlertScenario
import Testing

/// The phone's notes ("+2 more underneath", "no alert, still dimmed") sit on
/// a row of their own: no word of the app's feed runs on beside them.
@Suite struct PhoneNoteTests {
    /// What is inside the left phone's border on the row that shows `note`,
    /// with the note taken out.
    private static func restOfRow(showing note: String, in model: PlayerModel) throws -> String {
        let text = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid)
        let row = try #require(text.split(separator: "\n").first { $0.contains(note) })
        let inside = try #require(row.split(separator: "│", omittingEmptySubsequences: false).dropFirst().first)
        return inside.replacingOccurrences(of: note, with: "")
    }

    /// Only blanks and the shades of the dim layers.
    private static func isBlankOrShade(_ text: String) -> Bool {
        text.allSatisfy { " ░▒▓█".contains($0) }
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func alertsLeftOutAreCountedOnAClearRow(width: Int, height: Int) throws {
        let alerts = (1...6).map { AlertDefinition(id: "promo-\($0)", level: 100, title: "Promo \($0)") }
        let scenario = Scenario(
            source: "<test>", name: "Six at once", description: "", screen: "home", alerts: alerts,
            timeline: alerts.map { ScenarioStep(time: 0, action: .send(.request($0))) })
        var model = PlayerModel(scenario: scenario, mode: .naive, isPlaying: false, width: width, height: height)
        _ = model.perform(.seek(to: 10))
        let rest = try Self.restOfRow(showing: "+2 more underneath", in: model)
        #expect(Self.isBlankOrShade(rest), "\(rest)")
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func aMaskLeftBehindIsNamedOnAClearRow(width: Int, height: Int) throws {
        var model = PlayerModel(
            scenario: BuiltInScenarios.jianshuLaunch, mode: .naive, isPlaying: false, width: width, height: height)
        _ = model.perform(.seek(to: 5_000))
        let rest = try Self.restOfRow(showing: "no alert, still dimmed", in: model)
        #expect(Self.isBlankOrShade(rest), "\(rest)")
    }
}
