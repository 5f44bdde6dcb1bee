import AlertScenario

/// The exploration benchmarks' launch: 6 alerts, 15 steps, 9 of them ranged
/// and 3 optional, and 4 properties that hold under the scheduler.
public enum ExploreFixture {
    public static let launchYAML = """
        name: Fifteen-step launch
        alerts:
          forced-update: {level: required, actions: [ok], dismissible: false}
          red-packet: {level: 600, actions: [ok]}
          permission: {level: 700, actions: [ok]}
          guide: {level: 500, actions: [ok]}
          rating: {level: 300, actions: [ok]}
          coupon: {level: 400, actions: [ok]}
        timeline:
          - {at: 0ms..300ms, request: red-packet}
          - {after: 10ms..500ms, request: permission}
          - {at: 50ms..900ms, request: guide, optional: true}
          - {at: 100ms..1200ms, request: coupon}
          - {after: 0ms..400ms, request: forced-update, optional: true}
          - {at: 1300ms, tap: ok}
          - {after: 200ms..800ms, close: top}
          - {after: 100ms..600ms, close: top}
          - {at: 3s..3500ms, request: rating, optional: true}
          - {after: 300ms, close: top}
          - {after: 300ms..900ms, close: top}
          - {after: 200ms, close: top}
          - {close: top}
          - {after: 500ms, remove: rating}
          - {after: 100ms, close: top}
        properties:
          - max-visible: 1
          - no-orphan-mask: true
          - never-covered: forced-update
          - sometimes: {presented: coupon}
        """

    /// The launch, loaded.
    public static func launch() throws -> Scenario {
        try ScenarioLoader.load(text: launchYAML, source: "launch15.yaml")
    }
}
