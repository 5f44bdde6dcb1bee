import AlertCore
import TerminalText

extension ScenarioDecoder {
    /// A duration or a range of durations (SPEC §9): `2s` (2s...2s) or
    /// `A..B`, both ends durations as ``duration(_:for:)`` reads them and
    /// both included, the upper bound not below the lower.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    func durationRange(_ event: YAMLEvent, for field: String) throws(ScenarioError) -> ClosedRange<Milliseconds> {
        guard event.kind == .scalar, let dots = Self.rangeDots(in: event.text) else {
            let value = try duration(event, for: field)
            return value...value
        }
        var lowerEvent = event
        lowerEvent.text = String(event.text[..<dots.lowerBound])
        var upperEvent = event
        upperEvent.text = String(event.text[dots.upperBound...])
        let lower = try duration(lowerEvent, for: field)
        let upper = try duration(upperEvent, for: field)
        guard upper >= lower else {
            throw failure(
                "the range \(event.text.quotedForMessage) for '\(field)' ends before it starts; "
                    + "expected an upper bound at or after \(DurationText.written(lower)), like "
                    + "\(DurationText.written(lower))..\(DurationText.written(lower + 1_000))",
                at: event.location)
        }
        return lower...upper
    }

    /// Where `..` first stands in `text`.
    private static func rangeDots(in text: String) -> Range<String.Index>? {
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if text[index] == ".", next < text.endIndex, text[next] == "." {
                return index..<text.index(after: next)
            }
            index = next
        }
        return nil
    }
}
