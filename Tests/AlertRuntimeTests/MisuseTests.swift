import AlertCore
@_spi(Testing) import AlertRuntime
import Foundation
import TestSupport
import Testing

/// Typos and leaks are loud: undeclared caps and groups are refused, a
/// dropped hold token is reported and released, a timed hold ends itself,
/// and the center says why an alert waits.
@Suite("Typos and leaks")
struct MisuseTests {
    static let policy = AlertPolicy(
        groups: ["marketing": AlertPolicy.GroupLimit(limit: 1)],
        caps: ["weekly": FrequencyCap(limit: 1, per: .seconds(7 * 86_400))])

    /// A center on a manual clock whose misuses are collected, not asserted.
    static func center(clock: ManualClock = ManualClock()) -> (AlertCenter, Recorded<AlertMisuse>) {
        let center = AlertCenter(policy: policy, clock: clock)
        let caught = Recorded<AlertMisuse>()
        center.onMisuse { caught.append($0) }
        return (center, caught)
    }

    @Test("validate names an undeclared cap, what the policy declares, and passes a declared one")
    func validateCaps() throws {
        let (center, _) = Self.center()
        #expect(throws: Never.self) { try center.validate(alert("rating", cap: "weekly")) }
        let error = #expect(throws: AlertDefinitionError.self) { try center.validate(alert("rating", cap: "weekley")) }
        #expect(error == AlertDefinitionError(alert: "rating", field: .cap, name: "weekley", declared: ["weekly"]))
        let text = try #require(error).description
        #expect(text.contains("'rating'") && text.contains("'weekley'") && text.contains("declares: weekly"))
    }

    @Test("validate names an undeclared group; the policy answers the same")
    func validateGroups() {
        let error = #expect(throws: AlertDefinitionError.self) {
            try Self.policy.validate(alert("promo", group: "marketting"))
        }
        #expect(error?.field == .group)
        #expect(error?.name == "marketting")
        #expect(throws: Never.self) { try Self.policy.validate(alert("promo", group: "marketing")) }
        #expect(throws: AlertDefinitionError.self) { try AlertPolicy().validate(alert("promo", group: "any")) }
    }

    @Test("A request with an undeclared cap is refused, reported, and never shown uncapped")
    func requestWithUndeclaredCap() async {
        let (center, caught) = Self.center()
        let ticket = await center.request(alert("rating", cap: "weekley"))
        #expect(ticket.currentOutcome == .dropped(.capped))
        #expect(await center.visible.isEmpty)
        #expect(await center.ledger.requested == 0)
        let error = AlertDefinitionError(alert: "rating", field: .cap, name: "weekley", declared: ["weekly"])
        #expect(caught.all == [.invalidDefinition(error)])
        #expect(await center.present(alert("promo", group: "marketting")) == .dropped(.groupLimit))
        #expect(caught.all.count == 2)
    }

    @Test("A hold token dropped while holding is reported by name and released")
    func droppedHoldIsReported() async {
        let (center, caught) = Self.center()
        do {
            _ = await center.hold("splash-ad")
        }
        #expect(caught.all == [.droppedHold("splash-ad")])
        #expect(await eventually { await center.holds.isEmpty })
        #expect(
            await eventually(patience: .milliseconds(200)) { await center.visible == ["a"] } == false,
            "nothing asked yet")
        await center.request(alert("a"))
        #expect(await center.visible == ["a"])
    }

    @Test("A released token, and one from before a relaunch, are not reported when dropped")
    func releasedHoldIsQuiet() async {
        let (center, caught) = Self.center()
        do {
            let hold = await center.hold("splash-ad")
            await hold.release()
        }
        do {
            let old = await center.hold("old")
            await center.relaunch()
            withExtendedLifetime(old) {}
        }
        #expect(caught.all.isEmpty)
        #expect(await center.holds.isEmpty)
    }

    @Test("hold(_:timeout:) releases itself at its deadline on the center's clock")
    func timedHoldEnds() async {
        let clock = ManualClock()
        let (center, caught) = Self.center(clock: clock)
        _ = await center.hold("splash-ad", timeout: .seconds(5))
        await center.request(alert("a"))
        #expect(await center.holds == ["splash-ad": 1])
        #expect(await center.waitReason(for: "a") == .held("splash-ad"))
        await clock.advance(by: .milliseconds(4_999))
        #expect(await center.visible.isEmpty)
        await clock.advance(by: .milliseconds(1))
        #expect(await eventually { await center.visible == ["a"] })
        #expect(await center.holds.isEmpty)
        #expect(await center.waitReason(for: "a") == nil, "visible, not waiting")
        #expect(caught.all.isEmpty, "a timed token may be dropped")
    }

    @Test("A timed hold released early does not release another holder's hold at its timeout")
    func timedHoldReleasedEarly() async {
        let clock = ManualClock()
        let (center, _) = Self.center(clock: clock)
        let timed = await center.hold("splash-ad", timeout: .seconds(1))
        await timed.release()
        let other = await center.hold("splash-ad")
        await clock.advance(by: .seconds(2))
        #expect(await center.holds == ["splash-ad": 1])
        await other.release()
        #expect(await center.holds.isEmpty)
    }

    @Test("waitReason tells a queued alert from one behind full slots")
    func waitReasons() async {
        let (center, _) = Self.center()
        await center.request(alert("top", 800))
        await center.request(alert("next", 700))
        await center.request(alert("last", 600))
        #expect(await center.waitReason(for: "next") == .slotsFull(behind: "top"))
        #expect(await center.waitReason(for: "unknown") == nil)
    }
}
