package import AlertCore

extension AlertLevel {
    /// Parses a level as written in a scenario: an integer (`600`), a name
    /// (`high`), or a name with an offset (`high+10`, `required-1`).
    ///
    /// Returns `nil` for anything else, including numbers that overflow and
    /// surrounding whitespace (the scenario reader trims it first).
    package init?(parsing text: String) {
        if let value = Int(text) {
            self.init(value)
            return
        }
        let signIndex = text.firstIndex { $0 == "+" || $0 == "-" }
        let name = signIndex.map { String(text[..<$0]) } ?? text
        guard let base = Self.named.first(where: { $0.name == name })?.level else { return nil }
        guard let signIndex else {
            self = base
            return
        }
        let digits = text[text.index(after: signIndex)...]
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
            let offset = Int(digits)
        else { return nil }
        let (value, overflow) =
            text[signIndex] == "+"
            ? base.rawValue.addingReportingOverflow(offset)
            : base.rawValue.subtractingReportingOverflow(offset)
        guard !overflow else { return nil }
        self.init(value)
    }
}
