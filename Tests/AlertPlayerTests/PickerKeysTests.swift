import AlertCore
import AlertPlayer
import AlertScenario
import Testing

/// A catalogue longer than the picker: PgUp, PgDn, Home and End move by a
/// page or to an end (and stop there), and the border says where one is.
@Suite struct PickerKeysTests {
    static func model(alerts count: Int) -> PlayerModel {
        let alerts = (1...count).map { AlertDefinition(id: "a\($0)", level: 100, title: "Alert \($0)") }
        let scenario = Scenario(
            source: "<test>", name: "Long catalogue", description: nil, screen: "home", alerts: alerts,
            timeline: [ScenarioStep(time: 0, action: .send(.request(alerts[0])))])
        var model = PlayerModel(scenario: scenario, mode: .scheduled, isPlaying: false, width: 80, height: 24)
        _ = model.update(.key(.character("r")))
        return model
    }

    static func position(_ model: PlayerModel) -> String? {
        let text = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid)
        guard let range = text.range(of: #"request an alert \(\d+/\d+\)"#, options: .regularExpression) else {
            return nil
        }
        return String(text[range].drop { $0 != "(" })
    }

    @Test func theTenthAlertIsNumberedZeroAndZeroRequestsIt() throws {
        var model = Self.model(alerts: 12)
        let text = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid)
        let rows = text.split(separator: "\n")
        let tenth = try #require(rows.first { $0.contains("Alert 10") })
        #expect(tenth.contains(" 0 "), "\(tenth)")
        #expect(rows.first { $0.contains("Alert 11") }?.contains(" 0 ") == false)
        #expect(text.contains("1-9 0 pick"))
        _ = model.update(.key(.character("0")))
        #expect(model.scheduled.machine.visible == ["a10"])
    }

    /// Levels run to ±10^15: a long one is written as a power of ten in its
    /// column (never cut to a prefix of its digits), and the title starts
    /// after it, whole.
    @Test func longLevelsStayInTheirColumn() throws {
        let levels: [AlertLevel] = [100_000, 1_000_000, -1_000_000_000_000_000, 999_999_999_999_999, 7]
        let alerts = levels.enumerated().map { AlertDefinition(id: "a\($0)", level: $1, title: "Title\($0)") }
        let scenario = Scenario(
            source: "<test>", name: "Long levels", description: nil, screen: "home", alerts: alerts,
            timeline: [ScenarioStep(time: 0, action: .send(.request(alerts[0])))])
        var model = PlayerModel(scenario: scenario, mode: .scheduled, isPlaying: false, width: 80, height: 24)
        _ = model.update(.key(.character("r")))
        let rows = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid).split(separator: "\n")
        for (index, level) in levels.enumerated() {
            let row = try #require(rows.first { $0.contains(" a\(index) ") })
            #expect(row.contains(" Title\(index) "), "\(row)")
            // Too long for the column's 11, a level reads as a power of ten, not as a prefix of its digits.
            let digits = String(level.rawValue)
            #expect(
                row.contains(digits.count <= 11 ? digits : PlayerLayout.levelText(level.rawValue, width: 11)), "\(row)")
            #expect(!row.contains("…"), "\(row)")
        }
    }

    @Test func pagesAndEndsMoveTheSelection() {
        var model = Self.model(alerts: 200)
        #expect(Self.position(model) == "(1/200)")
        // 24 rows leave 17 for the catalogue: a page.
        let steps: [(PlayerKey, String)] = [
            (.pageDown, "(18/200)"), (.end, "(200/200)"), (.pageDown, "(200/200)"), (.pageUp, "(183/200)"),
            (.home, "(1/200)"), (.pageUp, "(1/200)"), (.up, "(200/200)"),
        ]
        for (key, expected) in steps {
            _ = model.update(.key(key))
            #expect(Self.position(model) == expected, "after \(key)")
        }
        _ = model.update(.key(.enter))
        #expect(model.scheduled.machine.pending.contains("a200") || model.scheduled.machine.visible.contains("a200"))
    }

    /// Scrolled down, the digits number the rows on screen: `1` the first
    /// shown, and no digit picks an alert that is not shown.
    @Test func digitsPickAmongTheRowsShown() throws {
        var model = Self.model(alerts: 200)
        _ = model.update(.key(.end))
        let text = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid)
        // 24 rows leave 17 for the catalogue: a184 to a200 are shown.
        let first = try #require(text.split(separator: "\n").first { $0.contains("Alert 184") })
        #expect(first.contains(" 1 a184"), "\(first)")
        #expect(!text.contains("Alert 183"))
        _ = model.update(.key(.character("3")))
        #expect(model.scheduled.log.last?.alert == "a186")
        #expect(model.scheduled.machine.visible + model.scheduled.machine.pending == ["a186"])

        var short = Self.model(alerts: 3)
        #expect(short.update(.key(.character("7"))) == [.bell], "a digit past the rows shown rings")
        #expect(short.scheduled.log.isEmpty)
    }

    @Test func aShortCatalogueSaysNoPosition() {
        #expect(Self.position(Self.model(alerts: 3)) == nil)
    }
}
