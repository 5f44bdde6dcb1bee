import AlertCore
import AlertPlayer
import AlertScenario
import Foundation
import TestSupport
import Testing

/// The terminal loop keeps one ``PlayerFrameBuilder`` and redraws only the
/// regions whose inputs changed. Whatever happens, its frame must be the one
/// laid out afresh: these tests drive a model with long runs of random
/// inputs (keys, clicks on what the frame shows, ticks, resizes) and compare
/// the two after every input.
@Suite("Frames redrawn by region")
struct FrameBuilderTests {
    /// The scenarios played: the Jianshu fixture, and files that use the
    /// gap, ttl, holds, screens, caps, a bounded queue and several visible.
    static let cases: [(name: String, mode: ReplayMode, seed: UInt64)] = [
        ("fixture", .compare, 1), ("fixture", .scheduled, 2), ("fixture", .naive, 3),
        ("breathing-gap", .scheduled, 4), ("stale-red-packet-ttl", .compare, 5), ("splash-ad-hold", .compare, 6),
        ("screen-scope", .scheduled, 7), ("bounded-queue", .compare, 8), ("stacked-max-visible", .naive, 9),
        ("rating-weekly-cap", .scheduled, 10),
    ]

    static func scenario(named name: String) throws -> Scenario {
        guard name != "fixture" else { return JianshuFixture.scenario }
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenarios/\(name).yaml").path
        return try ScenarioLoader.load(path: path)
    }

    static let keys: [PlayerKey] = [
        .character(" "), .character("n"), .character("n"), .left, .right, .home, .end, .character("+"),
        .character("-"), .enter, .character("1"), .character("2"), .escape, .character("r"), .up, .down,
        .character("s"), .character("g"), .character("R"), .character("m"), .character("?"), .pageUp, .pageDown,
    ]

    static let sizes = [(80, 24), (120, 40), (100, 30), (120, 32), (79, 24)]

    @Test("A kept builder draws what a fresh layout draws, after every input", arguments: 0..<cases.count)
    func regionsMatchAFreshLayout(index: Int) throws {
        let (name, mode, seed) = Self.cases[index]
        var model = PlayerModel(
            scenario: try Self.scenario(named: name), mode: mode, isPlaying: true, width: 120, height: 40)
        var builder = PlayerFrameBuilder()
        var random = SplitMix64(seed: seed)
        var frame = builder.frame(for: model)
        for step in 0..<300 {
            let input: PlayerInput
            switch Int.random(in: 0..<10, using: &random) {
            case 0...3:
                input = .tick(elapsed: 1 + Int.random(in: 0..<400, using: &random))
            case 4...7:
                input = .key(Self.keys[Int.random(in: 0..<Self.keys.count, using: &random)])
            case 8:
                guard !frame.hitTargets.isEmpty else { continue }
                let target = frame.hitTargets[Int.random(in: 0..<frame.hitTargets.count, using: &random)]
                guard let command = target.command, command != .quit else { continue }
                input = .command(command)
            default:
                let size = Self.sizes[Int.random(in: 0..<Self.sizes.count, using: &random)]
                input = .resize(width: size.0, height: size.1)
            }
            _ = model.update(input)
            let previous = frame.grid
            frame = builder.frame(for: model)
            if let redrawn = frame.redrawnRows {
                // A renderer compares only the rows said to be drawn again.
                #expect(previous.width == frame.grid.width && previous.height == frame.grid.height)
                let missed = (0..<frame.grid.height).filter { !redrawn[$0] && frame.grid.row($0) != previous.row($0) }
                #expect(missed.isEmpty, "\(name) \(mode), input \(step) (\(input)): rows \(missed) changed unmarked")
            }
            let fresh = PlayerLayout.frame(for: model)
            guard frame.grid == fresh.grid, frame.hitTargets == fresh.hitTargets else {
                Issue.record(
                    """
                    \(name) \(mode), input \(step) (\(input)): the kept builder's frame differs
                    --- kept ---
                    \(PlainTextRenderer.render(frame.grid))
                    --- fresh ---
                    \(PlainTextRenderer.render(fresh.grid))
                    """)
                return
            }
        }
    }

    @Test("While nothing happens, playing on redraws no phone and no log")
    func quietFramesKeepTheirRegions() {
        var model = PlayerModel(
            scenario: JianshuFixture.scenario, mode: .compare, isPlaying: true, width: 120, height: 40)
        _ = model.update(.tick(elapsed: 150))
        var builder = PlayerFrameBuilder()
        let first = builder.frame(for: model)
        let revisions = model.shownRuns.map(\.revision)
        _ = model.update(.tick(elapsed: 100))
        #expect(model.shownRuns.map(\.revision) == revisions, "no event between 150 ms and 250 ms")
        let second = builder.frame(for: model)
        let changedRows = (0..<model.height).filter { first.grid.row($0) != second.grid.row($0) }
        // The queue's waiting times, the play head and the clock; nothing else.
        let lines = PlainTextRenderer.render(second.grid).split(separator: "\n", omittingEmptySubsequences: false)
        for row in changedRows {
            #expect(
                lines[row].contains("ms") || lines[row].contains("●") || lines[row].contains("playing"),
                "row \(row) changed: \(lines[row])")
        }
        #expect(!changedRows.isEmpty)
    }
}
