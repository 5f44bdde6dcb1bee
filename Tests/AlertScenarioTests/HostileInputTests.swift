import Foundation
import TestSupport
import Testing

@testable import AlertScenario

/// Input meant to crash, hang or exhaust the loader: each must end with a
/// clear error (or load normally), never a crash. A test that runs past a
/// minute fails: that is a guard against hangs, not a performance goal (how
/// fast loading is, Benchmarks/ScenarioLoading measures).
@Suite("Hostile input", .timeLimit(.minutes(1)))
struct HostileInputTests {
    /// Loads `bytes` and returns the error it threw, if any.
    private func load(_ bytes: [UInt8]) -> ScenarioError? {
        do throws(ScenarioError) {
            _ = try ScenarioLoader.load(bytes: bytes, source: "hostile.yaml")
            return nil
        } catch {
            return error
        }
    }

    private func load(_ text: String) -> ScenarioError? { load(Array(text.utf8)) }

    /// What nesting past libyaml's limit is called.
    static let tooDeep =
        "nesting deeper than 1000 levels from here on; expected at most 1000 (scenario files need only a few)"

    @Test func fiftyThousandOpenBrackets() {
        let error = load(String(repeating: "[", count: 50_000))
        #expect(error?.description.hasPrefix("hostile.yaml:1:") == true)
        #expect(error?.message == Self.tooDeep)
    }

    @Test func fiftyThousandBalancedBrackets() {
        let error = load(String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000))
        #expect(error?.message == Self.tooDeep)
    }

    @Test func deeplyNestedFlowMappings() {
        let error = load(String(repeating: "{a: ", count: 50_000) + String(repeating: "}", count: 50_000))
        #expect(error?.message == Self.tooDeep)
    }

    @Test func fiftyThousandNestedListItemsOnOneLine() {
        let error = load(String(repeating: "- ", count: 50_000) + "x\n")
        #expect(error?.message == Self.tooDeep)
    }

    @Test func deeplyIndentedMappings() {
        // 1 300 levels of `a:`, each one space deeper (0.85 MB, under the size cap).
        let text = (0..<1_300).map { String(repeating: " ", count: $0) + "a:\n" }.joined()
        let error = load(text)
        #expect(error?.message == Self.tooDeep)
    }

    @Test func justUnderTheNestingLimitIsAnOrdinaryError() {
        // Deep but accepted by libyaml: Yams recurses ~999 levels (on the loader's own large stack).
        let error = load(String(repeating: "[", count: 990) + String(repeating: "]", count: 990))
        #expect(
            error?.description
                == "hostile.yaml:1:1: error: expected a mapping with name, alerts and timeline at the top level, got a list"
        )
    }

    @Test func deepNestingInsideAValue() {
        let text = "name: x\ndescription: " + String(repeating: "[", count: 900) + String(repeating: "]", count: 900)
        let error = load(text)
        #expect(error?.description == "hostile.yaml:2:14: error: expected text for 'description', got a list")
    }

    /// Nine levels of nine aliases: 387 420 489 strings if anything expanded it.
    private let laughs: String = {
        var lines = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        let names = Array("abcdefghi")
        for (previous, name) in zip(names, names.dropFirst()) {
            lines.append(
                "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test func billionLaughsAtTheTopLevelIsOverTheAliasBudget() {
        let error = load(laughs)
        #expect(
            error?.description
                == "hostile.yaml:6:8: error: the aliases of this file expand to more than 100000 nodes (text counting one more per 16 bytes), the limit for its size; expected fewer repetitions: write the repeated part out, or repeat it less"
        )
    }

    @Test func billionLaughsInsideAnAlertStopsAtTheFirstNode() {
        let text = """
            name: x
            description: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]
            screen: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
            """
        let error = load(text)
        #expect(error?.description == "hostile.yaml:2:14: error: expected text for 'description', got a list")
    }

    @Test func anAliasAsAMappingKeyIsRejectedBeforeYamsHashesIt() {
        let error = load("name: x\na: &a [lol, lol]\n? *a\n: 1\n")
        #expect(
            error?.description
                == "hostile.yaml:3:3: error: an alias cannot be used as a mapping key; expected a plain name, as every key in a scenario file is"
        )
    }

    @Test func anAliasInsideAFlowKeyIsRejected() {
        let error = load("name: x\na: &a [lol, lol]\n[*a, *a]: 1\n")
        #expect(error?.location == AlertScenario.SourceLocation(line: 3, column: 2))
    }

    @Test func moreThanSixtyFourMebibytesAreRefusedUnparsed() {
        let line = "  - {after: 1ms, request: a}  # " + String(repeating: "-", count: 96) + "\n"
        let text =
            "name: big\nalerts: {a: {}}\ntimeline:\n"
            + String(repeating: line, count: ScenarioLoader.maximumFileSize / line.utf8.count + 1)
        let error = load(text)
        // Placed at the first byte past the limit: 36 bytes of header, then 129-byte lines.
        #expect(
            error?.description
                == "hostile.yaml:520227:62: error: the file is too large: it goes on here, past 67108864 bytes; "
                + "expected at most 64 MiB")
        // A byte order mark is not counted, as in every other error.
        let marked = load("\u{FEFF}" + String(repeating: "#", count: ScenarioLoader.maximumFileSize))
        #expect(marked?.location == AlertScenario.SourceLocation(line: 1, column: ScenarioLoader.maximumFileSize - 2))
    }

    /// A file on disk over the cap is refused from its first bytes past the
    /// cap: the rest is never read. It is sparse, so the test writes a few
    /// bytes however large the file.
    @Test func aHugeFileOnDiskIsRefusedAsTooLarge() throws {
        let url = try SparseFile.make(startingWith: "name: x\n", size: 8 << 30, prefix: "hostile")
        defer { try? FileManager.default.removeItem(at: url) }
        let limit = ScenarioLoader.maximumFileSize + 1
        let read = try ScenarioFileReader.bytes(atPath: Array(url.path.utf8CString), named: "huge", upTo: limit)
        #expect(read.count == limit)
        var thrown: ScenarioError?
        do throws(ScenarioError) { _ = try ScenarioLoader.load(path: url.path) } catch { thrown = error }
        #expect(thrown?.exitStatus == 65)
        // "name: x" and a line break, then zeros: the first byte past the limit is on line 2.
        #expect(thrown?.location == AlertScenario.SourceLocation(line: 2, column: 67_108_857))
        #expect(
            thrown?.message == "the file is too large: it goes on here, past 67108864 bytes; expected at most 64 MiB")
    }

    #if os(Linux)
        /// Files under `/proc` report a size of 0 and still have content:
        /// the reader must read on past the size the file reports.
        @Test func aFileThatReportsNoSizeIsStillRead() {
            var thrown: ScenarioError?
            do throws(ScenarioError) { _ = try ScenarioLoader.load(path: "/proc/self/status") } catch { thrown = error }
            #expect(thrown?.location == AlertScenario.SourceLocation(line: 1, column: 1))
            #expect(thrown?.message.hasPrefix("unknown key 'Name' at the top level") == true)
        }
    #endif

    @Test(arguments: ["/dev/zero", "/dev/null", "/dev/stdin"])
    func aDeviceIsNotARegularFile(path: String) {
        var thrown: ScenarioError?
        do { _ = try ScenarioLoader.load(path: path) } catch { thrown = error }
        #expect(thrown?.kind == .unreadable)
        #expect(thrown?.exitStatus == 66)
        #expect(thrown?.message.contains("not a regular file") == true)
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString)").path
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        // Opened for reading without O_NONBLOCK, a FIFO waits for a writer:
        // the run would then hang in open(2), which no time limit interrupts
        // (the suite's limit records the failure, but cannot end the call).
        var thrown: ScenarioError?
        do throws(ScenarioError) { _ = try ScenarioLoader.load(path: path) } catch { thrown = error }
        #expect(thrown?.exitStatus == 66)
        #expect(thrown?.message.contains("not a regular file") == true)
    }

    @Test func aLargeValidFileJustUnderTheLimitLoads() throws {
        let steps = String(repeating: "  - {after: 1ms, request: a}\n  - tap: ok\n", count: 22_000)
        let text = "name: big\nalerts: {a: {actions: [ok]}}\ntimeline:\n" + steps
        #expect(text.utf8.count < ScenarioLoader.maximumFileSize)
        let error = load(Array(text.utf8))
        #expect(error == nil)
    }

    @Test func invalidUTF8() {
        let error = load([0x6E, 0x61, 0x6D, 0x65, 0x3A, 0x20, 0xFF, 0xFE, 0x0A])
        #expect(
            error?.description
                == "hostile.yaml:1:7: error: the file is not valid UTF-8 (byte 0xFF here); expected UTF-8 text"
        )
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func binaryJunk(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let bytes = (0..<200_000).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        #expect(load(bytes) != nil)
    }

    @Test(arguments: [1, 2, 3, 4])
    func printableJunkWithYAMLPunctuation(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let alphabet = Array("[]{}:,-?*&!|>'\"#% \n\tabc123".utf8)
        let bytes = (0..<100_000).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
        // Junk may even be valid YAML; what matters is that it ends quickly without a crash.
        _ = load(bytes)
    }

    @Test func emptyAndWhitespaceOnly() {
        #expect(load("")?.message == "the file is empty; expected a mapping with name, alerts and timeline")
        #expect(
            load("\n\n   \n# only a comment\n")?.message
                == "the file is empty; expected a mapping with name, alerts and timeline")
    }

    @Test func nulBytes() {
        let error = load([0x6E, 0x61, 0x6D, 0x65, 0x3A, 0x00, 0x0A])
        #expect(
            error?.description
                == "hostile.yaml:1:6: error: control character U+0000 is not allowed; expected text")
    }

    @Test(arguments: [
        ("\u{FFFE}", "noncharacter U+FFFE"), ("\u{FFFF}", "noncharacter U+FFFF"),
        ("\u{85}x\u{9F}", "control character U+009F"),
    ])
    func charactersYAMLDoesNotAllowAreNamedForWhatTheyAre(_ text: String, _ named: String) {
        let error = load("name: a\(text)\n")
        #expect(error?.message == "\(named) is not allowed; expected text")
    }

    @Test func aHugeUnknownKeyIsShortenedInTheMessage() {
        let key = String(repeating: "k", count: 500_000)
        let error = load("name: x\n\(key): 1\n")
        #expect(error?.message.count ?? .max < 300)
    }

    /// Found by an outside audit: a typo's suggestion worked out the whole
    /// edit-distance table of two long names (quadratic: a 60 KB file ran
    /// for minutes), and the names it listed were not shortened.
    @Test func aLongNameBesideAnotherLongNameIsQuickAndShortInTheMessage() throws {
        let (held, released) = (String(repeating: "a", count: 100_000), String(repeating: "b", count: 100_000))
        let error = try #require(load("name: x\ntimeline:\n  - hold: \(held)\n  - release: \(released)\n"))
        #expect(error.location == SourceLocation(line: 4, column: 14))
        #expect(error.message.count < 300, "\(error.message.count) characters")
        // And a long typo of a long name still gets its suggestion.
        let typo = String(held.dropLast()) + "b"
        let suggested = try #require(load("name: x\ntimeline:\n  - hold: \(held)\n  - release: \(typo)\n"))
        #expect(suggested.message.hasSuffix("; did you mean '\(held.prefix(40))…\(held.suffix(40))'?"))
    }

    /// Found by an outside audit: an id over libyaml's 1024-character
    /// limit for keys was reported as a value holding ': '.
    @Test func aKeyTooLongForYAMLSaysHowToWriteIt() throws {
        let id = String(repeating: "a", count: 1_100)
        let error = try #require(load("name: x\nalerts:\n  \(id): {}\n"))
        #expect(error.location == SourceLocation(line: 3, column: 3))
        #expect(
            error.message
                == "invalid YAML: a key longer than 1024 characters, which YAML reads as no key; expected a long key "
                + "written as '? KEY' on one line and ': VALUE' on the next, at the same indentation")
        // Written as the message says, it loads.
        let explicit = "name: x\nalerts:\n  ? \(id)\n  : {}\ntimeline:\n  - request: \(id)\n"
        #expect(load(explicit) == nil)
    }

    /// Found by the fuzzer (a timeline step `at: 7.5m`): the error for a
    /// fraction of a unit other than seconds did not say what was expected,
    /// which every loader error must (docs/scenario-format.md).
    @Test(arguments: ["7.5m", "2.0", "0.5d", "1.25h"])
    func aFractionOutsideSecondsSaysWhatWasExpected(duration: String) throws {
        let error = try #require(
            load("name: T\nalerts: {a: {}}\ntimeline:\n  - at: \(duration)\n    request: a\n"))
        #expect(error.location == SourceLocation(line: 4, column: 9))
        #expect(error.message.split { !$0.isLetter }.contains("expected"), "\(error)")
        #expect(error.message.contains("did you mean"), "\(error)")
    }
}
