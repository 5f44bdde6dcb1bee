import AlertCore
import Foundation
import Testing

@testable import AlertScenario

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Output that cannot be ill-formed, whatever the scenario calls things:
/// every SVG is XML 1.0, every transcript line is JSON with nothing in it that
/// could reorder or split what a terminal shows.
@Suite("Well-formed output from hostile names")
struct WellFormedOutputTests {
    /// Names with every kind of character that broke an output: XML's
    /// noncharacters, C0 and C1 controls, bidirectional controls, separators,
    /// invisible format characters, and wide CJK.
    static let hostileYAML = #"""
        name: "Hostile \uFFFE\uFFFF \u202Eevil\u202C \u2028\u2029 \u0001"
        alerts:
          "a\uFFFEb\uFFFF": {actions: ["ok\u2066x\u2069"]}
          "\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008\u000B\u000C\u000E\u000F\u0010\u0011\u0012\u0013\u0014\u0015": {actions: [ok]}
          "rtl\u200F\u061C\u200E\u202A\u202B\u202D\u2067\u2068\u00AD\u200B\uFEFF\U000E0001": {actions: [ok]}
          "通知通知通知通知通知通知通知通知通知通知通知通知通知通知通知": {actions: [ok]}
        timeline:
          - request: "a\uFFFEb\uFFFF"
          - request: "\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008\u000B\u000C\u000E\u000F\u0010\u0011\u0012\u0013\u0014\u0015"
          - request: "rtl\u200F\u061C\u200E\u202A\u202B\u202D\u2067\u2068\u00AD\u200B\uFEFF\U000E0001"
          - request: "通知通知通知通知通知通知通知通知通知通知通知通知通知通知通知"
          - after: 1s
            tap: "ok\u2066x\u2069"
        """#

    static func hostile() throws -> Scenario {
        try ScenarioLoader.load(text: hostileYAML, source: "hostile.yaml")
    }

    /// The scenarios a user is most likely to draw: the built-in one, the
    /// hostile one, and every file under `scenarios/`.
    static func scenarios() throws -> [Scenario] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenarios")
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        let loaded = files.filter { $0.pathExtension == "yaml" }.sorted { $0.path < $1.path }
            .compactMap { try? ScenarioLoader.load(path: $0.path) }
        return [BuiltInScenarios.jianshuLaunch, try hostile()] + loaded
    }

    @Test("Every SVG parses as XML, hostile names included")
    func everySVGParses() throws {
        let scenarios = try Self.scenarios()
        #expect(scenarios.count > 2, "the scenarios folder was found")
        for scenario in scenarios {
            for modes in [[ReplayMode.naive], [.scheduled], [.naive, .scheduled]] {
                let svg = TimelinePicture(scenario, modes: modes).svg
                #expect(TimelinePictureTests.outline(svg) != nil, "\(scenario.name) \(modes) is well-formed XML")
            }
        }
    }

    @Test("XML's forbidden characters become the visible notation: U+FFFE, U+FFFF, C0 controls")
    func forbiddenCharactersShown() throws {
        let svg = TimelinePicture(try Self.hostile(), modes: [.scheduled]).svg
        let outline = try #require(TimelinePictureTests.outline(svg))
        #expect(!svg.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFFFF })
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!svg.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || $0.value == 0x2028 })
        #expect(outline.texts.contains("a\\u{FFFE}b\\u{FFFF}"))
        #expect(outline.titles.first?.hasPrefix("Hostile \\u{FFFE}\\u{FFFF} \\u{202E}evil\\u{202C}") == true)
    }

    @Test("Lane labels are cut after the notation is applied, by display width")
    func labelsCutByWidth() throws {
        let svg = TimelinePicture(try Self.hostile(), modes: [.scheduled]).svg
        let outline = try #require(TimelinePictureTests.outline(svg))
        let controls = try #require(outline.texts.first { $0.hasPrefix("^A^B") })
        #expect(controls == "^A^B^C^D^E^F^G^H^K^L^N^O^P^…", "27 columns of notation and an ellipsis")
        let wide = try #require(outline.texts.first { $0.hasPrefix("通知") })
        #expect(wide == String(repeating: "通知", count: 6) + "通…", "14 wide characters would be 28 columns")
        for text in outline.texts where text.hasPrefix("^") || text.hasPrefix("通") || text.hasPrefix("rtl") {
            #expect(text.displayWidth <= 28, "\(text)")
        }
    }

    @Test("Every jsonl line parses and holds no raw bidi control, separator or format character")
    func jsonLinesParse() throws {
        let scenario = try Self.hostile()
        for mode in [ReplayMode.naive, .scheduled] {
            let lines = ReplayTranscript(scenario, mode: mode).jsonLines.split(separator: "\n")
            #expect(lines.count > 5)
            var alerts: Set<String> = []
            for line in lines {
                #expect(
                    !line.unicodeScalars.contains { scalar in
                        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                            || [.format, .lineSeparator, .paragraphSeparator].contains(
                                scalar.properties.generalCategory)
                    }, "\(line)")
                let object = try #require(
                    try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
                if let alert = object["alert"] as? String { alerts.insert(alert) }
            }
            #expect(alerts == Set(scenario.alerts.map(\.id)), "escapes decode back to the names, byte for byte")
        }
    }

    @Test("Escapes: bidi controls, separators and format characters as \\u, planes above 0 as surrogate pairs")
    func escapes() {
        var output = ""
        JSONText.append(string: "\u{202E}\u{2028}\u{2029}\u{200B}\u{AD}\u{FEFF}\u{E0001}通 é 😀", to: &output)
        #expect(output == #""\u202e\u2028\u2029\u200b\u00ad\ufeff\udb40\udc01通 é 😀""#)
    }
}
