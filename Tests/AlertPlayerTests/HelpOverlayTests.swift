import AlertPlayer
import AlertScenario
import Testing

/// The help explains the `!` marks: the expectations that did not hold are
/// listed first, whole, from the smallest terminal up.
@Suite struct HelpOverlayTests {
    static let failing = """
        name: failing on purpose
        description: >-
          Two expectations that do not hold, one in each run, and a description long enough
          to wrap over several rows of the help, so that it competes with the list for room.
        alerts:
          promo: {level: 100, title: Promo, actions: [OK]}
          update: {level: required, title: Update, actions: [OK]}
        timeline:
          - request: promo
          - at: 1s
            request: update
          - expect: {visible: [promo]}
          - expect: {masks: 5, mode: naive}
        end: 2s
        """

    /// The help's rows, as plain text, at the end of the timeline.
    static func help(mode: ReplayMode, width: Int, height: Int) throws -> String {
        let scenario = try ScenarioLoader.load(text: failing, source: "failing.yaml")
        var model = PlayerModel(scenario: scenario, mode: mode, isPlaying: false, width: width, height: height)
        _ = model.perform(.seek(to: 2_000))
        _ = model.update(.key(.character("?")))
        return PlainTextRenderer.render(PlayerLayout.frame(for: model).grid)
    }

    /// The text inside the help box's border, rows joined by spaces.
    static func boxText(_ screen: String) -> String {
        screen.split(separator: "\n").compactMap { row -> String? in
            let parts = row.split(separator: "│", omittingEmptySubsequences: false)
            guard parts.count >= 3 else { return nil }
            // The help box is the widest bordered span on its row.
            return parts.dropFirst().dropLast().max { $0.count < $1.count }.map {
                $0.trimmingCharacters(in: .whitespaces)
            }
        }.joined(separator: " ")
    }

    @Test(arguments: [(ReplayMode.compare, 80, 24), (.compare, 120, 40), (.scheduled, 80, 24), (.naive, 80, 24)])
    func failuresAreListedWhole(mode: ReplayMode, width: Int, height: Int) throws {
        let screen = try Self.help(mode: mode, width: width, height: height)
        #expect(screen.contains("Expectations that did not hold"), "\(screen)")
        let text = Self.boxText(screen)
        if mode != .naive { #expect(text.contains("scheduled"), "\(screen)") }
        if mode != .scheduled { #expect(text.contains("naive"), "\(screen)") }
        if mode != .scheduled { #expect(text.contains("masks"), "the naive run's failure, to its end: \(screen)") }
        if mode != .naive { #expect(text.contains("visible"), "the scheduled run's failure: \(screen)") }
        #expect(screen.contains("space"), "the keys follow: \(screen)")
    }

    @Test func failuresOfBothRunsAreListedInTimelineOrder() throws {
        let scenario = try ScenarioLoader.load(
            text: """
                name: Two runs
                alerts: {a: {level: 1, actions: [ok]}}
                timeline:
                  - {at: 1s, expect: {visible: [a]}}
                  - {at: 2s, expect: {masks: 1, mode: naive}}
                  - {at: 3s, expect: {pending: [a]}}
                """,
            source: "two.yaml")
        var model = PlayerModel(scenario: scenario, mode: .compare, isPlaying: false, width: 200, height: 60)
        _ = model.perform(.seekToEnd)
        _ = model.update(.key(.character("?")))
        let text = Self.boxText(PlainTextRenderer.render(PlayerLayout.frame(for: model).grid))
        let order = ["scheduled at 1s", "naive at 2s", "scheduled at 3s"].map { text.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil }, "\(text)")
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted(), "\(text)")
    }
}
