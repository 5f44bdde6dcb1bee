import AlertCore
import Foundation

/// Frequency caps across launches: the history keeps wall-clock dates, the
/// scheduler milliseconds since the center's start. The center converts at
/// creation (dates before it become negative instants) and after every
/// command that changed what caps count.
extension AlertCenter {
    /// Sends `command` to the scheduler inside one ``AlertHistory/update(_:)``
    /// of the history while an alert that names a cap is live (pending or
    /// visible): first the presentations other writers stored are merged
    /// into the caps, then the command is judged, then, if caps counted a
    /// presentation, the history is written, all before another writer may
    /// go. So two processes sharing a ``FileAlertHistory`` never both show
    /// an alert whose cap allows one. While no capped alert is live, no
    /// command can count or refuse a presentation by a cap, and the history
    /// is left alone: a read of ``visible`` touches no file.
    ///
    /// What is written is pruned: instants that no longer count at the
    /// scheduler's instant are left out. Caps the policy does not declare
    /// are written as the store holds them, for the writer that declares
    /// them (an extension with a policy of its own) to prune; a store with
    /// no other writer drops them. A history that cannot be used is kept in
    /// `historyError` and the command is judged on the caps in memory; the
    /// history is tried again at every command (capped or not) until it can
    /// be used, so a full disk that frees up loses no counted showing. A
    /// file that cannot be read (not decodable, too large) is never written
    /// over: until it is repaired or removed, presentations are counted in
    /// memory only, and the next launch reports the same error.
    ///
    /// - Complexity: O(1) while no capped alert is live; else that of the
    ///   command plus O(*k*) for *k* stored instants, and the history's
    ///   read and write.
    func sendSharingCaps(_ command: AlertCommand) -> [AlertEvent] {
        guard historyError != nil || !cappedAlerts.isEmpty else { return scheduler.send(command) }
        var events: [AlertEvent]?
        do {
            try history.update { stored in
                if let stored {
                    let launch = launchMilliseconds
                    scheduler.mergeCapPresentations(
                        stored.mapValues { dates in dates.map { Self.instant(of: $0, launch: launch) } })
                }
                let before = scheduler.capHistory
                events = scheduler.send(command)
                let written = prunedHistory(keepingUndeclaredIn: stored)
                let changed =
                    scheduler.capHistory != before || historyError != nil
                    || stored.map { $0 != written } == true
                return changed ? written : nil
            }
            historyError = nil
        } catch {
            historyError = error
        }
        return events ?? scheduler.send(command)
    }

    /// The caps as the history keeps them: dates; of the caps the policy
    /// declares, only instants that still count at the scheduler's instant
    /// (an instant after it always does), and of those only a cap's latest
    /// `limit`: the cap is full exactly while the `limit`-th latest counts,
    /// so the older ones decide nothing, and the file stays as small as the
    /// limits. Caps the policy does not declare are kept as `stored` has
    /// them.
    ///
    /// - Complexity: O(*k*) for *k* instants.
    func prunedHistory(keepingUndeclaredIn stored: [String: [Date]]?) -> [String: [Date]] {
        let caps = scheduler.policy.caps
        let now = scheduler.now
        var kept: [String: [Date]] = [:]
        for (cap, instants) in scheduler.capHistory.presentations {
            guard let limit = caps[cap] else { continue }
            let window = limit.per.wholeMilliseconds
            let counting = instants.filter { now < $0.addingClamped(window) }.suffix(max(limit.limit, 0))
            if !counting.isEmpty {
                kept[cap] = counting.map { Self.date(at: $0, launch: launchMilliseconds) }
            }
        }
        for (cap, dates) in stored ?? [:] where caps[cap] == nil { kept[cap] = dates }
        return kept
    }

    /// The scheduler instant of `date` for a center launched at `launch`
    /// (milliseconds since 1970): negative before the launch.
    ///
    /// - Complexity: O(1)
    static func instant(of date: Date, launch: Milliseconds) -> Milliseconds {
        // Both are within ±9 × 10¹⁵, so the difference cannot overflow.
        Milliseconds(clamping: date.millisecondsSince1970()) - launch
    }

    /// The date of a scheduler instant for a center launched at `launch`,
    /// on a whole millisecond, so it converts back to the same instant.
    ///
    /// - Complexity: O(1)
    static func date(at instant: Milliseconds, launch: Milliseconds) -> Date {
        Date(millisecondsSince1970: Int64(launch.addingClamped(instant)))
    }

    /// The counted presentations, for tests of the conversion.
    package var capHistory: AlertCapHistory { scheduler.capHistory }
}
