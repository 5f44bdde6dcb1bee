import AlertCore

/// A request whose waiting task was cancelled, and the instant it was.
struct CancelledRequest: Sendable {
    var ticket: AlertTicket
    var instant: Milliseconds
}

/// Cancellation of a task awaiting ``AlertCenter/present(_:)``.
///
/// A cancellation handler runs on the cancelling thread, outside the actor.
/// It notes the ticket and the clock's instant in ``AlertCenter/cancellations``
/// at once, and every entry into the center removes what has been noted
/// before it does anything else. So a command sent after `cancel()` has
/// returned always meets the alert already removed, and the removal is
/// dated when the cancellation happened, not when the actor got to it.
extension AlertCenter {
    /// Notes that the task awaiting `ticket` was cancelled, and makes sure
    /// the center removes it even if nobody calls the center again.
    ///
    /// - Complexity: O(1)
    nonisolated func noteCancellation(of ticket: AlertTicket) {
        let instant = elapsed().wholeMilliseconds
        cancellations.withLock { $0.append(CancelledRequest(ticket: ticket, instant: instant)) }
        Task { await self.removeCancelledRequests() }
    }

    /// Removes every request noted as cancelled, in the order noted, each
    /// at its instant (deadlines due by then fire first), if that very
    /// request has not ended.
    ///
    /// - Complexity: O(1) when none is noted; O(log *n*) per removal.
    func removeCancelledRequests() {
        let noted = cancellations.withLock { noted -> [CancelledRequest] in
            defer { noted.removeAll() }
            return noted
        }
        guard !noted.isEmpty else { return }
        for request in noted {
            advance(to: request.instant)
            if isLive(request.ticket) { apply(.remove(request.ticket.id)) }
        }
        afterChange()
    }
}
