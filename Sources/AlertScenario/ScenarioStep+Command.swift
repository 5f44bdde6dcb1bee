public import AlertCore

extension ScenarioStep.Action {
    /// The command this step sends, with `request` ids looked up by
    /// `definition`; `nil` for `expect` (and for an id it cannot find).
    public func command(lookingUp definition: (AlertID) -> AlertDefinition?) -> AlertCommand? {
        switch self {
        case .request(let id): definition(id).map(AlertCommand.request)
        case .tap(let label): .tap(label)
        case .dismissTop: .dismissTop
        case .dismiss(let id): .dismiss(id)
        case .hold(let name): .hold(name)
        case .release(let name): .release(name)
        case .navigate(let screen): .navigate(screen)
        case .expect: nil
        }
    }
}

extension ScenarioStep.Action: CustomStringConvertible {
    /// The step as a person would say it: `request red-packet`, `tap 关闭`,
    /// `dismiss top`, `screen profile`, `expect`.
    public var description: String {
        command { AlertDefinition(id: $0) }.map(String.init(describing:)) ?? "expect"
    }
}
