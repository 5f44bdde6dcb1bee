extension AlertCommand: CustomStringConvertible {
    /// The command as a scenario step would say it: `request red-packet`,
    /// `tap 关闭`, `tap red-packet 关闭`, `close top`, `close red-packet`,
    /// `remove red-packet`, `screen profile`, `relaunch`, `advance to 2000`.
    /// A tap names the action by its id. Ids are written as they are, so an
    /// action id with a space can read like an addressed tap (`tap a b`):
    /// the text is for people, not for parsing back.
    ///
    /// - Complexity: O(*k*) in the length of what the command names
    public var description: String {
        switch self {
        case .request(let definition): "request \(definition.id)"
        case .tap(let action, .top): "tap \(action)"
        case .tap(let action, .alert(let id)): "tap \(id) \(action)"
        case .close(.top): "close top"
        case .close(.alert(let id)): "close \(id)"
        case .remove(let id): "remove \(id)"
        case .hold(let name): "hold \(name)"
        case .release(let name): "release \(name)"
        case .navigate(let screen): "screen \(screen)"
        case .relaunch: "relaunch"
        case .advance(let time): "advance to \(time)"
        }
    }
}
