import AlertCore
import PropertyBased
import Testing

/// A random run for the property tests: a policy, a small catalogue of
/// alerts and a list of steps that name alerts by id. It prints as a short
/// script, and shrinks by dropping steps and simplifying the alerts and the
/// policy.
struct Script: Hashable, Sendable {
    enum Step: Hashable, Sendable {
        case request(AlertID)
        case tap(String)
        /// A tap meant for one alert.
        case tapAlert(AlertID, String)
        case closeTop
        /// A user close meant for one alert.
        case closeAlert(AlertID)
        case remove(AlertID)
        case hold(String)
        case release(String)
        case navigate(String)
        case relaunch
        case advance(Milliseconds)
    }

    var policy: AlertPolicy
    var screen: String?
    var alerts: [AlertDefinition]
    var steps: [Step]

    /// The command a step stands for; a request of an id missing from the
    /// catalogue (after shrinking) requests a plain alert with that id.
    func command(_ step: Step) -> AlertCommand {
        switch step {
        case .request(let id): .request(alerts.first { $0.id == id } ?? AlertDefinition(id: id))
        case .tap(let label): .tap(action: label)
        case .tapAlert(let id, let label): .tap(action: label, on: .alert(id))
        case .closeTop: .close(.top)
        case .closeAlert(let id): .close(.alert(id))
        case .remove(let id): .remove(id)
        case .hold(let name): .hold(name)
        case .release(let name): .release(name)
        case .navigate(let screen): .navigate(to: screen)
        case .relaunch: .relaunch
        case .advance(let time): .advance(to: time)
        }
    }

    var commands: [AlertCommand] { steps.map(command) }
}

// MARK: - Description

extension Script: CustomTestStringConvertible, CustomStringConvertible {
    var testDescription: String { description }

    var description: String {
        var lines = ["policy: " + Self.line(for: policy) + (screen.map { ", screen \($0)" } ?? "")]
        let used = Set(
            steps.compactMap { step -> AlertID? in
                if case .request(let id) = step { id } else { nil }
            })
        for alert in alerts where used.contains(alert.id) {
            lines.append("alert " + Self.line(for: alert))
        }
        for (index, step) in steps.enumerated() {
            lines.append("\(index + 1). \(command(step))")
        }
        return "\n" + lines.joined(separator: "\n")
    }

    static func line(for policy: AlertPolicy) -> String {
        var parts = ["maxVisible \(policy.maxVisible)", "preemptAt \(policy.preemptAt.rawValue)"]
        if policy.gap > .zero { parts.append("gap \(policy.gap)") }
        if let maxPending = policy.maxPending { parts.append("maxPending \(maxPending)") }
        for (name, group) in policy.groups.sorted(by: { $0.key < $1.key }) {
            parts.append("group \(name) limit \(group.limit)")
        }
        for (name, cap) in policy.caps.sorted(by: { $0.key < $1.key }) {
            parts.append("cap \(name) limit \(cap.limit) per \(cap.per)")
        }
        return parts.joined(separator: ", ")
    }

    static func line(for alert: AlertDefinition) -> String {
        var parts = ["\(alert.id): level \(alert.level.rawValue)"]
        let actions = alert.actions.map { $0.dismisses ? $0.label : "\($0.label)(stays)" }
        parts.append("actions [\(actions.joined(separator: " "))]")
        if !alert.isDismissible { parts.append("not dismissible") }
        if let screen = alert.screen { parts.append("screen \(screen)") }
        if let ttl = alert.ttl { parts.append("ttl \(ttl)") }
        if let group = alert.group { parts.append("group \(group)") }
        if let cap = alert.cap { parts.append("cap \(cap)") }
        return parts.joined(separator: ", ")
    }
}

// MARK: - Generation

/// Random choices over the property library's seeded generator.
private struct Dice {
    var rng: any SeededRandomNumberGenerator

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }
    mutating func pick<T>(_ options: [T]) -> T { options[int(0...(options.count - 1))] }

    /// A choice among weighted options.
    mutating func weighted<T>(_ options: [(Int, T)]) -> T {
        var roll = int(1...options.reduce(0) { $0 + $1.0 })
        for (weight, option) in options {
            roll -= weight
            if roll <= 0 { return option }
        }
        return options[options.count - 1].1
    }
}

extension Script {
    static let ids = ["a", "b", "c", "d", "e", "f"]
    static let screens = ["home", "shop", "cart"]
    static let holdNames = ["ad", "perm"]
    static let labels = ["ok", "stay", "nope"]

    /// Scripts of up to `maxSteps` steps over random policies: 1 to 3
    /// visible, levels around `preemptAt`, gaps, capacities, groups, ttls,
    /// screens and holds, on a coarse clock so deadlines coincide.
    static func generator(maxSteps: Int = 80) -> Generator<Script, [Script]> {
        Generator(
            run: { rng in
                var dice = Dice(rng: rng)
                let script = random(maxSteps: maxSteps, &dice)
                rng = dice.rng
                return script
            },
            shrink: { $0.shrunk() }
        )
    }

    private static func random(maxSteps: Int, _ dice: inout Dice) -> Script {
        let preemptAt = AlertLevel(dice.pick([750, 1000, 1000]))
        var groups: [String: AlertPolicy.GroupLimit] = [:]
        if dice.chance(70) { groups["promo"] = .init(limit: dice.int(1...2)) }
        if dice.chance(20) { groups["tips"] = .init(limit: dice.int(0...1)) }
        var caps: [String: FrequencyCap] = [:]
        if dice.chance(60) {
            caps["weekly"] = FrequencyCap(limit: dice.int(0...2), per: .milliseconds(dice.pick([100, 300, 1_000])))
        }
        let policy = AlertPolicy(
            maxVisible: dice.int(1...3),
            preemptAt: preemptAt,
            gap: .milliseconds(dice.chance(50) ? 0 : dice.pick([50, 100])),
            maxPending: dice.chance(50) ? nil : dice.int(0...4),
            groups: groups,
            caps: caps)

        let levels = [-500, -250, -250, -1, 0, 0, 1].map { preemptAt + $0 }
        let alerts = ids.map { id in
            var actions = [AlertAction("ok")]
            if dice.chance(30) { actions.append(AlertAction("stay", dismisses: false)) }
            return AlertDefinition(
                id: id,
                level: dice.pick(levels),
                title: id,
                actions: dice.chance(10) ? actions.reversed() : actions,
                isDismissible: dice.chance(80),
                screen: dice.chance(60) ? nil : dice.pick(["home", "shop"]),
                ttl: dice.chance(50) ? nil : .milliseconds(dice.pick([0, 50, 100, 100, 150, 300])),
                group: dice.chance(55) ? nil : dice.pick(["promo", "promo", "tips"]),
                cap: dice.chance(60) ? nil : dice.pick(["weekly", "weekly", "other"]))
        }

        var clock = 0
        var steps: [Step] = []
        for _ in 0..<dice.int(0...maxSteps) {
            // Weights in percent: requests most, then time, dismissals, screens, holds.
            let kind = dice.weighted([
                (32, "request"), (6, "tap"), (5, "tap alert"), (8, "close top"), (3, "close alert"),
                (7, "dismiss id"), (5, "hold"), (6, "release"), (7, "navigate"), (2, "relaunch"), (19, "advance"),
            ])
            switch kind {
            case "request": steps.append(.request(dice.pick(ids)))
            case "tap": steps.append(.tap(dice.pick(labels)))
            case "tap alert": steps.append(.tapAlert(dice.pick(ids), dice.pick(labels)))
            case "close top": steps.append(.closeTop)
            case "close alert": steps.append(.closeAlert(dice.pick(ids)))
            case "relaunch": steps.append(.relaunch)
            case "dismiss id": steps.append(.remove(dice.chance(90) ? dice.pick(ids) : "zz"))
            case "hold": steps.append(.hold(dice.pick(holdNames)))
            case "release": steps.append(.release(dice.pick(holdNames)))
            case "navigate": steps.append(.navigate(dice.pick(screens)))
            default:
                if dice.chance(5) {
                    steps.append(.advance(clock - 20))  // backwards: must change nothing
                } else {
                    clock += dice.pick([0, 10, 50, 50, 100, 150])
                    steps.append(.advance(clock))
                }
            }
        }
        return Script(
            policy: policy, screen: dice.chance(50) ? nil : "home", alerts: alerts, steps: steps)
    }
}

// MARK: - Shrinking

extension Script {
    /// Smaller scripts, most shrunk first: fewer steps (big chunks, then
    /// single steps), then simpler alerts, then a simpler policy. Every
    /// candidate is strictly simpler, so shrinking ends.
    func shrunk() -> [Script] {
        var candidates: [Script] = []
        var chunk = steps.count / 2
        while chunk >= 1 {
            var start = 0
            while start < steps.count {
                var smaller = self
                smaller.steps.removeSubrange(start..<Swift.min(start + chunk, steps.count))
                candidates.append(smaller)
                start += chunk
            }
            chunk /= 2
        }
        for (index, alert) in alerts.enumerated() {
            var variants: [AlertDefinition] = []
            if alert.ttl != nil { variants.append(with(alert) { $0.ttl = nil }) }
            if alert.group != nil { variants.append(with(alert) { $0.group = nil }) }
            if alert.cap != nil { variants.append(with(alert) { $0.cap = nil }) }
            if alert.screen != nil { variants.append(with(alert) { $0.screen = nil }) }
            if !alert.isDismissible { variants.append(with(alert) { $0.isDismissible = true }) }
            if alert.actions != [AlertAction("ok")] {
                variants.append(with(alert) { $0.actions = [AlertAction("ok")] })
            }
            if alert.level != .normal { variants.append(with(alert) { $0.level = .normal }) }
            for variant in variants {
                var smaller = self
                smaller.alerts[index] = variant
                candidates.append(smaller)
            }
        }
        var policies: [AlertPolicy] = []
        let p = policy
        func variant(
            maxVisible: Int? = nil, gap: Duration? = nil, maxPending: Int?? = nil,
            groups: [String: AlertPolicy.GroupLimit]? = nil, caps: [String: FrequencyCap]? = nil
        ) -> AlertPolicy {
            AlertPolicy(
                maxVisible: maxVisible ?? p.maxVisible, preemptAt: p.preemptAt, gap: gap ?? p.gap,
                maxPending: maxPending ?? p.maxPending, groups: groups ?? p.groups, caps: caps ?? p.caps)
        }
        if p.maxVisible != 1 { policies.append(variant(maxVisible: 1)) }
        if p.gap != .zero { policies.append(variant(gap: .zero)) }
        if p.maxPending != nil { policies.append(variant(maxPending: .some(nil))) }
        if !p.groups.isEmpty { policies.append(variant(groups: [:])) }
        if !p.caps.isEmpty { policies.append(variant(caps: [:])) }
        if p.preemptAt != .required { policies.append(with(p) { $0.preemptAt = .required }) }
        for simpler in policies {
            var smaller = self
            smaller.policy = simpler
            candidates.append(smaller)
        }
        if screen != nil {
            var smaller = self
            smaller.screen = nil
            candidates.append(smaller)
        }
        return candidates
    }
}

private func with<T>(_ value: T, _ change: (inout T) -> Void) -> T {
    var copy = value
    change(&copy)
    return copy
}
