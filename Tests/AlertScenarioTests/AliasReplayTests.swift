import AlertCore
import AlertScenario
import Testing

/// Anchored nodes are recorded as they are read and replayed at each
/// alias: the decoder sees the node again, at the alias's place.
@Suite("Aliases replay their anchored nodes")
struct AliasReplayTests {
    @Test func anAliasedStepIsAStepOfItsOwnAtTheAliasPlace() throws {
        let text = """
            name: Repeated
            alerts: {a: {actions: [ok]}}
            timeline:
              - &open {after: 1s, request: a}
              - tap: ok
              - *open
            """
        let scenario = try ScenarioLoader.load(text: text, source: "s")
        #expect(scenario.timeline.map(\.time) == [1000, 1000, 2000])
        #expect(scenario.timeline[2].action == scenario.timeline[0].action)
        #expect(scenario.timeline[0].location == SourceLocation(line: 4, column: 5))
        #expect(scenario.timeline[2].location == SourceLocation(line: 6, column: 5))
    }

    @Test func anAliasMeansTheLatestCompleteAnchorOfItsName() throws {
        let text = """
            name: Shadowed
            alerts:
              a: {title: &t one}
              b: {title: &t two}
              c: {title: *t}
            """
        let scenario = try ScenarioLoader.load(text: text, source: "s")
        #expect(scenario.alerts.map(\.title) == ["one", "two", "two"])
    }

    @Test func nestedAliasesExpand() throws {
        let text = """
            name: Nested
            alerts:
              a: {actions: &pair [{label: &yes Yes}, No]}
              b: {title: *yes, actions: *pair}
            """
        let scenario = try ScenarioLoader.load(text: text, source: "s")
        #expect(scenario.alerts[1].title == "Yes")
        #expect(scenario.alerts[1].actions == [AlertAction("Yes"), AlertAction("No")])
    }

    @Test func anAnchorInATimelineReadBeforeTheCatalogueServesTheCatalogue() throws {
        let text = """
            name: Late catalogue
            timeline:
              - hold: &splash splash
              - request: a
              - release: splash
            alerts:
              a: {title: *splash}
            """
        let scenario = try ScenarioLoader.load(text: text, source: "s")
        #expect(scenario.alerts.map(\.title) == ["splash"])
        #expect(
            scenario.timeline.map(\.action) == [
                .send(.hold("splash")), .send(.request(scenario.alerts[0])), .send(.release("splash")),
            ])
        #expect(scenario.timeline.map(\.location.line) == [3, 4, 5])
    }

    @Test func aliasesInsideATimelineReadBeforeTheCatalogueExpandWhenItIsDecoded() throws {
        let text = """
            name: Late catalogue
            timeline:
              - &step {request: a}
              - *step
            alerts: {a: {}}
            """
        let scenario = try ScenarioLoader.load(text: text, source: "s")
        #expect(scenario.timeline.count == 2)
        #expect(scenario.timeline[1].location == SourceLocation(line: 4, column: 5))
    }
}
