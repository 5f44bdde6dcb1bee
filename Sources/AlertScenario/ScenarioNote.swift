/// A comment in a scenario: a JSON-lines `{"note": TEXT}` line, such as a
/// recorder saying why it stopped. Replays ignore it; `convert` keeps it.
public struct ScenarioNote: Hashable, Sendable {
    /// The comment's text.
    public var text: String
    /// How many timeline steps come before it: the note stands just before
    /// the step at this index (after the last step when it equals their count).
    public var position: Int

    /// A note standing before the timeline's step at `position`.
    ///
    /// - Complexity: O(1)
    public init(text: String, position: Int) {
        self.text = text
        self.position = position
    }
}
