extension AlertScheduler.Snapshot {
    /// How this snapshot differs from a state a scheduler rests in between
    /// commands, if it does: every command ends settled (rule 2, docs/rules.md) with
    /// every deadline up to its instant fired (rule 14), so a snapshot that
    /// would change without a command breaks an invariant as surely as a
    /// duplicate id does.
    ///
    /// - Complexity: O(*n* log *n*)
    func unsettledState() -> String? {
        for entry in pending {
            guard entry.requestedAt <= now else { return "\(entry.id) was requested after the snapshot's instant" }
            if let ttl = entry.definition.ttlMilliseconds, entry.requestedAt.addingClamped(ttl) < now {
                return "pending \(entry.id) is past its ttl (rule 10)"
            }
        }
        for entry in visible {
            let request = entry.request
            guard request.requestedAt <= now else { return "\(request.id) was requested after the snapshot's instant" }
            if let scope = request.definition.screen, scope != screen {
                return "visible \(request.id) belongs to screen \(scope), not the current one (rule 8)"
            }
        }
        if let gapEndsAt {
            // At the last instant there is, a gap ends there too (a clamped sum).
            guard policy.gapMilliseconds > 0, gapEndsAt > now || gapEndsAt == .max,
                gapEndsAt <= now.addingClamped(policy.gapMilliseconds)
            else { return "the gap's end is not within one gap after the snapshot's instant (rule 13)" }
        }
        for (group, count) in presentedPerGroup {
            guard let limit = policy.groups[group]?.limit, count >= limit else { continue }
            if let waiting = pending.first(where: { $0.definition.group == group && !$0.wasPresented }) {
                return "group \(group) is at its limit, yet \(waiting.id) waits in it unshown (rule 12)"
            }
        }
        var trial = AlertScheduler(snapshot: self)
        var events: [AlertEvent] = []
        trial.settle(into: &events)
        if let first = events.first {
            return "it is not settled: \(first.kind) would follow at once (rule 2)"
        }
        return nil
    }
}
