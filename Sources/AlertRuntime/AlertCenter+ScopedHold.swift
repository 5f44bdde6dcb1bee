import AlertCore

extension AlertCenter {
    /// Holds the screen under `name` while `body` runs, and releases the
    /// hold however `body` ends: it returns, it throws, or its task is
    /// cancelled. The hold is counted with every other of the same name
    /// (rule 7, docs/rules.md), as ``hold(_:)``'s token is.
    ///
    ///     let shown = try await center.withHold("splash-ad") {
    ///         try await splashAd.play()
    ///     }
    ///
    /// Prefer it to ``hold(_:)`` wherever the hold lasts as long as one
    /// piece of work: a token that is never released holds the screen for
    /// good, and this cannot forget it. `body` runs where the caller does
    /// (on the main actor, from a view), not on the center. Do not wait in
    /// `body` for an alert of the same center to end (``present(_:)``, a
    /// ticket's outcome): the hold keeps it from showing, so the wait ends
    /// only by its ttl or a removal.
    ///
    /// - Returns: what `body` returns.
    /// - Complexity: O(1) for the hold and its release, plus what settling
    ///   does when the last holder lets go.
    public func withHold<Result>(
        _ name: String, isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> sending Result
    ) async rethrows -> sending Result {
        let hold = await self.hold(name)
        do {
            let result = try await body()
            await hold.release()
            return result
        } catch {
            await hold.release()
            throw error
        }
    }
}
