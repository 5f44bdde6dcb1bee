import AlertCore
import AlertScenario
import TerminalText

extension PlayerLayout {
    /// The line under the timeline: play state, clock and end, speed, the
    /// next step; a notice, when there is one, on the right.
    static func drawPlaybackLine(_ model: PlayerModel, y: Int, on canvas: inout Canvas) {
        let glyphs = canvas.glyphs
        let width = canvas.grid.width
        let state: String
        if model.isPlaying {
            state = glyphs.playing + " playing"
        } else if model.isAtEnd {
            state = glyphs.stopped + " end"
        } else {
            state = glyphs.paused + " paused"
        }
        var x = 1
        let stateWidth = canvas.text(state, x: x, y: y, style: CellStyle(.playHead, bold: true))
        canvas.target(Rect(x: x, y: y, width: stateWidth, height: 1), .togglePlay)
        x += stateWidth + 2
        // Playing, the clock shows tenths: what ten frames a second can show
        // (see PlayerModel.wallMillisecondsUntilNextFrame). Paused, it shows
        // the exact instant a step or a seek stopped at. Long runs (caps
        // over days) read in days, hours and minutes.
        let decimals = model.isPlaying ? 1 : 3
        let clock =
            DurationText.reading(model.clock, decimals: decimals) + " / "
            + DurationText.instant(model.timelineEnd, minutesFromAMinute: true)
        x += canvas.text(clock, x: x, y: y, style: CellStyle(bold: true)) + 2
        x += canvas.text(glyphs.times + formatSpeed(model.speed), x: x, y: y, style: CellStyle(.accent)) + 2
        let replay = model.scheduled.replay
        let timeline = model.scenario.timeline
        // Steps that act, not the `expect` checks between them.
        let actions = model.actionsBefore[timeline.count]
        let done = model.actionsBefore[replay.nextStep]
        var next = "step \(done)/\(actions)"
        // `n` stops at an `expect` too (its `!` shows there when it fails), so `next:` names one.
        let step = timeline[replay.nextStep...].first
        // A deadline after `end:` never fires, so it is never next.
        let end = model.scenario.end ?? .max
        let deadline = (model.scheduled.machine as? AlertScheduler)?.nextDeadlineCause.flatMap { cause in
            cause.time <= end ? cause : nil
        }
        // At one instant deadlines come before steps (rule 14, docs/rules.md), so a
        // deadline at the next step's instant is next.
        if let deadline, step.map({ deadline.time <= $0.time }) ?? true {
            switch deadline {
            case .expiry(let id, let time):
                next += "  next: \(id) expires at \(DurationText.instant(time, minutesFromAMinute: true))"
            case .gapEnd(let time):
                next += "  next: the gap ends at \(DurationText.instant(time, minutesFromAMinute: true))"
            }
        } else if let step {
            next += "  next: \(step.action) at \(DurationText.instant(step.time, minutesFromAMinute: true))"
        } else if model.isAtEnd, let hint = model.mode.endHint {
            next += "  " + hint
        }
        var room = width - x - 1
        if let notice = model.notice {
            let noticeText = canvas.fit(notice, width: max(0, room - 2))
            let noticeWidth = DisplayWidth.of(noticeText)
            canvas.text(noticeText, x: width - 1 - noticeWidth, y: y, style: CellStyle(.warning, bold: true))
            room -= noticeWidth + 2
        }
        canvas.text(next, x: x, y: y, maxWidth: room, style: CellStyle(.muted))
    }

    /// `0.25`, `1`, `16`, `0.0001`: a speed without trailing zeros, to
    /// hundredths, or to its first digit when it is smaller (so a slow speed
    /// never reads as `×0`), up to millionths; below that, as Swift writes it
    /// (`1e-09`).
    static func formatSpeed(_ speed: Double) -> String {
        var decimals = 2
        while decimals < 6, (speed * Double(pow10(decimals))).rounded() == 0 { decimals += 1 }
        let scale = pow10(decimals)
        let units = Int(saturating: (speed * Double(scale)).rounded())
        guard units > 0 || speed <= 0 else { return "\(speed)" }
        var text = "\(units / scale)"
        var fraction = String(units % scale)
        fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        if !fraction.isEmpty { text += "." + fraction }
        return text
    }

    private static func pow10(_ exponent: Int) -> Int { (0..<exponent).reduce(1) { result, _ in result * 10 } }
}
