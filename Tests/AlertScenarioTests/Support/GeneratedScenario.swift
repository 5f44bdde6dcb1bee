import AlertCore

/// A long scenario written in code, with what loading it must give: a
/// catalogue of `alertCount` alerts (block and flow mappings, levels as
/// numbers and as names with offsets) and a timeline of `cycleCount`
/// launch-like cycles in every timing and action form, each cycle leaving
/// the screen empty, with an `expect` of both runs every fifth cycle.
struct GeneratedScenario {
    let alertCount: Int
    let cycleCount: Int
    /// Whether `timeline:` comes before `alerts:` in the file.
    let timelineFirst: Bool

    /// Steps in one cycle, without and with its expectations.
    static let stepsPerCycle = 8
    static let expectationsPerCheckedCycle = 2

    init(alertCount: Int, cycleCount: Int, timelineFirst: Bool = false) {
        self.alertCount = max(4, alertCount)
        self.cycleCount = cycleCount
        self.timelineFirst = timelineFirst
    }

    /// The catalogue indices of the alerts a cycle requests: the first
    /// shows, the second waits behind it.
    func requested(inCycle cycle: Int) -> (first: Int, second: Int) {
        let first = cycle % alertCount
        return (first, (first + 1 + cycle % 3) % alertCount)
    }

    func level(ofAlert index: Int) -> Int { 100 + (index * 37) % 800 }

    /// Whether cycle `cycle` carries expectations.
    func isChecked(_ cycle: Int) -> Bool { cycle % 5 == 0 }

    /// The instant cycle `cycle` starts at, in milliseconds.
    func start(ofCycle cycle: Int) -> Milliseconds { cycle * 100 }

    var stepCount: Int {
        cycleCount * Self.stepsPerCycle
            + (0..<cycleCount).filter(isChecked).count * Self.expectationsPerCheckedCycle
    }

    var text: String {
        var alerts = ["alerts:"]
        for index in 0..<alertCount {
            let level = level(ofAlert: index)
            if index.isMultiple(of: 2) {
                alerts += [
                    "  a\(index):", "    level: \(level)", "    title: 领取红包 \(index)", "    actions: [OK, Later]",
                ]
            } else {
                let offset = level - 500
                alerts.append(
                    "  a\(index): {level: normal\(offset < 0 ? "-" : "+")\(abs(offset)), title: \"Guide \(index)\", "
                        + "actions: [{label: OK}, {label: Later, dismisses: true}]}")
            }
        }
        var timeline = ["timeline:"]
        for cycle in 0..<cycleCount {
            let (first, second) = ("a\(requested(inCycle: cycle).first)", "a\(requested(inCycle: cycle).second)")
            let start = start(ofCycle: cycle)
            timeline += [
                "  - at: \(cycle.isMultiple(of: 2) ? "\(start)ms" : "\(start)")", "    request: \(first)",
                "  - {after: 0.005s, request: \(second)}",
            ]
            if isChecked(cycle) {
                timeline += [
                    "  - expect: {visible: [\(first)], pending: [\(second)], masks: 1}",
                    "  - expect:", "      visible: [\(first), \(second)]", "      masks: \(cycle + 2)",
                    "      mode: naive",
                ]
            }
            // Even cycles close and remove; odd ones use the older spelling, dismiss.
            let (close, remove) = cycle.isMultiple(of: 2) ? ("close", "remove") : ("dismiss", "dismiss")
            timeline += [
                "  - after: 5", "    tap: OK", "  - \(close): top", "  - tap: {alert: \(first), action: Later}",
                "  - \(remove): \(first)", "  - hold: splash", "  - release: splash",
            ]
        }
        let head = ["name: Generated \(cycleCount) cycles", "policy: {maxVisible: 1}"]
        let body = timelineFirst ? timeline + alerts : alerts + timeline
        return (head + body).joined(separator: "\n") + "\n"
    }
}
