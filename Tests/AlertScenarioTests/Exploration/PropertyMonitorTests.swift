import AlertCore
import Testing

@testable import AlertScenario

/// Each kind of property on one run that keeps it and one that breaks it.
@Suite("Properties, kind by kind (docs/explore.md)")
struct PropertyMonitorTests {
    static let catalogue = """
        name: P
        policy: {maxPending: 1}
        alerts:
          update: {level: required, actions: [ok]}
          promo: {level: 600, actions: [ok], ttl: 1s}
          rating: {level: 300, actions: [ok]}
        timeline:

        """

    /// The first violation of the file's one property in `mode`'s nominal run, or `nil`.
    static func violation(_ timeline: String, _ property: String, mode: ReplayMode = .scheduled) throws
        -> PropertyViolation?
    {
        let scenario = try ScenarioLoader.load(
            text: catalogue + timeline + "properties:\n  - " + property + "\n", source: "p.yaml")
        let explorer = try Explorer(scenario, options: ExplorationOptions(mode: mode))
        return explorer.violations(in: explorer.space.nominalRun)[0]
    }

    @Test func neverCovered() throws {
        let stacked = "  - request: update\n  - request: promo\n"
        #expect(try Self.violation(stacked, "never-covered: update") == nil)
        let covered = try Self.violation(stacked, "never-covered: update", mode: .naive)
        #expect(covered?.why == "update covered by promo")
        #expect(covered?.alert == "update")
    }

    @Test func maxWait() throws {
        let waits = "  - request: promo\n  - request: rating\n  - at: 800ms\n    close: top\n"
        #expect(try Self.violation(waits, "max-wait: {alert: rating, wait: 800ms}") == nil)
        let late = try Self.violation(waits, "max-wait: {alert: rating, wait: 799ms}")
        #expect(late?.instant == 800)
        // Judged after every event: promo's dismissal, before rating shows, is the first past the limit.
        #expect(late?.why == "rating still waiting after 0.8s, more than 0.799s")
        // Any event breaks it once the stretch is longer than the limit, not only the stretch's end.
        let held = "  - request: promo\n  - request: rating\n  - at: 1s\n    hold: h\n  - at: 10s\n    remove: promo\n"
        let early = try Self.violation(held, "max-wait: {alert: rating, wait: 500ms}")
        #expect(early?.instant == 1_000)
        #expect(early?.why == "rating still waiting after 1s, more than 0.5s")
        // A duplicate request of the waiting alert is an event like any other.
        let again = "  - request: promo\n  - request: rating\n  - at: 600ms\n    request: rating\nend: 2s\n"
        #expect(try Self.violation(again, "max-wait: {alert: rating, wait: 500ms}")?.instant == 600)
        // The stretch's end breaks it when no event came between.
        let ends = "  - request: promo\n  - request: rating\n  - at: 800ms\n    remove: rating\n"
        #expect(
            try Self.violation(ends, "max-wait: {alert: rating, wait: 799ms}")?.why
                == "rating waited 0.8s, more than 0.799s")
        // A stretch still running at the end counts once it is longer than the limit.
        let stuck = "  - request: promo\n  - request: rating\nend: 2s\n"
        #expect(try Self.violation(stuck, "max-wait: {alert: rating, wait: 2s}") == nil)
        #expect(try Self.violation(stuck, "max-wait: {alert: rating, wait: 1999ms}")?.instant == 2_000)
    }

    @Test func notBefore() throws {
        let early = "  - at: 2s\n    request: rating\n"
        #expect(try Self.violation(early, "not-before: {alert: rating, at: 2s}") == nil)
        #expect(try Self.violation(early, "not-before: {alert: rating, at: 2001ms}")?.instant == 2_000)
    }

    @Test func neverDropped() throws {
        let expires = "  - request: update\n  - request: promo\n  - at: 3s\n    remove: update\n"
        #expect(try Self.violation(expires, "never-dropped: promo")?.why == "promo expired")
        #expect(try Self.violation(expires, "never-dropped: promo", mode: .naive) == nil)
        let capacity = "  - request: update\n  - request: rating\n  - request: promo\n"
        #expect(try Self.violation(capacity, "never-dropped: rating")?.why == "rating dropped (capacity)")
    }

    @Test func shown() throws {
        let waiting = "  - request: update\n  - request: rating\n"
        #expect(try Self.violation(waiting, "shown: rating")?.why == "rating requested but never presented")
        #expect(try Self.violation(waiting, "shown: rating", mode: .naive) == nil)
        #expect(try Self.violation(waiting, "shown: promo") == nil, "never requested: nothing to show")
        // Broken at the end of the run; the reason says how the last request ended unshown.
        let expires = "  - request: update\n  - request: promo\n  - at: 3s\n    remove: update\n"
        let expired = try Self.violation(expires, "shown: promo")
        #expect(expired?.why == "promo requested but never presented (the last request expired at 1s)")
        #expect(expired?.instant == 3_000)
        let capacity = "  - request: update\n  - request: rating\n  - request: promo\n"
        #expect(
            try Self.violation(capacity, "shown: rating")?.why
                == "rating requested but never presented (the last request was dropped, capacity, at 0s)")
        let removed = "  - request: update\n  - request: rating\n  - at: 2s\n    remove: rating\n"
        #expect(
            try Self.violation(removed, "shown: rating")?.why
                == "rating requested but never presented (the last request was cancelled at 2s)")
        // Requested again and left waiting: how the earlier request ended does not explain it.
        let again = removed + "  - request: rating\n"
        #expect(try Self.violation(again, "shown: rating")?.why == "rating requested but never presented")
    }

    @Test func before() throws {
        let order = "  - request: rating\n  - at: 1s\n    close: top\n  - request: promo\n"
        #expect(try Self.violation(order, "before: [rating, promo]") == nil)
        let broken = try Self.violation(order, "before: [promo, rating]")
        #expect(broken?.instant == 1_000)
        #expect(broken?.why == "rating presented at 0s, before promo")
        #expect(try Self.violation("  - request: rating\n", "before: [promo, rating]") == nil, "promo never shown")
    }

    @Test func maxVisibleAndOrphanMask() throws {
        let two = "  - request: promo\n  - request: rating\n  - at: 500ms\n    close: top\n  - close: top\n"
        #expect(try Self.violation(two, "max-visible: 1") == nil)
        #expect(try Self.violation(two, "max-visible: 1", mode: .naive)?.why == "2 alerts visible (promo, rating)")
        #expect(try Self.violation(two, "max-visible: 2", mode: .naive) == nil)
        #expect(try Self.violation(two, "no-orphan-mask: true") == nil)
        let orphan = try Self.violation(two, "no-orphan-mask: true", mode: .naive)
        #expect(orphan?.why == "a dim layer with no alert visible")
        #expect(orphan?.instant == 500)
    }

    @Test func sometimesIsReachedNotViolated() throws {
        let scenario = try ScenarioLoader.load(
            text: Self.catalogue
                + "  - request: promo\nproperties:\n  - sometimes: {presented: promo}\n  - sometimes: {expired: promo}\n",
            source: "p.yaml")
        var monitor = PropertyMonitor(properties: scenario.properties)
        var replay = ScenarioReplay(scenario, mode: .scheduled, recordsStacks: true)
        replay.runToEndWithStacks { monitor.observe($0) }
        monitor.finish(at: replay.now)
        #expect(monitor.reached == [true, false])
        #expect(monitor.violations == [nil, nil])
        monitor.reset()
        #expect(monitor.reached == [false, false])
    }
}
