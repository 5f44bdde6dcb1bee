import AlertCore
import Foundation

extension AlertCenter {
    /// Writes the trace's first lines for a center made with `policy` on
    /// `screen`: the header, the wall-clock start, and a note when the
    /// history held presentations (a replay starts without them, so caps
    /// may decide otherwise in it).
    static func startTrace(
        _ trace: AlertTrace?, policy: AlertPolicy, screen: String?, launch: Milliseconds,
        capHistory: AlertCapHistory
    ) {
        guard let trace else { return }
        trace.begin(policy: policy, screen: screen, launchMilliseconds: launch)
        let earlier = capHistory.presentations.values.reduce(0) { $0 + $1.count }
        if earlier > 0 {
            trace.note(
                "the history held \(earlier) earlier presentation\(earlier == 1 ? "" : "s") under caps; "
                    + "a replay starts without \(earlier == 1 ? "it" : "them")")
        }
    }

    /// Ends the trace where the session stands now: a last `{"end": T}`
    /// line at the current instant (so a replay stops where the app did,
    /// instead of firing deadlines the app never reached). Later commands
    /// are not recorded. Does nothing without a trace.
    ///
    /// - Complexity: O(1), plus catching up with the clock.
    public func finishTrace() async {
        guard let trace else { return }
        catchUp()
        trace.end(at: scheduler.now)
        trace.stop()
    }
}
