import AlertCore
import AlertTranscript
import Testing

/// `print`, `dump` and the debugger show a definition's and a policy's
/// fields by name, not the buffer a definition shares or the milliseconds
/// a policy works out.
@Suite("Definitions and policies print their fields")
struct ValueMirrorTests {
    @Test("A definition prints as its fields")
    func definitionPrintsItsFields() {
        let rating = AlertDefinition(
            id: "rating", level: .normal, title: "Enjoying the app?", actions: [AlertAction(id: "rate", label: "Rate")],
            ttl: .seconds(30), cap: "weekly")
        let text = String(describing: rating)
        #expect(text.hasPrefix(#"AlertDefinition(id: "rating", level: normal, title: "Enjoying the app?""#), "\(text)")
        #expect(text.contains(#"cap: Optional("weekly")"#) && !text.contains("storage"), "\(text)")
        let children = Mirror(reflecting: rating).children.compactMap(\.label)
        #expect(children.prefix(3) == ["id", "level", "title"])
    }

    @Test("A policy prints the six fields it encodes")
    func policyPrintsItsSixFields() {
        let policy = AlertPolicy(maxVisible: 2, gap: .milliseconds(300), maxPending: 5)
        #expect(
            String(describing: policy)
                == "AlertPolicy(maxVisible: 2, preemptAt: required, gap: 0.3 seconds, maxPending: Optional(5), groups: [:], caps: [:])"
        )
        #expect(
            Mirror(reflecting: policy).children.compactMap(\.label) == [
                "maxVisible", "preemptAt", "gap", "maxPending", "groups", "caps",
            ])
    }
}
