extension AlertCommand: CustomStringConvertible {
    /// The command as a scenario step would say it: `request red-packet`,
    /// `tap 关闭`, `dismiss top`, `screen profile`, `advance to 2000`.
    public var description: String {
        switch self {
        case .request(let definition): "request \(definition.id)"
        case .tap(let label): "tap \(label)"
        case .dismissTop: "dismiss top"
        case .dismiss(let id): "dismiss \(id)"
        case .hold(let name): "hold \(name)"
        case .release(let name): "release \(name)"
        case .navigate(let screen): "screen \(screen)"
        case .advance(let time): "advance to \(time)"
        }
    }
}
