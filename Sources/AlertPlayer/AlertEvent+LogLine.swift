import AlertCore

extension AlertEvent {
    /// How an event reads in the player's log: its kind, coloured by how it
    /// went, and what it concerned.
    var logLine: (kind: String, style: CellStyle, detail: String) {
        var detail = alert ?? ""
        if let action { detail += " \"\(action)\"" }
        if let hold { detail += hold }
        if let screen { detail += "\(screen)" }
        if let reason { detail += detail.isEmpty ? "(\(reason.rawValue))" : " (\(reason.rawValue))" }
        return (kind.rawValue, logStyle, detail)
    }

    private var logStyle: CellStyle {
        switch kind {
        case .presented: CellStyle(.good, bold: true)
        case .requested, .dismissed: .plain
        case .tapped, .suspended: CellStyle(.accent)
        case .cancelled, .expired, .dropped, .rejected: CellStyle(.warning, bold: true)
        case .coalesced, .held, .released, .navigated: CellStyle(.muted)
        }
    }
}
