import AlertCore
import AlertScenario
import AlertSimulation
import Testing

/// `scenario` with its source and every source location blanked, to compare
/// what a file says rather than where it says it.
private func content(_ scenario: Scenario) -> Scenario {
    var result = scenario
    result.source = ""
    for index in result.timeline.indices { result.timeline[index].location = SourceLocation(line: 0, column: 0) }
    for index in result.properties.indices { result.properties[index].location = SourceLocation(line: 0, column: 0) }
    return result
}

/// The events and stacks of a replay, as comparable values.
private func events(_ scenario: Scenario, _ mode: ReplayMode) -> [RecordedEvent] {
    ReplayTranscript(scenario, mode: mode).events
}

@Suite struct ScenarioYAMLTests {
    @Test(arguments: PackageFiles.scenarioFiles.map(PackageFiles.relativePath))
    func everyShippedScenarioRoundTrips(_ path: String) throws {
        let original = try ScenarioLoader.load(path: PackageFiles.root.appendingPathComponent(path).path)
        let text = original.yamlText()
        let again = try ScenarioLoader.load(text: text, source: path)
        #expect(content(again) == content(original), "\(text)")
        for mode in ReplayMode.allCases { #expect(events(again, mode) == events(original, mode)) }
    }

    @Test func rangesOptionalStepsPropertiesAndAwkwardTextRoundTrip() throws {
        let text = """
            name: "yes"
            description: "a: b # c"
            screen: home
            policy: {maxVisible: 2, preemptAt: high, gap: 1500ms, maxPending: 3, groups: {m: {limit: 1}}, caps: {w: {limit: 1, per: 7d}}}
            alerts:
              red-packet: {level: 600, title: 领取红包, message: "line\\none", actions: [领取, "[x]"], group: m, cap: w, ttl: 90s, screen: home}
              forced-update: {level: required+1, actions: [{label: 更新, dismisses: false}], dismissible: false}
            timeline:
              - at: 0ms..2s
                request: red-packet
              - after: 30ms..800ms
                request: forced-update
                optional: true
              - tap: {alert: red-packet, action: 领取}
              - after: 1s
                dismiss: top
              - hold: splash
              - release: splash
              - screen: home
              - dismiss: forced-update
              - expect: {visible: [], pending: [red-packet], mask: false, masks: 0, mode: naive}
              - at: 3d
                relaunch: true
            \(PropertyLoaderTests.nineKinds)
            end: 4d
            """
        let original = try ScenarioLoader.load(text: text, source: "x.yaml")
        let written = original.yamlText()
        let again = try ScenarioLoader.load(text: written, source: "x.yaml")
        #expect(content(again) == content(original), "\(written)")
        #expect(written.contains("name: \"yes\"\n"))
        #expect(written.contains("title: 领取红包\n"))
    }

    @Test func levelsAreWrittenByNameWhereOneIsNear() throws {
        let text = """
            name: Levels
            policy: {preemptAt: high}
            alerts: {a: {level: 1000}, b: {level: required+1}, c: {level: 740}, d: {level: 600}, e: {level: -3}}
            timeline: []
            """
        let written = try ScenarioLoader.load(text: text, source: "x.yaml").yamlText()
        let levels = written.split(separator: "\n").filter { $0.contains("level: ") || $0.contains("preemptAt: ") }
        #expect(
            levels == [
                "  preemptAt: high", "    level: required", "    level: required+1", "    level: high-10",
                "    level: 600", "    level: -3",
            ])
    }
}
