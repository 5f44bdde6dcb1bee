public import AlertCore

extension ScenarioStep.Action {
    /// The command this step sends, or `nil` for an `expect`.
    public var command: AlertCommand? {
        if case .send(let command) = self { command } else { nil }
    }
}

extension ScenarioStep.Action: CustomStringConvertible {
    /// The step as a person would say it: `request red-packet`, `tap 关闭`,
    /// `close top`, `remove red-packet`, `screen profile`, `relaunch`, `expect`.
    public var description: String {
        command.map(String.init(describing:)) ?? "expect"
    }
}
