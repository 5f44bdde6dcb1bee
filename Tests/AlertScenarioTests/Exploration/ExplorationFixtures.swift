import AlertCore
import AlertScenario

/// Scenarios with uncertain steps, built in code.
enum ExplorationFixtures {
    static func alert(_ id: AlertID, _ level: AlertLevel = .normal, dismissible: Bool = true) -> AlertDefinition {
        AlertDefinition(id: id, level: level, actions: [AlertAction("ok")], isDismissible: dismissible)
    }

    /// A step with `timing`; its nominal `time` is filled in by ``scenario(_:alerts:steps:properties:end:)``.
    static func step(_ timing: StepTiming, _ command: AlertCommand, optional: Bool = false) -> ScenarioStep {
        ScenarioStep(time: 0, action: .send(command), timing: timing, isOptional: optional)
    }

    static func property(_ kind: ScenarioProperty.Kind) -> ScenarioProperty {
        ScenarioProperty(kind: kind, description: String(describing: kind))
    }

    /// A scenario whose steps get their nominal instants (every lower bound).
    static func scenario(
        _ name: String = "fixture", alerts: [AlertDefinition], steps: [ScenarioStep],
        properties: [ScenarioProperty.Kind], end: Milliseconds? = nil
    ) -> Scenario {
        var timeline = steps
        var previous = 0
        for index in timeline.indices {
            switch timeline[index].timing {
            case .at(let range): previous = range.lowerBound
            case .after(let range): previous += range.lowerBound
            case .withPrevious: break
            }
            timeline[index].time = previous
        }
        var scenario = Scenario(source: "\(name).yaml", name: name, alerts: alerts, timeline: timeline, end: end)
        scenario.properties = properties.map(property)
        return scenario
    }

    /// The Jianshu launch with uncertain network replies: three requests
    /// within 0 to 400 ms, one optional, closed one by one later.
    static func jianshu(properties: [ScenarioProperty.Kind]) -> Scenario {
        let alerts = [alert("red-packet", 600), alert("permission", 700), alert("guide", 500)]
        return scenario(
            "jianshu",
            alerts: alerts,
            steps: [
                step(.at(0...400), .request(alerts[0])),
                step(.at(0...400), .request(alerts[1])),
                step(.at(0...400), .request(alerts[2]), optional: true),
                step(.at(2_000...2_000), .close(.top)),
                step(.after(1_500...1_500), .close(.top)),
                step(.after(1_500...1_500), .close(.top)),
            ],
            properties: properties)
    }

    /// The benchmark's launch: 6 alerts, 15 steps, 9 ranged, 3 optional, 4
    /// properties that hold in scheduled mode.
    static var launch15: Scenario {
        let alerts = [
            alert("forced-update", 1_000, dismissible: false), alert("red-packet", 600), alert("permission", 700),
            alert("guide", 500), alert("rating", 300), alert("coupon", 400),
        ]
        return scenario(
            "launch15",
            alerts: alerts,
            steps: [
                step(.at(0...300), .request(alerts[1])),
                step(.after(10...500), .request(alerts[2])),
                step(.at(50...900), .request(alerts[3]), optional: true),
                step(.at(100...1_200), .request(alerts[5])),
                step(.after(0...400), .request(alerts[0]), optional: true),
                step(.at(1_300...1_300), .tap(action: "ok", on: .top)),
                step(.after(200...800), .close(.top)),
                step(.after(100...600), .close(.top)),
                step(.at(3_000...3_500), .request(alerts[4]), optional: true),
                step(.after(300...300), .close(.top)),
                step(.after(300...900), .close(.top)),
                step(.after(200...200), .close(.top)),
                step(.withPrevious, .close(.top)),
                step(.after(500...500), .remove("rating")),
                step(.after(100...100), .close(.top)),
            ],
            properties: [
                .maxVisible(1), .noOrphanMask, .neverCovered("forced-update"),
                .sometimes(event: "presented", alert: "coupon"),
            ])
    }
}
