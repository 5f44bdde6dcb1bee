import Testing

@testable import AlertScenario

@Suite("Aliases used as mapping keys")
struct AliasKeyScannerTests {
    private func scan(_ text: String) -> AlertScenario.SourceLocation? {
        AliasKeyScanner.firstAliasInKey(Array(text.utf8))
    }

    @Test(arguments: [
        ("*a : 1\n", 1, 1),
        ("*a: 1\n", 1, 1),
        ("x:\n  *a : 1\n", 2, 3),
        ("[*a]: 1\n", 1, 2),
        ("[x, [*a]] : 1\n", 1, 6),
        ("{*a: 1}\n", 1, 2),
        ("x: {k: v, *a : 1}\n", 1, 11),
        ("? *a\n: 1\n", 1, 3),
        ("?\n  - x\n  - *a\n: 1\n", 3, 5),
        ("x: [{? *a : 1}]\n", 1, 8),
        ("- *b: 1\n", 1, 3),
        ("名字: 值\n*a : 1\n", 2, 1),
    ])
    func findsAnAliasKey(_ text: String, _ line: Int, _ column: Int) {
        #expect(scan(text) == AlertScenario.SourceLocation(line: line, column: column))
    }

    @Test(arguments: [
        "key: *a\n",
        "- *a\n- *b\n",
        "x: [*a, *b]\n",
        "x: {k: *a}\n",
        "x: \"*a: 1\"\n",
        "x: '[*a]: 1'\n",
        "x: 'it''s *a: 1'\n",
        "# *a: 1\n",
        "x: a *b: c\n",
        "x: |\n  *a: 1\n  [*b]: 2\n",
        "- key: >-\n    *a: b\n  next: [*a]\n",
        "x: \"multi\n  line *a: 1\"\n",
        "? a\n: *b\n",
        "title: 领取红包 *a\n",
        "x: [a, b]\ny: &b {c: d}\nz: *b\n",
    ])
    func acceptsAliasesAsValues(_ text: String) {
        #expect(scan(text) == nil)
    }
}
