import AlertCore
import TerminalText

extension ScenarioDecoder {
    /// Text: any scalar but null, as written (`123` is the text "123").
    func text(_ event: YAMLEvent, for field: String) throws(ScenarioError) -> String {
        guard event.kind == .scalar, !event.isNull else {
            throw failure("expected text for '\(field)', got \(event.described)", at: event.location)
        }
        return event.text
    }

    /// A name the file refers to elsewhere (a screen, a hold): non-empty text.
    func name(_ event: YAMLEvent, for field: String) throws(ScenarioError) -> String {
        let name = try text(event, for: field)
        guard !name.isEmpty else { throw failure("'\(field)' is empty; expected a name", at: event.location) }
        return name
    }

    /// `true` or `false`, unquoted.
    func flag(_ event: YAMLEvent, for field: String) throws(ScenarioError) -> Bool {
        if event.kind == .scalar, event.isPlain {
            switch event.text {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        throw failure("expected true or false for '\(field)', got \(event.described)", at: event.location)
    }

    /// A whole number, at least `minimum`.
    func count(_ event: YAMLEvent, for field: String, minimum: Int) throws(ScenarioError) -> Int {
        guard event.kind == .scalar, !event.isNull, let value = Int(event.text.trimmingWhitespace()) else {
            throw failure("expected a whole number for '\(field)', got \(event.described)", at: event.location)
        }
        guard value >= minimum else {
            throw failure("'\(field)' is \(value); expected at least \(minimum)", at: event.location)
        }
        return value
    }

    /// A duration (`250`, `250ms`, `2s`, `1.5s`, `1m`, `2h`, `7d`) in
    /// milliseconds, at most ``DurationText/limit``.
    func duration(_ event: YAMLEvent, for field: String) throws(ScenarioError) -> Milliseconds {
        guard event.kind == .scalar, !event.isNull else {
            throw failure(
                "expected a duration for '\(field)' (like 250ms, 2s or 1.5s), got \(event.described)",
                at: event.location)
        }
        if let milliseconds = Self.plainMilliseconds(event.text) { return milliseconds }
        let place = event.location
        let written = event.text.quotedForMessage
        switch DurationText.milliseconds(event.text) {
        case .success(let milliseconds):
            return milliseconds
        case .failure(.malformed):
            throw failure(
                "invalid duration \(written) for '\(field)'; expected milliseconds (250 or 250ms), "
                    + "seconds (2s, 1.5s), minutes (1m), hours (2h) or days (7d)",
                at: place)
        case .failure(.unknownUnit(let unit)):
            throw failure(
                "unknown unit \(unit.quotedForMessage) in duration \(written) for '\(field)'; expected ms, s, m, h or d"
                    + NearestWord.hint(for: unit, among: DurationText.units.map(\.suffix)),
                at: place)
        case .failure(.negative):
            throw failure("'\(field)' cannot be negative, got \(written); expected 0 or more", at: place)
        case .failure(.tooPrecise):
            throw failure(
                "duration \(written) for '\(field)' is more precise than 1 ms; expected whole milliseconds", at: place)
        case .failure(.fractionOutsideSeconds(let equivalent)):
            throw failure(
                "invalid duration \(written) for '\(field)'; expected a whole number of milliseconds, minutes, "
                    + "hours or days (only seconds take a fraction, like 1.5s)"
                    + (equivalent.map { "; did you mean '\($0)'?" } ?? ""),
                at: place)
        case .failure(.tooLarge):
            throw failure(
                "duration \(written) for '\(field)' is too large; expected at most 10^12 ms (about 31 years)",
                at: place)
        }
    }

    /// A level: an integer, a name (`low`, `normal`, `high`, `required`) or a
    /// name with an offset (`high+10`, `required-1`).
    func level(_ event: YAMLEvent, for field: String) throws(ScenarioError) -> AlertLevel {
        guard event.kind == .scalar, !event.isNull else {
            throw failure(
                "expected a level for '\(field)' (like 600, high or high+10), got \(event.described)",
                at: event.location)
        }
        let place = event.location
        let written = String(event.text.trimmingWhitespace())
        if let level = AlertLevel(parsing: written) {
            guard level.rawValue.magnitude <= Self.levelLimit else {
                throw failure(
                    "level \(written.quotedForMessage) for '\(field)' is out of range; "
                        + "expected a level within ±10^15",
                    at: place)
            }
            return level
        }
        let names = AlertLevel.named.map(\.name)
        // Suggest the text without spaces (`12 000` -> `12000`, `high + 5`
        // -> `high+5`), or the nearest name with the offset kept (`hihg+10`
        // -> `high+10`); only a level that reads.
        let unspaced = String(written.filter { !$0.isWhitespace })
        let nameEnd = unspaced.firstIndex { $0 == "+" || $0 == "-" } ?? unspaced.endIndex
        let offset = String(unspaced[nameEnd...])
        var hint = ""
        let namePart = String(unspaced[..<nameEnd])
        let name = names.contains(namePart) ? namePart : NearestWord.suggestion(for: namePart, among: names)
        let candidates = [unspaced] + (name.map { [$0 + offset] } ?? [])
        if let suggested = candidates.first(where: { candidate in
            candidate != written
                && AlertLevel(parsing: candidate).map { $0.rawValue.magnitude <= Self.levelLimit } ?? false
        }) {
            hint = "; did you mean \(suggested.quotedForMessage)?"
        }
        throw failure(
            "invalid level \(written.quotedForMessage) for '\(field)'; expected an integer, "
                + "low, normal, high or required, optionally with +N or -N (like high+10)" + hint,
            at: place)
    }

    /// The largest magnitude of a level: arithmetic on levels within it never overflows.
    static let levelLimit: UInt = 1_000_000_000_000_000
}
