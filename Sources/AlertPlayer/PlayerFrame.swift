/// A region of the screen that reacts to a mouse click.
public struct HitTarget: Hashable, Sendable {
    public var rect: Rect
    /// What the click does; `nil` swallows the click (the body of an alert,
    /// which must not count as a tap on the mask behind it).
    public var command: PlayerCommand?
}

/// One laid-out screen: the cells to show and where clicks land. Later hit
/// targets lie above earlier ones.
public struct PlayerFrame: Sendable {
    public var grid: CellGrid
    public var hitTargets: [HitTarget]
}
