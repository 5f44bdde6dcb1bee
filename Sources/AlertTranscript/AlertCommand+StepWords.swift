// How a scenario step spells a command, whatever the syntax around it
// (YAML, a trace's JSON lines): one key, and what it names.
public import AlertCore

/// A command as a scenario step writes it: `request: ID`, `tap: ACTION` or
/// `tap: {alert: ID, action: ACTION}`, `close: top`, `relaunch: true`, ...
package struct StepWords: Hashable, Sendable {
    /// What the step's value is.
    package enum Value: Hashable, Sendable {
        /// An id, a name or an action, written as text.
        case text(String)
        /// The top alert, the word `top` (never an alert's id).
        case top
        /// An addressed tap: the alert, then the action.
        case addressedTap(alert: AlertID, action: String)
        /// `true`: a step that names nothing (`relaunch`).
        case flag
    }

    /// The step's key: `request`, `tap`, `close`, `remove`, `hold`,
    /// `release`, `screen` or `relaunch`.
    package var key: String
    /// What the key is given.
    package var value: Value
}

extension AlertCommand {
    /// The command as a scenario step writes it; `nil` for `advance`,
    /// which a scenario says with the step's instant instead.
    ///
    /// - Complexity: O(1)
    package var stepWords: StepWords? {
        switch self {
        case .request(let definition): StepWords(key: "request", value: .text(definition.id))
        case .tap(let action, .top): StepWords(key: "tap", value: .text(action))
        case .tap(let action, .alert(let id)): StepWords(key: "tap", value: .addressedTap(alert: id, action: action))
        case .close(.top): StepWords(key: "close", value: .top)
        case .close(.alert(let id)): StepWords(key: "close", value: .text(id))
        case .remove(let id): StepWords(key: "remove", value: .text(id))
        case .hold(let name): StepWords(key: "hold", value: .text(name))
        case .release(let name): StepWords(key: "release", value: .text(name))
        case .navigate(let screen): StepWords(key: "screen", value: .text(screen))
        case .relaunch: StepWords(key: "relaunch", value: .flag)
        case .advance: nil
        }
    }
}

extension StepWords: CustomStringConvertible {
    /// The step as one line of words: the key, then what it names
    /// (`tap red-packet 关闭`, `close top`); a flag names nothing (`relaunch`).
    ///
    /// - Complexity: O(*k*) in the length of what the step names
    package var description: String {
        switch value {
        case .text(let text): "\(key) \(text)"
        case .top: "\(key) top"
        case .addressedTap(let alert, let action): "\(key) \(alert) \(action)"
        case .flag: key
        }
    }
}

extension AlertCommand: CustomStringConvertible {
    /// The command as a scenario step would say it:
    /// `request red-packet`, `tap 关闭`, `tap red-packet 关闭`, `close top`,
    /// `close red-packet`, `remove red-packet`, `screen profile`,
    /// `relaunch`; and `advance to 2000`. A tap names the action by its id.
    /// Ids are written as they are, so an action id with a space can read
    /// like an addressed tap (`tap a b`): the text is for people, not for
    /// parsing back.
    ///
    /// - Complexity: O(*k*) in the length of what the command names
    public var description: String {
        if case .advance(let time) = self { return "advance to \(time)" }
        return stepWords.map(\.description) ?? ""
    }
}
