extension AlertCommand: CustomStringConvertible {
    /// The command as a scenario step would say it: `request red-packet`,
    /// `tap 关闭`, `tap red-packet 关闭`, `dismiss top`, `screen profile`,
    /// `relaunch`, `advance to 2000`. A user's close of a named alert,
    /// which no step says, reads `close red-packet`; the app's removal of
    /// an alert whose id is `top` (a word steps reserve) reads
    /// `dismiss "top"`, not as the user's close of the top alert. Ids and
    /// labels are written as they are, so a label with a space can read
    /// like an addressed tap (`tap a b`): the text is for people, not for
    /// parsing back.
    ///
    /// - Complexity: O(*k*) in the length of what the command names
    public var description: String {
        switch self {
        case .request(let definition): "request \(definition.id)"
        case .tap(let label, .top): "tap \(label)"
        case .tap(let label, .alert(let id)): "tap \(id) \(label)"
        case .close(.top): "dismiss top"
        case .close(.alert(let id)): "close \(id)"
        case .dismiss(let id): id == "top" ? "dismiss \"top\"" : "dismiss \(id)"
        case .hold(let name): "hold \(name)"
        case .release(let name): "release \(name)"
        case .navigate(let screen): "screen \(screen)"
        case .relaunch: "relaunch"
        case .advance(let time): "advance to \(time)"
        }
    }
}
