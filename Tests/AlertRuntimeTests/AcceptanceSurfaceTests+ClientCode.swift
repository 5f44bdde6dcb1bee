// The contract's client code with the contract's two imports and no
// others: names it uses from Foundation (`URL`) must come with them.
import AlertCore
import AlertRuntime

extension AcceptanceSurfaceTests {
    /// Compiled, never run: the client code of the runtime contract, verbatim.
    static func clientCode() async throws {
        let rating = AlertDefinition(
            id: "rating", level: .normal, title: "Enjoying the app?",
            actions: [AlertAction("Rate"), AlertAction("Later")],
            ttl: .seconds(30), cap: "weekly")
        let policy = AlertPolicy(
            maxVisible: 1, gap: .milliseconds(300),
            caps: ["weekly": FrequencyCap(limit: 1, per: .seconds(7 * 86_400))])
        let history = try FileAlertHistory(url: URL(fileURLWithPath: "alert-history.json"))
        let center = AlertCenter(policy: policy, clock: ContinuousClock(), history: history)
        let outcome: AlertOutcome = await center.present(rating)
        let ticket: AlertTicket = await center.request(rating)
        let sameOutcome = await ticket.outcome
        let accepted: Bool = await center.tap(action: "Rate", on: "rating")
        await center.close("rating")
        await center.dismiss("rating")
        await center.navigate(to: "home")
        let splash: AlertHold = await center.hold("splash-ad")
        await splash.release()
        for await event in center.events { _ = event }
        _ = await center.visible
        _ = await center.pending
        _ = (outcome, sameOutcome, accepted, ticket.id == "rating")
        let dropped: [AlertOutcome] = [.dropped(.capacity), .dropped(.groupLimit), .dropped(.capped)]
        _ = dropped + [.action("Rate"), .closed, .removed, .expired]
    }
}
