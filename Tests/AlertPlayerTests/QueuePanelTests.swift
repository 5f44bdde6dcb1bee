import AlertPlayer
import AlertScenario
import Testing

/// The queue beside the phones (§7: "the pending queue in order with levels
/// and waiting time"): a waiting time counts from the request or from the
/// latest suspension, and neither a level nor a waiting time is cut to a
/// prefix that reads as a different value, there or in a box's border.
@Suite("The queue panel's columns")
struct QueuePanelTests {
    /// The screen at `time`, as plain text, one string per row.
    static func screen(
        _ text: String, at time: Int, mode: ReplayMode = .scheduled, width: Int = 100, height: Int = 32
    ) throws -> [String] {
        let scenario = try ScenarioLoader.load(text: text, source: "queue.yaml")
        var model = PlayerModel(scenario: scenario, mode: mode, isPlaying: false, width: width, height: height)
        _ = model.perform(.seek(to: time))
        return PlainTextRenderer.render(PlayerLayout.frame(for: model).grid).split(separator: "\n").map(String.init)
    }

    /// The queue row of `id`, from the id on, with every run of spaces made
    /// one: the id, its level and its waiting time (a box's title has the
    /// id and the level only).
    static func row(of id: String, in rows: [String]) -> String? {
        guard let queueRow = try? Regex(" \(id) +-?[0-9][0-9.e]* +[0-9]") else { return nil }
        let found = rows.compactMap { row in row.firstMatch(of: queueRow).map { row[$0.range.lowerBound...] } }.first
        return found?.split(separator: " ").joined(separator: " ")
    }

    static let preemption = """
        name: preempted
        alerts:
          guide: {level: 500, title: Guide, actions: [OK]}
          promo: {level: 400, title: Promo, actions: [OK]}
          update: {level: required, title: Update, actions: [OK], dismissible: false}
        timeline:
          - request: guide
          - request: promo
          - at: 3s
            request: update
        end: 10s
        """

    @Test("A suspended alert has waited since its suspension, not since its request")
    func waitCountsFromTheSuspension() throws {
        let rows = try Self.screen(Self.preemption, at: 4_500)
        let text = rows.joined(separator: "\n")
        // On screen from 0 to 3 s, then back in the queue: 1.5 s of waiting, not 4.5 s.
        #expect(Self.row(of: "guide", in: rows)?.contains("guide 500 1.5s") == true, "\(text)")
        // Never shown: it has waited since its request.
        #expect(Self.row(of: "promo", in: rows)?.contains("promo 400 4.5s") == true, "\(text)")
    }

    @Test("A seek back to before the suspension forgets it")
    func seekingBackForgetsTheSuspension() throws {
        let scenario = try ScenarioLoader.load(text: Self.preemption, source: "queue.yaml")
        var model = PlayerModel(scenario: scenario, mode: .scheduled, isPlaying: false, width: 100, height: 32)
        _ = model.perform(.seek(to: 4_000))
        _ = model.perform(.seek(to: 2_000))
        let rows = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid).split(separator: "\n")
            .map(String.init)
        #expect(Self.row(of: "guide", in: rows) == nil, "on screen again")
        #expect(Self.row(of: "promo", in: rows)?.contains("promo 400 2.0s") == true)
    }

    static let extremes = """
        name: extreme levels
        policy: {preemptAt: 1000000000000000}
        alerts:
          blocker: {level: 1000000000000000, title: Blocker, actions: [OK], dismissible: false}
          high: {level: 999999999999999, title: Top, actions: [OK]}
          low: {level: -1000000000000000, title: Bottom, actions: [OK]}
          mid: {level: -999999, title: Middle, actions: [OK]}
        timeline:
          - request: blocker
          - request: high
          - request: low
          - request: mid
        end: 2d
        """

    @Test(
        "A level is shown whole, or as a power of ten, never as the start of its digits",
        arguments: [(ReplayMode.scheduled, 80, 24), (.scheduled, 100, 32), (.compare, 80, 24), (.compare, 100, 32)])
    func levelsAreNeverCutToAPrefix(mode: ReplayMode, width: Int, height: Int) throws {
        let rows = try Self.screen(Self.extremes, at: 1_000, mode: mode, width: width, height: height)
        let text = rows.joined(separator: "\n")
        let top = try #require(Self.row(of: "high", in: rows), "\(text)")
        let bottom = try #require(Self.row(of: "low", in: rows), "\(text)")
        #expect(top.hasPrefix("high 999999999999999 ") || (top.hasPrefix("high 9") && top.contains("e14 ")), "\(top)")
        #expect(bottom.hasPrefix("low -1000000000000000 ") || bottom.hasPrefix("low -1e15 "), "\(bottom)")
        #expect(Self.row(of: "mid", in: rows)?.hasPrefix("mid -999999 ") == true, "\(text)")
        // Nor in a box's border, narrow in compare mode: no digits cut short anywhere.
        #expect(!text.contains(/[0-9]…/), "\(text)")
    }

    @Test("The request picker writes a long level as a power of ten, never as the start of its digits")
    func pickerLevels() throws {
        let scenario = try ScenarioLoader.load(text: Self.extremes, source: "queue.yaml")
        var model = PlayerModel(scenario: scenario, mode: .scheduled, isPlaying: false, width: 200, height: 50)
        _ = model.update(.key(.character("r")))
        let text = PlainTextRenderer.render(PlayerLayout.frame(for: model).grid)
        #expect(text.contains(" -1e15 ") && text.contains(" -999999 "), "\(text)")
        #expect(!text.contains(/[0-9]…/), "\(text)")
    }

    @Test("A wait of days is shown whole")
    func longWaitsAreShownWhole() throws {
        let rows = try Self.screen(Self.extremes, at: 90_303_200)
        #expect(Self.row(of: "high", in: rows)?.hasSuffix(" 1d 1h 5m 3.2s") == true, "\(rows.joined(separator: "\n"))")
    }

    @Test(
        "A level too wide for its column reads as a power of ten, cut rather than rounded",
        arguments: [
            (1_000_000_000_000_000, 5, "1e15"), (-1_000_000_000_000_000, 5, "-1e15"), (-999_999_999, 5, "-9e8"),
            (123_456_789, 5, "1.2e8"), (123_456_789, 7, "1.234e8"), (120_000_000, 7, "1.2e8"), (700, 5, "700"),
            (Int.min, 5, "-9e18"), (Int.max, 6, "9.2e18"),
        ])
    func levelText(value: Int, width: Int, expected: String) {
        var columns = PlayerLayout.QueueColumns(panelWidth: 60, ids: [], levels: [], waits: [])
        columns.level = width
        #expect(columns.levelText(value) == expected)
    }

    @Test("The id keeps six columns: the level gives way first, then the waiting time")
    func narrowPanels() {
        let wide = PlayerLayout.QueueColumns(
            panelWidth: 60, ids: [8], levels: [1_000_000_000_000_000], waits: ["1d 1h 5m 3.2s"])
        #expect((wide.id, wide.level, wide.wait) == (28, 16, 13))
        let narrow = PlayerLayout.QueueColumns(
            panelWidth: 29, ids: [8], levels: [1_000_000_000_000_000], waits: ["1d 1h 5m 3.2s"])
        #expect((narrow.id, narrow.level, narrow.wait) == (6, 7, 13))
        // Ids of one column leave the rest to the waiting time.
        let short = PlayerLayout.QueueColumns(
            panelWidth: 29, ids: [1, 1], levels: [600, 500], waits: ["0ms", "1d 23h 59m 59.9s"])
        #expect((short.id, short.level, short.wait) == (5, 5, 16))
    }

    static let slotsFull = """
        name: three slots
        policy: {maxVisible: 3}
        alerts:
          one: {level: 700, title: One, actions: [OK]}
          two: {level: 600, title: Two, actions: [OK]}
          three: {level: 500, title: Three, actions: [OK]}
          waiting: {level: 400, title: Waiting, ttl: 30s, actions: [OK]}
        timeline:
          - request: one
          - request: two
          - request: three
          - request: waiting
        end: 10s
        """

    @Test("With several slots the queue says they are all full, not which one alert it is behind")
    func severalSlotsFull() throws {
        let rows = try Self.screen(Self.slotsFull, at: 1_000)
        let text = rows.joined(separator: "\n")
        #expect(rows.contains { $0.contains("all 3 slots full, ttl 29.0s") }, "\(text)")
        #expect(!text.contains("behind "), "\(text)")
    }

    @Test("The reason comes before the ttl, whole where it fits")
    func reasonBeforeTheTTL() throws {
        let rows = try Self.screen(NarrowPanelTests.preemption, at: 1_000, width: 120, height: 40)
        let text = rows.joined(separator: "\n")
        #expect(rows.contains { $0.contains("behind forced-update, ttl 29.0s") }, "\(text)")
    }

    @Test("A reason that names nothing is never cut in the middle: the ttl comes first")
    func aReasonWithoutANameGoesAfterTheTTL() throws {
        let rows = try Self.screen(Self.slotsFull, at: 1_000, mode: .compare, width: 80, height: 24)
        let text = rows.joined(separator: "\n")
        #expect(rows.contains { $0.contains("ttl 29.0s, all 3 sl…") }, "\(text)")
    }
}
