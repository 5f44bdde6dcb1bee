import AlertCore
import AlertTranscript

/// What a scenario file can say. A center holds values a scenario cannot
/// (an empty or `top` alert id, two actions with one id, a level past
/// ±10^15, an empty screen or hold name): the trace stops at the first
/// such value, with a last note saying why, and sets ``AlertTrace/failure``
/// to ``AlertTrace/Failure/unsayable(_:)``, so that what it wrote replays
/// as the session went. Two kinds of value are written in a form that
/// replays the same instead: an empty action label as the action's id (a
/// label is never in an event), and a duration past 10^12 ms (a ttl, the
/// gap, a cap's window) as 10^12 ms, an instant no trace reaches.
extension AlertTrace {
    /// The largest level a scenario takes, either way: 10^15.
    static let levelBound = ScenarioLimits.levelMagnitude
    /// The longest duration a scenario takes: 10^12 ms.
    static let longestDuration = ScenarioLimits.longestMilliseconds

    /// `milliseconds`, no longer than a scenario takes.
    static func sayable(_ milliseconds: Milliseconds) -> Milliseconds { Swift.min(milliseconds, longestDuration) }

    /// `preemptAt` as the header writes it: within ±10^15.
    static func sayablePreemptAt(_ policy: AlertPolicy) -> Int {
        Swift.min(Swift.max(policy.preemptAt.rawValue, -levelBound), levelBound)
    }

    /// Why the header cannot be written, if it cannot.
    ///
    /// - Complexity: O(1)
    static func unsayableHeader(name: String, screen: String?) -> String? {
        if name.isEmpty { return "the trace's name is empty" }
        if screen == "" { return "the starting screen's name is empty" }
        return nil
    }

    /// Why a scenario cannot declare `definition` under a policy whose
    /// `preemptAt` is `preemptAt`, if it cannot.
    ///
    /// - Complexity: O(*a*) for *a* actions.
    static func unsayable(_ definition: AlertDefinition, preemptAt: Int) -> String? {
        let id = definition.id
        if let problem = unsayableAlertID(id) { return problem }
        let level = definition.level.rawValue
        if level < -levelBound || level > levelBound {
            return "alert '\(id)' has level \(level), past the ±10^15 a scenario takes"
        }
        if level == levelBound, preemptAt > levelBound {
            // preemptAt is written as 10^15, where this level would preempt.
            return "alert '\(id)' has level 10^15 under a preemptAt past it"
        }
        var actionIDs: Set<String> = []
        for action in definition.actions {
            if action.id.isEmpty { return "alert '\(id)' has an action with an empty id" }
            if !actionIDs.insert(action.id).inserted { return "alert '\(id)' has two actions with id '\(action.id)'" }
        }
        if definition.screen == "" { return "alert '\(id)' is scoped to a screen with an empty name" }
        return nil
    }

    /// Why a scenario cannot hold `command`'s step, if it cannot.
    ///
    /// - Complexity: O(1)
    static func unsayable(_ command: AlertCommand) -> String? {
        switch command {
        case .tap(let action, let target):
            if action.isEmpty { return "a tap names an empty action id" }
            if case .alert(let id) = target { return unsayableAlertID(id) }
        case .close(.alert(let id)), .remove(let id):
            return unsayableAlertID(id)
        case .hold(let name):
            if name.isEmpty { return "a hold's name is empty" }
        case .navigate(let screen):
            if screen.isEmpty { return "the app navigates to a screen with an empty name" }
        case .request, .close(.top), .release, .relaunch, .advance:
            // A release of a name no recorded hold took (an empty one among them) is left out with a note.
            break
        }
        return nil
    }

    private static func unsayableAlertID(_ id: AlertID) -> String? {
        if id.isEmpty { return "an alert id is empty" }
        if id == "top" { return "the alert id 'top' means the top alert in a scenario" }
        return nil
    }

    /// The note that ends recording at a value no scenario can say.
    static func unsayableNote(_ reason: String, at instant: Milliseconds) -> String {
        "recording stopped at \(instant) ms: \(reason), which a scenario cannot say"
    }
}
