import TerminalText

/// Builds a small SVG document: shapes and text, every string escaped.
///
/// Invariant: `body` is well-formed XML (each element closed, every text and
/// attribute value escaped).
struct SVGWriter {
    let width: Int
    private(set) var body = ""

    init(width: Int) { self.width = width }

    /// The finished document, `height` pixels tall.
    func document(height: Int, title: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
        viewBox="0 0 \(width) \(height)" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="12">
        <title>\(Self.escaped(title))</title>
        <style>
        .title { font-size: 15px; font-weight: bold; fill: #222 }
        .heading { font-size: 13px; font-weight: bold; fill: #444 }
        .id { fill: #333 } .tick { fill: #555; font-size: 11px } .warning { fill: #b3261e; font-weight: bold }
        .lane { stroke: #e4e4e4 } .axis { stroke: #777 }
        .visible { fill: #2f6fde } .pending { fill: url(#hatch); stroke: #d39b10 }
        .mask { fill: #777; opacity: 0.55 } .orphan { fill: #d93025 }
        .presented { fill: #1e8e3e } .suspended { fill: #f29900 } .dismissed { fill: #444 }
        .cancelled { fill: #8e44ad } .expired { stroke: #000; stroke-width: 2 } .dropped { stroke: #d93025; stroke-width: 2 }
        .rejected { fill: none; stroke: #d93025 } .coalesced { fill: none; stroke: #1e8e3e }
        </style>
        <defs><pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">\
        <rect width="6" height="6" fill="#fff4d6"/><line x1="0" y1="0" x2="0" y2="6" stroke="#e8b339" stroke-width="2"/>\
        </pattern></defs>
        <rect width="100%" height="100%" fill="#ffffff"/>
        \(body)</svg>

        """
    }

    /// Text at a baseline, cut to `maxWidth` columns with an ellipsis. The
    /// cut is made after control characters become their visible notation
    /// and is measured in display columns (a CJK character takes two), so a
    /// label never runs past the width it was given.
    mutating func text(
        _ text: String, x: Int, y: Int, className: String, maxWidth: Int = .max, endsAtX: Bool = false
    ) {
        let shown = Self.visible(text).truncated(toWidth: maxWidth, ellipsis: "…")
        let anchor = endsAtX ? " text-anchor=\"end\"" : ""
        body += "<text x=\"\(x)\" y=\"\(y)\" class=\"\(className)\"\(anchor)>\(Self.escaped(shown))</text>\n"
    }

    /// A dashed vertical line from `top` to `bottom` with a label above it.
    mutating func moment(x: Double, top: Double, bottom: Double, label: String, title: String) {
        body +=
            "<g class=\"moment\"><title>\(Self.escaped(title))</title><line x1=\"\(Self.number(x))\" "
            + "y1=\"\(Self.number(top))\" x2=\"\(Self.number(x))\" y2=\"\(Self.number(bottom))\" "
            + "stroke=\"#8e44ad\" stroke-dasharray=\"4 3\"/><text x=\"\(Self.number(x + 3))\" y=\"\(Self.number(top + 9))\" "
            + "fill=\"#8e44ad\" font-size=\"10px\">\(Self.escaped(label))</text></g>\n"
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, className: String) {
        body +=
            "<line x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" x2=\"\(Self.number(x2))\" "
            + "y2=\"\(Self.number(y2))\" class=\"\(className)\"/>\n"
    }

    mutating func rect(x: Double, y: Double, width: Double, height: Double, className: String, title: String) {
        body +=
            "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(width))\" "
            + "height=\"\(Self.number(height))\" class=\"\(className)\"><title>\(Self.escaped(title))</title></rect>\n"
    }

    /// A marker for an event of `kind` centred at (x, y), with a tooltip.
    mutating func mark(_ kind: String, x: Double, y: Double, title: String) {
        let (cx, cy) = (Self.number(x), Self.number(y))
        let shape: String
        switch kind {
        case "presented": shape = "<circle cx=\"\(cx)\" cy=\"\(cy)\" r=\"4.5\" class=\"presented\">"
        case "suspended":
            shape =
                "<polygon points=\"\(Self.number(x)),\(Self.number(y - 6)) \(Self.number(x + 6)),\(cy) "
                + "\(cx),\(Self.number(y + 6)) \(Self.number(x - 6)),\(cy)\" class=\"suspended\">"
        case "dismissed":
            shape =
                "<rect x=\"\(Self.number(x - 4))\" y=\"\(Self.number(y - 4))\" width=\"8\" height=\"8\" class=\"dismissed\">"
        case "cancelled":
            shape =
                "<rect x=\"\(Self.number(x - 4))\" y=\"\(Self.number(y - 4))\" width=\"8\" height=\"8\" class=\"cancelled\">"
        case "expired", "dropped":
            shape =
                "<path d=\"M\(Self.number(x - 5)) \(Self.number(y - 5)) L\(Self.number(x + 5)) \(Self.number(y + 5)) "
                + "M\(Self.number(x - 5)) \(Self.number(y + 5)) L\(Self.number(x + 5)) \(Self.number(y - 5))\" class=\"\(kind)\">"
        case "coalesced": shape = "<circle cx=\"\(cx)\" cy=\"\(cy)\" r=\"6\" class=\"coalesced\">"
        default: shape = "<circle cx=\"\(cx)\" cy=\"\(cy)\" r=\"3\" class=\"rejected\">"
        }
        let element = shape.prefix { $0 != " " }.dropFirst()
        body += shape + "<title>\(Self.escaped(title))</title></\(element)>\n"
    }

    /// Two slanted strokes across the axis where idle time was compressed.
    mutating func breakMark(x: Double, y: Double, title: String) {
        body +=
            "<g class=\"axis\"><title>\(Self.escaped(title))</title>"
            + "<rect x=\"\(Self.number(x - 5))\" y=\"\(Self.number(y - 5))\" width=\"10\" height=\"10\" fill=\"#ffffff\"/>"
            + "<line x1=\"\(Self.number(x - 6))\" y1=\"\(Self.number(y + 5))\" x2=\"\(Self.number(x - 1))\" y2=\"\(Self.number(y - 5))\"/>"
            + "<line x1=\"\(Self.number(x + 1))\" y1=\"\(Self.number(y + 5))\" x2=\"\(Self.number(x + 6))\" y2=\"\(Self.number(y - 5))\"/></g>\n"
    }

    /// The legend, right-aligned at `right`.
    mutating func legend(y: Int, right: Int) {
        let items: [(String, String)] = [
            ("pending", "waiting"), ("visible", "on screen"), ("presented", "presented"), ("suspended", "suspended"),
            ("dismissed", "dismissed"), ("expired", "expired / dropped"),
        ]
        var x = Double(right - 560)
        for (kind, label) in items {
            if kind == "pending" || kind == "visible" {
                rect(x: x, y: Double(y - 9), width: 14, height: 10, className: kind, title: label)
            } else {
                mark(kind, x: x + 6, y: Double(y - 4), title: label)
            }
            text(label, x: Int(x) + 18, y: y, className: "tick")
            x += Double(label.count * 6 + 34)
        }
    }

    /// Text and attribute values with markup characters escaped, control
    /// characters shown as their terminal-safe notation, and every other
    /// character XML 1.0 forbids (U+FFFE, U+FFFF) shown as its hex notation,
    /// so the document is well-formed whatever an alert is called.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in visible(text).unicodeScalars {
            if let entity = entities[scalar] { result += entity } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// XML's five predefined entities, for the markup characters.
    private static let entities: [Unicode.Scalar: String] = [
        "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;",
    ]

    /// The text as the picture shows it: ``terminalSafe`` (controls in their
    /// notation), with any scalar outside XML 1.0's `Char` production left
    /// over in hex notation. Idempotent.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func visible(_ text: String) -> String {
        let safe = text.terminalSafe
        guard safe.unicodeScalars.contains(where: { !isXMLCharacter($0) }) else { return safe }
        var result = ""
        for scalar in safe.unicodeScalars {
            if isXMLCharacter(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += scalar.hexNotation
            }
        }
        return result
    }

    /// XML 1.0's `Char`: tab, line feed, carriage return, U+0020-U+D7FF,
    /// U+E000-U+FFFD and U+10000-U+10FFFF (surrogates cannot occur in a
    /// Swift string).
    private static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...: true
        default: false
        }
    }

    /// A coordinate with at most one decimal, the same on every machine.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let magnitude = tenths.magnitude
        return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }
}
