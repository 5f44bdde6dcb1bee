import AlertCore
import Foundation
import Testing

@testable import AlertScenario

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `replay --format svg`: a well-formed, deterministic, escaped picture with
/// a lane per alert, marks with reasons, and the dim layers left behind.
@Suite("The SVG timeline")
struct TimelinePictureTests {
    /// Every element name and every `<title>` text, in document order.
    final class Outline: NSObject, XMLParserDelegate {
        var elements: [String] = []
        var titles: [String] = []
        var texts: [String] = []
        private var text = ""

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append(name + (attributes["class"].map { ".\($0)" } ?? ""))
            text = ""
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "title" { titles.append(text) }
            if name == "text" { texts.append(text) }
            text = ""
        }
    }

    static func outline(_ svg: String) -> Outline? {
        let parser = XMLParser(data: Data(svg.utf8))
        let outline = Outline()
        parser.delegate = outline
        return parser.parse() ? outline : nil
    }

    @Test("The Jianshu compare picture: both runs, their lanes, and the orphaned layers")
    func jianshu() throws {
        let picture = TimelinePicture(BuiltInScenarios.jianshuLaunch, modes: [.naive, .scheduled])
        let outline = try #require(Self.outline(picture.svg), "well-formed XML")
        #expect(outline.elements.first == "svg")
        #expect(outline.texts.contains("naive: the bug") && outline.texts.contains("scheduled: the fix"))
        #expect(
            picture.runs.map { $0.lanes.map(\.id) }
                == Array(repeating: ["red-packet", "notification-permission", "feature-guide"], count: 2))
        #expect(outline.elements.count { $0 == "circle.presented" } == 6 + 1, "three per run, one in the legend")
        #expect(outline.titles.contains("red-packet dismissed at 2s (closed)"))
        #expect(outline.titles.contains { $0.hasPrefix("2 dim layers on an empty screen from 5s") })
        #expect(outline.texts.contains("2 dim layers left, nothing on screen"))
        #expect(outline.elements.count { $0 == "rect.orphan" } == 1, "only the naive run leaves layers behind")
        let waiting = try #require(picture.runs.last?.lanes.last?.spans.first)
        #expect(waiting == TimelinePicture.Span(state: .pending, start: 100, end: 3_500))
    }

    @Test("Suspensions name the alert that preempted, relaunches are drawn, days and hours are labelled")
    func reasonsAndRelaunches() throws {
        let yaml = """
            name: Preempt and relaunch
            policy: {caps: {weekly: {limit: 1, per: 7d}}}
            alerts:
              red: {level: 600, actions: [ok]}
              update: {level: required, actions: [later]}
              rating: {level: low, cap: weekly}
            timeline:
              - request: red
              - after: 1s
                request: update
              - after: 1s
                tap: later
              - request: rating
              - at: 1d
                relaunch: true
              - request: rating
            """
        let scenario = try ScenarioLoader.load(text: yaml, source: "p.yaml")
        let outline = try #require(Self.outline(TimelinePicture(scenario, modes: [.scheduled]).svg))
        #expect(outline.titles.contains("red suspended at 1s (preempted by update)"))
        #expect(outline.titles.contains("rating cancelled at 1d (relaunch)"))
        #expect(outline.titles.contains("1 dim layer from 1d to the end"))
        #expect(outline.titles.contains("the app was relaunched at 1d"))
        #expect(outline.titles.contains { $0.contains("nothing happens") }, "the idle day is compressed")
    }

    /// A step 10^12 ms (31 years) after the first: the axis squeezes the
    /// stretch, and its ticks step only through drawn time. They stepped
    /// through the real stretch, about 5 × 10^9 steps (a minute of CPU for
    /// a six-line file).
    @Test("Ticks around a stretch of 31 years: the anchors and round steps where time is drawn as it passes")
    func ticksSkipACompressedStretch() throws {
        let far: Milliseconds = 1_000_000_000_000
        let axis = TimelinePicture.Axis(instants: [0, 2_000, far], end: far + 3_000)
        #expect(axis.breaks.count == 1)
        let ticks = axis.ticks(maxCount: 10)
        #expect(ticks.first == 0 && ticks.contains(far))
        #expect(ticks.count <= 30)
        let stretch = try #require(axis.breaks.first?.real)
        for tick in ticks {
            #expect(!stretch.contains(tick) || tick == stretch.lowerBound || tick == stretch.upperBound, "\(tick)")
        }
    }

    @Test("Nothing on the axis or in a tooltip lies past the run's end: the last tick is the end")
    func stopsAtTheEnd() throws {
        let yaml = """
            name: End
            alerts:
              a: {actions: [ok]}
            timeline:
              - request: a
              - at: 1s
                close: top
            end: 20s
            """
        let scenario = try ScenarioLoader.load(text: yaml, source: "e.yaml")
        let outline = try #require(Self.outline(TimelinePicture(scenario, modes: [.naive, .scheduled]).svg))
        #expect(outline.titles.contains("1s to 20s: nothing happens"))
        let ticks = outline.texts.compactMap { $0.hasSuffix("s") ? Double($0.dropLast()) : nil }
        #expect(ticks.last == 20, "\(outline.texts)")
        #expect(ticks.allSatisfy { $0 <= 20 })
        #expect(!outline.titles.contains { $0.contains("22.5s") })
    }

    @Test("The tail after the end is an eighth of the run, the axis line stops at the end, and the end is labelled")
    func shortTailAndLabelledEnd() throws {
        let yaml = """
            name: Short
            alerts:
              a: {actions: [ok]}
            timeline:
              - request: a
            end: 5100ms
            """
        let svg = TimelinePicture(try ScenarioLoader.load(text: yaml, source: "s.yaml"), modes: [.scheduled]).svg
        let outline = try #require(Self.outline(svg))
        #expect(outline.texts.contains("5.1s"), "the end's label wins over the round 5s beside it")
        #expect(!outline.texts.contains("5s"))
        let axis = try #require(svg.split(separator: "\n").first { $0.hasSuffix(#"class="axis"/>"#) })
        let plotLeft = Double(TimelinePicture.plotLeft)
        let plotRight = plotLeft + Double(TimelinePicture.plotWidth)
        let axisEnd = try #require(axis.split(separator: " ").first { $0.hasPrefix("x2=") })
        let end = try #require(Double(axisEnd.dropFirst(4).dropLast()))
        #expect(abs((plotRight - end) / (end - plotLeft) - 1.0 / 8) < 0.01, "\(axis)")
    }

    @Test("The drawn instant of a real one, by binary search, is the walk along the anchors'")
    func drawnMatchesAWalk() {
        var instants: [Milliseconds] = []
        var time: Milliseconds = 0
        for index in 0..<300 {
            time += index % 3 == 0 ? 9_000 + Milliseconds(index) : 700
            instants.append(time)
        }
        let axis = TimelinePicture.Axis(instants: instants, end: time + 12_000)
        #expect(axis.breaks.count > 90)
        for probe in stride(from: -5, through: time + 20_000, by: 997) {
            let clamped = min(probe, axis.end)
            let anchor = axis.anchors.last { $0.real <= clamped }
            let next = axis.anchors.first { $0.real > clamped }
            var expected: Milliseconds = 0
            if let anchor {
                expected = anchor.drawn + (clamped - anchor.real)
                if let next, expected > next.drawn {
                    let share = Double(clamped - anchor.real) / Double(next.real - anchor.real)
                    expected = anchor.drawn + Milliseconds(share * Double(next.drawn - anchor.drawn))
                }
            }
            #expect(axis.drawn(probe) == expected, "at \(probe)")
        }
    }

    @Test("Scenario text is escaped: markup, quotes and control characters")
    func escaping() throws {
        let yaml = """
            name: "<script>alert('x')</script> & \\"more\\" \\e[31m"
            alerts:
              "a<b&c\\u0007": {actions: ["]]>"]}
            timeline:
              - request: "a<b&c\\u0007"
            """
        let scenario = try ScenarioLoader.load(text: yaml, source: "x.yaml")
        let svg = TimelinePicture(scenario, modes: [.scheduled, .naive]).svg
        let outline = try #require(Self.outline(svg), "still well-formed")
        #expect(!svg.contains("<script>"))
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(outline.texts.contains("a<b&c^G"))
        #expect(outline.titles.first == "<script>alert('x')</script> & \"more\" \\e[31m")
    }

    @Test("Two renderings are byte for byte the same, and match the committed picture")
    func deterministic() throws {
        let first = TimelinePicture(BuiltInScenarios.jianshuLaunch, modes: [.naive, .scheduled]).svg
        let second = TimelinePicture(BuiltInScenarios.jianshuLaunch, modes: [.naive, .scheduled]).svg
        #expect(first == second)
        let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/jianshu-compare.svg")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try first.write(to: committed, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: committed, encoding: .utf8) == first, "UPDATE_GOLDENS=1 rewrites it")
    }
}
