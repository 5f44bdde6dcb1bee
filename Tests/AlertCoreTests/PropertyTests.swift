import AlertCore
import AlertSimulation
import Foundation
import PropertyBased
import Testing

/// Properties that hold after every command of every random script.
@Suite("Properties of every run")
struct PropertyTests {
    @Test("The ledger balances after every command, in both modes")
    func ledgerBalances() async {
        await propertyCheck(count: 300, input: Script.generator()) { script in
            var scheduler = AlertScheduler(policy: script.policy, screen: script.screen)
            var naive = NaiveAlertStack()
            for (index, command) in script.commands.enumerated() {
                scheduler.send(command)
                naive.send(command)
                guard scheduler.ledger.isBalanced, naive.ledger.isBalanced else {
                    Issue.record(
                        "step \(index + 1) (\(command)): \(scheduler.ledger) / naive \(naive.ledger)")
                    return
                }
            }
        }
    }

    @Test("pendingAlerts(first:) is the head of pendingAlerts after every command, for every length")
    func pendingPrefix() async {
        await checkAfterEveryCommand(count: 200) { scheduler, _ in
            let whole = scheduler.pendingAlerts
            let wrong = (-1...(whole.count + 1)).first {
                scheduler.pendingAlerts(first: $0) != Array(whole.prefix(max(0, $0)))
            }
            return wrong.map { "first \($0) of \(whole.map(\.definition.id))" }
        }
    }

    @Test("At most maxVisible visible, stacked by level, nothing lower above a preempting alert")
    func visibleStack() async {
        await checkAfterEveryCommand(count: 300) { scheduler, policy in
            let levels = scheduler.visibleAlerts.map(\.level)
            var problems: [String] = []
            if levels.count > policy.maxVisible { problems.append("more than maxVisible") }
            if levels != levels.sorted() { problems.append("not stacked by level") }
            for (position, level) in levels.enumerated() where level >= policy.preemptAt {
                if levels[(position + 1)...].contains(where: { $0 < level }) {
                    problems.append("a lower alert above one at or above preemptAt")
                }
            }
            return problems.isEmpty ? nil : "\(problems) in \(levels)"
        }
    }

    @Test("Scheduled mode shows a dim layer exactly while an alert is visible, and none once all are closed")
    func noOrphanLayer() async {
        await propertyCheck(count: 300, input: Script.generator()) { script in
            var scheduler = AlertScheduler(policy: script.policy, screen: script.screen)
            for (index, command) in script.commands.enumerated() {
                scheduler.send(command)
                guard scheduler.masks == (scheduler.visible.isEmpty ? 0 : 1) else {
                    Issue.record(
                        "step \(index + 1) (\(command)): \(scheduler.masks) layers for \(scheduler.visible)")
                    return
                }
            }
            // Close everything the way an app would, then nothing may be left.
            for (name, count) in scheduler.holds {
                for _ in 0..<count { scheduler.send(.release(name)) }
            }
            for id in scheduler.pending { scheduler.send(.remove(id)) }
            for id in scheduler.visible { scheduler.send(.remove(id)) }
            scheduler.runToQuiescence()
            #expect(scheduler.visible.isEmpty && scheduler.pending.isEmpty)
            #expect(scheduler.masks == 0)
        }
    }

    /// How the user closes each of three stacked naive alerts.
    enum Closing: Int, CaseIterable, Sendable {
        case tap, dismissTop, dismissByID
    }

    static let threeClosings = zip(
        Gen.bool.array(of: 3), Gen.int(in: 0...2).array(of: 3), Gen.int(in: 0...2).array(of: 3),
        Gen.int(in: 0...2_000).array(of: 3))

    @Test("Naive mode: three stacked alerts, closed in any order and any way, leave two dim layers")
    func naiveLeavesTwoLayers() async {
        await propertyCheck(count: 200, input: Self.threeClosings) { input in
            let (dismissible, ways, picks, levels) = input
            var naive = NaiveAlertStack()
            for (index, id) in ["a", "b", "c"].enumerated() {
                naive.send(.request(alert(id, AlertLevel(levels[index]), dismissible: dismissible[index])))
            }
            #expect(naive.masks == 3)
            for (way, pick) in zip(ways, picks) {
                let before = naive.visible.count
                switch Closing(rawValue: way)! {
                case .tap: naive.send(.tap(action: "ok"))
                case .dismissTop:
                    if naive.visibleAlerts.last?.isDismissible == true {
                        naive.send(.close(.top))
                    } else {
                        naive.send(.remove(naive.visible.last!))
                    }
                case .dismissByID: naive.send(.remove(naive.visible[pick % naive.visible.count]))
                }
                #expect(naive.visible.count == before - 1)
            }
            #expect(naive.visible.isEmpty)
            #expect(naive.masks == 2)
        }
    }

    @Test("A snapshot encoded and decoded mid-run continues exactly like the original")
    func snapshotContinues() async {
        await propertyCheck(count: 300, input: zip(Script.generator(), Gen.int(in: 0...80))) { input in
            let (script, cut) = input
            let commands = script.commands
            let split = Swift.min(cut, commands.count)
            var original = AlertScheduler(policy: script.policy, screen: script.screen)
            original.send(Array(commands[..<split]))
            let copy: AlertScheduler
            do {
                let data = try JSONEncoder().encode(original)
                copy = try JSONDecoder().decode(AlertScheduler.self, from: data)
            } catch {
                Issue.record("round trip failed: \(error)")
                return
            }
            var restored = copy
            #expect(restored.snapshot == original.snapshot)
            var originalStacks = original.stacksMirror
            var restoredStacks = restored.stacksMirror
            for (offset, command) in commands[split...].enumerated() {
                let expected = original.send(command, recordingInto: &originalStacks)
                let actual = restored.send(command, recordingInto: &restoredStacks)
                guard actual == expected else {
                    let step = split + offset + 1
                    Issue.record(
                        """
                        snapshot taken after step \(split); step \(step) (\(command)) gave
                        \(render(actual))
                        the original gave
                        \(render(expected))
                        """)
                    return
                }
            }
            #expect(restored.snapshot == original.snapshot)
        }
    }
}

extension PropertyTests {
    /// Runs `count` random scripts on a scheduler and, after each command,
    /// asks `problem` what is wrong with the scheduler under the script's
    /// policy; the first answer fails the script, naming the step.
    func checkAfterEveryCommand(
        count: Int, _ problem: @escaping @Sendable (AlertScheduler, AlertPolicy) -> String?
    ) async {
        await propertyCheck(count: count, input: Script.generator()) { script in
            var scheduler = AlertScheduler(policy: script.policy, screen: script.screen)
            for (index, command) in script.commands.enumerated() {
                scheduler.send(command)
                if let problem = problem(scheduler, script.policy) {
                    Issue.record("step \(index + 1) (\(command)): \(problem)")
                    return
                }
            }
        }
    }
}
