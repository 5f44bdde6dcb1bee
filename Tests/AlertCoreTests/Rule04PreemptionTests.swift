import AlertCore
import Testing

/// Rule 4: with every slot full, a first eligible alert at or above
/// `preemptAt` suspends the lowest visible alert if that one's level is
/// strictly lower; checked every time the scheduler settles.
@Suite("Rule 4: preemption")
struct Rule04PreemptionTests {
    @Test("A forced update preempts an ordinary alert, which comes back afterwards")
    func requiredPreemptsOrdinary() {
        var h = scheduled(alert("red", 600), forcedUpdate("update"))
        h.request("red", [.requested("red", "|"), .presented("red", "red |")])
        h.request(
            "update",
            [
                .requested("update", "red |"), .suspended("red", .preempted(by: "update"), "| update red"),
                .presented("update", "update | red"),
            ])
        h.send(.remove("update"), [.removed("update", "| red"), .presented("red", "red |")])
    }

    @Test("No preemption of an equal level; a strictly higher one preempts")
    func onlyWhenStrictlyLower() {
        var h = scheduled(forcedUpdate("u1"), forcedUpdate("u2"), forcedUpdate("u3", .required + 1))
        h.request("u1", [.requested("u1", "|"), .presented("u1", "u1 |")])
        h.request("u2", [.requested("u2", "u1 |")], then: "u1 | u2")
        h.request(
            "u3",
            [
                .requested("u3", "u1 | u2"), .suspended("u1", .preempted(by: "u3"), "| u3 u1 u2"),
                .presented("u3", "u3 | u1 u2"),
            ])
    }

    @Test("The lowest visible level is the one suspended")
    func lowestLevelSuspended() {
        var h = scheduled(alert("b", 600), alert("a", 500), forcedUpdate("u"), policy: AlertPolicy(maxVisible: 2))
        h.request("b", [.requested("b", "|"), .presented("b", "b |")])
        h.request("a", [.requested("a", "b |"), .presented("a", "a b |")])
        h.request(
            "u",
            [.requested("u", "a b |"), .suspended("a", .preempted(by: "u"), "b | u a"), .presented("u", "b u | a")])
    }

    @Test("Among equal lowest levels, the lowest in z-order (oldest) is suspended")
    func lowestInZOrderAmongEquals() {
        var h = scheduled(alert("a"), alert("b"), forcedUpdate("u"), policy: AlertPolicy(maxVisible: 2))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |"), .presented("b", "a b |")])
        h.request(
            "u",
            [.requested("u", "a b |"), .suspended("a", .preempted(by: "u"), "b | u a"), .presented("u", "b u | a")])
    }

    @Test("During a hold, preemption waits until the release")
    func deferredDuringHold() {
        var h = scheduled(alert("a"), forcedUpdate("u"))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.send(.hold("splash"), [.held("splash", "a |")])
        h.request("u", [.requested("u", "a |")], then: "a | u")
        h.send(
            .release("splash"),
            [.released("splash", "a | u"), .suspended("a", .preempted(by: "u"), "| u a"), .presented("u", "u | a")])
    }

    @Test("Preemption happens when the screen of a scoped forced alert appears")
    func whenScreenAppears() {
        var h = scheduled(alert("a"), alert("u", .required, screen: "shop"), screen: "home")
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("u", [.requested("u", "a |")], then: "a | u")
        h.send(
            .navigate(to: "shop"),
            [.navigated("shop", "a | u"), .suspended("a", .preempted(by: "u"), "| u a"), .presented("u", "u | a")])
    }

    @Test("A lower preemptAt makes that level preempt")
    func customThreshold() {
        var h = scheduled(alert("a", .normal), alert("p", .high), policy: AlertPolicy(preemptAt: .high))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request(
            "p", [.requested("p", "a |"), .suspended("a", .preempted(by: "p"), "| p a"), .presented("p", "p | a")])
    }

    @Test("Two forced alerts released at once preempt one visible alert each, lowest first")
    func severalPreemptionsInOneSettle() {
        var h = scheduled(
            alert("a", 500), alert("b", 600), forcedUpdate("u1"), forcedUpdate("u2"), policy: AlertPolicy(maxVisible: 2)
        )
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("b", [.requested("b", "a |"), .presented("b", "a b |")])
        h.send(.hold("perm"), [.held("perm", "a b |")])
        h.request("u1", [.requested("u1", "a b |")])
        h.request("u2", [.requested("u2", "a b | u1")], then: "a b | u1 u2")
        h.send(
            .release("perm"),
            [
                .released("perm", "a b | u1 u2"),
                .suspended("a", .preempted(by: "u1"), "b | u1 u2 a"), .presented("u1", "b u1 | u2 a"),
                .suspended("b", .preempted(by: "u2"), "u1 | u2 b a"), .presented("u2", "u1 u2 | b a"),
            ])
    }

    @Test("A forced alert does not preempt while a slot is free; it just shows")
    func noPreemptionWithFreeSlot() {
        var h = scheduled(alert("a"), forcedUpdate("u"), policy: AlertPolicy(maxVisible: 2))
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.request("u", [.requested("u", "a |"), .presented("u", "a u |")])
    }
}
