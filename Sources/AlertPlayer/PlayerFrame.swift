/// A region of the screen that reacts to a mouse click.
package struct HitTarget: Hashable, Sendable {
    package var rect: Rect
    /// What the click does; `nil` swallows the click (the body of an alert,
    /// which must not count as a tap on the mask behind it).
    package var command: PlayerCommand?
}

/// One laid-out screen: the cells to show and where clicks land. Later hit
/// targets lie above earlier ones.
package struct PlayerFrame: Sendable {
    package var grid: CellGrid
    package var hitTargets: [HitTarget]
    /// Which rows may differ from the frame laid out before this one by the
    /// same ``PlayerFrameBuilder`` (`true`: drawn again), so a renderer that
    /// showed that frame need not compare the others; `nil` when any row may
    /// differ (the first frame, a new size or mode, an overlay).
    package var redrawnRows: [Bool]?

    package init(grid: CellGrid, hitTargets: [HitTarget], redrawnRows: [Bool]? = nil) {
        self.grid = grid
        self.hitTargets = hitTargets
        self.redrawnRows = redrawnRows
    }

    /// What a click on a cell asks for: the command of the topmost hit
    /// target there, or `nil` (no target, or one that swallows clicks).
    ///
    /// - Complexity: O(*t*) for *t* hit targets.
    package func command(atX x: Int, y: Int) -> PlayerCommand? {
        hitTargets.last { $0.rect.contains(x: x, y: y) }?.command
    }
}
