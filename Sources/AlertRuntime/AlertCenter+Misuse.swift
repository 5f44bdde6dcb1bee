public import AlertCore

/// Typos and leaks are loud: a definition whose cap or group the policy
/// does not declare is refused, and a hold token dropped while it holds
/// asserts (in a debug build) instead of holding the screen for good.
extension AlertCenter {
    /// Checks that every cap and group `definition` names is declared by
    /// the center's policy. Call it where definitions are made (or in a test
    /// over all of them) to catch a misspelt `cap:` or `group:` early:
    ///
    ///     @Test func definitionsMatchThePolicy() throws {
    ///         for alert in AppAlerts.all { try center.validate(alert) }
    ///     }
    ///
    /// A request of such a definition is refused in any case: a debug build
    /// stops at an assertion that names the alert, the name and what the
    /// policy declares; a release build ends the request at once with
    /// ``AlertDefinitionError/outcome`` (`.dropped(.capped)` for a cap,
    /// `.dropped(.groupLimit)` for a group), so a typo never shows an
    /// alert uncapped.
    ///
    /// - Throws: ``AlertDefinitionError``.
    /// - Complexity: O(1) (O(*d* log *d*) for *d* declared names when it throws)
    public nonisolated func validate(_ definition: AlertDefinition) throws(AlertDefinitionError) {
        try policy.validate(definition)
    }

    /// Sends every misuse the center catches to `handler` instead of
    /// asserting: for tests that check a typo or a dropped hold is caught
    /// (an assertion would stop the test run). Not for apps.
    ///
    ///     @_spi(Testing) import AlertRuntime
    ///     let caught = AsyncStream<AlertMisuse>.makeStream()
    ///     center.onMisuse { misuse in caught.continuation.yield(misuse) }
    ///
    /// - Complexity: O(1)
    @_spi(Testing)
    public nonisolated func onMisuse(_ handler: @escaping @Sendable (AlertMisuse) -> Void) {
        misuseHandler.withLock { $0 = handler }
    }

    /// Hands `misuse` to the handler: an assertion unless a test set one.
    ///
    /// - Complexity: O(1), plus the handler
    nonisolated func report(_ misuse: AlertMisuse) {
        let handler = misuseHandler.withLock { $0 }
        handler(misuse)
    }

    /// The default handler: stops a debug build with the misuse's
    /// description; nothing in a release build.
    static let assertOnMisuse: @Sendable (AlertMisuse) -> Void = { misuse in
        assertionFailure(misuse.description)
    }
}
