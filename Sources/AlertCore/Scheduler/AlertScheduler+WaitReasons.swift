/// Why a pending alert is not on screen yet. ``AlertScheduler/waitReason(for:)``
/// reports the first of these that applies, in the order they are listed.
public enum WaitReason: Hashable, Sendable {
    /// It belongs to another screen than the current one.
    case otherScreen(String)
    /// Something else owns the screen: this hold (the first by name, when
    /// several are active).
    case held(String)
    /// The pause after the last dismissal runs until this instant.
    case gap(until: Milliseconds)
    /// Every slot is taken and it may not preempt; it waits behind this
    /// visible alert (the top one).
    case slotsFull(behind: AlertID)
    /// Another eligible alert comes first in the queue.
    case queued(behind: AlertID)
}

extension AlertScheduler {
    /// Why the pending alert `id` waits, or `nil` when it is not pending.
    ///
    /// - Complexity: O(1) plus O(*h*) for *h* active holds.
    public func waitReason(for id: AlertID) -> WaitReason? {
        guard let slot = alerts.slot(of: id), alerts.state(of: slot) == .pending else { return nil }
        if let scope = alerts.screen(of: slot), scope != screen { return .otherScreen(scope) }
        if let hold = holds.keys.min() { return .held(hold) }
        let slotFree = stack.count < policy.maxVisible
        if slotFree, let gapEndsAt, alerts.level(of: slot) < policy.preemptAt { return .gap(until: gapEndsAt) }
        if !slotFree, let top = stack.top { return .slotsFull(behind: alerts.id(of: top.slot)) }
        if let first = queue.firstEligible?.slot, first != slot { return .queued(behind: alerts.id(of: first)) }
        return nil
    }

    /// When the pending alert `id` expires if it is still waiting then, or
    /// `nil` when it has no ttl or is not pending.
    ///
    /// - Complexity: O(1)
    public func expiry(of id: AlertID) -> Milliseconds? {
        guard let slot = alerts.slot(of: id), alerts.state(of: slot) == .pending else { return nil }
        return alerts.expiresAt(of: slot)
    }
}
