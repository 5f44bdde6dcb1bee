import AlertCore
import AlertTranscript
import TerminalText

extension ScenarioDecoder {
    /// Text: any scalar but null, as written (`123` is the text "123").
    /// Null (`null`, `~` or nothing) is refused with how to write the word
    /// or empty text instead.
    func text(_ event: YAMLEvent, for field: String) throws(ScenarioError) -> String {
        guard event.kind == .scalar, !event.isNull else {
            var hint = ""
            if event.kind == .scalar {
                hint =
                    event.text.isEmpty
                    ? "; write '' for empty text" : "; quote it ('\(event.text)') for the word as text"
            }
            throw failure("expected text for '\(field)', got \(event.described)" + hint, at: event.location)
        }
        return event.text
    }

    /// Refuses anything but a non-null scalar, saying what `field` expected
    /// and what such a value looks `like`.
    private func requireScalar(
        _ event: YAMLEvent, for field: String, expected: String, like examples: String
    ) throws(ScenarioError) {
        guard event.kind == .scalar, !event.isNull else {
            throw failure(
                "expected \(expected) for '\(field)' (like \(examples)), got \(event.described)", at: event.location)
        }
    }

    /// A name the file refers to elsewhere (a screen, a hold): non-empty text.
    func name(_ event: YAMLEvent, for field: String) throws(ScenarioError) -> String {
        let name = try text(event, for: field)
        guard !name.isEmpty else { throw failure("'\(field)' is empty; expected a name", at: event.location) }
        return name
    }

    /// `true` or `false`, unquoted.
    func flag(_ event: YAMLEvent, for field: String) throws(ScenarioError) -> Bool {
        var hint = ""
        if event.kind == .scalar {
            let flag = Self.flagWords[event.text]
            if event.isPlain, let flag { return flag }
            if flag != nil {
                hint = "; write it without quotes (in quotes it is text)"
            } else if let meant = Self.otherFlagWords[event.text.lowercased()] {
                // YAML 1.1 read these as flags; a scenario reads only true and false.
                hint = "; did you mean '\(meant)'?"
            } else {
                hint = NearestWord.hint(for: event.text.lowercased(), among: ["true", "false"])
            }
        }
        throw failure("expected true or false for '\(field)', got \(event.described)" + hint, at: event.location)
    }

    private static let flagWords: [String: Bool] = [
        "true": true, "True": true, "TRUE": true, "false": false, "False": false, "FALSE": false,
    ]
    private static let otherFlagWords: [String: String] = [
        "yes": "true", "y": "true", "on": "true", "no": "false", "n": "false", "off": "false",
    ]

    /// A whole number, at least `minimum`.
    func count(_ event: YAMLEvent, for field: String, minimum: Int) throws(ScenarioError) -> Int {
        // Spaces a quoted value has around it, but only ASCII ones: a no-break space is no typo to hide.
        let written = event.text.trimming { $0.isASCII && $0.isWhitespace }
        guard event.kind == .scalar, !event.isNull, let value = Int(written) else {
            if event.kind == .scalar, Self.isIntegerLiteral(written) {
                // Digits, but more than an Int holds.
                guard written.hasPrefix("-") else {
                    throw failure(
                        "'\(field)' is too large, got \(String(written).quotedForMessage); "
                            + "expected a whole number up to \(Int.max)",
                        at: event.location)
                }
                throw failure(
                    "'\(field)' is \(String(written).quotedForMessage); expected at least \(minimum)",
                    at: event.location)
            }
            if event.kind == .scalar, let number = Self.exponentNumber(written), number.rounded() == number,
                number.magnitude >= Double(Int.max)
            {
                // A whole number with an exponent (`1e30`, as a JSON writer may put it) past what an Int holds.
                guard number > 0 else {
                    throw failure(
                        "'\(field)' is \(String(written).quotedForMessage); expected at least \(minimum)",
                        at: event.location)
                }
                throw failure(
                    "'\(field)' is too large, got \(String(written).quotedForMessage); "
                        + "expected a whole number up to \(Int.max)",
                    at: event.location)
            }
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
        try requireScalar(event, for: field, expected: "a duration", like: "250ms, 2s or 1.5s")
        let place = event.location
        let written = event.text.quotedForMessage
        var tooPrecise: ScenarioError {
            failure(
                "duration \(written) for '\(field)' is more precise than 1 ms; expected whole milliseconds", at: place)
        }
        // A step's 'at' and 'after' take ranges, and reach here with one bound at a time.
        if event.text.contains("..") || Self.rangeWithADash(event.text) != nil {
            throw failure(
                "'\(field)' takes one duration, not the range \(written); expected a duration like 2s "
                    + "(ranges, A..B, go only in a step's 'at' or 'after')",
                at: place)
        }
        switch DurationText.milliseconds(event.text) {
        case .success(let milliseconds):
            return milliseconds
        case .failure(.malformed):
            throw failure(
                "invalid duration \(written) for '\(field)'; expected milliseconds (250 or 250ms), "
                    + "seconds (2s, 1.5s), minutes (1m), hours (2h) or days (7d)"
                    + (Self.malformedDurationSuggestion(event.text).map { "; did you mean '\($0)'?" } ?? ""),
                at: place)
        case .failure(.unknownUnit(let unit)):
            // A number with an exponent (`1e19`, `15e-1`), as JSON writers put numbers: not a unit at all.
            if let number = Self.exponentNumber(event.text) {
                if number < 0 {
                    throw failure("'\(field)' cannot be negative, got \(written); expected 0 or more", at: place)
                }
                guard number < Double(DurationText.limit) else {
                    throw failure(
                        "duration \(written) for '\(field)' is too large; expected at most 10^12 ms (about 31 years)",
                        at: place)
                }
                // A mantissa other than zero that a Double rounds to 0 (`1e-400`) is a fraction too.
                let isZero = !event.text.prefix { $0 != "e" && $0 != "E" }.contains { ("1"..."9").contains($0) }
                guard number.rounded() == number, number != 0 || isZero else { throw tooPrecise }
                // Only YAML gets here with a whole number: a JSON line's is written out in digits.
                throw failure(
                    "invalid duration \(written) for '\(field)'; expected no exponent; did you mean '\(Int(number))'?",
                    at: place)
            }
            if let total = DurationText.compoundMilliseconds(event.text) {
                throw failure(
                    "duration \(written) for '\(field)' is written in parts; expected one number and one unit; "
                        + "did you mean '\(Self.inOneUnit(total))'?",
                    at: place)
            }
            throw failure(
                "unknown unit \(unit.quotedForMessage) in duration \(written) for '\(field)'; expected ms, s, m, h or d"
                    + Self.unitHint(for: unit, in: event.text),
                at: place)
        case .failure(.negative):
            throw failure("'\(field)' cannot be negative, got \(written); expected 0 or more", at: place)
        case .failure(.tooPrecise):
            throw tooPrecise
        case .failure(.fractionOutsideSeconds) where stream.isFed && event.isPlain:
            // A JSON number is milliseconds, fraction and all: no unit was meant (`1.5` is 1.5 ms, not 1.5 s).
            throw tooPrecise
        case .failure(.fractionOutsideSeconds(let equivalent)):
            // A bare number with a fraction that is no whole number of milliseconds (`5.5`): seconds,
            // the one unit that takes a fraction, are the likely meaning.
            let inSeconds = event.text + "s"
            let isBare = event.text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
            let secondsRead = isBare && (try? DurationText.milliseconds(inSeconds).get()) != nil
            let suggestion = equivalent ?? (secondsRead ? inSeconds : nil)
            throw failure(
                "invalid duration \(written) for '\(field)'; expected a whole number of milliseconds, minutes, "
                    + "hours or days (only seconds take a fraction, like 1.5s)"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                at: place)
        case .failure(.tooLarge):
            throw failure(
                "duration \(written) for '\(field)' is too large; expected at most 10^12 ms (about 31 years)",
                at: place)
        }
    }

    /// The duration `written` with the unit it most likely meant in place
    /// of `unit` (its last characters), as a hint: a space dropped (`1 s`:
    /// `1s`, not the nearer `1ms`), a word shortened (`5sec`, `2hrs`), or
    /// the nearest unit for a typo; nothing when none is near. Only a
    /// duration that reads is offered: a fraction of a unit other than
    /// seconds is offered in whole units (`1.5 m`: `90s`), and a number too
    /// large for any unit gets no hint.
    static func unitHint(for unit: String, in written: String) -> String {
        let units = DurationText.units.map(\.suffix)
        let squeezed = String(unit.filter { !$0.isWhitespace }).lowercased()
        // One letter from a unit is any unit: a guess, so none is offered.
        let nearest = squeezed.count > 1 ? NearestWord.suggestion(for: squeezed, among: units) : nil
        guard let meant = units.contains(squeezed) ? squeezed : unitWords[squeezed] ?? nearest else { return "" }
        let suggested = String(written.dropLast(unit.count).trimmingWhitespace()) + meant
        switch DurationText.milliseconds(suggested) {
        case .success: return "; did you mean '\(suggested)'?"
        case .failure(.fractionOutsideSeconds(let equivalent?)): return "; did you mean '\(equivalent)'?"
        case .failure: return ""
        }
    }

    /// What a duration that does not read at all most likely meant, if it
    /// reads once mended: `0.5s` for `.5s`, `0` for `-0`, `2s` for `２s`
    /// (decimal digits of another script; not a numeral such as `Ⅴ`, `五`
    /// or `²`), `25h` for `1d 1h`.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func malformedDurationSuggestion(_ text: String) -> String? {
        var asciiDigits = ""
        for scalar in text.unicodeScalars {
            if !scalar.isASCII, scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {
                asciiDigits += String(Int(value))
            } else {
                asciiDigits.unicodeScalars.append(scalar)
            }
        }
        let mended = [
            asciiDigits, text.hasPrefix(".") ? "0" + text : "", text.hasPrefix("-") ? String(text.dropFirst()) : "",
        ]
        for candidate in mended where candidate != text && !candidate.isEmpty {
            if case .success = DurationText.milliseconds(candidate) { return candidate }
            if let total = DurationText.compoundMilliseconds(candidate) { return inOneUnit(total) }
        }
        return nil
    }

    /// Milliseconds as a scenario writes them in one unit: the largest that
    /// holds them whole (`25h`, `90s`), or seconds with a fraction rather
    /// than a long count of milliseconds (`3605.5s`).
    ///
    /// - Complexity: O(1)
    static func inOneUnit(_ milliseconds: Int) -> String {
        milliseconds < 1_000 || milliseconds % 1_000 == 0
            ? DurationText.written(milliseconds) : DurationText.seconds(milliseconds)
    }

    /// Units written as words, by the unit they mean.
    private static let unitWords: [String: String] = [
        "msec": "ms", "msecs": "ms", "millisecond": "ms", "milliseconds": "ms",
        "sec": "s", "secs": "s", "second": "s", "seconds": "s",
        "min": "m", "mins": "m", "minute": "m", "minutes": "m",
        "hr": "h", "hrs": "h", "hour": "h", "hours": "h",
        "day": "d", "days": "d",
    ]

    /// A level: an integer, a name (`low`, `normal`, `high`, `required`) or a
    /// name with an offset (`high+10`, `required-1`).
    func level(_ event: YAMLEvent, for field: String) throws(ScenarioError) -> AlertLevel {
        try requireScalar(event, for: field, expected: "a level", like: "600, high or high+10")
        let place = event.location
        // Spaces a quoted value has around it, but only ASCII ones: a no-break space is no typo to hide.
        let written = String(event.text.trimming { $0.isASCII && $0.isWhitespace })
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
        if Self.isIntegerLiteral(written) || Self.isOffsetLiteral(written, names: names) {
            // Digits, or a name and digits, but more than an Int holds: out of range as well.
            throw failure(
                "level \(written.quotedForMessage) for '\(field)' is out of range; expected a level within ±10^15",
                at: place)
        }
        // Suggest the text without spaces (`12 000` -> `12000`, `high + 5`
        // -> `high+5`), or the nearest name with the offset kept (`hihg+10`
        // -> `high+10`); only a level that reads.
        let unspaced = String(written.filter { !$0.isWhitespace })
        let nameEnd = unspaced.firstIndex { $0 == "+" || $0 == "-" } ?? unspaced.endIndex
        let offset = String(unspaced[nameEnd...])
        var hint = ""
        let namePart = String(unspaced[..<nameEnd])
        let name = names.contains(namePart) ? namePart : NearestWord.suggestion(for: namePart, among: names)
        // A whole number written with a fraction (`5.0`) is that integer.
        let integral = Double(unspaced).flatMap { $0.rounded() == $0 && abs($0) < 1e15 ? String(Int($0)) : nil }
        let candidates = [unspaced] + (name.map { [$0 + offset] } ?? []) + (integral.map { [$0] } ?? [])
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
    static let levelLimit = UInt(ScenarioLimits.levelMagnitude)

    /// Whether `text` is a level name and a signed offset in digits
    /// (`high+10`), whatever the offset's size.
    static func isOffsetLiteral(_ text: String, names: [String]) -> Bool {
        guard let sign = text.firstIndex(where: { $0 == "+" || $0 == "-" }) else { return false }
        return names.contains(String(text[..<sign])) && isIntegerLiteral(text[sign...])
    }

    /// The value of `text` when it is a number written with an exponent
    /// (`1e19`, `-2.5E+3`, `15e-1`), as JSON allows and YAML reads as
    /// text; `nil` for anything else. Too large for a `Double` is infinity.
    static func exponentNumber(_ text: some StringProtocol) -> Double? {
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return nil }
        let mantissa = text[..<e].drop { $0 == "-" || $0 == "+" }
        let exponent = text[text.index(after: e)...]
        let mantissaDigits = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard text.prefix(while: { $0 == "-" || $0 == "+" }).count <= 1,
            (1...2).contains(mantissaDigits.count), mantissaDigits.allSatisfy({ isIntegerLiteral($0) }),
            mantissaDigits.allSatisfy({ $0.first != "-" && $0.first != "+" }), isIntegerLiteral(exponent)
        else { return nil }
        return Double(text)
    }

    /// Whether `text` is an integer as written, of any size: an optional
    /// sign, then digits only.
    static func isIntegerLiteral(_ text: some StringProtocol) -> Bool {
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : text[...]
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
