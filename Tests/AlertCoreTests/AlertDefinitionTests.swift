import AlertCore
import Foundation
import Testing

/// A definition is a value whose fields live in a buffer its copies share:
/// changing one copy never shows through another, and every field reads
/// and writes by name.
@Suite("AlertDefinition: a shared value")
struct AlertDefinitionTests {
    @Test("Every field reads back what the initialiser was given")
    func fieldsReadByName() {
        let rating = AlertDefinition(
            id: "rating", level: 600, title: "Enjoying the app?", message: "Tell us",
            actions: [AlertAction(id: "rate", label: "Rate")], isDismissible: false, screen: "home",
            ttl: .seconds(30), group: "promos", cap: "weekly")
        #expect(rating.id == "rating")
        #expect(rating.level == 600)
        #expect(rating.title == "Enjoying the app?")
        #expect(rating.message == "Tell us")
        #expect(rating.actions == [AlertAction(id: "rate", label: "Rate")])
        #expect(!rating.isDismissible)
        #expect(rating.screen == "home")
        #expect(rating.ttl == .seconds(30))
        #expect(rating.group == "promos")
        #expect(rating.cap == "weekly")
        #expect(rating.fields.title == "Enjoying the app?")
    }

    @Test("Changing a copy leaves the original as it was, field by field")
    func copiesAreIndependent() {
        let original = AlertDefinition(id: "guide", title: "Welcome", ttl: .seconds(5))
        var copy = original
        #expect(copy == original)
        copy.title = "Hello again"
        copy.ttl = nil
        copy.level = .required
        copy.id = "guide-2"
        #expect(original.title == "Welcome" && original.ttl == .seconds(5))
        #expect(original.level == .normal && original.id == "guide")
        #expect(copy.title == "Hello again" && copy.ttl == nil && copy.level == .required)
        #expect(copy.id == "guide-2" && copy != original)
    }

    @Test("A definition whose id changed is filed, coalesced and removed under its new id")
    func changedIDIsTheIDTheSchedulerFiles() {
        // The buffer keeps its id's hash for the scheduler's index: a change
        // of id, by name or through the fields, must bring a new one.
        var update = AlertDefinition(id: "draft", level: 500)
        update.id = "update"
        var fields = AlertDefinition(id: "draft-2").fields
        fields.id = "rating"
        let rating = AlertDefinition(fields)
        var scheduler = AlertScheduler()
        scheduler.send(.request(AlertDefinition(id: "blocker", level: .required)))
        scheduler.send(.request(update))
        scheduler.send(.request(rating))
        #expect(scheduler.pending == ["update", "rating"])
        #expect(scheduler.isPending("update") && !scheduler.isPending("draft"))
        #expect(
            scheduler.send(.request(AlertDefinition(id: "update"))).map(\.kind) == [
                .requested("update"), .coalesced("update"),
            ])
        #expect(
            scheduler.send(.remove("rating")).map(\.kind) == [.cancelled("rating", reason: .removed)])
        #expect(scheduler.pending == ["update"])
    }

    @Test("A definition built from fields equals one built field by field, and hashes alike")
    func builtFromFields() {
        var fields = AlertDefinition(id: "coupon").fields
        fields.title = "A coupon"
        fields.cap = "daily"
        let fromFields = AlertDefinition(fields)
        var fieldByField = AlertDefinition(id: "coupon")
        fieldByField.title = "A coupon"
        fieldByField.cap = "daily"
        #expect(fromFields == fieldByField)
        #expect(fromFields.hashValue == fieldByField.hashValue)
        #expect(Set([fromFields, fieldByField]).count == 1)
        #expect(fromFields != AlertDefinition(id: "coupon"))
    }

    @Test("Key paths through the fields work as for stored properties")
    func keyPaths() {
        let alerts = [AlertDefinition(id: "a", level: 100, title: "one"), AlertDefinition(id: "b", title: "two")]
        #expect(alerts.map(\.title) == ["one", "two"])
        #expect(alerts.map(\.level) == [100, .normal])
        #expect(alerts.map(\.id) == ["a", "b"])
    }

    @Test("Codable: the fields are encoded by name and decode to an equal definition")
    func codable() throws {
        let rating = AlertDefinition(id: "rating", level: 600, ttl: .milliseconds(1_500), cap: "weekly")
        let data = try JSONEncoder().encode(rating)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["id"] as? String == "rating")
        #expect(object?["cap"] as? String == "weekly")
        #expect(try JSONDecoder().decode(AlertDefinition.self, from: data) == rating)
    }
}
