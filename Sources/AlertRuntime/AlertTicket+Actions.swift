extension AlertTicket {
    /// The id of every action pressed on the alert from now until it ends,
    /// in order; the stream finishes when the alert ends. A module learns
    /// here of presses that keep the alert on screen (`dismisses: false`),
    /// which produce no outcome, without listening to every event of the
    /// center. A press that dismisses comes last, just before the stream
    /// finishes (and it is also the ``outcome``).
    ///
    ///     let update = AlertDefinition(
    ///         id: "forced-update", level: .required, title: "Update required",
    ///         actions: [AlertAction(id: "update", label: "Update now", dismisses: false)],
    ///         isDismissible: false)
    ///     let ticket = await center.request(update)
    ///     for await action in ticket.actions where action == "update" {
    ///         openAppStore()                     // the alert stays until the app removes it
    ///     }
    ///
    /// Each access makes a new subscription; tickets of coalesced requests
    /// see the same presses. Once the alert has ended the stream finishes at
    /// once. It buffers without bound, so a slow reader misses nothing.
    ///
    /// - Complexity: O(1); each press then costs O(1) per subscription
    public var actions: AsyncStream<String> { slot.presses.subscribe() }
}
