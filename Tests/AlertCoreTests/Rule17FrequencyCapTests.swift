import AlertCore
import Testing

/// Rule 17: frequency caps count first presentations over time, across
/// relaunches: "the rating prompt at most once a week".
@Suite("Rule 17: frequency caps")
struct Rule17FrequencyCapTests {
    static let week = 7 * 86_400_000
    static let weekly = AlertPolicy(caps: ["weekly": FrequencyCap(limit: 1, per: .milliseconds(week))])
    static let rating = alert("rating", .low, cap: "weekly")

    @Test("A capped alert shows once; a second request inside the window is dropped on arrival")
    func dropsOnArrivalWhileFull() {
        var h = scheduled(Self.rating, policy: Self.weekly)
        h.request("rating", [.requested("rating", "|"), .presented("rating", "rating |")])
        h.send(.close(.top), [.closed("rating", "|")])
        h.send(.advance(to: Self.week - 1), [])
        h.request("rating", [.requested("rating", "|"), .dropped("rating", .capped, "|")])
        #expect(h.machine.ledger.dropped == 1)
    }

    @Test("The window ends at p + per: at that instant the cap is free again")
    func windowEndsExactly() {
        var h = scheduled(Self.rating, policy: Self.weekly)
        h.request("rating", [.requested("rating", "|"), .presented("rating", "rating |")])
        h.send(.close(.top), [.closed("rating", "|")])
        #expect(h.machine.nextDeadline == nil, "the end of a cap's window is not a deadline")
        h.send(.advance(to: Self.week), [])
        h.request("rating", [.requested("rating", "|"), .presented("rating", "rating |")])
    }

    @Test("A pending capped alert whose cap filled while it waited is dropped when its turn comes")
    func dropsWhenAboutToPresent() {
        let twin = alert("rating-b", .low, cap: "weekly")
        var h = scheduled(alert("x", .high), Self.rating, twin, policy: Self.weekly)
        h.request("x", [.requested("x", "|"), .presented("x", "x |")])
        h.request("rating", [.requested("rating", "x |")])
        h.request("rating-b", [.requested("rating-b", "x | rating")])
        h.send(
            .close(.top),
            [
                .closed("x", "| rating rating-b"), .presented("rating", "rating | rating-b"),
            ])
        h.send(
            .close(.top),
            [.closed("rating", "| rating-b"), .dropped("rating-b", .capped, "|")])
    }

    @Test("A capped alert is dropped before any preemption on its behalf, and settling goes on")
    func dropsBeforePreempting() {
        let policy = AlertPolicy(caps: ["once": FrequencyCap(limit: 0, per: .milliseconds(1_000))])
        let cappedUpdate = alert("u", .required, cap: "once")
        var h = scheduled(alert("a"), cappedUpdate, forcedUpdate("v"), policy: policy)
        h.request("a", [.requested("a", "|"), .presented("a", "a |")])
        h.send(.hold("ad"), [.held("ad", "a |")])
        h.request("v", [.requested("v", "a |")])
        // u is dropped on arrival: a full cap turns it away at once.
        h.request("u", [.requested("u", "a | v"), .dropped("u", .capped, "a | v")])
        h.send(
            .release("ad"),
            [.released("ad", "a | v"), .suspended("a", .preempted(by: "v"), "| v a"), .presented("v", "v | a")])
    }

    @Test("Showing again after a suspension does not count against the cap")
    func resumptionIsNotCounted() {
        let policy = AlertPolicy(caps: ["weekly": FrequencyCap(limit: 1, per: .milliseconds(Self.week))])
        var h = scheduled(Self.rating, forcedUpdate("u"), policy: policy)
        h.request("rating", [.requested("rating", "|"), .presented("rating", "rating |")])
        h.request(
            "u",
            [
                .requested("u", "rating |"), .suspended("rating", .preempted(by: "u"), "| u rating"),
                .presented("u", "u | rating"),
            ])
        h.send(.remove("u"), [.removed("u", "| rating"), .presented("rating", "rating |")])
        #expect(h.machine.capHistory.presentations["weekly"] == [0])
    }

    @Test("Caps survive a relaunch: three launches on three days show the rating prompt once")
    func capsSurviveRelaunch() {
        let day = 86_400_000
        var h = scheduled(Self.rating, policy: Self.weekly)
        h.request("rating", [.requested("rating", "|"), .presented("rating", "rating |")])
        h.send(.advance(to: day), [])
        h.send(.relaunch, [.cancelledByRelaunch("rating", "|"), .relaunched("|")])
        h.request("rating", [.requested("rating", "|"), .dropped("rating", .capped, "|")])
        h.send(.advance(to: 2 * day), [])
        h.send(.relaunch, [.relaunched("|")])
        h.request("rating", [.requested("rating", "|"), .dropped("rating", .capped, "|")])
        #expect(h.machine.capHistory.presentations == ["weekly": [0]])
        #expect(h.machine.ledger.cancelled == 1)
        #expect(h.machine.ledger.dropped == 2)
    }

    @Test("A cap history from earlier launches counts from the start")
    func historyFromEarlierLaunches() {
        let history = AlertCapHistory(["weekly": [-Self.week + 10]])
        var h = Harness(AlertScheduler(policy: Self.weekly, capHistory: history), alerts: [Self.rating])
        h.request("rating", [.requested("rating", "|"), .dropped("rating", .capped, "|")])
        h.send(.advance(to: 10), [])
        h.request("rating", [.requested("rating", "|"), .presented("rating", "rating |")])
        #expect(h.machine.capHistory.presentations == ["weekly": [10]], "the stale instant is forgotten")
    }

    @Test("A presentation up to clockSkew ahead counts as one; further ahead fills the cap until now nears it")
    func presentationsAheadOfNow() {
        let policy = AlertPolicy(caps: ["five": FrequencyCap(limit: 5, per: .milliseconds(Self.week))])
        let skew = AlertScheduler.clockSkew
        for (ahead, isFull) in [(1, false), (skew, false), (skew + 1, true), (Int.max, true)] {
            let history = AlertCapHistory(["five": [ahead]])
            var h = Harness(AlertScheduler(policy: policy, capHistory: history), alerts: [alert("r", cap: "five")])
            let answer: [Ev] = isFull ? [.dropped("r", .capped, "|")] : [.presented("r", "r |")]
            h.request("r", [.requested("r", "|")] + answer)
            #expect(h.machine.ledger.dropped == (isFull ? 1 : 0), "\(ahead) ms ahead")
        }
        var early = AlertScheduler(policy: policy, now: -1, capHistory: AlertCapHistory(["five": [Int.max]]))
        #expect(
            early.send(.request(alert("r", cap: "five"))).last?.kind == .dropped("r", reason: .capped), "no overflow")
        // Far ahead, full until now comes within clockSkew of it; from then on it counts as one.
        var nearing = Harness(
            AlertScheduler(policy: policy, capHistory: AlertCapHistory(["five": [skew + 1_000]])),
            alerts: [alert("r", cap: "five")])
        nearing.send(.advance(to: 999), [])
        nearing.request("r", [.requested("r", "|"), .dropped("r", .capped, "|")])
        nearing.send(.advance(to: 1_000), [])
        nearing.request("r", [.requested("r", "|"), .presented("r", "r |")])
        // Another process's presentation a millisecond ahead counts once, with the limit's other four free.
        var h = Harness(
            AlertScheduler(policy: policy, capHistory: AlertCapHistory(["five": [1]])),
            alerts: (1...5).map { alert("r\($0)", cap: "five") })
        for index in 1...4 {
            h.request("r\(index)", [.requested("r\(index)", "|"), .presented("r\(index)", "r\(index) |")])
            h.send(.close(.top), [.closed("r\(index)", "|")])
        }
        h.request("r5", [.requested("r5", "|"), .dropped("r5", .capped, "|")])
    }

    @Test("An alert naming a cap the policy does not declare is not capped")
    func undeclaredCap() {
        var h = scheduled(alert("r", cap: "monthly"))
        h.request("r", [.requested("r", "|"), .presented("r", "r |")])
        h.send(.close(.top), [.closed("r", "|")])
        h.request("r", [.requested("r", "|"), .presented("r", "r |")])
        #expect(h.machine.capHistory.isEmpty)
    }

    @Test("Naive code ignores caps")
    func naiveIgnoresCaps() {
        var h = naive(Self.rating)
        h.request("rating", [.requested("rating", "| masks=0"), .presented("rating", "rating | masks=1")])
        h.request(
            "rating", [.requested("rating", "rating | masks=1"), .presented("rating", "rating rating | masks=2")])
    }
}
