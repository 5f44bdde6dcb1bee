import AlertCore
import Testing

/// Each pending alert can say why it waits, and the next deadline can say
/// what it is: the player only draws these.
@Suite("Wait reasons and named deadlines")
struct WaitReasonTests {
    @Test("Behind the visible alert, on another screen, held, in the gap")
    func reasons() {
        var scheduler = AlertScheduler(policy: AlertPolicy(gap: .milliseconds(500)), screen: "home")
        scheduler.send([
            .request(alert("a", 600)), .request(alert("b", 500, ttl: 2_000)),
            .request(alert("s", 700, screen: "profile")),
        ])
        #expect(scheduler.waitReason(for: "b") == .slotsFull(behind: "a"))
        #expect(scheduler.waitReason(for: "s") == .otherScreen("profile"))
        #expect(scheduler.waitReason(for: "a") == nil, "visible, not pending")
        #expect(scheduler.expiry(of: "b") == 2_000)
        #expect(scheduler.nextDeadlineCause == .expiry("b", at: 2_000))
        scheduler.send([.advance(to: 100), .close(.top)])
        #expect(scheduler.waitReason(for: "b") == .gap(until: 600))
        #expect(scheduler.nextDeadlineCause == .gapEnd(at: 600))
        #expect(scheduler.gapEnd == 600)
        scheduler.send([.hold("splash-ad"), .hold("dialog"), .advance(to: 600)])
        #expect(scheduler.waitReason(for: "b") == .held("dialog"))
        #expect(scheduler.waitReason(for: "ghost") == nil)
    }

    @Test("A required alert is not held back by the gap: it waits only for slots")
    func requiredIgnoresGap() {
        var scheduler = AlertScheduler(policy: AlertPolicy(maxVisible: 1, gap: .seconds(1)))
        scheduler.send([.request(forcedUpdate("u")), .request(forcedUpdate("v")), .request(alert("a"))])
        #expect(scheduler.waitReason(for: "v") == .slotsFull(behind: "u"))
        scheduler.send(.remove("u"))
        #expect(scheduler.visible == ["v"])
        #expect(scheduler.waitReason(for: "a") == .slotsFull(behind: "v"))
    }
}
