import AlertCore
import AlertScenario

extension AlertEvent {
    /// How an event reads in the player's log: its kind, coloured by how it
    /// went, and what it concerned, with the reason in words where one helps:
    /// the alert that preempted a suspended one, the action id of a refused tap.
    var logLine: (kind: String, style: CellStyle, detail: String) {
        let row = TranscriptRow(self)
        var detail = row.alert ?? ""
        if let action = row.action { detail += " \"\(action)\"" }
        if let hold = row.hold { detail += detail.isEmpty ? hold : " \(hold)" }
        if let screen = row.screen { detail += screen }
        if let reason = reasonInWords ?? row.reason {
            detail += detail.isEmpty ? "(\(reason))" : " (\(reason))"
        }
        return (row.event, logStyle, detail)
    }

    /// Reasons that name something besides the alert.
    private var reasonInWords: String? {
        switch kind {
        case .suspended(_, .preempted(let preemptor)): "preempted by \(preemptor)"
        case .rejected(_, .noSuchAction(let action)): "no action \"\(action)\""
        case .rejected(_, .notHeld): "not held"
        case .cancelled(_, .relaunch): "app relaunched"
        default: nil
        }
    }

    private var logStyle: CellStyle {
        switch kind {
        case .presented: CellStyle(.good, bold: true)
        case .requested, .dismissed: .plain
        case .tapped, .suspended: CellStyle(.accent)
        case .cancelled, .expired, .dropped, .rejected: CellStyle(.warning, bold: true)
        case .relaunched: CellStyle(.accent, bold: true)
        case .coalesced, .held, .released, .navigated: CellStyle(.muted)
        }
    }
}
