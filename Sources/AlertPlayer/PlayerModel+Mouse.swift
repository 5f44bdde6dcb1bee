extension PlayerModel {
    /// The command of whatever was clicked: the topmost hit target of the
    /// current frame under the cell, or `nil`.
    ///
    /// - Complexity: one layout of the frame, plus O(*t*) for *t* targets.
    func command(forClickAtX x: Int, y: Int) -> PlayerCommand? {
        let frame = PlayerLayout.frame(for: self)
        return frame.hitTargets.last { $0.rect.contains(x: x, y: y) }?.command
    }
}
