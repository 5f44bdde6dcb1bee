import AlertCore
import Testing

/// Rule 11: with `maxPending: N`, each time the scheduler has settled, while
/// more than N are pending the last pending in order is dropped.
@Suite("Rule 11: capacity")
struct Rule11CapacityTests {
    static func full() -> Harness<AlertScheduler> {
        var h = scheduled(
            alert("x", 900), alert("a", 600), alert("b", 500), alert("c", 400), alert("d", 700), alert("e", 500),
            policy: AlertPolicy(maxPending: 2))
        h.request("x", [.requested("x", "|"), .presented("x", "x |")])
        h.request("a", [.requested("a", "x |")])
        h.request("b", [.requested("b", "x | a")], then: "x | a b")
        return h
    }

    @Test("A newcomer that sorts last is the one dropped")
    func dropsNewcomer() {
        var h = Self.full()
        h.request("c", [.requested("c", "x | a b"), .dropped("c", .capacity, "x | a b")], then: "x | a b")
    }

    @Test("A higher newcomer pushes out the older, lower last one")
    func dropsOlderLower() {
        var h = Self.full()
        h.request("d", [.requested("d", "x | a b"), .dropped("b", .capacity, "x | d a")], then: "x | d a")
    }

    @Test("A newcomer equal to the last one sorts after it (FIFO) and is dropped")
    func equalNewcomerDropped() {
        var h = Self.full()
        h.request("e", [.requested("e", "x | a b"), .dropped("e", .capacity, "x | a b")])
        #expect(h.machine.ledger.dropped == 1)
    }

    @Test("Capacity is applied after settling: an alert that can show is not dropped")
    func afterSettling() {
        var h = scheduled(alert("a"), alert("b"), policy: AlertPolicy(maxPending: 0))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |"), .dropped("b", .capacity, "a |")])
    }

    @Test("A suspended alert counts toward capacity and may be the one dropped")
    func suspendedCounts() {
        var h = scheduled(alert("a"), alert("b"), forcedUpdate("u"), policy: AlertPolicy(maxPending: 1))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |")], then: "a | b")
        h.request(
            "u",
            [
                .requested("u", "a | b"), .suspended("a", .preempted(by: "u"), "| u a b"), .presented("u", "u | a b"),
                .dropped("b", .capacity, "u | a"),
            ])
    }

    @Test("Alerts scoped to other screens count too; the last in order goes whatever its screen")
    func ineligibleCount() {
        var h = scheduled(
            alert("s", 300, screen: "shop"), alert("t", 200, screen: "shop"), alert("a", 400),
            policy: AlertPolicy(maxPending: 1), screen: "home")
        h.request("s", [.requested("s", "|")])
        h.request("t", [.requested("t", "| s"), .dropped("t", .capacity, "| s")])
        h.request("a", [.requested("a", "| s"), .presented("a", "a | s")])
    }

    @Test("Several drops at once go from the end of the queue")
    func severalDrops() {
        var h = scheduled(
            alert("h1", 500, screen: "home"), alert("h2", 600, screen: "home"), alert("h3", 700, screen: "home"),
            policy: AlertPolicy(maxVisible: 3, maxPending: 1), screen: "home")
        h.request("h1", [.requested("h1", "|"), .presented("h1", "h1 |")])
        h.request("h2", [.requested("h2", "h1 |"), .presented("h2", "h1 h2 |")])
        h.request("h3", [.requested("h3", "h1 h2 |"), .presented("h3", "h1 h2 h3 |")])
        h.send(
            .navigate(to: "shop"),
            [
                .navigated("shop", "h1 h2 h3 |"), .suspended("h1", .navigated, "h2 h3 | h1"),
                .suspended("h2", .navigated, "h3 | h2 h1"), .suspended("h3", .navigated, "| h3 h2 h1"),
                .dropped("h1", .capacity, "| h3 h2"), .dropped("h2", .capacity, "| h3"),
            ])
        h.send(.navigate(to: "home"), [.navigated("home", "| h3"), .presented("h3", "h3 |")])
    }
}
