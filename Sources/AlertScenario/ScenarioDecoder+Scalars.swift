import AlertCore
import TerminalText
import Yams

extension ScenarioDecoder {
    /// Text: any scalar but null, as written (`123` is the text "123").
    func text(_ node: Node, for field: String) throws(ScenarioError) -> String {
        guard case .scalar(let scalar) = node, !scalar.isNull else {
            throw failure("expected text for '\(field)', got \(describe(node))", at: node)
        }
        return scalar.string
    }

    /// A name the file refers to elsewhere (a screen, a hold): non-empty text.
    func name(_ node: Node, for field: String) throws(ScenarioError) -> String {
        let name = try text(node, for: field)
        guard !name.isEmpty else { throw failure("'\(field)' must not be empty", at: node) }
        return name
    }

    /// `true` or `false`, unquoted.
    func flag(_ node: Node, for field: String) throws(ScenarioError) -> Bool {
        if case .scalar(let scalar) = node, scalar.style == .plain {
            switch scalar.string {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        throw failure("expected true or false for '\(field)', got \(describe(node))", at: node)
    }

    /// A whole number, at least `minimum`.
    func count(_ node: Node, for field: String, minimum: Int) throws(ScenarioError) -> Int {
        guard case .scalar(let scalar) = node, !scalar.isNull,
            let value = Int(scalar.string.trimmingWhitespace())
        else {
            throw failure("expected a whole number for '\(field)', got \(describe(node))", at: node)
        }
        guard value >= minimum else {
            throw failure("'\(field)' must be at least \(minimum), got \(value)", at: node)
        }
        return value
    }

    /// A duration (`250`, `250ms`, `2s`, `1.5s`, `1m`, `2h`, `7d`) in
    /// milliseconds, at most ``DurationText/limit``.
    func duration(_ node: Node, for field: String) throws(ScenarioError) -> Milliseconds {
        guard case .scalar(let scalar) = node, !scalar.isNull else {
            throw failure(
                "expected a duration for '\(field)' (like 250ms, 2s or 1.5s), got \(describe(node))", at: node)
        }
        let written = scalar.string.quotedForMessage
        switch DurationText.milliseconds(scalar.string) {
        case .success(let milliseconds):
            return milliseconds
        case .failure(.malformed):
            throw failure(
                "invalid duration \(written) for '\(field)'; expected milliseconds (250 or 250ms), "
                    + "seconds (2s, 1.5s), minutes (1m), hours (2h) or days (7d)",
                at: node)
        case .failure(.unknownUnit(let unit)):
            throw failure(
                "unknown unit \(unit.quotedForMessage) in duration \(written) for '\(field)'; expected ms, s, m, h or d"
                    + NearestWord.hint(for: unit, among: DurationText.units.map(\.suffix)),
                at: node)
        case .failure(.negative):
            throw failure("'\(field)' cannot be negative, got \(written)", at: node)
        case .failure(.tooPrecise):
            throw failure("duration \(written) for '\(field)' is more precise than 1 ms", at: node)
        case .failure(.tooLarge):
            throw failure(
                "duration \(written) for '\(field)' is too large; scenarios are limited to 10^12 ms (about 31 years)",
                at: node)
        }
    }

    /// A level: an integer, a name (`low`, `normal`, `high`, `required`) or a
    /// name with an offset (`high+10`, `required-1`).
    func level(_ node: Node, for field: String) throws(ScenarioError) -> AlertLevel {
        guard case .scalar(let scalar) = node, !scalar.isNull else {
            throw failure(
                "expected a level for '\(field)' (like 600, high or high+10), got \(describe(node))", at: node)
        }
        let written = String(scalar.string.trimmingWhitespace())
        if let level = AlertLevel(parsing: written) {
            guard level.rawValue.magnitude <= Self.levelLimit else {
                throw failure(
                    "level \(written.quotedForMessage) for '\(field)' is out of range; "
                        + "levels lie within ±10^15",
                    at: node)
            }
            return level
        }
        let names = AlertLevel.named.map(\.name)
        // Suggest for the name part and keep any offset: `hihg+10` -> `high+10`.
        let nameEnd = written.firstIndex { $0 == "+" || $0 == "-" } ?? written.endIndex
        let offset = written[nameEnd...]
        let hint = NearestWord.suggestion(for: String(written[..<nameEnd]), among: names).map {
            "; did you mean \(($0 + offset).quotedForMessage)?"
        }
        throw failure(
            "invalid level \(written.quotedForMessage) for '\(field)'; expected an integer, "
                + "low, normal, high or required, optionally with +N or -N (like high+10)" + (hint ?? ""),
            at: node)
    }

    /// The largest magnitude of a level: arithmetic on levels within it never overflows.
    static let levelLimit: UInt = 1_000_000_000_000_000

    /// A list's items.
    func list(_ node: Node, for field: String) throws(ScenarioError) -> [Node] {
        guard case .sequence(let sequence) = node else {
            throw failure("expected a list for '\(field)', got \(describe(node))", at: node)
        }
        return Array(sequence)
    }
}
