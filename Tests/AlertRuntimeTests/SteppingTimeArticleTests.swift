@_spi(Testing) import AlertRuntime
import Foundation
import Testing

// The code of the DocC article "Stepping time in tests"
// (Sources/AlertRuntime/AlertRuntime.docc/SteppingTime.md), as written
// there, with the definitions it leaves to the reader: if the article's
// code stops compiling or stops being true, this fails.

private let policy = AlertPolicy(
    maxVisible: 1, gap: .milliseconds(200), caps: ["weekly": FrequencyCap(limit: 1, per: .seconds(7 * 86_400))])
private let redPacket = AlertDefinition(
    id: "red-packet", level: 600, title: "领取红包", actions: [AlertAction(id: "claim", label: "领取")])
private let permission = AlertDefinition(
    id: "notification-permission", level: 700, title: "开启通知", actions: [AlertAction(id: "later", label: "以后再说")])
private let forcedUpdate = AlertDefinition(
    id: "forced-update", level: .required, title: "发现新版本",
    actions: [AlertAction(id: "update", label: "立即更新", dismisses: false), AlertAction(id: "later", label: "稍后")],
    isDismissible: false)
private let rating = AlertDefinition(
    id: "rating", level: .low, title: "喜欢这个 app 吗？", actions: [AlertAction(id: "rate", label: "去评分")],
    cap: "weekly")

private struct Launch<C: Clock>: Sendable where C.Duration == Duration {
    let center: AlertCenter
    let clock: C

    func run() async -> [AlertID: AlertOutcome] {
        await withTaskGroup(of: (AlertID, AlertOutcome)?.self) { group in
            group.addTask {
                let splash = await center.hold("splash-ad", timeout: .seconds(3))
                try? await clock.sleep(for: .milliseconds(400))  // the ad plays
                await splash.release()
                return nil
            }
            for (alert, reply) in [(redPacket, 100), (permission, 130), (forcedUpdate, 900)] {
                group.addTask {
                    try? await clock.sleep(for: .milliseconds(reply))  // the network reply
                    return (alert.id, await center.present(alert))
                }
            }
            var outcomes: [AlertID: AlertOutcome] = [:]
            for await case (let id, let outcome)? in group { outcomes[id] = outcome }
            return outcomes
        }
    }
}

@Suite("The stepping-time article's code", .timeLimit(.minutes(1)))
struct SteppingTimeArticleTests {
    @Test func forcedUpdatePreemptsThePermissionPrompt() async throws {
        let clock = ManualClock()
        let center = AlertCenter(policy: policy, screen: "home", clock: clock)
        let launch = Task { await Launch(center: center, clock: clock).run() }
        #expect(await clock.sleepers(atLeast: 5))  // the splash ad, its hold's timeout, three modules

        await clock.advance(by: .seconds(1))
        #expect(await center.visible == ["forced-update"])
        #expect(await center.waitReason(for: "red-packet") == .slotsFull(behind: "forced-update"))

        try await center.tap(action: "later", on: "forced-update")
        // Not in the article: the rest of the launch, so that the task ends.
        await clock.advance(by: .seconds(1))
        #expect(await center.visible == ["notification-permission"])
        try await center.tap(action: "later", on: "notification-permission")
        await clock.advance(by: .seconds(1))
        try await center.tap(action: "claim", on: "red-packet")
        let outcomes = await launch.value
        #expect(
            outcomes == [
                "forced-update": .action("later"), "notification-permission": .action("later"),
                "red-packet": .action("claim"),
            ])
    }

    @Test func ratingAtMostWeekly() async throws {
        let history = InMemoryAlertHistory()
        let monday = Date(timeIntervalSince1970: 1_800_000_000)
        func launch(on date: Date) async throws -> AlertOutcome {
            let clock = ManualClock()
            let center = AlertCenter(
                policy: policy, clock: clock, history: history, wallClock: { date })
            let events = center.events
            let module = Task {
                try? await clock.sleep(for: .seconds(10))  // the rating module's delay
                return await center.present(rating)
            }
            #expect(await clock.sleepers(atLeast: 1))
            await clock.advance(by: .seconds(10))
            // The module asks at 10 s: the prompt shows, and the user rates, or the cap drops it.
            for await event in events where event.alert == "rating" && event.kind != .requested("rating") {
                if event.kind == .presented("rating") { try await center.tap(action: "rate", on: "rating") }
                break
            }
            return await module.value
        }
        #expect(try await launch(on: monday) == .action("rate"))
        #expect(try await launch(on: monday + 86_400) == .dropped(.capped))
        #expect(try await launch(on: monday + 7 * 86_400) == .action("rate"))
    }
}
