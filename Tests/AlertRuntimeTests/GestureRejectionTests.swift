import AlertCore
import AlertRuntime
import Testing

/// A refused gesture throws ``AlertRejection`` with its reason and the alert
/// it names (rule 6, docs/rules.md); the app's removal never throws.
@Suite("Gestures that say why they were refused")
struct GestureRejectionTests {
    /// A center showing `a` (500) under a forced update `u` (1000, not dismissible), with `p` pending.
    private func coveredCenter() async -> AlertCenter {
        let center = AlertCenter(policy: AlertPolicy(maxVisible: 2), clock: ManualClock())
        await center.request(alert("a", 500))
        await center.request(alert("u", .required, dismissible: false))
        await center.request(alert("p", .low))
        return center
    }

    @Test("nothing-visible: a tap or close with nothing on screen names no alert")
    func nothingVisible() async {
        let center = AlertCenter(clock: ManualClock())
        let rejection = AlertRejection(reason: .nothingVisible, alert: nil)
        await #expect(throws: rejection) { try await center.tap(action: "ok", on: "a") }
        await #expect(throws: rejection) { try await center.close("a") }
        await #expect(throws: rejection) { try await center.tap(action: "ok", on: .top) }
        await #expect(throws: rejection) { try await center.close(.top) }
    }

    @Test("covered: an addressed gesture on a visible alert under another names it, with its level")
    func covered() async {
        let center = await coveredCenter()
        let rejection = AlertRejection(reason: .covered, alert: "a", level: 500)
        await #expect(throws: rejection) { try await center.tap(action: "ok", on: "a") }
        await #expect(throws: rejection) { try await center.close("a") }
        #expect(await center.visible == ["a", "u"], "a refused gesture changes nothing")
    }

    @Test("not-visible: an addressed gesture on a pending or unknown alert names it")
    func notVisible() async {
        let center = await coveredCenter()
        await #expect(throws: AlertRejection(reason: .notVisible, alert: "p", level: .low)) {
            try await center.tap(action: "ok", on: "p")
        }
        await #expect(throws: AlertRejection(reason: .notVisible, alert: "ghost")) {
            try await center.close("ghost")
        }
    }

    @Test("no-such-action: the alert on top lacks the action id; position is checked first")
    func noSuchAction() async {
        let center = await coveredCenter()
        await #expect(throws: AlertRejection(reason: .noSuchAction("nope"), alert: "u", level: .required)) {
            try await center.tap(action: "nope", on: "u")
        }
        await #expect(throws: AlertRejection(reason: .noSuchAction("nope"), alert: "u", level: .required)) {
            try await center.tap(action: "nope", on: .top)
        }
        await #expect(throws: AlertRejection(reason: .covered, alert: "a", level: 500)) {
            try await center.tap(action: "nope", on: "a")
        }
    }

    @Test("not-dismissible: a user close of an alert declared isDismissible: false")
    func notDismissible() async {
        let center = await coveredCenter()
        let rejection = AlertRejection(reason: .notDismissible, alert: "u", level: .required)
        await #expect(throws: rejection) { try await center.close("u") }
        await #expect(throws: rejection) { try await center.close(.top) }
        #expect(await center.isVisible("u"))
    }

    @Test("The rejection reads as the transcript says it")
    func description() {
        #expect(AlertRejection(reason: .covered, alert: "rating").description == "rejected covered (rating)")
        #expect(AlertRejection(reason: .nothingVisible, alert: nil).description == "rejected nothing-visible")
    }

    @Test("remove never throws: it reports whether there was something to remove")
    func removeDoesNotThrow() async {
        let center = await coveredCenter()
        #expect(await center.remove("ghost") == false)
        #expect(await center.remove("u"), "not dismissible, but the app may remove it")
        #expect(await center.remove("p"), "pending: cancelled")
        #expect(await center.visible == ["a"])
        #expect(await center.remove("u") == false, "already removed")
    }

    @Test("An accepted gesture throws nothing and ends the alert with the action id")
    func acceptedGestures() async throws {
        let center = AlertCenter(clock: ManualClock())
        let localised = AlertDefinition(
            id: "rating", actions: [AlertAction(id: "rate", label: "Bewerten"), AlertAction("Later")])
        let ticket = await center.request(localised)
        await #expect(throws: AlertRejection(reason: .noSuchAction("Bewerten"), alert: "rating", level: .normal)) {
            try await center.tap(action: "Bewerten", on: "rating")
        }
        try await center.tap(action: "rate", on: "rating")
        #expect(await ticket.outcome == .action("rate"))
        let second = await center.request(alert("b"))
        try await center.close("b")
        #expect(await second.outcome == .closed)
    }

    @Test("§6: a removal of an id that is not live names it, even with nothing visible")
    func notFoundNamesTheID() async {
        let center = AlertCenter(clock: ManualClock())
        var events = center.events.makeAsyncIterator()
        #expect(await center.remove("ghost") == false)
        let event = await events.next()
        #expect(event?.kind == .rejected("ghost", reason: .notFound))
        #expect(event?.level == nil, "the center has no catalogue: an id it does not hold has no level")
    }
}
