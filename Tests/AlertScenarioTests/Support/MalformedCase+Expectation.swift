import AlertScenario
import Testing

extension MalformedCase {
    /// Loads the case's file as `bad.yaml` and expects exactly its error,
    /// as malformed content (exit status 65).
    func expectItsError(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        do {
            _ = try ScenarioLoader.load(text: yaml, source: "bad.yaml")
            Issue.record("loaded without an error", sourceLocation: sourceLocation)
        } catch {
            #expect(error.description == self.error, sourceLocation: sourceLocation)
            #expect(error.exitStatus == 65, sourceLocation: sourceLocation)
        }
    }
}
