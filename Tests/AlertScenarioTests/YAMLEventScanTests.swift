import Foundation
import Testing

@testable import AlertScenario

/// Aliases as keys and alias amplification are refused from libyaml's own
/// events, whatever the line breaks, styles and depths.
@Suite("Aliases: keys and amplification")
struct YAMLEventScanTests {
    private func scan(_ text: String) -> YAMLEventScan.Problem? { YAMLEventScan.firstProblem(in: text) }

    @Test(arguments: [
        ("*a : 1\n", 1, 1),
        ("x:\n  *a : 1\n", 2, 3),
        ("[*a]: 1\n", 1, 2),
        ("[x, [*a]] : 1\n", 1, 6),
        ("{*a: 1}\n", 1, 2),
        ("x: {k: v, *a : 1}\n", 1, 11),
        ("? *a\n: 1\n", 1, 3),
        ("?\n  - x\n  - *a\n: 1\n", 3, 5),
        ("x: [{? *a : 1}]\n", 1, 8),
        ("名字: 值\n*a : 1\n", 2, 1),
    ])
    func findsAnAliasKey(_ text: String, _ line: Int, _ column: Int) {
        #expect(scan(text) == .aliasAsKey(SourceLocation(line: line, column: column)))
    }

    @Test(arguments: [
        "key: &a v\nother: *a\n",
        "- &a x\n- *a\n",
        "a: &l [1, 2]\nx: [*l, *l]\n",
        "x: {k: &v v, j: *v}\n",
        "x: \"*a: 1\"\n",
        "x: '[*a]: 1'\n",
        "# *a: 1\n",
        "x: |\n  *a: 1\n  [*b]: 2\n",
        "? a\n: &b c\nd: *b\n",
        "title: 领取红包 *a\n",
        "x: [a, b]\ny: &b {c: d}\nz: *b\n",
    ])
    func acceptsAliasesAsValues(_ text: String) {
        #expect(scan(text) == nil)
    }

    /// Line breaks libyaml accepts: a scan that split lines differently from
    /// the parser could be fooled by them.
    static let lineBreaks = ["\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]

    /// A "billion laughs" whose last level is used as a mapping key.
    static func laughsAsKey(depth: Int, breakText: String) -> String {
        var lines = ["name: Bomb", "l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...depth {
            let previous = Array(repeating: "*l\(level - 1)", count: 8).joined(separator: ", ")
            lines.append("l\(level): &l\(level) [\(previous)]")
        }
        lines.append("alerts: {*l\(depth) : {level: 1}}")
        return lines.joined(separator: breakText) + breakText
    }

    @Test("An alias bomb as a key fails fast with its place, whatever the line breaks", arguments: lineBreaks)
    func aliasBombKey(breakText: String) {
        for depth in [3, 7, 9] {
            let text = Self.laughsAsKey(depth: depth, breakText: breakText)
            let started = ContinuousClock.now
            #expect {
                try ScenarioLoader.load(text: text, source: "bomb.yaml")
            } throws: { error in
                guard let error = error as? ScenarioError else { return false }
                return error.exitStatus == 65 && error.description.hasPrefix("bomb.yaml:")
                    && (error.description.contains("alias cannot be used as a mapping key")
                        || error.description.contains("expand to more than"))
            }
            // Not a timing: an expansion that is not refused grows exponentially and takes minutes or more;
            // the bound leaves a debug build on a loaded machine all the room it needs.
            #expect(started.duration(to: .now) < .seconds(30), "depth \(depth)")
        }
    }

    /// `alerts` of `count` entries, each with `actions: *L`, `L` a list of `width` labels.
    static func sharedActions(count: Int, width: Int, breakText: String = "\n") -> String {
        var lines = ["name: Amplified", "labels: &L [" + (0..<width).map { "b\($0)" }.joined(separator: ", ") + "]"]
        lines.append("alerts:")
        for index in 0..<count { lines.append("  a\(index): {actions: *L}") }
        return lines.joined(separator: breakText) + breakText
    }

    @Test("Aliases as values that amplify beyond the budget are refused before decoding", arguments: lineBreaks)
    func amplification(breakText: String) {
        let text = Self.sharedActions(count: 2_000, width: 2_000, breakText: breakText)
        let started = ContinuousClock.now
        #expect {
            try ScenarioLoader.load(text: text, source: "wide.yaml")
        } throws: { error in
            "\(error)".contains("expand to more than") && "\(error)".hasPrefix("wide.yaml:")
        }
        #expect(started.duration(to: .now) < .seconds(30))
    }

    @Test("Modest sharing stays allowed")
    func modestSharing() {
        #expect(scan(Self.sharedActions(count: 50, width: 20)) == nil)
    }

    /// A long label under an anchor, then `uses` taps of it down a timeline.
    static func aliasedLabel(byteCount: Int, uses: Int) -> String {
        "name: Long\nalerts:\n  a: {actions: [&L \(String(repeating: "x", count: byteCount))]}\ntimeline:\n"
            + "  - request: a\n" + String(repeating: "  - tap: *L\n", count: uses)
    }

    @Test("An alias weighs the text it repeats: a long label tapped down a timeline is refused at the alias")
    func longAliasedText() {
        let text = Self.aliasedLabel(byteCount: 1 << 20, uses: 1_000)
        guard case .overBudget(let location, _) = scan(text) else {
            Issue.record("expected the aliases to go over the budget")
            return
        }
        // The label weighs 65 537 nodes and the budget for this ~1 MiB file
        // is four per byte: the anchor and the taps on lines 6, 7, ... use
        // it up after about 63 taps, and the tap that goes over is named.
        let budget = YAMLEventScan.budget(forByteCount: text.utf8.count)
        let weight = YAMLEventScan.weight(ofScalarByteCount: 1 << 20)
        let tapsBefore = location.line - 6
        #expect(location.column == 10)
        #expect((tapsBefore + 1) * weight <= budget && budget < (tapsBefore + 2) * weight + 1_000)
    }

    @Test("The same label used a few times, and long text without aliases, stay allowed")
    func longTextWithinTheBudget() {
        #expect(scan(Self.aliasedLabel(byteCount: 1 << 20, uses: 3)) == nil)
        let longTitle = "name: Long\nalerts:\n  a: {title: \(String(repeating: "x", count: 8 << 20))}\n"
        #expect(scan(longTitle) == nil)
    }

    @Test("A scalar weighs one node and one per 16 bytes of text")
    func scalarWeight() {
        #expect(YAMLEventScan.weight(ofScalarByteCount: 0) == 1)
        #expect(YAMLEventScan.weight(ofScalarByteCount: 15) == 1)
        #expect(YAMLEventScan.weight(ofScalarByteCount: 16) == 2)
        #expect(YAMLEventScan.weight(ofScalarByteCount: 1 << 20) == 65_537)
    }

    @Test("The budget grows with the file and never drops below a floor")
    func budget() {
        #expect(YAMLEventScan.budget(forByteCount: 0) == 100_000)
        #expect(YAMLEventScan.budget(forByteCount: 1_000_000) == 4_000_000)
        #expect(YAMLEventScan.budget(forByteCount: .max) > 0)
    }
}
