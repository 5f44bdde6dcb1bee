// The contract's client code (RUNTIME.md v2, "The acceptance surface") with
// the contract's two imports and no others: names it uses from Foundation
// (`URL`) must come with them. The body is the contract's code line for
// line, comments included, except where noted.
import AlertCore
import AlertRuntime

extension AcceptanceSurfaceTests {
    /// Compiled, never run: the client code of the runtime contract, verbatim.
    static func clientCode() async throws {
        // Definitions and policy (AlertCore). Durations are `Duration`. An action has
        // a stable id and a label that may be localised; AlertAction("Rate") uses
        // "Rate" as both; AlertAction(id: "update", label: "Update now",
        // dismisses: false) keeps its alert on screen when pressed.
        let rating = AlertDefinition(
            id: "rating", level: .normal, title: "Enjoying the app?",
            actions: [AlertAction(id: "rate", label: "Rate"), AlertAction("Later")],
            ttl: .seconds(30), cap: "weekly")
        let policy = AlertPolicy(
            maxVisible: 1, gap: .milliseconds(300),
            caps: ["weekly": FrequencyCap(limit: 1, per: .seconds(7 * 86_400))])

        // One center per app. `clock` is any `Clock<Duration>`; `history` keeps what
        // caps need across launches.
        let history = try FileAlertHistory(url: URL(fileURLWithPath: "alert-history.json"))
        let center = AlertCenter(policy: policy, clock: ContinuousClock(), history: history)

        // A module asks and waits for the end; any task, any actor.
        let outcome: AlertOutcome = await center.present(rating)

        // Or asks now and learns the end later.
        let ticket: AlertTicket = await center.request(rating)
        let sameOutcome = await ticket.outcome  // ticket.id == "rating"

        // What the user does, addressed to one alert, by action id; a refused
        // gesture throws AlertRejection (its `reason`: .covered, .notVisible, ...).
        try await center.tap(action: "rate", on: "rating")
        try await center.close("rating")  // close button / mask tap: a user close
        await center.remove("rating")  // the app removes it in code
        await center.navigate(to: "home")

        // Holds are tokens, counted per name (rule 7, docs/rules.md).
        let splash: AlertHold = await center.hold("splash-ad")
        await splash.release()  // releasing twice is harmless

        // Every event, in order, to each subscriber from the moment it subscribes.
        for await event in center.events { _ = event }  // AsyncStream<AlertEvent>

        // A flight recorder: the session as a JSON-lines scenario (docs/scenario-format.md) that
        // `alert-tui play`, `replay`, `check` and `explore` read.
        let recording = AlertCenter(
            policy: policy, clock: ContinuousClock(), history: history,
            trace: try AlertTrace(url: URL(fileURLWithPath: "launch.jsonl")))

        // The contract writes the next two reads as bare statements; `_ =`
        // keeps this test free of unused-result warnings.
        _ = await center.visible  // [AlertID], bottom to top
        _ = await center.pending  // [AlertID], queue order

        // Not in the contract: uses what it binds, and names the outcome's cases.
        _ = (outcome, sameOutcome, ticket.id == "rating", recording)
        let dropped: [AlertOutcome] = [.dropped(.capacity), .dropped(.groupLimit), .dropped(.capped)]
        _ = dropped + [.action("rate"), .closed, .removed, .expired]
        let reasons: [RejectionReason] = [.covered, .notVisible, .nothingVisible, .notDismissible]
        _ = reasons
    }
}
