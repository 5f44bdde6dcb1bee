import AlertCore
import AlertSimulation

/// An alert definition with short, test-friendly defaults: one `ok` action
/// that dismisses.
func alert(
    _ id: AlertID,
    _ level: AlertLevel = .normal,
    actions: [AlertAction] = [AlertAction("ok")],
    dismissible: Bool = true,
    screen: String? = nil,
    ttl: Milliseconds? = nil,
    group: String? = nil,
    cap: String? = nil
) -> AlertDefinition {
    AlertDefinition(
        id: id, level: level, title: id, actions: actions, isDismissible: dismissible, screen: screen,
        ttl: ttl.map { .milliseconds($0) }, group: group, cap: cap)
}

/// A forced update: required, not dismissible, its button does not close it.
func forcedUpdate(_ id: AlertID = "update", _ level: AlertLevel = .required) -> AlertDefinition {
    alert(id, level, actions: [AlertAction("update", dismisses: false)], dismissible: false)
}

/// A harness over a scheduler with `policy`, recording stacks.
func scheduled(
    _ alerts: AlertDefinition..., policy: AlertPolicy = AlertPolicy(), screen: String? = nil, now: Milliseconds = 0
) -> Harness<AlertScheduler> {
    Harness(AlertScheduler(policy: policy, screen: screen, now: now), alerts: alerts)
}

/// A harness over the naive model, recording stacks.
func naive(_ alerts: AlertDefinition...) -> Harness<NaiveAlertStack> {
    Harness(NaiveAlertStack(), alerts: alerts)
}
