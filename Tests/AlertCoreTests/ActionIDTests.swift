import AlertCore
import Foundation
import Testing

/// Rule 6: an action has a stable id and a label that may be localised; a
/// label alone is its own id.
@Suite("Rule 6: action ids")
struct ActionIDTests {
    @Test("AlertAction(_:) uses the label as its id; AlertAction(id:label:) keeps them apart")
    func initialisers() {
        let later = AlertAction("Later")
        #expect(later.id == "Later" && later.label == "Later" && later.dismisses)
        let update = AlertAction(id: "update", label: "Update now", dismisses: false)
        #expect(update.id == "update" && update.label == "Update now" && !update.dismisses)
        #expect(AlertAction(id: "rate", label: "Rate") != AlertAction("Rate"), "the id is part of the value")
    }

    @Test("A definition finds an action by id, never by label")
    func lookupByID() {
        let rating = AlertDefinition(id: "rating", actions: [AlertAction(id: "rate", label: "Bewerten")])
        #expect(rating.action(withID: "rate")?.label == "Bewerten")
        #expect(rating.action(withID: "Bewerten") == nil)
    }

    @Test("Codable: id, label and dismisses round-trip; an action saved before ids decodes with its label as id")
    func codable() throws {
        let update = AlertAction(id: "update", label: "Update now", dismisses: false)
        let data = try JSONEncoder().encode(update)
        #expect(try JSONDecoder().decode(AlertAction.self, from: data) == update)
        let old = Data(#"{"label":"OK","dismisses":true}"#.utf8)
        #expect(try JSONDecoder().decode(AlertAction.self, from: old) == AlertAction("OK"))
        let missingLabel = Data(#"{"id":"ok","dismisses":true}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(AlertAction.self, from: missingLabel) }
    }
}
