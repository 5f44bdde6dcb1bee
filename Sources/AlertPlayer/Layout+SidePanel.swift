import AlertCore
import AlertScenario
import TerminalText

extension PlayerLayout {
    /// The column beside the phones, split in two: the scheduler's pending
    /// queue on top (with the blank row under it), the event log below it;
    /// `nil` when the panel is too small for either.
    static func sidePanelParts(_ model: PlayerModel, in panel: Rect) -> (queue: Rect, log: Rect)? {
        guard panel.width >= 10, panel.height >= 6 else { return nil }
        let run = queueRun(of: model)
        let rows = queueRows(
            pending: run.mode == .scheduled ? run.machine.ledger.pending : 0, panelHeight: panel.height)
        return (
            Rect(x: panel.x, y: panel.y, width: panel.width, height: rows + 1),
            Rect(x: panel.x, y: panel.y + rows + 1, width: panel.width, height: panel.height - rows - 1)
        )
    }

    /// The run whose queue the panel shows.
    static func queueRun(of model: PlayerModel) -> PlayerRun {
        model.mode == .naive ? model.naive : model.scheduled
    }

    /// How many alerts of the queue get a row pair, in a panel this high.
    private static func queueRowPairs(pending: Int, panelHeight: Int) -> Int {
        max(1, min(pending, (panelHeight - 4) / 4))
    }

    /// The rows the queue takes: its title, two rows per alert shown, and a
    /// `+N more` row when not all fit.
    static func queueRows(pending: Int, panelHeight: Int) -> Int {
        guard pending > 0 else { return 2 }
        let pairs = queueRowPairs(pending: pending, panelHeight: panelHeight)
        return pending > pairs ? pairs * 2 : pairs * 2 + 1
    }

    /// The pending queue in order, with levels and how long each has waited,
    /// and under each alert why it waits and when its ttl runs out. Draws in
    /// the top ``queueRows(pending:panelHeight:)`` rows of the panel.
    static func drawQueue(_ model: PlayerModel, in panel: Rect, on canvas: inout Canvas) {
        let heading = CellStyle(.accent, bold: true)
        let muted = CellStyle(.muted)
        let run = queueRun(of: model)
        let pendingCount = run.machine.ledger.pending
        let separator = canvas.glyphs.separator
        var title = model.mode == .compare ? "Scheduled queue" : "Queue"
        if run.mode == .scheduled {
            title += panel.width < 30 ? " \(separator) \(pendingCount)" : " \(separator) \(pendingCount) waiting"
        }
        if !run.machine.holds.isEmpty {
            title += " \(canvas.glyphs.separator) held: " + holdList(run.machine.holds)
        }
        canvas.text(title, x: panel.x, y: panel.y, maxWidth: panel.width, style: heading)
        guard run.mode == .scheduled else {
            canvas.text(
                "naive code shows every popup at once", x: panel.x + 1, y: panel.y + 1, maxWidth: panel.width - 1,
                style: muted)
            return
        }
        guard pendingCount > 0 else {
            canvas.text("empty", x: panel.x + 1, y: panel.y + 1, maxWidth: panel.width - 1, style: muted)
            return
        }
        let scheduler = run.machine as? AlertScheduler
        let maxRows = queueRowPairs(pending: pendingCount, panelHeight: panel.height)
        // Only the rows shown are read: the whole queue may be long, and
        // this runs every frame while anything waits.
        let shown = run.machine.pendingAlerts(first: maxRows)
        let listed = shown.prefix(pendingCount > maxRows ? maxRows - 1 : maxRows)
        let waits = listed.map { DurationText.compact(model.clock - run.waitingSince($0)) }
        let columns = QueueColumns(
            panelWidth: panel.width, ids: listed.map { $0.definition.id.displaySafe().displayWidth },
            levels: listed.map(\.definition.level.rawValue), waits: waits)
        for (row, alert) in shown.enumerated() {
            let y = panel.y + 1 + row * 2
            guard row < listed.count else {
                canvas.text(
                    "+\(pendingCount - row) more", x: panel.x + 1, y: y, maxWidth: panel.width - 1, style: muted)
                return
            }
            if let scheduler {
                let why = waitExplanation(
                    for: alert.definition.id, in: scheduler, clock: model.clock, width: panel.width - 3, on: canvas)
                canvas.text(why, x: panel.x + 3, y: y + 1, maxWidth: panel.width - 3, style: muted)
            }
            var x = panel.x + 1
            canvas.text(alert.definition.id, x: x, y: y, maxWidth: columns.id)
            x += columns.id + 1
            let level = columns.levelText(alert.definition.level.rawValue).leftPadded(toWidth: columns.level)
            canvas.text(level, x: x, y: y, maxWidth: columns.level, style: CellStyle(.accent))
            x += columns.level + 1
            canvas.text(waits[row].leftPadded(toWidth: columns.wait), x: x, y: y, maxWidth: columns.wait, style: muted)
        }
    }

    /// The widths of a queue row's three columns: the id, the level and the
    /// waiting time, one column apart, after a column of indent.
    ///
    /// Invariant: the level and the waiting time are as wide as the widest
    /// of the rows shown (at least 5 and 7 columns, 6 in a panel under 30),
    /// so neither is cut, while the id keeps 6 columns (or as many as the
    /// widest id shown takes, if fewer); where the panel is too narrow for
    /// that, the level gives way first (written shorter, see
    /// ``levelText(_:)``) and then the waiting time. The id takes the rest,
    /// up to 28.
    package struct QueueColumns {
        package var id: Int
        package var level: Int
        package var wait: Int

        static let narrowestID = 6
        static let widestID = 28

        /// Columns for rows whose ids take `ids` columns, with these levels
        /// and waiting times.
        package init(panelWidth: Int, ids: [Int], levels: [Int], waits: [String]) {
            let room = panelWidth - 3
            let fewestWaitColumns = panelWidth < 30 ? 6 : 7
            let fewestIDColumns = min(Self.narrowestID, max(1, ids.max() ?? Self.narrowestID))
            wait = max(fewestWaitColumns, waits.map(\.count).max() ?? 0)
            level = max(5, levels.map { String($0).count }.max() ?? 0)
            let over = fewestIDColumns + level + wait - room
            if over > 0 { level = max(5, level - over) }
            let stillOver = fewestIDColumns + level + wait - room
            if stillOver > 0 { wait = max(fewestWaitColumns, wait - stillOver) }
            id = min(Self.widestID, room - level - wait)
        }

        /// A level in the level column (see ``PlayerLayout/levelText(_:width:)``).
        package func levelText(_ value: Int) -> String { PlayerLayout.levelText(value, width: level) }
    }

    /// The active holds by name, with a count where a name is held more
    /// than once: `splash-ad×2, you`.
    static func holdList(_ holds: [String: Int]) -> String {
        holds.sorted { $0.key < $1.key }.map { $0.value > 1 ? "\($0.key)×\($0.value)" : $0.key }
            .joined(separator: ", ")
    }

    /// Why a pending alert waits, in words, and when its ttl runs out:
    /// `behind red-packet, ttl 2.5s`, `all 3 slots full`, `on screen
    /// profile`, `held: splash-ad`, `gap until 3.5s`. Fitted to `width`
    /// columns on `canvas`: a reason that names something keeps its place
    /// and the name is cut (`behind red-pa…, ttl 2.5s`), so that the time
    /// left stays whole, as long as a letter of the name is left; otherwise,
    /// and for a reason that names nothing (the gap's end, the slots), the
    /// ttl comes first and the cut falls on the reason.
    ///
    /// - Complexity: O(*k*) in the length of the words, plus the scheduler's
    ///   ``AlertScheduler/waitReason(for:)``.
    static func waitExplanation(
        for id: AlertID, in scheduler: AlertScheduler, clock: Milliseconds, width: Int, on canvas: Canvas
    ) -> String {
        // The reason's words before the name it may name, and that name.
        var reason: (words: String, name: String)?
        switch scheduler.waitReason(for: id) {
        case .slotsFull(let visible):
            let slots = scheduler.policy.maxVisible
            reason = slots == 1 ? ("behind ", visible) : ("all \(slots) slots full", "")
        case .otherScreen(let screen): reason = ("on screen ", screen)
        case .held(let hold): reason = ("held: ", hold)
        case .gap(let until):
            // In tenths, rounded up: the instant shown is never one already past.
            reason = ("gap until " + DurationText.reading(until.addingClamped(99) / 100 * 100, decimals: 1), "")
        case .queued(let first): reason = ("after ", first)
        case nil: break
        }
        let ttl = scheduler.expiry(of: id).map { "ttl \(DurationText.compact($0.addingClamped(-clock)))" }
        guard let reason, let ttl else {
            return canvas.fit(reason.map { $0.words + $0.name } ?? ttl ?? "", width: width)
        }
        let ttlPart = ", " + ttl
        let nameRoom = width - ttlPart.displayWidth - reason.words.displayWidth
        let name = canvas.fit(reason.name, width: .max)
        guard nameRoom < name.displayWidth else { return reason.words + name + ttlPart }
        // A letter and the ellipsis at least, or the reason says nothing of whom.
        let fewestNameColumns = 1 + canvas.glyphs.ellipsis.displayWidth
        guard reason.name.isEmpty || nameRoom < fewestNameColumns else {
            return reason.words + canvas.fit(reason.name, width: nameRoom) + ttlPart
        }
        return canvas.fit(ttl + ", " + reason.words + reason.name, width: width)
    }
}
