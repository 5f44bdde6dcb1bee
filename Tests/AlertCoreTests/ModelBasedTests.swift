import AlertCore
import AlertSimulation
import AlertTranscript
import PropertyBased
import Testing

/// Random scripts run through the scheduler and through the reference model
/// written from the specification; after every step the returned events
/// (stacks included), the stacks, the ledger, the clock and the next deadline
/// must agree. A failure shrinks to a short script and prints it.
@Suite("Model-based: AlertScheduler and NaiveAlertStack against reference models")
struct ModelBasedTests {
    @Test("AlertScheduler behaves like the reference model after every command")
    func schedulerMatchesReference() async {
        await propertyCheck(count: 1_000, input: Script.generator()) { script in
            if let divergence = schedulerDivergence(script) {
                Issue.record("\(divergence)")
            }
        }
    }

    @Test("With room on screen for every alert, AlertScheduler still behaves like the reference model")
    func wideStackMatchesReference() async {
        // Up to six visible at once: the stack's tree gets deep enough to
        // rotate, and navigations suspend several alerts of several screens.
        await propertyCheck(count: 300, input: Script.generator()) { script in
            var wide = script
            let p = script.policy
            wide.policy = AlertPolicy(
                maxVisible: Script.ids.count, preemptAt: p.preemptAt, gap: p.gap, maxPending: p.maxPending,
                groups: p.groups, caps: p.caps)
            if let divergence = schedulerDivergence(wide) {
                Issue.record("\(divergence)")
            }
        }
    }

    @Test("NaiveAlertStack behaves like the naive reference after every command")
    func naiveMatchesReference() async {
        await propertyCheck(count: 300, input: Script.generator()) { script in
            if let divergence = naiveDivergence(script) {
                Issue.record("\(divergence)")
            }
        }
    }

    @Test("The generator covers every kind of event and outcome")
    func generatorCoversEveryEvent() {
        // A fixed sample: if the generator stopped producing some situation,
        // the model-based test would silently stop checking it.
        var rng = Xoshiro(seed: (1, 2, 3, 4))
        let generator = Script.generator()
        var seen = Set<String>()
        for _ in 0..<300 {
            let script = generator.run(using: &rng)
            var scheduler = AlertScheduler(policy: script.policy, screen: script.screen)
            for command in script.commands {
                for event in scheduler.send(command) { seen.insert(outcomeName(event.kind)) }
            }
        }
        let expected: Set<String> = [
            "requested", "tapped", "presented", "suspended preempted", "suspended navigated", "dismissed action",
            "dismissed closed", "dismissed removed", "cancelled removed", "cancelled relaunch", "expired",
            "dropped capacity", "dropped groupLimit", "dropped capped", "coalesced", "rejected notDismissible",
            "rejected nothingVisible", "rejected noSuchAction", "rejected notFound", "rejected notVisible",
            "rejected covered", "rejected notHeld", "held", "released", "navigated", "relaunched",
        ]
        #expect(seen == expected)
    }

    @Test("A failing script shrinks to the few steps that matter")
    func shrinkingFindsShortScript() {
        // Property that is false on purpose: "a required alert is never
        // suspended". The shrinker must reduce a random counterexample to a
        // handful of steps, as it does for a real failure.
        func fails(_ script: Script) -> Bool {
            var scheduler = AlertScheduler(policy: script.policy, screen: script.screen)
            return script.commands.contains { command in
                scheduler.send(command).contains { event in
                    guard case .suspended = event.kind else { return false }
                    return event.level.map { $0 >= .required } == true
                }
            }
        }
        var rng = Xoshiro(seed: (5, 6, 7, 8))
        let generator = Script.generator()
        var counterexample: Script?
        for _ in 0..<2_000 {
            let script = generator.run(using: &rng)
            if fails(script) {
                counterexample = script
                break
            }
        }
        guard var script = counterexample else {
            Issue.record("no random script suspended a required alert")
            return
        }
        // The same loop the property checker runs: take the first smaller
        // candidate that still fails, until none does.
        while let smaller = script.shrunk().first(where: fails) { script = smaller }
        #expect(fails(script))
        #expect(script.steps.count <= 4, "shrunk to \(script)")
        #expect(script.description.contains("request"))
    }
}

/// The first step after which the scheduler and the reference disagree, as a
/// readable report, or `nil`.
func schedulerDivergence(_ script: Script) -> String? {
    var scheduler = AlertScheduler(policy: script.policy, screen: script.screen)
    var stacks = scheduler.stacksMirror
    var reference = ReferenceScheduler(policy: script.policy, screen: script.screen)
    for (index, command) in script.commands.enumerated() {
        let actual = scheduler.send(command, recordingInto: &stacks)
        let expected = reference.send(command)
        var problems: [String] = []
        if actual != expected {
            problems.append("events:\n\(render(actual))\nreference events:\n\(render(expected))")
        }
        if scheduler.stacks != reference.stacks {
            problems.append("stacks \(render(scheduler.stacks)), reference \(render(reference.stacks))")
        }
        if scheduler.ledger != reference.currentLedger {
            problems.append("ledger \(scheduler.ledger), reference \(reference.currentLedger)")
        }
        if scheduler.nextDeadline != reference.nextDeadline {
            problems.append(
                "next deadline \(String(describing: scheduler.nextDeadline)), reference \(String(describing: reference.nextDeadline))"
            )
        }
        if scheduler.now != reference.now { problems.append("now \(scheduler.now), reference \(reference.now)") }
        if scheduler.holds != reference.holds {
            problems.append("holds \(scheduler.holds), reference \(reference.holds)")
        }
        if scheduler.screen != reference.screen {
            problems.append(
                "screen \(String(describing: scheduler.screen)), reference \(String(describing: reference.screen))")
        }
        if !problems.isEmpty {
            return "after step \(index + 1) (\(command)):\n" + problems.joined(separator: "\n")
        }
    }
    return nil
}

/// The same for the naive model.
func naiveDivergence(_ script: Script) -> String? {
    var naive = NaiveAlertStack()
    var stacks = naive.stacksMirror
    var reference = ReferenceNaive()
    for (index, command) in script.commands.enumerated() {
        let actual = naive.send(command, recordingInto: &stacks)
        let expected = reference.send(command)
        var problems: [String] = []
        if actual != expected {
            problems.append("events:\n\(render(actual))\nreference events:\n\(render(expected))")
        }
        if naive.stacks != reference.stacks {
            problems.append("stacks \(render(naive.stacks)), reference \(render(reference.stacks))")
        }
        var ledger = reference.ledger
        ledger.visible = reference.shown.count
        if naive.ledger != ledger { problems.append("ledger \(naive.ledger), reference \(ledger)") }
        if naive.now != reference.now { problems.append("now \(naive.now), reference \(reference.now)") }
        if naive.nextDeadline != nil { problems.append("naive code has a deadline") }
        if !problems.isEmpty {
            return "after step \(index + 1) (\(command)):\n" + problems.joined(separator: "\n")
        }
    }
    return nil
}

/// An event's kind and reason case, without associated names: what the
/// generator must keep reaching.
func outcomeName(_ kind: AlertEvent.Kind) -> String {
    func caseName(_ value: Any) -> String {
        String(describing: value).prefix { $0 != "(" }.description
    }
    switch kind {
    case .suspended(_, let reason): return "suspended " + caseName(reason)
    case .dismissed(_, let reason): return "dismissed " + caseName(reason)
    case .cancelled(_, let reason): return "cancelled " + caseName(reason)
    case .dropped(_, let reason): return "dropped " + caseName(reason)
    case .rejected(_, let reason): return "rejected " + caseName(reason)
    default: return kind.name
    }
}
