import AlertCore
import AlertScenario
import Testing

@Suite("Loading valid scenario files")
struct LoaderTests {
    private let full = """
        name: Full
        description: Every key.
        screen: home
        policy:
          maxVisible: 2
          preemptAt: high+10
          gap: 1.5s
          maxPending: 3
          groups:
            marketing: {limit: 1}
        alerts:
          red-packet:
            level: 600
            title: 领取红包
            message: 新人红包 8.88 元已到账
            actions: [领取, {label: 关闭}]
            dismissible: true
            screen: home
            ttl: 5s
            group: marketing
          forced-update:
            level: required-1
            title: 123
            actions:
              - {label: 立即更新, dismisses: false}
            dismissible: false
          plain: {}
        timeline:
          - request: red-packet
          - after: 30ms
            request: forced-update
          - tap: 立即更新
          - at: 2s
            dismiss: top
          - after: 1m
            dismiss: forced-update
          - hold: splash-ad
          - release: splash-ad
          - screen: profile
          - expect:
              visible: [red-packet]
              pending: []
              mask: true
              masks: 1
              mode: naive
        end: 90s
        """

    @Test func readsEveryKey() throws {
        let scenario = try ScenarioLoader.load(text: full, source: "full.yaml")
        #expect(scenario.source == "full.yaml")
        #expect(scenario.name == "Full")
        #expect(scenario.description == "Every key.")
        #expect(scenario.screen == "home")
        #expect(
            scenario.policy
                == AlertPolicy(
                    maxVisible: 2, preemptAt: .high + 10, gap: .milliseconds(1500), maxPending: 3,
                    groups: ["marketing": .init(limit: 1)]))
        #expect(scenario.alerts.map(\.id) == ["red-packet", "forced-update", "plain"])
        #expect(
            scenario.alerts[0]
                == AlertDefinition(
                    id: "red-packet", level: 600, title: "领取红包", message: "新人红包 8.88 元已到账",
                    actions: [AlertAction("领取"), AlertAction("关闭")], isDismissible: true, screen: "home",
                    ttl: .milliseconds(5000),
                    group: "marketing"))
        #expect(scenario.alerts[1].level == 999)
        #expect(scenario.alerts[1].title == "123")
        #expect(scenario.alerts[1].actions == [AlertAction("立即更新", dismisses: false)])
        #expect(!scenario.alerts[1].isDismissible)
        #expect(scenario.alerts[2] == AlertDefinition(id: "plain"))
        #expect(scenario.end == 90_000)
    }

    @Test func resolvesStepTimes() throws {
        let scenario = try ScenarioLoader.load(text: full, source: "full.yaml")
        #expect(scenario.timeline.map(\.time) == [0, 30, 30, 2000, 62_000, 62_000, 62_000, 62_000, 62_000])
        #expect(
            scenario.timeline.map(\.action) == [
                .send(.request(scenario.alerts[0])), .send(.request(scenario.alerts[1])),
                .send(.tap(action: "立即更新")), .send(.close(.top)), .send(.remove("forced-update")),
                .send(.hold("splash-ad")), .send(.release("splash-ad")), .send(.navigate(to: "profile")),
                .expect(Expectation(visible: ["red-packet"], pending: [], mask: true, masks: 1, mode: .naive)),
            ])
        #expect(scenario.timeline.first?.location == AlertScenario.SourceLocation(line: 29, column: 5))
    }

    @Test func expectDefaultsToTheScheduledRun() throws {
        let scenario = try ScenarioLoader.load(
            text: "name: x\ntimeline:\n  - expect: {masks: 0}\n", source: "x.yaml")
        #expect(scenario.timeline.first?.action == .expect(Expectation(masks: 0, mode: .scheduled)))
    }

    @Test func onlyNameIsRequired() throws {
        let scenario = try ScenarioLoader.load(text: "name: Bare\n", source: "bare.yaml")
        #expect(scenario == Scenario(source: "bare.yaml", name: "Bare"))
    }

    @Test func bytesAndTextAgree() throws {
        let fromText = try ScenarioLoader.load(text: full, source: "s")
        let fromBytes = try ScenarioLoader.load(bytes: Array(full.utf8), source: "s")
        #expect(fromText == fromBytes)
    }

    @Test func aliasesAsValuesAreShared() throws {
        let text = """
            name: Aliases
            alerts:
              a: {level: 600, actions: &buttons [好的, 关闭]}
              b: {level: 500, actions: *buttons}
            """
        let scenario = try ScenarioLoader.load(text: text, source: "s")
        #expect(
            scenario.alerts.map(\.actions) == [
                [AlertAction("好的"), AlertAction("关闭")], [AlertAction("好的"), AlertAction("关闭")],
            ])
    }

    @Test func aByteOrderMarkAndCRLFLineBreaksAreFine() throws {
        let text = "\u{FEFF}name: Windows\r\nalerts:\r\n  a: {level: 600}\r\n"
        let scenario = try ScenarioLoader.load(text: text, source: "s")
        #expect(scenario.name == "Windows")
        #expect(scenario.alerts.map(\.level) == [600])
    }

    @Test func aQuotedLevelMayHaveSpacesAround() throws {
        let text = "name: Spaces\nalerts:\n  a: {level: \" high+10 \"}\n  b: {level: \"\\t600\\n\"}\n"
        let scenario = try ScenarioLoader.load(text: text, source: "spaces.yaml")
        #expect(scenario.alerts.map(\.level) == [760, 600])
    }

    @Test func loadsFromAPath() throws {
        let path = PackageFiles.scenariosDirectory.appendingPathComponent("jianshu-launch.yaml").path
        let scenario = try ScenarioLoader.load(path: path)
        #expect(scenario.source == path)
        #expect(scenario.name == "Jianshu launch popups")
    }

    @Test("A group not declared in the policy is an error: it can only be a typo")
    func undeclaredGroupIsAnError() throws {
        let yaml = """
            name: Undeclared group
            policy: {groups: {promos: {limit: 1}}}
            alerts:
              a: {level: 600, group: promo, actions: [ok]}
            timeline:
              - request: a
            """
        #expect {
            try ScenarioLoader.load(text: yaml, source: "undeclared.yaml")
        } throws: { error in
            "\(error)".contains("undeclared.yaml:4:26: error: unknown group 'promo' in alert 'a'")
                && "\(error)".contains("did you mean 'promos'?")
        }
    }
}
