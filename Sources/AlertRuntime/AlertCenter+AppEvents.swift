/// What the app tells the center about itself: the screen it moved to, and a relaunch.
extension AlertCenter {
    /// The app moved to `screen`: visible alerts that belong to other
    /// screens step aside, and alerts that belong to it may show.
    ///
    /// - Complexity: O(log *n*) per alert it suspends or presents, as the
    ///   scheduler's navigation, plus catching up with the clock
    public func navigate(to screen: String) {
        perform(.navigate(to: screen))
    }

    /// The app starts afresh as if it had been killed and launched again
    /// (relaunch): every visible alert, top first, then every pending one
    /// ends cancelled, so every waiter gets ``AlertOutcome/removed``; holds,
    /// the gap, group counts and the screen start over; frequency caps and
    /// the ledger carry on. Hold tokens taken before it release nothing
    /// afterwards: their ``AlertHold/release()`` sends no command, so it
    /// emits no event and leaves a hold of the same name taken since alone.
    ///
    /// - Complexity: O(*n* log *n*) for *n* pending.
    public func relaunch() {
        perform(.relaunch)
        launchNumber += 1
    }
}
