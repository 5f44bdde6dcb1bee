import AlertCore
import Testing

/// Rule 12: once K alerts of a group have been presented (showing again after
/// a suspension does not count), the group's other pending alerts are
/// dropped and its later requests are dropped on arrival.
@Suite("Rule 12: groups")
struct Rule12GroupTests {
    static let marketing = AlertPolicy(groups: ["marketing": .init(limit: 1)])

    @Test("The first presentation fills a limit of one: other members go, later ones are dropped on arrival")
    func limitOne() {
        var h = scheduled(
            alert("x", 800), alert("p1", 600, group: "marketing"), alert("p2", 500, group: "marketing"),
            alert("a", 400), alert("p3", 900, group: "marketing"), policy: Self.marketing)
        h.request("x", [.requested("x", "|"), .presented("x", "x |")])
        h.request("p1", [.requested("p1", "x |")])
        h.request("p2", [.requested("p2", "x | p1")])
        h.request("a", [.requested("a", "x | p1 p2")], then: "x | p1 p2 a")
        h.send(
            .close(.top),
            [.closed("x", "| p1 p2 a"), .presented("p1", "p1 | p2 a"), .dropped("p2", .groupLimit, "p1 | a")])
        h.request("p3", [.requested("p3", "p1 | a"), .dropped("p3", .groupLimit, "p1 | a")], then: "p1 | a")
        #expect(h.machine.ledger.dropped == 2)
    }

    @Test("Members are dropped in queue order, including ones scoped to other screens")
    func dropsInQueueOrder() {
        var h = scheduled(
            alert("x", 800), alert("p1", 700, group: "marketing"), alert("p2", 500, group: "marketing"),
            alert("p3", 600, screen: "shop", group: "marketing"), policy: Self.marketing, screen: "home")
        h.request("x", [.requested("x", "|"), .presented("x", "x |")])
        h.request("p1", [.requested("p1", "x |")])
        h.request("p2", [.requested("p2", "x | p1")])
        h.request("p3", [.requested("p3", "x | p1 p2")], then: "x | p1 p3 p2")
        h.send(
            .close(.top),
            [
                .closed("x", "| p1 p3 p2"), .presented("p1", "p1 | p3 p2"),
                .dropped("p3", .groupLimit, "p1 | p2"), .dropped("p2", .groupLimit, "p1 |"),
            ])
    }

    @Test("Showing again after a suspension does not count toward the limit")
    func reshowingDoesNotCount() {
        var h = scheduled(
            alert("p1", 500, group: "promo"), forcedUpdate("u"), alert("p2", 400, group: "promo"),
            alert("p3", 300, group: "promo"), policy: AlertPolicy(groups: ["promo": .init(limit: 2)]))
        h.request("p1", [.requested("p1", "|"), .presented("p1", "p1 |")])
        h.request(
            "u", [.requested("u", "p1 |"), .suspended("p1", .preempted(by: "u"), "| u p1"), .presented("u", "u | p1")])
        h.request("p2", [.requested("p2", "u | p1")])
        h.request("p3", [.requested("p3", "u | p1 p2")], then: "u | p1 p2 p3")
        // p1 shows again: still one presentation, so p2 and p3 stay.
        h.send(.remove("u"), [.removed("u", "| p1 p2 p3"), .presented("p1", "p1 | p2 p3")])
        // p2's first showing is the second: p3 goes.
        h.send(
            .close(.top),
            [.closed("p1", "| p2 p3"), .presented("p2", "p2 | p3"), .dropped("p3", .groupLimit, "p2 |")])
    }

    @Test("A member already presented and waiting after a suspension is not dropped")
    func presentedMemberStays() {
        var h = scheduled(
            alert("p1", 500, group: "promo"), forcedUpdate("u"), alert("p2", 600, group: "promo"),
            policy: AlertPolicy(groups: ["promo": .init(limit: 2)]))
        h.request("p1", [.requested("p1", "|"), .presented("p1", "p1 |")])
        h.request(
            "u", [.requested("u", "p1 |"), .suspended("p1", .preempted(by: "u"), "| u p1"), .presented("u", "u | p1")])
        h.request("p2", [.requested("p2", "u | p1")], then: "u | p2 p1")
        h.send(.remove("u"), [.removed("u", "| p2 p1"), .presented("p2", "p2 | p1")])
        h.send(.close(.top), [.closed("p2", "| p1"), .presented("p1", "p1 |")])
    }

    @Test("A group that the policy does not name has no limit")
    func unnamedGroupUnlimited() {
        var h = scheduled(
            alert("t1", group: "tips"), alert("t2", group: "tips"), alert("t3", group: "tips"), policy: Self.marketing)
        h.request("t1", [.requested("t1", "|"), .presented("t1", "t1 |")])
        h.send(.close(.top), [.closed("t1", "|")])
        h.request("t2", [.requested("t2", "|"), .presented("t2", "t2 |")])
        h.send(.close(.top), [.closed("t2", "|")])
        h.request("t3", [.requested("t3", "|"), .presented("t3", "t3 |")])
    }

    @Test("A request dropped on arrival never becomes pending nor shows, even on an empty screen")
    func droppedOnArrivalWhenEmpty() {
        var h = scheduled(
            alert("p1", group: "marketing"), alert("p2", .required, group: "marketing"), policy: Self.marketing)
        h.request("p1", [.requested("p1", "|"), .presented("p1", "p1 |")])
        h.send(.close(.top), [.closed("p1", "|")])
        h.request("p2", [.requested("p2", "|"), .dropped("p2", .groupLimit, "|")], then: "|")
        h.request("p1", [.requested("p1", "|"), .dropped("p1", .groupLimit, "|")], then: "|")
    }

    @Test("A cancelled or expired member does not count: only presentations do")
    func onlyPresentationsCount() {
        var h = scheduled(
            alert("x", 900), alert("p1", ttl: 10, group: "marketing"), alert("p2", group: "marketing"),
            alert("p3", group: "marketing"), policy: Self.marketing)
        h.request("x", [.requested("x", "|"), .presented("x", "x |")])
        h.request("p1", [.requested("p1", "x |")])
        h.request("p2", [.requested("p2", "x | p1")])
        h.send(.remove("p2"), [.cancelled("p2", "x | p1")])
        h.send(.advance(to: 10), [.expired("p1", "x |")])
        h.request("p3", [.requested("p3", "x |")])
        h.send(.close(.top), [.closed("x", "| p3"), .presented("p3", "p3 |")])
    }
}
