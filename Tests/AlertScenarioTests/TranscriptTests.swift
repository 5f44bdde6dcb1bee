import AlertCore
import AlertScenario
import Foundation
import Testing

@Suite("Transcripts")
struct TranscriptTests {
    private let awkward = """
        name: "Awkward \\"quotes\\" \\\\ and \\e[31mescapes"
        screen: home
        alerts:
          "say \\"hi\\"":
            level: 600
            actions: ["tab\\there", "新\\u0007"]
          "back\\\\slash": {level: low, screen: home}
        timeline:
          - request: "say \\"hi\\""
          - hold: "splash\\nad"
          - release: "splash\\nad"
          - tap: "tab\\there"
          - screen: "\\e]0;pwned\\u0007"
          - request: "back\\\\slash"
          - dismiss: top
          - dismiss: "say \\"hi\\""
        """

    @Test func jsonLinesEscapeButKeepCJK() throws {
        let scenario = try ScenarioLoader.load(text: awkward, source: "awkward.yaml")
        let lines = ReplayTranscript(scenario, mode: .scheduled).jsonLines.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                #"{"t":0,"event":"requested","alert":"say \"hi\"","level":600,"visible":[],"pending":[],"masks":0}"#,
                #"{"t":0,"event":"presented","alert":"say \"hi\"","level":600,"visible":["say \"hi\""],"pending":[],"masks":1}"#,
                #"{"t":0,"event":"held","alert":null,"level":null,"hold":"splash\nad","visible":["say \"hi\""],"pending":[],"masks":1}"#,
                #"{"t":0,"event":"released","alert":null,"level":null,"hold":"splash\nad","visible":["say \"hi\""],"pending":[],"masks":1}"#,
                #"{"t":0,"event":"tapped","alert":"say \"hi\"","level":600,"action":"tab\there","visible":["say \"hi\""],"pending":[],"masks":1}"#,
                #"{"t":0,"event":"dismissed","alert":"say \"hi\"","level":600,"reason":"action","action":"tab\there","visible":[],"pending":[],"masks":0}"#,
                #"{"t":0,"event":"navigated","alert":null,"level":null,"screen":"\u001b]0;pwned\u0007","visible":[],"pending":[],"masks":0}"#,
                #"{"t":0,"event":"requested","alert":"back\\slash","level":250,"visible":[],"pending":[],"masks":0}"#,
                #"{"t":0,"event":"rejected","alert":null,"level":null,"reason":"nothing-visible","visible":[],"pending":["back\\slash"],"masks":0}"#,
                #"{"t":0,"event":"rejected","alert":"say \"hi\"","level":600,"reason":"not-found","visible":[],"pending":["back\\slash"],"masks":0}"#,
                #"{"t":0,"event":"end","ledger":{"requested":2,"coalesced":0,"dismissed":1,"cancelled":0,"expired":0,"dropped":0,"pending":1,"visible":0},"balanced":true}"#,
            ])
        #expect(!lines.joined().unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func everyJSONLineParsesWithKeysInSpecOrder() throws {
        let scenario = try ScenarioLoader.load(text: awkward, source: "awkward.yaml")
        let text = ReplayTranscript(scenario, mode: .naive).jsonLines
        for line in text.split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
            #expect(object is [String: Any])
            let keys = try #require(keyOrder(of: String(line)))
            let expectedOrder = [
                "t", "event", "alert", "level", "reason", "action", "hold", "screen", "visible", "pending", "masks",
                "ledger", "balanced",
            ]
            #expect(keys == expectedOrder.filter(keys.contains))
            #expect(keys.first == "t")
        }
    }

    /// The top-level keys of a flat JSON object line, in order (nested objects skipped).
    private func keyOrder(of line: String) -> [String]? {
        guard let data = line.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        return object.keys.sorted { lhs, rhs in
            (line.range(of: "\"\(lhs)\":")?.lowerBound ?? line.endIndex)
                < (line.range(of: "\"\(rhs)\":")?.lowerBound ?? line.endIndex)
        }
    }

    @Test func textNeverCarriesControlCharacters() throws {
        let scenario = try ScenarioLoader.load(text: awkward, source: "awkward.yaml")
        for mode in ReplayMode.runModes {
            let text = ReplayTranscript(scenario, mode: mode).text
            let controls = text.unicodeScalars.filter {
                $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value)
            }
            #expect(controls.isEmpty)
            #expect(text.contains(#"Awkward "quotes" \ and \e[31mescapes · \#(mode.rawValue) mode"#))
            #expect(text.contains(#"screen \e]0;pwned^G"#))
            #expect(text.contains(#"action tab^Ihere"#))
        }
    }

    @Test func textShowsTheOrphanedMasksInNaiveMode() throws {
        let text = ReplayTranscript(BuiltInScenarios.jianshuLaunch, mode: .naive).text
        #expect(text.hasPrefix("Jianshu launch popups · naive mode\n"))
        #expect(text.contains("final: visible [] · pending [] · masks 2 (2 dim layers left on an empty screen)\n"))
        #expect(text.contains("5.000s  dismissed  red-packet                 600  closed      2  [] · []\n"))
        #expect(text.hasSuffix("expectations (naive): 4 checked, all held\n"))
    }

    @Test func textAlignsColumnsByDisplayWidth() throws {
        let path = PackageFiles.scenariosDirectory.appendingPathComponent("splash-ad-hold.yaml").path
        let transcript = ReplayTranscript(try ScenarioLoader.load(path: path), mode: .scheduled)
        let text = transcript.text
        let rows = text.split(separator: "\n").filter { $0.contains("  [") }
        #expect(rows.contains { $0.contains("action 以后再说") })
        // The stacks column starts at the same display column on every row, CJK labels or not.
        let stackColumns = Set(
            rows.map { row in
                let prefix = row[..<(row.range(of: "  [")?.lowerBound ?? row.endIndex)]
                return prefix.unicodeScalars.reduce(0) { $0 + ((0x4E00...0x9FFF).contains($1.value) ? 2 : 1) }
            })
        #expect(rows.count == transcript.events.count)
        #expect(stackColumns.count == 1)
    }

    /// `replay` writes its transcripts a line at a time, without keeping the
    /// events; what it writes is the transcript kept in memory, byte for byte,
    /// ids that need cleaning (escapes, CJK, backslashes) or not.
    @Test func streamedTranscriptsEqualTheOnesKeptInMemory() throws {
        let stacked = try ScenarioLoader.load(
            text: """
                name: stacked
                alerts:
                  "新\\e[1m": {level: 100}
                  "plain": {level: 200}
                  "x\\\\y": {level: 300, ttl: 1s}
                  "blocker": {level: required}
                timeline:
                  - request: blocker
                  - request: "新\\e[1m"
                  - request: plain
                  - request: "x\\\\y"
                  - after: 2s
                    close: top
                """,
            source: "stacked.yaml")
        let awkwardScenario = try ScenarioLoader.load(text: awkward, source: "awkward.yaml")
        for scenario in [awkwardScenario, stacked, BuiltInScenarios.jianshuLaunch] {
            for mode in ReplayMode.runModes {
                let kept = ReplayTranscript(scenario, mode: mode)
                var text = ""
                ReplayTranscript.writeText(of: scenario, mode: mode) { text += $0 }
                var jsonLines = ""
                ReplayTranscript.writeJSONLines(of: scenario, mode: mode) { jsonLines += $0 }
                #expect(text == kept.text)
                #expect(jsonLines == kept.jsonLines)
            }
        }
    }

    @Test func endLineUsesTheFinalInstant() throws {
        let scenario = try ScenarioLoader.load(
            text: "name: x\nalerts: {a: {ttl: 3s}, b: {}}\ntimeline:\n  - request: b\n  - request: a\nend: 10s\n",
            source: "x")
        let transcript = ReplayTranscript(scenario, mode: .scheduled)
        #expect(transcript.endTime == 10_000)
        #expect(
            transcript.jsonLines.hasSuffix(
                #"{"t":10000,"event":"end","ledger":{"requested":2,"coalesced":0,"dismissed":0,"cancelled":0,"expired":1,"dropped":0,"pending":0,"visible":1},"balanced":true}"#
                    + "\n"))
        let withoutEnd = try ScenarioLoader.load(
            text: "name: x\nalerts: {a: {ttl: 3s}, b: {}}\ntimeline:\n  - request: b\n  - request: a\n", source: "x")
        #expect(ReplayTranscript(withoutEnd, mode: .scheduled).endTime == 3000)
    }
}
