extension String {
    /// The text with every control character replaced by a visible escape,
    /// so scenario text printed to a terminal is only ever text.
    ///
    /// ESC becomes `\e`; tab, newline and carriage return become `\t`, `\n`
    /// and `\r`; any other C0 control, DEL and the C1 controls (U+0080–U+009F,
    /// which some terminals treat as escape introducers) become `\u{XX}`.
    /// Text without control characters is returned unchanged.
    ///
    /// - Complexity: O(*n*) in the number of Unicode scalars.
    public var terminalSafe: String {
        guard unicodeScalars.contains(where: \.isTerminalControl) else { return self }
        var result = ""
        result.reserveCapacity(utf8.count + 8)
        for scalar in unicodeScalars {
            guard scalar.isTerminalControl else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\u{1B}": result += "\\e"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }
}

extension Unicode.Scalar {
    /// C0 controls, DEL and C1 controls: everything a terminal might act on
    /// instead of showing.
    var isTerminalControl: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}
